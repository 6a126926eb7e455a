import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_BOUND_MS } from '../../src/db/announced-versions.js';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import {
  batchedVersionReader,
  readKey,
  sequencedVersionReader,
} from '../../src/db/read-versions.js';
import { createTenant } from '../../src/features/tenants/tenant.service.js';
import { upsertUserByHand } from '../helpers/factories.js';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-db.js';

/**
 * The versions cached answers are checked against, as a process reads them while another
 * process writes: a key moves when its rows change and holds still otherwise.
 */
let database: TestDatabase;
/** Another process on the same database. */
let writer: DbHandle;
let tenantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  writer = createDb(database.url, { schema: database.schema, poolSize: 1 });
  ({ tenantId } = await createTenant(database.db, 'Read versions'));
});

afterAll(async () => {
  await writer.db.destroy();
  await database.drop();
});

/**
 * The versions the reader under test gives once another process's commits have reached it: at
 * once on SQLite, within the bound of announced versions on PostgreSQL.
 */
async function readOnceHeard(keys: string[], heard: (versions: number[]) => boolean) {
  const deadline = Date.now() + STALE_BOUND_MS;
  let versions = await database.readVersions(keys);
  while (!heard(versions) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    versions = await database.readVersions(keys);
  }
  return versions;
}

const upsertUser = (externalId: string, displayName: string) =>
  upsertUserByHand(writer.db, tenantId, externalId, displayName);

describe('read versions seen by one process while another writes', () => {
  it('moves a key its rows change, and only that key', async () => {
    const [ada, bo] = ['ada', 'bo'].map((id) => readKey.user(tenantId, id)) as [string, string];
    await upsertUser('ada', 'Ada');
    await upsertUser('bo', 'Bo');
    const before = await database.readVersions([ada, bo]);
    expect(before.every((v) => v > 0)).toBe(true);
    // Read twice between commits: the same answer.
    expect(await database.readVersions([ada, bo])).toEqual(before);

    await upsertUser('ada', 'Ada L.');
    const after = await readOnceHeard([ada, bo], ([a]) => a! > before[0]!);
    expect(after[0]).toBeGreaterThan(before[0]!);
    expect(after[1]).toBe(before[1]);

    // A key never written is 0 until its first write, then moves like the others.
    const cy = readKey.user(tenantId, 'cy');
    expect(await database.readVersions([cy])).toEqual([0]);
    await upsertUser('cy', 'Cy');
    expect((await readOnceHeard([cy], ([c]) => c! > 0))[0]).toBeGreaterThan(0);
  });

  it('keeps up with many commits made between two reads, and with reads made concurrently', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => readKey.user(tenantId, `many-${i}`));
    for (let i = 0; i < 5; i++) await upsertUser(`many-${i}`, 'first');
    const first = await database.readVersions(keys);
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 5; i += 2) await upsertUser(`many-${i}`, `round ${round}`);
    const fresh = await writer.readVersions(keys);
    await readOnceHeard(keys, (seen) => seen.every((v, i) => v === fresh[i]));
    const concurrent = await Promise.all(
      Array.from({ length: 4 }, () => database.readVersions(keys)),
    );
    for (const seen of concurrent) expect(seen).toEqual(fresh);
    keys.forEach((_, i) =>
      i % 2 === 0 ? expect(fresh[i]).toBeGreaterThan(first[i]!) : expect(fresh[i]).toBe(first[i]),
    );
  });
});

