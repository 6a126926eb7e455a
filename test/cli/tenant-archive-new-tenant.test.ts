import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ownedTables,
  unclassifiedUniqueValues,
} from '../../src/features/tenant-archive/ownership.js';
import {
  readSchema,
  readUniqueIndexes,
} from '../../src/features/tenant-archive/schema.repository.js';
import { runTourney } from '../helpers/cli.js';
import { signIn, STAFF_PASSWORD } from '../helpers/console.js';
import { operationsOf } from '../helpers/openapi-operations.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import {
  integrationReads,
  issueKey,
  mapped,
  playSomeResults,
  type IdMap,
  targetOf,
  tenantRead,
} from '../helpers/tenant-reads.js';
import { tenantSnapshot } from '../helpers/tenant-snapshot.js';
import { seedWorld, type World } from '../helpers/world.js';

const SECRET = 'a-signing-secret-of-32-characters!';

let source: TestApp;
let world: World;
let archive: string;
let shareSlug: string;
const files: string[] = [];
const tempFile = (name: string) => {
  const file = join(tmpdir(), `${name}-${randomBytes(6).toString('hex')}`);
  files.push(file);
  return file;
};

beforeAll(async () => {
  source = await buildTestApp();
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
  const publication = expectOk(
    await api({
      method: 'PUT',
      url: `/api/v1/tournaments/${world.tournamentId}/publication`,
      payload: { isPublic: true },
    }),
  );
  shareSlug = publication.shareSlug;
  archive = tempFile('tenant.ndjson.gz');
  const out = await runTourney(
    ['tenant', 'export', world.tenantId, '--out', archive, '--include-webhook-secrets'],
    targetOf(source),
  );
  expect(out.code, out.err).toBe(0);
}, 120_000);
afterAll(async () => {
  for (const file of files) rmSync(file, { force: true });
  await source?.close();
});

/** `tourney tenant import --as-new-tenant` into the source's own installation. */
async function importAsNew(extra: string[] = []) {
  const idMapFile = tempFile('ids.json');
  const result = await runTourney(
    ['tenant', 'import', archive, '--as-new-tenant', '--id-map', idMapFile, '--json', ...extra],
    targetOf(source),
  );
  expect(result.code, result.err).toBe(0);
  const idMap = JSON.parse(readFileSync(idMapFile, 'utf8')) as IdMap;
  return { report: JSON.parse(result.out), idMap };
}

describe('tourney tenant import --as-new-tenant, twice into the installation that holds the original', () => {
  let first: Awaited<ReturnType<typeof importAsNew>>;
  let second: Awaited<ReturnType<typeof importAsNew>>;
  let originalBefore: Awaited<ReturnType<typeof tenantSnapshot>>;
  beforeAll(async () => {
    originalBefore = await tenantSnapshot(source.database, world.tenantId);
    first = await importAsNew();
    second = await importAsNew(['--name', 'The second copy']);
  }, 120_000);

  it('creates two new tenants, named apart, every owned id drawn anew', async () => {
    const original = await source.database.db
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', world.tenantId)
      .executeTakeFirstOrThrow();
    expect(first.report).toMatchObject({
      tenantId: first.idMap.tenantId,
      tenantName: `${original.name} (2)`,
      webhooksNeedingSecret: [],
      asNewTenant: {
        sourceTenantId: world.tenantId,
        shareSlugs: { [shareSlug]: expect.any(String) },
        leftBehind: [{ table: 'api_keys', rows: 2 }],
      },
    });
    expect(first.report.asNewTenant.ids).toBeUndefined(); // in the --id-map file only
    expect(second.report.tenantName).toBe('The second copy');
    const tenantIds = [world.tenantId, first.idMap.tenantId, second.idMap.tenantId];
    expect(new Set(tenantIds).size).toBe(3);
    for (const { idMap } of [first, second]) {
      expect(idMap.sourceTenantId).toBe(world.tenantId);
      expect(idMap.ids[world.tenantId]).toBe(idMap.tenantId);
      expect(idMap.ids[world.tournamentId]).toMatch(/^[0-9a-f-]{36}$/);
      // Handed out in the old ids' order: reads ordered by id list rows as the original does.
      const olds = Object.keys(idMap.ids).sort();
      expect(olds.map((id) => idMap.ids[id])).toEqual(Object.values(idMap.ids).sort());
    }
    const copies = [first.idMap, second.idMap];
    expect(
      Object.values(copies[0]!.ids).some((id) => Object.values(copies[1]!.ids).includes(id)),
    ).toBe(false);
  });

  it('leaves every row of the original as it was', async () => {
    expect(await tenantSnapshot(source.database, world.tenantId)).toEqual(originalBefore);
  });

  it('answers every integration read of each copy as the original, ids mapped', async () => {
    const reads = integrationReads(await operationsOf(source.app), world);
    expect(reads.length).toBeGreaterThan(25);
    for (const { idMap } of [first, second]) {
      const apiKey = await issueKey(source, idMap.tenantId);
      let compared = 0;
      for (const url of reads) {
        const original = await tenantRead(source, world.apiKey, url);
        const copy = await tenantRead(source, apiKey, mapped(url, idMap) as string);
        // A copied invitation's token opens nothing: the original's links stay the original's.
        if (url.includes(world.token)) expect(copy.status, url).toBe(404);
        else expect(copy, url).toEqual(mapped(original, idMap));
        if (original.status === 200) compared += 1;
      }
      expect(compared).toBeGreaterThan(reads.length - 3);
    }
  });

  it("seals the copies' webhook secrets again and lets their staff sign in", async () => {
    for (const { idMap } of [first, second]) {
      const apiKey = await issueKey(source, idMap.tenantId);
      const hook = expectOk(
        await call(source.app, apiKey, {
          url: `/api/v1/external/webhooks/${idMap.ids[world.webhookId]}`,
        }),
      );
      expect(hook).toMatchObject({ isActive: true, hasSecret: true });
      // Sealed with the copy's webhook id: the worker opens it to sign the copy's deliveries.
      const { secretKey } = await source.database.db
        .selectFrom('webhook_configs')
        .select('secretKey')
        .where('id', '=', idMap.ids[world.webhookId]!)
        .executeTakeFirstOrThrow();
      expect(source.app.deps.webhookSecrets.open(idMap.ids[world.webhookId]!, secretKey!)).toBe(
        SECRET,
      );
      const staff = await source.database.db
        .selectFrom('staff_members')
        .select('email')
        .where('id', '=', world.staffId)
        .executeTakeFirstOrThrow();
      const session = await signIn(source.app, {
        email: staff.email,
        password: STAFF_PASSWORD,
        tenantId: idMap.tenantId,
      });
      expect(session.me).toMatchObject({
        staff: { id: idMap.ids[world.staffId], tenantId: idMap.tenantId },
      });
    }
  });
});

