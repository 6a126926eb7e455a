import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { done, ok } from '../../http/envelope.js';
import { tenantOf } from '../../http/auth.js';
import { EmptyEnvelope, Envelope, Page } from '../../http/schemas.js';
import { createGuardedDispatcher } from './delivery/index.js';
import * as deliveries from './delivery-log.service.js';
import {
  ConfigListQuery,
  CreateWebhookBody,
  Delivery,
  DeliveryPage,
  DeliveryParams,
  DeliveryQuery,
  TestWebhookBody,
  TestWebhookResult,
  UpdateWebhookBody,
  WebhookConfig,
  WebhookDeliveriesParams,
  WebhookParams,
  type WebhookConfigView,
} from './webhook.schemas.js';
import * as service from './webhook.service.js';

const tags = ['webhooks'];
// The test endpoint makes the server send a request where the caller says: an SSRF tool by
// nature, so besides the address guard it gets a tight limit of its own.
const TEST_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export const WARNING_HEADER = 'x-tourney-warning';
const UNSIGNED =
  'This webhook has no secretKey: its deliveries carry no X-Webhook-Signature, so receivers cannot verify them. Set one with PUT {"secretKey": "..."}.';

/**
 * Deliveries without a secret are allowed by the contract but easy to miss: say so in a header
 * (the body keeps its shape) and in the log.
 */
function warnIfUnsigned(req: FastifyRequest, reply: FastifyReply, webhook: WebhookConfigView) {
  if (webhook.hasSecret) return;
  reply.header(WARNING_HEADER, UNSIGNED);
  req.log.warn(
    { webhookId: webhook.id },
    'webhook without a signing secret: deliveries are unsigned',
  );
}

interface AliasOptions {
  base: string;
  deps: service.WebhookDeps;
  /** The `/webhooks` alias: only the two operations the spec names are in the API docs. */
  alias: boolean;
}

const webhookRoutesAt: FastifyPluginAsyncTypebox<AliasOptions> = async (
  app,
  { base, deps, alias },
) => {
  const db = app.deps.database.db;
  const hide = alias;
  const also = alias ? ' (alias of /external/webhooks)' : '';
  const id = (operationId: string) => (alias ? `${operationId}ViaAlias` : operationId);
  // Webhook configuration: an integration key, or a console session of an admin or owner.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'webhooks' };
  });

  app.post(
    base,
    {
      schema: {
        operationId: id('createWebhook'),
        tags,
        hide,
        summary: `Create a webhook configuration${also}`,
        body: CreateWebhookBody,
        response: { 201: Envelope(WebhookConfig) },
      },
    },
    async (req, reply) => {
      const created = await service.createWebhook(db, tenantOf(req), req.body, deps);
      warnIfUnsigned(req, reply, created);
      return reply.code(201).send(ok(req, reply, created, 'Webhook created'));
    },
  );

  app.get(
    base,
    {
      schema: {
        operationId: id('listWebhooks'),
        tags,
        hide,
        summary: `List webhook configurations${also}`,
        querystring: ConfigListQuery,
        response: { 200: Envelope(Page('items', WebhookConfig)) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listWebhooks(db, tenantOf(req), req.query)),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        operationId: id('getWebhook'),
        tags,
        hide,
        summary: `Get a webhook configuration${also}`,
        params: WebhookParams,
        response: { 200: Envelope(WebhookConfig) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await service.getWebhook(db, tenantOf(req), req.params.id)),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        operationId: id('updateWebhook'),
        tags,
        summary: `Update a webhook configuration: any subset of its fields, e.g. only secretKey${also}`,
        params: WebhookParams,
        body: UpdateWebhookBody,
        response: { 200: Envelope(WebhookConfig) },
      },
    },
    async (req, reply) => {
      const updated = await service.updateWebhook(db, tenantOf(req), req.params.id, req.body, deps);
      warnIfUnsigned(req, reply, updated);
      return ok(req, reply, updated, 'Webhook updated');
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        operationId: id('deleteWebhook'),
        tags,
        hide,
        summary: `Delete a webhook configuration and its delivery log${also}`,
        params: WebhookParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.deleteWebhook(db, tenantOf(req), req.params.id);
      return done(req, reply, 'Webhook deleted');
    },
  );

  app.post(
    `${base}/:id/test`,
    {
      config: { rateLimit: TEST_RATE_LIMIT },
      schema: {
        operationId: id('testWebhook'),
        tags,
        summary: `Send one event to the webhook now and report the answer (10 per minute per key)${also}`,
        params: WebhookParams,
        body: TestWebhookBody,
        response: { 200: Envelope(TestWebhookResult) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await service.sendTestEvent(db, tenantOf(req), req.params.id, req.body, deps)),
  );

  app.get(
    `${base}/:webhookId/deliveries`,
    {
      schema: {
        operationId: id('listWebhookDeliveries'),
        tags,
        hide,
        summary: `List deliveries with their attempts, newest first${also}`,
        description:
          "A delivery that succeeded or failed is deleted with its attempts once it has not changed for `retentionDays` (the server's `EVENT_RETENTION_DAYS`, 30 by default); pending deliveries stay.",
        params: WebhookDeliveriesParams,
        querystring: DeliveryQuery,
        response: { 200: Envelope(DeliveryPage) },
      },
    },
    async (req, reply) =>
      ok(req, reply, {
        ...(await deliveries.listDeliveries(db, tenantOf(req), req.params.webhookId, req.query)),
        retentionDays: app.deps.config.eventRetentionDays,
      }),
  );

  app.get(
    `${base}/:webhookId/deliveries/:deliveryId`,
    {
      schema: {
        operationId: id('getWebhookDelivery'),
        tags,
        hide,
        summary: `Get one delivery with its attempts${also}`,
        params: DeliveryParams,
        response: { 200: Envelope(Delivery) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await deliveries.getDelivery(
          db,
          tenantOf(req),
          req.params.webhookId,
          req.params.deliveryId,
        ),
      ),
  );

  app.post(
    `${base}/:webhookId/deliveries/:deliveryId/redeliver`,
    {
      schema: {
        operationId: id('redeliverWebhookDelivery'),
        tags,
        hide,
        summary: `Send a delivery again (same X-Webhook-Id and body)${also}`,
        params: DeliveryParams,
        response: { 200: Envelope(Delivery) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await deliveries.redeliver(
          app.deps.database,
          tenantOf(req),
          req.params.webhookId,
          req.params.deliveryId,
        ),
        'Delivery queued',
      ),
  );
};

/** Webhook configurations, the test operation and the delivery log, at both of the spec's paths. */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allowPrivate = app.deps.config.webhookAllowPrivateUrls;
  const dispatcher = createGuardedDispatcher({ allowPrivate });
  app.addHook('onClose', async () => {
    await dispatcher.close();
  });
  const deps: service.WebhookDeps = { allowPrivate, dispatcher, secrets: app.deps.webhookSecrets };
  await app.register(webhookRoutesAt, { base: '/external/webhooks', deps, alias: false });
  await app.register(webhookRoutesAt, { base: '/webhooks', deps, alias: true });
};
