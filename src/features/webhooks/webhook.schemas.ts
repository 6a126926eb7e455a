import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { DateTime, HttpUrl, Nullable, PageFields, PageQuery, Uuid } from '../../http/schemas.js';
import type { EventName } from '../events/index.js';

/** Every event a configuration can subscribe to (`resource.action`). */
const WEBHOOK_EVENT_TYPES = [
  'team.created',
  'team.updated',
  'team.deleted',
  'team.member_joined',
  'team.member_left',
  'registration.created',
  'registration.updated',
  'registration.checked_in',
  'registration.waitlisted',
  'tournament.updated',
  'match.updated',
  'match.reported',
  'match.disputed',
  'match.scheduled',
  'standings.updated',
  'stage.completed',
  'circuit.standings_updated',
  'user.erased',
  'test.ping',
] as const satisfies readonly EventName[];

export const MAX_CONFIGS_PER_TENANT = 20;

const EventType = Type.Union(
  WEBHOOK_EVENT_TYPES.map((name) => Type.Literal(name)),
  { description: 'An event name, `resource.action`' },
);
const EventTypes = Type.Array(EventType, {
  maxItems: WEBHOOK_EVENT_TYPES.length,
  description: 'Subscribed event types; empty (the default) subscribes to every event',
});
const SecretKey = Type.String({
  minLength: 16,
  maxLength: 256,
  description:
    'HMAC-SHA256 signing secret (write-only). Use a random value of 32 or more characters, never the API key.',
});
const WebhookUrl = HttpUrl();

const WebhookConfigSchema = Type.Object({
  id: Uuid(),
  url: Type.String(),
  eventTypes: Type.Array(Type.String(), {
    description: 'Subscribed event types; empty means every event',
  }),
  isActive: Type.Boolean(),
  hasSecret: Type.Boolean({
    description: 'Whether a signing secret is set; the secret itself is never returned',
  }),
  disabledAt: Nullable(DateTime('When the service disabled this configuration itself')),
  disabledReason: Nullable(
    Type.String({ description: 'Why the service disabled it (410 Gone, failing for 5 days)' }),
  ),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export const WebhookConfig = Component('Webhook', WebhookConfigSchema);
export type WebhookConfigView = Static<typeof WebhookConfig>;

const CreateWebhookBodySchema = Type.Object(
  {
    url: WebhookUrl,
    eventTypes: Type.Optional(EventTypes),
    secretKey: Type.Optional(SecretKey),
    isActive: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export const CreateWebhookBody = Component('CreateWebhookRequest', CreateWebhookBodySchema, {
  url: 'https://hooks.example.com/tourney',
  eventTypes: ['registration.created', 'match.updated'],
  secretKey: 'whsec_6fN1qK8vR3tY7uP0zX4cB9mL2sD5gH8j',
});
export type CreateWebhookInput = Static<typeof CreateWebhookBody>;

const UpdateWebhookBodySchema = Type.Object(
  {
    url: Type.Optional(WebhookUrl),
    eventTypes: Type.Optional(EventTypes),
    secretKey: Type.Optional(
      Nullable({ ...SecretKey, description: `${SecretKey.description} null removes it.` }),
    ),
    isActive: Type.Optional(
      Type.Boolean({ description: 'true also clears disabledAt and disabledReason' }),
    ),
  },
  { additionalProperties: false },
);
export const UpdateWebhookBody = Component('UpdateWebhookRequest', UpdateWebhookBodySchema, {
  secretKey: 'whsec_Jw2xT9pL4rV8nQ1yF6kC3bZ7mS0dH5gA',
  isActive: true,
});
export type UpdateWebhookInput = Static<typeof UpdateWebhookBody>;

/** `/webhooks/{id}` and its `test`: the contract's name. */
export const WebhookParams = Type.Object({ id: Uuid('Webhook id', EXAMPLE_ID.webhook) });
export const WebhookDeliveriesParams = Type.Object({
  webhookId: Uuid('Webhook id', EXAMPLE_ID.webhook),
});
export const DeliveryParams = Type.Object({
  webhookId: Uuid('Webhook id', EXAMPLE_ID.webhook),
  deliveryId: Uuid('Delivery id', EXAMPLE_ID.delivery),
});

const TestWebhookBodySchema = Type.Object(
  {
    eventType: Type.Optional({ ...EventType, default: 'test.ping' }),
    testData: Type.Optional(
      Type.Object(
        {},
        { additionalProperties: true, default: {}, description: 'Sent as the event `data`' },
      ),
    ),
  },
  { additionalProperties: false },
);
export const TestWebhookBody = Component('TestWebhookRequest', TestWebhookBodySchema, {
  eventType: 'test.ping',
  testData: { message: 'Hello from Tourney' },
});
export type TestWebhookInput = Static<typeof TestWebhookBody>;

const TestWebhookResultSchema = Type.Object({
  success: Type.Boolean({ description: 'The receiver answered 2xx' }),
  statusCode: Type.Integer({
    description: 'Status returned by the receiver; 0 when there was no response',
  }),
  responseBody: Type.String({ description: 'The response body, at most 20 KB' }),
  durationMs: Type.Integer(),
  error: Nullable(
    Type.String({ description: 'Why there was no response (refused address, timeout, reset)' }),
  ),
});
export const TestWebhookResult = Component('WebhookTestResult', TestWebhookResultSchema);

const DeliveryStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('succeeded'),
  Type.Literal('failed'),
]);
const DeliveryStatus = Component('WebhookDeliveryStatus', DeliveryStatusSchema);

const DeliveryAttemptSchema = Type.Object({
  attemptNumber: Type.Integer(),
  attemptedAt: DateTime(),
  outcome: Type.String({ description: 'success, retry or disable' }),
  statusCode: Nullable(Type.Integer()),
  durationMs: Type.Integer(),
  responseExcerpt: Type.String({ description: 'At most 20 KB of the response body' }),
  error: Nullable(Type.String()),
});
const DeliveryAttempt = Component('WebhookDeliveryAttempt', DeliveryAttemptSchema);

const DeliverySchema = Type.Object({
  deliveryId: Uuid('The X-Webhook-Id of every attempt'),
  eventId: Uuid(),
  event: Type.String(),
  status: DeliveryStatus,
  attemptCount: Type.Integer(),
  nextAttemptAt: Nullable(DateTime()),
  lastStatusCode: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  createdAt: DateTime(),
  completedAt: Nullable(DateTime()),
  redeliveryQueued: Type.Boolean({
    description:
      'A redelivery was asked for while an attempt was in flight: it runs right after that attempt',
  }),
  attempts: Type.Array(DeliveryAttempt),
});
export const Delivery = Component('WebhookDelivery', DeliverySchema);
export type DeliveryView = Static<typeof Delivery>;

/** A page of the deliveries log, with how long the server keeps a finished delivery. */
export const DeliveryPage = Component(
  'WebhookDeliveryPage',
  Type.Object({
    items: Type.Array(Delivery),
    ...PageFields,
    retentionDays: Type.Integer({
      minimum: 0,
      description:
        "Days a delivery that succeeded or failed is kept, with its attempts, after its last change (the server's `EVENT_RETENTION_DAYS`); 0: until the webhook is deleted",
    }),
  }),
);

export const DeliveryQuery = Type.Object({ ...PageQuery, status: Type.Optional(DeliveryStatus) });
export type DeliveryQueryInput = Static<typeof DeliveryQuery>;
export const ConfigListQuery = Type.Object(PageQuery);
