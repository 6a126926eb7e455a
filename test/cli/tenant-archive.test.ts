import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/db/create-db.js';
import { runTourney } from '../helpers/cli.js';
import { signIn, STAFF_PASSWORD } from '../helpers/console.js';
import { operationsOf } from '../helpers/openapi-operations.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import {
  integrationReads,
  issueKey,
  mapped,
  playSomeResults,
  targetOf,
  tenantRead as read,
  type IdMap,
} from '../helpers/tenant-reads.js';
import {
  createSqliteTestDatabase,
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '../helpers/test-db.js';
import { tenantSnapshot } from '../helpers/tenant-snapshot.js';
import { seedWorld, type World } from '../helpers/world.js';

const SECRET = 'a-signing-secret-of-32-characters!';

const databaseOf = (engine: Engine): Promise<TestDatabase> =>
  engine === 'sqlite' ? createSqliteTestDatabase() : createTestDatabase();

// Across engines when a PostgreSQL server is at hand (CI runs this file with TEST_DATABASE_URL).
const DIRECTIONS: [Engine, Engine][] = testDatabaseUrl
  ? [
      ['sqlite', 'postgres'],
      ['postgres', 'sqlite'],
    ]
  : [['sqlite', 'sqlite']];

describe.each(DIRECTIONS)('tourney tenant export from %s, import into %s', (from, into) => {
  let source: TestApp;
  let target: TestApp;
  let world: World;
  let neighbour: World;
  let file: string;
  beforeAll(async () => {
    source = await buildTestApp({}, undefined, await databaseOf(from));
    world = await seedWorld(source, source.tenant);
    await playSomeResults(source, world);
    const api = (options: Parameters<typeof call>[2]) => call(source.app, world.apiKey, options);
    expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/external/webhooks/${world.webhookId}`,
        payload: { secretKey: SECRET },
      }),
    );
    target = await buildTestApp({}, undefined, await databaseOf(into));
    neighbour = await seedWorld(target, target.tenant);
    // The same catalogue rows on both sides, so ids read the same (name mapping: its own case).
    for (const table of ['games', 'game_maps', 'currencies'] as const) {
      const rows = await source.database.db.selectFrom(table).selectAll().execute();
      if (rows.length > 0) await target.database.db.insertInto(table).values(rows).execute();
    }
    file = join(tmpdir(), `tenant-${randomBytes(6).toString('hex')}.ndjson.gz`);
  }, 120_000);
  afterAll(async () => {
    rmSync(file, { force: true });
    await source?.close();
    await target?.close();
  });

  it('exports the tenant to one archive with a manifest', async () => {
    const out = await runTourney(
      ['tenant', 'export', world.tenantId, '--out', file, '--include-webhook-secrets', '--json'],
      targetOf(source),
    );
    expect(out.code, out.err).toBe(0);
    const { manifest } = JSON.parse(out.out);
    expect(manifest).toMatchObject({
      format: 'tourney-tenant',
      formatVersion: 1,
      tenantId: world.tenantId,
      engine: from,
      migration: expect.stringMatching(/^\d{4}-/),
      webhookSecrets: 'included',
      webhooksNeedingSecret: [],
    });
    const rows = Object.fromEntries(
      manifest.tables.map((t: { table: string; rows: number }) => [t.table, t.rows]),
    );
    for (const table of ['tenants', 'tournaments', 'matches', 'match_games', 'ffa_results'])
      expect(rows[table], table).toBeGreaterThan(0);
    for (const table of ['group_participants', 'users', 'teams', 'webhook_configs', 'api_keys'])
      expect(rows[table], table).toBeGreaterThan(0);
    // Counts the target's triggers rebuild, and what belongs to the installation, stay out.
    for (const table of ['read_versions', 'registration_counts', 'console_sessions', 'games'])
      expect(rows[table], table).toBeUndefined();
    expect(manifest.catalogue.games).toEqual([{ id: world.gameId, name: expect.any(String) }]);
    const lines = gunzipSync(readFileSync(file)).toString().split('\n');
    expect(JSON.parse(lines[0]!)).toEqual(manifest);
    expect(lines.join('\n')).not.toContain('v1:test:'); // no sealed secret: the plain one
  });

  it('refuses a corrupted archive before writing anything', async () => {
    const before = await tenantSnapshot(target.database, world.tenantId);
    const text = gunzipSync(readFileSync(file)).toString();
    const changed = join(tmpdir(), `changed-${randomBytes(6).toString('hex')}.ndjson.gz`);
    writeFileSync(changed, gzipSync(text.replace(world.owner.externalId, 'someone-else')));
    try {
      const result = await runTourney(['tenant', 'import', changed], targetOf(target));
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        /^error: This is not a sound tenant archive: users does not match the checksum of its manifest \(changed or cut\)\.$/m,
      );
    } finally {
      rmSync(changed, { force: true });
    }
    expect(await tenantSnapshot(target.database, world.tenantId)).toEqual(before);
  });

  it('imports into the other engine, and every integration read answers the same', async () => {
    const neighbourBefore = await tenantSnapshot(target.database, neighbour.tenantId);
    const result = await runTourney(['tenant', 'import', file, '--json'], targetOf(target));
    expect(result.code, result.err).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({
      tenantId: world.tenantId,
      webhooksNeedingSecret: [],
    });
    const reads = integrationReads(await operationsOf(source.app), world);
    expect(reads.length).toBeGreaterThan(25);
    let found = 0;
    for (const url of reads) {
      const [before, after] = [
        await read(source, world.apiKey, url),
        await read(target, world.apiKey, url),
      ];
      expect(after).toEqual(before);
      if (before.status === 200) found += 1;
    }
    // Reads of the tenant's rows, not a list of 404s that would match anyway.
    expect(found).toBeGreaterThan(reads.length - 3);
    expect(await tenantSnapshot(target.database, neighbour.tenantId)).toEqual(neighbourBefore);
  });

  it("lets the tenant's staff sign in on the target with their password", async () => {
    const staff = await source.database.db
      .selectFrom('staff_members')
      .select('email')
      .where('id', '=', world.staffId)
      .executeTakeFirstOrThrow();
    const session = await signIn(target.app, {
      email: staff.email,
      password: STAFF_PASSWORD,
      tenantId: world.tenantId,
    });
    expect(session.me).toMatchObject({
      kind: 'staff',
      staff: { id: world.staffId, tenantId: world.tenantId },
    });
  });

  it('refuses an archive whose tenant exists, writing nothing', async () => {
    const before = await tenantSnapshot(target.database, world.tenantId);
    const result = await runTourney(['tenant', 'import', file], targetOf(target));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^error: Nothing was imported: the archive's ids must be new/m);
    expect(result.err).toMatch(
      new RegExp(`^error: tenant ${world.tenantId} exists here already$`, 'm'),
    );
    expect(result.err).toMatch(/^error: \d+ row\(s\) of tournaments exist here already/m);
    expect(await tenantSnapshot(target.database, world.tenantId)).toEqual(before);
  });

  it('imports it again under a new tenant id, every read answering the same with ids mapped', async () => {
    const idMapFile = `${file}.ids.json`;
    try {
      const result = await runTourney(
        ['tenant', 'import', file, '--as-new-tenant', '--id-map', idMapFile],
        targetOf(target),
      );
      expect(result.code, result.err).toBe(0);
      const idMap = JSON.parse(readFileSync(idMapFile, 'utf8')) as IdMap;
      expect(idMap).toMatchObject({ sourceTenantId: world.tenantId, shareSlugs: {} });
      const apiKey = await issueKey(target, idMap.tenantId);
      for (const url of integrationReads(await operationsOf(source.app), world)) {
        const copy = await read(target, apiKey, mapped(url, idMap) as string);
        if (url.includes(world.token)) expect(copy.status, url).toBe(404);
        else expect(copy, url).toEqual(mapped(await read(source, world.apiKey, url), idMap));
      }
    } finally {
      rmSync(idMapFile, { force: true });
    }
  });
});
