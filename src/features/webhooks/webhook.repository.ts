import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { WebhookConfigTable } from './webhook.table.js';

export type WebhookConfigRow = Selectable<WebhookConfigTable>;

export const findConfig = (db: Executor, tenantId: string, id: string) =>
  db
    .selectFrom('webhook_configs')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function listConfigs(db: Executor, tenantId: string, limit: number, offset: number) {
  return db
    .selectFrom('webhook_configs')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countConfigs(db: Executor, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_configs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenantId', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertConfig(db: Executor, row: Insertable<WebhookConfigTable>) {
  await db.insertInto('webhook_configs').values(row).execute();
}

export async function updateConfig(
  db: Executor,
  tenantId: string,
  id: string,
  changes: Updateable<WebhookConfigTable>,
) {
  await db
    .updateTable('webhook_configs')
    .set(changes)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the configuration with its deliveries and their attempts (foreign keys cascade). */
export async function deleteConfig(db: Executor, tenantId: string, id: string) {
  const result = await db
    .deleteFrom('webhook_configs')
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every stored signing secret, across tenants: for re-encrypting them with the current key. */
export const listStoredSecrets = (db: Executor) =>
  db
    .selectFrom('webhook_configs')
    .select(['id', 'tenantId', 'secretKey'])
    .where('secretKey', 'is not', null)
    .execute();

/** Replaces a stored secret unless it changed meanwhile (a concurrent PUT wins). */
export async function replaceStoredSecret(db: Executor, id: string, from: string, to: string) {
  const result = await db
    .updateTable('webhook_configs')
    .set({ secretKey: to })
    .where('id', '=', id)
    .where('secretKey', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
