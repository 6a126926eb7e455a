import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../helpers/test-db.js';

// Test files (and deployments) share one PostgreSQL database, each in a schema of its own, and
// create, migrate and drop their schemas while the others run.
describe.runIf(testDatabaseUrl)('a schema next to neighbours that come and go', () => {
  let own: TestDatabase;
  let other: TestDatabase;

  beforeAll(async () => {
    own = await createTestDatabase();
    other = await createTestDatabase();
  });
  afterAll(async () => {
    await own?.drop();
    await other?.drop();
  });

  it('migrates and writes while a neighbour schema is created and dropped over and over', async () => {
    const churn = new pg.Client({ connectionString: testDatabaseUrl });
    await churn.connect();
    let churning = true;
    const neighbour = `${own.schema}_neighbour`;
    // A neighbour's whole life: its tables appear, then its schema goes.
    const churned = (async () => {
      while (churning) {
        await churn.query(`create schema ${neighbour}`);
        await churn.query(
          `create table ${neighbour}.tenants (id text primary key, name text, "createdAt" text)`,
        );
        await churn.query(`drop schema ${neighbour} cascade`);
      }
    })();
    try {
      for (let i = 0; i < 40; i++) {
        expect(await migrateToLatest(own.db, own.engine, own.schema)).toEqual([]);
        await own.db
          .insertInto('tenants')
          .values({
            id: crypto.randomUUID(),
            name: `Tenant ${i}`,
            createdAt: new Date().toISOString(),
          })
          .execute();
      }
    } finally {
      churning = false;
      await churned;
      await churn.end();
    }
    const { count } = await own.db
      .selectFrom('tenants')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(40);
  });

  it('does not wait for the migration of another schema', async () => {
    // Holds the neighbour's migration lock, as its migration in progress would.
    const adapter = other.db.getExecutor().adapter;
    const lockOptions = {
      lockTable: 'kysely_migration_lock',
      lockRowId: 'migration_lock',
      lockTableSchema: other.schema!,
    };
    await other.db.connection().execute(async (holder) => {
      await adapter.acquireMigrationLock(holder, lockOptions);
      try {
        const fresh = await createTestDatabase();
        try {
          expect(await tableNames(fresh.db, fresh.schema!)).toContain('tenants');
          // The neighbour's own migration does wait for the lock it holds.
          let neighbourDone = false;
          const neighbourMigration = migrateToLatest(other.db, other.engine, other.schema).then(
            () => (neighbourDone = true),
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(neighbourDone).toBe(false);
          await adapter.releaseMigrationLock(holder, lockOptions);
          await neighbourMigration;
          expect(neighbourDone).toBe(true);
        } finally {
          await fresh.drop();
        }
      } finally {
        await sql`select pg_advisory_unlock_all()`.execute(holder);
      }
    });
  });
});

async function tableNames(db: Kysely<Database>, schema: string) {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(
    db,
  );
  return rows.map((r) => r.name);
}
