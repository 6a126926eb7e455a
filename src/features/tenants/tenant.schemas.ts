import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, Uuid } from '../../http/schemas.js';
import { SCOPES } from './api-key.js';

export const Tenant = Type.Object({ tenantId: Uuid(), name: Type.String(), createdAt: DateTime() });

export const CreateTenantBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

const ScopeSchema = Type.Union(SCOPES.map((s) => Type.Literal(s)));

export const CreateKeyBody = Type.Object(
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

export const IssuedKey = Type.Object({
  keyId: Uuid(),
  tenantId: Uuid(),
  name: Type.String(),
  apiKey: Type.String({ description: 'The secret: shown this once, stored only as a hash' }),
  scopes: Type.Array(Type.String()),
});

export const KeySummary = Type.Object({
  keyId: Uuid(),
  name: Type.String(),
  prefix: Type.String(),
  scopes: Type.Array(Type.String()),
  createdAt: DateTime(),
  lastUsedAt: Nullable(DateTime()),
  revokedAt: Nullable(DateTime()),
});
