import type { Kysely } from 'kysely';
import type { TestDatabase } from './test-db.js';

/**
 * Every row a tenant owns, table by table: each table with a `tenantId` column, found by
 * introspection so a new table is covered without editing this list. Rows are sorted, so two
 * snapshots are equal exactly when nothing of the tenant changed.
 */
export async function tenantSnapshot(database: TestDatabase, tenantId: string) {
  const db = database.db as unknown as Kysely<Record<string, { tenantId: string }>>;
  const tables = (await db.introspection.getTables()).filter(
    (table) =>
      (!database.schema || table.schema === database.schema) &&
      table.columns.some((column) => column.name === 'tenantId'),
  );
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db
      .selectFrom(table.name)
      .selectAll()
      .where('tenantId', '=', tenantId)
      .execute();
    snapshot[table.name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
