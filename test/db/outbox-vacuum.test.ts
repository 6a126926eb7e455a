import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

// The outbox keeps a month of events (EVENT_RETENTION_DAYS); autovacuum must not wait for a fifth
// of it to be dead before it cleans the pending-events index the webhook worker reads twenty times
// a second.
describe.runIf(process.env.TEST_DATABASE_URL)('the outbox on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('is vacuumed after a fixed number of dead rows, whatever its size', async () => {
    const { rows } = await sql<{ options: string[] }>`
      select reloptions as options from pg_class
      where oid = ${`${database.schema}.outbox_events`}::regclass`.execute(database.db);
    expect(rows[0]?.options).toEqual(
      expect.arrayContaining([
        'autovacuum_vacuum_scale_factor=0',
        'autovacuum_vacuum_threshold=10000',
      ]),
    );
  });
});
