import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { tenantOf } from '../../http/auth.js';
import { done, ok } from '../../http/envelope.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { EmptyEnvelope, Envelope, Uuid } from '../../http/schemas.js';
import { CreateKeyBody, IssuedKey, KeySummary } from './tenant.schemas.js';
import * as service from './tenant.service.js';

const config = { access: 'keys' as const };
const tags = ['keys'];
const security = [{ consoleSession: [] }];

/** A tenant's own API keys, for its admins and owners signed in to the console. */
export const ownKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/keys',
    {
      config,
      schema: {
        operationId: 'listOwnApiKeys',
        tags,
        security,
        summary: "The tenant's API keys, with their last use (never their secrets)",
        response: { 200: Envelope(Type.Array(KeySummary)) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listApiKeys(db, tenantOf(req))),
  );

  app.post(
    '/keys',
    {
      config,
      schema: {
        operationId: 'issueOwnApiKey',
        tags,
        security,
        summary: 'Issue an API key (the secret is returned only here)',
        body: CreateKeyBody,
        response: { 201: Envelope(IssuedKey) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await service.issueApiKey(db, tenantOf(req), req.body.name, req.body.scopes),
            'API key issued',
          ),
        ),
  );

  app.delete(
    '/keys/:keyId',
    {
      config,
      schema: {
        operationId: 'revokeOwnApiKey',
        tags,
        security,
        summary: 'Revoke one of the tenant’s API keys',
        params: Type.Object({ keyId: Uuid('API key id', EXAMPLE_ID.apiKey) }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.revokeApiKey(db, req.params.keyId, tenantOf(req));
      return done(req, reply, 'API key revoked');
    },
  );
};