describe('an import that would collide', () => {
  const tenantCount = async () =>
    (await source.database.db.selectFrom('tenants').select('id').execute()).length;

  it('under its own id where the tenant exists: refused, nothing written', async () => {
    const [before, count] = [
      await tenantSnapshot(source.database, world.tenantId),
      await tenantCount(),
    ];
    const result = await runTourney(['tenant', 'import', archive], targetOf(source));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^error: Nothing was imported: the archive's ids must be new/m);
    expect(result.err).toMatch(
      new RegExp(`^error: tenant ${world.tenantId} exists here already$`, 'm'),
    );
    expect(await tenantSnapshot(source.database, world.tenantId)).toEqual(before);
    expect(await tenantCount()).toBe(count);
  });

  it('as a new tenant named like one that exists: refused, nothing written', async () => {
    const original = await source.database.db
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', world.tenantId)
      .executeTakeFirstOrThrow();
    const count = await tenantCount();
    const taken = original.name.toUpperCase();
    const result = await runTourney(
      ['tenant', 'import', archive, '--as-new-tenant', '--name', taken],
      targetOf(source),
    );
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      `error: Nothing was imported: a tenant named "${taken}" exists here already: choose another name.\n`,
    );
    expect(await tenantCount()).toBe(count);
  });

  it('--name and --id-map only go with --as-new-tenant', async () => {
    const result = await runTourney(
      ['tenant', 'import', archive, '--name', 'Another'],
      targetOf(source),
    );
    expect(result.code).toBe(1);
    expect(result.err).toBe('error: --name and --id-map go with --as-new-tenant.\n');
  });
});

describe('tables the archive has no rule for', () => {
  let scratch: TestApp;
  beforeAll(async () => {
    scratch = await buildTestApp();
  }, 60_000);
  afterAll(() => scratch?.close());

  const classify = async () => {
    const { db, engine } = scratch.database;
    const owned = ownedTables(await readSchema(db, engine));
    return unclassifiedUniqueValues(owned, await readUniqueIndexes(db, engine));
  };

  it('every unique value of the tables a tenant owns has a rule today', async () => {
    expect(await classify()).toEqual([]);
  });

  it('fail the archive until classified: a unique value, then a table without a tenant', async () => {
    const { db } = scratch.database;
    await sql`create table gadgets (id text primary key, "tenantId" text, code text unique)`.execute(
      db,
    );
    expect(await classify()).toEqual(['gadgets.code']);
    await sql`create table sprockets (id text primary key, label text)`.execute(db);
    await expect(classify()).rejects.toThrow(
      'No rule says whether a tenant owns the rows of sprockets: classify them in tenant-archive/ownership.ts.',
    );
  });
});
