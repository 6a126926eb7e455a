import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createTestDatabase, processDatabaseUrl, type TestDatabase } from '../helpers/test-db.js';

// A deployment whose URL picks its schema with `options=-c search_path=…`, in a database where
// another schema (a second deployment, a test run) already holds migrated tables.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'migrating a schema chosen by the search path',
  () => {
    let neighbour: TestDatabase;
    let fresh: TestDatabase;

    beforeAll(async () => {
      neighbour = await createTestDatabase();
      fresh = await createTestDatabase(async () => undefined);
    });
    afterAll(async () => {
      await fresh?.drop();
      await neighbour?.drop();
    });

    it('creates its own bookkeeping and tables instead of taking the neighbour schema for its own', async () => {
      const handle = createDb(processDatabaseUrl(fresh));
      try {
        const applied = await migrateToLatest(handle.db, handle.engine);
        expect(applied.length).toBeGreaterThan(10);
        const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = ${fresh.schema!} and table_name in ('kysely_migration_lock', 'tournaments')
        order by table_name`.execute(handle.db);
        expect(rows.map((r) => r.name)).toEqual(['kysely_migration_lock', 'tournaments']);
        expect(await migrateToLatest(handle.db, handle.engine)).toEqual([]);
      } finally {
        await handle.db.destroy();
      }
    });
  },
);
