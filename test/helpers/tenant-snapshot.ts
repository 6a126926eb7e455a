import { sql, type Kysely } from 'kysely';
import type { TestDatabase } from './test-db.js';

/**
 * The tables with a `tenantId` column, read from the catalogue so a new table is covered without
 * editing a list. Only this database's schema is read: Kysely's introspector scans every schema
 * and fails when a parallel test file drops its own meanwhile.
 */
async function tenantTables(database: TestDatabase): Promise<string[]> {
  const query = database.schema
    ? sql<{ name: string }>`select c.relname as name from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${database.schema} and c.relkind = 'r'
          and a.attname = 'tenantId' and not a.attisdropped`
    : sql<{ name: string }>`select m.name from sqlite_master m, pragma_table_info(m.name) p
        where m.type = 'table' and p.name = 'tenantId'`;
  const { rows } = await query.execute(database.db);
  return rows.map((row) => row.name).sort();
}

/**
 * Every row a tenant owns, table by table. Rows are sorted, so two snapshots are equal exactly
 * when nothing of the tenant changed. On PostgreSQL the tables are read in one statement, each
 * row as its JSON text: a statement per table, twice per route, made the tenant isolation sweep
 * wait on some ten thousand round trips.
 */
export async function tenantSnapshot(database: TestDatabase, tenantId: string) {
  const tables = await tenantTables(database);
  const snapshot: Record<string, string[]> = Object.fromEntries(tables.map((t) => [t, []]));
  if (database.schema) {
    const perTable = tables.map(
      (table) => sql<{ table: string; row: string }>`select ${table}::text as "table",
        row_to_json(t)::text as "row" from ${sql.table(table)} t where t."tenantId" = ${tenantId}`,
    );
    const { rows } = await sql<{
      table: string;
      row: string;
    }>`${sql.join(perTable, sql` union all `)}`.execute(database.db);
    for (const { table, row } of rows) snapshot[table]!.push(row);
  } else {
    const db = database.db as unknown as Kysely<Record<string, { tenantId: string }>>;
    for (const table of tables) {
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .where('tenantId', '=', tenantId)
        .execute();
      snapshot[table] = rows.map((row) => JSON.stringify(row));
    }
  }
  for (const rows of Object.values(snapshot)) rows.sort();
  return snapshot;
}
