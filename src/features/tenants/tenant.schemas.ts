import { Type } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { DateTime, Nullable, SECRET, Uuid } from '../../http/schemas.js';
import { SCOPES } from './api-key.js';

export const Tenant = Component(
  'Tenant',
  Type.Object({ tenantId: Uuid(), name: Type.String(), createdAt: DateTime() }),
);

const CreateTenantBodySchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const CreateTenantBody = Component('CreateTenantRequest', CreateTenantBodySchema, {
  name: 'Acme Esports',
});

const ScopeSchema = Component('ApiKeyScope', Type.Union(SCOPES.map((s) => Type.Literal(s))));

const CreateKeyBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    scopes: Type.Array(ScopeSchema, {
      minItems: 1,
      maxItems: SCOPES.length,
      default: ['integration'],
    }),
  },
  { additionalProperties: false },
);
export const CreateKeyBody = Component('CreateApiKeyRequest', CreateKeyBodySchema, {
  name: 'production',
  scopes: ['integration', 'manage'],
});

const IssuedKeySchema = Type.Object({
  keyId: Uuid(),
  tenantId: Uuid(),
  name: Type.String(),
  apiKey: Type.String({
    description: 'The secret: shown this once, stored only as a hash',
    ...SECRET,
  }),
  scopes: Type.Array(Type.String()),
});
export const IssuedKey = Component('IssuedApiKey', IssuedKeySchema);

const KeySummarySchema = Type.Object({
  keyId: Uuid(),
  name: Type.String(),
  prefix: Type.String(),
  scopes: Type.Array(Type.String()),
  createdAt: DateTime(),
  lastUsedAt: Nullable(DateTime()),
  revokedAt: Nullable(DateTime()),
});
export const KeySummary = Component('ApiKeySummary', KeySummarySchema);
