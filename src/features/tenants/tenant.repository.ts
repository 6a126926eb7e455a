import type { Executor } from '../../db/database.js';

export const findTenant = (db: Executor, tenantId: string) =>
  db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();

/** The tenant called `name` whatever its case, as the unique index tenants_name_unique compares. */
export const findTenantByName = (db: Executor, name: string) =>
  db
    .selectFrom('tenants')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
    .executeTakeFirst();

export const listTenants = (db: Executor) =>
  db
    .selectFrom('tenants')
    .select(['id as tenantId', 'name', 'createdAt'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export async function insertTenant(
  db: Executor,
  row: { id: string; name: string; createdAt: string },
) {
  await db.insertInto('tenants').values(row).execute();
}

export const findKeyByPrefix = (db: Executor, prefix: string) =>
  db
    .selectFrom('api_keys')
    .select(['id', 'tenantId', 'keyHash', 'scopes', 'revokedAt', 'lastUsedAt'])
    .where('prefix', '=', prefix)
    .executeTakeFirst();

export const listKeys = (db: Executor, tenantId: string) =>
  db
    .selectFrom('api_keys')
    .select(['id as keyId', 'name', 'prefix', 'scopes', 'createdAt', 'lastUsedAt', 'revokedAt'])
    .where('tenantId', '=', tenantId)
    .orderBy('createdAt')
    .execute();

export async function insertKey(
  db: Executor,
  row: {
    id: string;
    tenantId: string;
    name: string;
    prefix: string;
    keyHash: string;
    scopes: string;
    createdAt: string;
  },
) {
  await db
    .insertInto('api_keys')
    .values({ ...row, lastUsedAt: null, revokedAt: null })
    .execute();
}

export async function revokeKey(db: Executor, keyId: string, at: string) {
  const result = await db
    .updateTable('api_keys')
    .set({ revokedAt: at })
    .where('id', '=', keyId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const findKey = (db: Executor, keyId: string) =>
  db
    .selectFrom('api_keys')
    .select(['id', 'tenantId', 'revokedAt'])
    .where('id', '=', keyId)
    .executeTakeFirst();

export async function touchKey(db: Executor, keyId: string, at: string) {
  await db.updateTable('api_keys').set({ lastUsedAt: at }).where('id', '=', keyId).execute();
}

/** Replaces the tenant's frame ancestors (JSON text); false when the tenant does not exist. */
export async function setFrameAncestors(db: Executor, tenantId: string, json: string) {
  const result = await db
    .updateTable('tenants')
    .set({ frameAncestors: json })
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
