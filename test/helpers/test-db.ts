import { randomBytes } from 'node:crypto';
import { copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle, type Engine } from '../../src/db/create-db.js';
import type { Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

/** The engine under test: PostgreSQL when TEST_DATABASE_URL is set, else a temp SQLite file. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const testEngine = testDatabaseUrl ? 'postgres' : 'sqlite';

export interface TestDatabase extends DbHandle {
  url: string;
  /** PostgreSQL: the private schema of this database. */
  schema?: string;
  drop(): Promise<void>;
}

type Migrate = (db: Kysely<Database>, engine: Engine, schema?: string) => Promise<unknown>;

/**
 * A fresh, migrated database of its own: a SQLite file in the temp folder, or a new schema in
 * the PostgreSQL database, so test files run in parallel without seeing each other's rows.
 * `migrate` replaces the migration to the latest version (tests of a migration start earlier).
 */
export async function createTestDatabase(
  migrate: Migrate = migrateToLatest,
): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex');
  if (!testDatabaseUrl) return createSqliteTestDatabase(migrate);
  const schema = `test_${suffix}`;
  await withClient((c) => c.query(`create schema ${schema}`));
  const handle = createDb(testDatabaseUrl, { schema, poolSize: 4 });
  await migrate(handle.db, handle.engine, schema);
  return {
    ...handle,
    url: testDatabaseUrl,
    schema,
    drop: async () => {
      await handle.db.destroy().catch(() => undefined);
      await withClient((c) => c.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

/**
 * A fresh, migrated SQLite database in the temp folder, whatever the engine under test (tests of
 * what moves data from SQLite to PostgreSQL need one on the PostgreSQL run too).
 */
export async function createSqliteTestDatabase(
  migrate: Migrate = migrateToLatest,
): Promise<TestDatabase> {
  const file = join(tmpdir(), `tourney-test-${randomBytes(6).toString('hex')}.db`);
  const url = `sqlite:${file}`;
  // The run's migrated template (see sqlite-template.ts) is the same database, faster.
  const template = migrate === migrateToLatest ? inject('migratedSqliteTemplate') : undefined;
  if (template) copyFileSync(template, file);
  const handle = createDb(url);
  if (!template) await migrate(handle.db, handle.engine);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.db.destroy().catch(() => undefined);
      for (const ext of ['', '-wal', '-shm']) rmSync(file + ext, { force: true });
    },
  };
}

/** The URL a separate process uses for `database`; on PostgreSQL it pins the test's schema. */
export function processDatabaseUrl(database: { url: string; schema?: string }): string {
  if (!database.schema) return database.url;
  const url = new URL(database.url);
  url.searchParams.set('options', `-c search_path=${database.schema}`);
  return url.href;
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
