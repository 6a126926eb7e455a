import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { done, ok } from '../../http/envelope.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { EmptyEnvelope, Envelope, Uuid } from '../../http/schemas.js';
import {
  CreateKeyBody,
  CreateTenantBody,
  IssuedKey,
  KeySummary,
  Tenant,
} from './tenant.schemas.js';
import * as service from './tenant.service.js';

const admin = { access: 'admin' as const };
const tags = ['operator'];
const security = [{ adminToken: [] }];

export const tenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.post(
    '/admin/tenants',
    {
      config: admin,
      schema: {
        operationId: 'createTenant',
        tags,
        security,
        summary: 'Create a tenant (409 TENANT_EXISTS when the name is taken, whatever its case)',
        body: CreateTenantBody,
        response: { 201: Envelope(Tenant) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(req, reply, await service.createTenant(db, req.body.name), 'Tenant created')),
  );

  app.get(
    '/admin/tenants',
    {
      config: admin,
      schema: {
        operationId: 'listTenants',
        tags,
        security,
        summary: 'List tenants',
        response: { 200: Envelope(Type.Array(Tenant)) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listTenants(db)),
  );

  app.post(
    '/admin/tenants/:tenantId/api-keys',
    {
      config: admin,
      schema: {
        operationId: 'issueApiKey',
        tags,
        security,
        summary: 'Issue an API key (the secret is returned only here)',
        params: Type.Object({ tenantId: Uuid('Tenant id', EXAMPLE_ID.tenant) }),
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
            await service.issueApiKey(db, req.params.tenantId, req.body.name, req.body.scopes),
            'API key issued',
          ),
        ),
  );

  app.get(
    '/admin/tenants/:tenantId/api-keys',
    {
      config: admin,
      schema: {
        operationId: 'listApiKeys',
        tags,
        security,
        summary: "List a tenant's API keys (never their secrets)",
        params: Type.Object({ tenantId: Uuid('Tenant id', EXAMPLE_ID.tenant) }),
        response: { 200: Envelope(Type.Array(KeySummary)) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listApiKeys(db, req.params.tenantId)),
  );

  app.delete(
    '/admin/api-keys/:keyId',
    {
      config: admin,
      schema: {
        operationId: 'revokeApiKey',
        tags,
        security,
        summary: 'Revoke an API key',
        params: Type.Object({ keyId: Uuid('API key id', EXAMPLE_ID.apiKey) }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.revokeApiKey(db, req.params.keyId);
      return done(req, reply, 'API key revoked');
    },
  );
};
