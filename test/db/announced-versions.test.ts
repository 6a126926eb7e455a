import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcedVersionReader, STALE_BOUND_MS } from '../../src/db/announced-versions.js';
import { createDb, LISTENER_NAME, type DbHandle } from '../../src/db/create-db.js';
import { readKey } from '../../src/db/read-versions.js';
import { createTenant } from '../../src/features/tenants/tenant.service.js';
import { upsertUserByHand } from '../helpers/factories.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../helpers/test-db.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL's read versions held in each process and kept current by what commits announce:
 * how fresh they are, what they cost, and what happens when announcements stop.
 */
describe.runIf(!!testDatabaseUrl)('read versions announced by PostgreSQL', () => {
  let database: TestDatabase;
  /** Another process on the same database. */
  let other: DbHandle;
  let tenantId: string;
  const warnings: string[] = [];
  const logger = {
    warn: (_: object, message: string) => void warnings.push(message),
    info: () => undefined,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    other = createDb(database.url, { schema: database.schema!, poolSize: 2 });
    ({ tenantId } = await createTenant(database.db, 'Announced versions'));
  });

  afterAll(async () => {
    await other.db.destroy();
    await database.drop();
  });

  const upsertUser = (via: DbHandle, externalId: string, displayName: string) =>
    upsertUserByHand(via.db, tenantId, externalId, displayName);
  const userKey = (externalId: string) => readKey.user(tenantId, externalId);

  /** A reader of its own over `database`, counting the queries it makes on the pool. */
  function countingReader() {
    const counter = { queries: 0 };
    const counted = database.db.withPlugin({
      transformQuery: (args) => {
        counter.queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const reader = announcedVersionReader(
      counted,
      () =>
        new pg.Client({
          connectionString: database.url,
          options: `-c search_path=${database.schema}`,
          application_name: `${LISTENER_NAME} test`,
        }),
      logger,
    );
    return { reader, counter };
  }

  /** Reads until a read is answered from memory (the reader listens); fails past a few bounds. */
  async function untilListening(
    { reader, counter }: ReturnType<typeof countingReader>,
    keys: string[],
  ) {
    const deadline = Date.now() + 5 * STALE_BOUND_MS;
    while (Date.now() < deadline) {
      const asked = counter.queries;
      await reader.readVersions(keys);
      if (counter.queries === asked) return;
      await sleep(20);
    }
    throw new Error('the reader did not start answering from memory');
  }

  async function heard(read: () => Promise<number[]>, expected: number[]) {
    const deadline = Date.now() + STALE_BOUND_MS;
    let versions = await read();
    while (JSON.stringify(versions) !== JSON.stringify(expected) && Date.now() < deadline) {
      await sleep(5);
      versions = await read();
    }
    return versions;
  }

  it('answers from memory once listening: another process’s write arrives without a query', async () => {
    await upsertUser(other, 'ada', 'Ada');
    const counting = countingReader();
    const { reader, counter } = counting;
    const key = [userKey('ada')];
    try {
      await untilListening(counting, key);
      const expected = await other.readVersions(key);
      expect(await reader.readVersions(key)).toEqual(expected);
      const asked = counter.queries;
      for (let i = 0; i < 20; i++) expect(await reader.readVersions(key)).toEqual(expected);
      expect(counter.queries).toBe(asked);

      await upsertUser(other, 'ada', 'Ada L.');
      const moved = await other.readVersions(key);
      expect(moved[0]).toBeGreaterThan(expected[0]!);
      expect(await heard(() => reader.readVersions(key), moved)).toEqual(moved);
      expect(counter.queries).toBe(asked);
    } finally {
      await reader.stop();
    }
  });

  it('gives a process its own write at once, every time', async () => {
    const key = [userKey('bo')];
    await upsertUser(database, 'bo', 'Bo');
    await heard(() => database.readVersions(key), await other.readVersions(key));
    for (let i = 0; i < 25; i++) {
      const [before] = await database.readVersions(key);
      await upsertUser(database, 'bo', `Bo ${i}`);
      const [after] = await database.readVersions(key);
      expect(after).toBe(before! + 1);
    }
  });

  it('starts again when one commit changes more keys than one announcement holds', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `many-${i}`);
    const keys = ids.map(userKey);
    const before = await heard(() => database.readVersions(keys), await other.readVersions(keys));
    await other.db.transaction().execute(async (trx) => {
      for (const id of ids)
        await trx
          .insertInto('users')
          .values({
            id: randomUUID(),
            tenantId,
            externalId: id,
            username: id,
            displayName: id,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          })
          .execute();
    });
    const after = await other.readVersions(keys);
    expect(after.every((v, i) => v > before[i]!)).toBe(true);
    expect(await heard(() => database.readVersions(keys), after)).toEqual(after);
  });

  it('asks the database while it cannot listen, and listens again', async () => {
    const counting = countingReader();
    const { reader, counter } = counting;
    const key = [userKey('cy')];
    try {
      await upsertUser(other, 'cy', 'Cy');
      await untilListening(counting, key);
      const lostBefore = warnings.length;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${`${LISTENER_NAME} test`}`.execute(other.db);
      while (warnings.length === lostBefore) await sleep(5);
      expect(warnings.at(-1)).toMatch(/not listening/);

      // Not listening: every read is checked, so another process's write is seen at once.
      for (let i = 0; i < 5; i++) {
        await upsertUser(other, 'cy', `Cy ${i}`);
        const asked = counter.queries;
        expect(await reader.readVersions(key)).toEqual(await other.readVersions(key));
        expect(counter.queries).toBe(asked + 1);
      }

      // Listening again within a few bounds: reads are answered from memory once more.
      await untilListening(counting, key);
      await upsertUser(other, 'cy', 'Cy again');
      const moved = await other.readVersions(key);
      expect(await heard(() => reader.readVersions(key), moved)).toEqual(moved);
    } finally {
      await reader.stop();
    }
  });
});
