import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { recordEvent } from '../../src/features/events/outbox.js';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import { adminQuery, expectFailure, runTourney, type CliTarget } from '../helpers/cli.js';
import { buildTestApp, call, testWebhookSecrets, type TestApp } from '../helpers/test-app.js';
import {
  createSqliteTestDatabase,
  processDatabaseUrl,
  testDatabaseUrl,
} from '../helpers/test-db.js';
import { seedWorld, type World } from '../helpers/world.js';

// The copy needs a PostgreSQL server to copy into; CI runs this file with TEST_DATABASE_URL.
describe.runIf(testDatabaseUrl)('tourney copy --to postgres://…', () => {
  let t: TestApp;
  let world: World;
  let schema: string;
  let to: string;
  let copied: FastifyInstance;
  let database: DbHandle;
  beforeAll(async () => {
    t = await buildTestApp({}, undefined, await createSqliteTestDatabase());
    world = await seedWorld(t, t.tenant);
    const hook = await call(t.app, world.apiKey, {
      method: 'POST',
      url: '/api/v1/external/webhooks',
      payload: {
        url: 'http://127.0.0.1:9/signed',
        secretKey: 'a-signing-secret-of-32-characters!',
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    schema = `test_copy_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create schema ${schema}`);
    to = processDatabaseUrl({ url: testDatabaseUrl!, schema });
  });
  afterAll(async () => {
    await copied?.close();
    await t.close();
    await adminQuery(`drop schema if exists ${schema} cascade`);
  });

  const source = (): CliTarget => ({ url: t.database.url });
  const copy = (...flags: string[]) => runTourney(['copy', '--to', to, ...flags], source());

  /** Rows per table of the SQLite source, read from its own catalogue. */
  function sourceCounts(): Record<string, number> {
    const sqlite = new SqliteDatabase(t.database.url.slice('sqlite:'.length), { readonly: true });
    try {
      const tables = sqlite
        .prepare("select name from sqlite_schema where type = 'table' order by name")
        .pluck()
        .all() as string[];
      const data = tables.filter((n) => !n.startsWith('sqlite_') && !n.startsWith('kysely_'));
      return Object.fromEntries(
        data.map((n) => [n, sqlite.prepare(`select count(*) from "${n}"`).pluck().get() as number]),
      );
    } finally {
      sqlite.close();
    }
  }

  async function targetCount(table: string): Promise<number> {
    const pg = createDb(to, { poolSize: 1 });
    try {
      const row = await pg.db
        .selectFrom(table as 'tenants')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    } finally {
      await pg.db.destroy();
    }
  }

  it('copies every table in foreign-key order and verifies each', async () => {
    const result = await copy('--json');
    expect(result.code, result.err).toBe(0);
    const report = JSON.parse(result.out);
    const counts = sourceCounts();
    // Every table of the source, none forgotten: the list comes from the schema.
    expect(report.tables.map((c: { table: string }) => c.table).sort()).toEqual(
      Object.keys(counts).sort(),
    );
    for (const table of report.tables) {
      expect(table).toEqual({
        table: table.table,
        rows: counts[table.table],
        checksum: expect.stringMatching(/^[0-9a-f]{32}$/),
        status: 'copied',
        seconds: expect.any(Number),
      });
      expect(await targetCount(table.table), table.table).toBe(counts[table.table]);
    }
    // seedWorld fills most tables, so a table the copy skipped would show in the counts above.
    expect(Object.values(counts).filter((n) => n > 0).length).toBeGreaterThanOrEqual(25);
    const order = report.tables.map((c: { table: string }) => c.table);
    expect(order.indexOf('tenants')).toBeLessThan(order.indexOf('tournaments'));
    expect(order.indexOf('matches')).toBeLessThan(order.indexOf('match_games'));
    expect(report).toMatchObject({
      rows: Object.values(counts).reduce((a, b) => a + b, 0),
      readOnlySeconds: report.seconds,
      rowsPerSecond: expect.any(Number),
      webhookSecrets: { secrets: 1, keyIds: ['test'], keySource: 'WEBHOOK_SECRET_KEYS' },
    });
  });

  it('serves the same reads from PostgreSQL as from SQLite', async () => {
    database = createDb(testDatabaseUrl!, { schema });
    copied = await buildApp({ config: t.config, database, webhookSecrets: testWebhookSecrets });
    await copied.ready();
    const reads = [
      `/api/v1/tournaments/${world.tournamentId}`,
      `/api/v1/matches/duel?tournamentId=${world.tournamentId}`,
      `/api/v1/groups?roundId=${world.ffaRoundId}`,
      `/api/v1/teams/${world.teamId}`,
      `/api/v1/external/users/${world.owner.externalId}/profile`,
      '/api/v1/external/webhooks',
      '/api/v1/games',
    ];
    for (const url of reads) {
      const [sqlite, postgres] = await Promise.all(
        [t.app, copied].map((app) => call(app, world.apiKey, { url })),
      );
      expect(sqlite!.statusCode, url).toBe(200);
      expect({ url, status: postgres!.statusCode, data: postgres!.json().data }).toEqual({
        url,
        status: 200,
        data: sqlite!.json().data,
      });
    }
  });

  it('run again after an interruption, keeps the tables that match and copies the rest', async () => {
    // What an interrupted run leaves: the tables before the one it was copying, complete.
    await adminQuery(`truncate ${schema}.matches cascade`);
    const result = await copy();
    expect(result.code, result.err).toBe(0);
    const lines = result.out.trim().split('\n');
    expect(lines[0]).toMatch(/Writes must stop until it ends: stop the server/);
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}tenants: 1 rows, .*, already copied$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}match_games: \d+ rows, checksum [0-9a-f]{32}, copied in [\d.]+ s$/,
      ),
    );
    expect(result.out).toMatch(
      /^Verified \d+ rows in \d+ tables \(\d+ copied now, the rest by an earlier run\) in [\d.]+ s \(\d+ rows\/s\): every table's row count and checksum match\.$/m,
    );
    expect(result.out).toMatch(/^Read-only window: [\d.]+ s\. Keep writes stopped/m);
    expect(await targetCount('matches')).toBe(sourceCounts().matches);
  });

  it('refuses a target holding other data unless --force', async () => {
    await adminQuery(`update ${schema}.tenants set name = 'Someone else'`);
    const refused = await copy();
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      'error: The target schema holds rows that are not an earlier copy of this database: copy into an empty database, or add --force to replace them.\n',
    );
    const forced = await copy('--force', '--json');
    expect(forced.code, forced.err).toBe(0);
    const statuses = JSON.parse(forced.out).tables.map((c: { status: string }) => c.status);
    expect(statuses).toContain('copied');
  });

  it('reads only a SQLite database', async () => {
    expectFailure(
      await runTourney(['copy', '--to', to], { url: testDatabaseUrl!, schema }),
      /^error: tourney copy reads the SQLite database of DATABASE_URL, and DATABASE_URL names PostgreSQL\.$/m,
    );
  });

  it('leaves PostgreSQL numbering new events after the copied ones', async () => {
    const highest = await database.db
      .selectFrom('outbox_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirstOrThrow();
    await recordEvent(
      database.db,
      { tenantId: world.tenantId, tournamentId: null },
      'test.ping',
      {},
    );
    // The event sequence goes on after the copied events instead of starting again at 1.
    const event = await database.db
      .selectFrom('outbox_events')
      .select('seq')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(event.seq)).toBeGreaterThan(Number(highest.seq));
  });
});
