import type { Generated } from 'kysely';

export interface TenantTable {
  id: string;
  name: string;
  createdAt: string;
  /** JSON text: the origins allowed to frame the tenant's public pages (default `[]`). */
  frameAncestors: Generated<string>;
}

export interface ApiKeyTable {
  id: string;
  tenantId: string;
  name: string;
  /** The public 8-character part of `tk_<prefix>_<secret>`, used to find the row. */
  prefix: string;
  /** SHA-256 of the whole key, hex. Keys are high-entropy, so a slow hash adds nothing. */
  keyHash: string;
  /** Space-separated scopes: `integration`, `manage`. */
  scopes: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
