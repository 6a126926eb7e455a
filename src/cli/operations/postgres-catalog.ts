import type pg from 'pg';
import { postgresDriver } from '../../db/pg-driver.js';
import { isBookkeeping, quoted, type RowCounts } from './sqlite-file.js';

/**
 * A single connection for an operator command: `schema` first on its search path when given
 * (as `createDb` does), so every unqualified name below means the installation's schema.
 */
export async function connectPostgres(databaseUrl: string, schema?: string): Promise<pg.Client> {
  const client = new (postgresDriver().Client)({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  return client;
}

export async function currentSchema(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ name: string | null }>('select current_schema() as name');
  const name = rows[0]?.name;
  if (!name) throw new Error('the search path names no schema that exists');
  return name;
}

/** The installation's tables in the current schema (every table but the migrator's), by name. */
export async function postgresTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name).filter((name) => !isBookkeeping(name));
}

export async function postgresRowCounts(client: pg.Client, tables: string[]): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${quoted(table)}`,
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

export async function postgresMigrations(client: pg.Client): Promise<string[]> {
  const { rows: present } = await client.query(
    `select 1 from information_schema.tables
     where table_schema = current_schema() and table_name = 'kysely_migration'`,
  );
  if (present.length === 0) return [];
  const { rows } = await client.query<{ name: string }>(
    'select name from kysely_migration order by name',
  );
  return rows.map((r) => r.name);
}

export async function postgresStoredSecrets(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ secret: string }>(
    'select "secretKey" as secret from webhook_configs where "secretKey" is not null',
  );
  return rows.map((r) => r.secret);
}