describe('read versions asked for together (PostgreSQL reader)', () => {
  it('shares one query among the reads of one turn; a read asked for once it began waits for the next', async () => {
    let queries = 0;
    const counted = database.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const read = batchedVersionReader(counted);
    const keys = ['ada', 'bo', 'cy', 'nobody'].map((id) => readKey.user(tenantId, id));
    const together = await Promise.all(keys.map((k) => read([k, readKey.catalogue])));
    expect(queries).toBe(1);
    const expected = await writer.readVersions([...keys, readKey.catalogue]);
    together.forEach((versions, i) => expect(versions).toEqual([expected[i], expected[4]]));

    const ada = keys[0]!;
    const before = read([ada]);
    await new Promise((resolve) => setImmediate(resolve)); // its query has begun
    await upsertUser('ada', 'Ada, renamed');
    const [after] = await read([ada]);
    expect(queries).toBe(3);
    expect(after).toBe((await writer.readVersions([ada]))[0]);
    await before;
  });

  it('has one query under way at a time: the reads asked for while it runs, turn after turn, share the next', async () => {
    let queries = 0;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = database.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => {
        if (queries === 1) await held; // the first query's answer is late
        return args.result;
      },
    });
    const read = batchedVersionReader(slow);
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const [ada, bo] = ['ada', 'bo'].map((id) => readKey.user(tenantId, id)) as [string, string];
    const first = read([ada]);
    await turn(); // the first query has begun
    const second = read([ada]);
    await turn();
    await upsertUser('bo', 'Bo, renamed'); // committed before the third read asks
    const third = read([bo]);
    await turn();
    await turn();
    try {
      expect(queries).toBe(1);
    } finally {
      release(); // else the held connection keeps the next tests waiting
    }
    const [, [secondAda], [thirdBo]] = await Promise.all([first, second, third]);
    expect(queries).toBe(2);
    expect([secondAda, thirdBo]).toEqual(await writer.readVersions([ada, bo]));
  });
});

describe.runIf(testEngine === 'sqlite')('read versions asked for together (SQLite reader)', () => {
  it('reads the commit token once for the reads of one turn, after the last asked; a read asked for once it was read waits for the next, unless it follows a first read of its request', async () => {
    const tokens: string[] = [];
    // A token that moves with the other process's commits, as data_version does.
    const token = () => {
      tokens.push(String(tokens.length));
      return String(Date.now()) + Math.random();
    };
    const read = sequencedVersionReader(database.db, token);
    const ada = readKey.user(tenantId, 'ada');
    const keys = [ada, readKey.user(tenantId, 'bo'), readKey.catalogue];
    const first = await Promise.all(keys.map((k) => read([k])));
    expect(tokens).toHaveLength(1);
    // A request's later read takes the versions as its first read found them, at no wait.
    expect(await read(keys, { again: true })).toEqual(first.flat());
    expect(tokens).toHaveLength(1);

    const before = read([ada]);
    await new Promise((resolve) => setImmediate(resolve)); // its token has been read
    await upsertUser('ada', 'Ada, renamed again');
    const [after] = await read([ada]);
    expect(tokens).toHaveLength(3);
    expect(after).toBe((await writer.readVersions([ada]))[0]);
    expect((await before)[0]).toBeLessThan(after!);
  });
});

describe.runIf(testEngine === 'sqlite')('read versions on SQLite', () => {
  it('numbers every bump in commit order, across keys', async () => {
    const [x, y] = ['order-x', 'order-y'].map((id) => readKey.user(tenantId, id)) as [
      string,
      string,
    ];
    await upsertUser('order-x', 'x');
    await upsertUser('order-y', 'y');
    await upsertUser('order-x', 'x again');
    const [vx, vy] = await writer.readVersions([x, y]);
    // y was bumped after x's first write and before its second: a per-key counter would give 2, 1.
    expect(vy).toBeLessThan(vx!);
    const { highest } = await sql<{ highest: number }>`
      select max(version) as highest from read_versions`
      .execute(writer.db)
      .then((r) => r.rows[0]!);
    expect(vx).toBe(highest);
  });

  it('has every read-version trigger bump in commit order', async () => {
    const { rows } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'trigger' and name like 'read_versions_%'
    `.execute(database.db);
    expect(rows.length).toBeGreaterThan(40);
    for (const trigger of rows) {
      expect(trigger.sql, trigger.name).toContain('select coalesce(max(version), 0) + 1');
      expect(trigger.sql, trigger.name).toContain('do update set version = excluded.version');
    }
  });
});
