import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchema } from '../../src/features/tenant-archive/schema.repository.js';
import {
  CATALOGUE,
  CATALOGUE_REFERENCES,
  ownedTables,
} from '../../src/features/tenant-archive/ownership.js';
import { gamesFor } from '../property/bracket-client.js';
import { runTourney } from '../helpers/cli.js';
import { buildTestApp, call, expectError, expectOk, type TestApp } from '../helpers/test-app.js';
import { processDatabaseUrl } from '../helpers/test-db.js';
import { tenantSnapshot } from '../helpers/tenant-snapshot.js';
import { seedWorld, type World } from '../helpers/world.js';

let source: TestApp;
let world: World;
const files: string[] = [];
beforeAll(async () => {
  source = await buildTestApp();
  world = await seedWorld(source, source.tenant);
  expectOk(
    await call(source.app, world.apiKey, {
      method: 'POST',
      url: `/api/v1/matches/${world.matchId}/result`,
      payload: { games: gamesFor(1) },
    }),
  );
  expectOk(
    await call(source.app, world.apiKey, {
      method: 'PUT',
      url: `/api/v1/external/webhooks/${world.webhookId}`,
      payload: { secretKey: 'a-signing-secret-of-32-characters!' },
    }),
  );
}, 120_000);
afterAll(async () => {
  for (const file of files) rmSync(file, { force: true });
  await source.close();
});

/** The operator route's archive, saved to a file for `tourney tenant import`. */
async function downloaded(query = '') {
  const response = await call(source.app, 'admin', {
    url: `/api/v1/admin/tenants/${world.tenantId}/export${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const file = join(tmpdir(), `tenant-${randomBytes(6).toString('hex')}.ndjson.gz`);
  files.push(file);
  writeFileSync(file, response.rawPayload);
  return { response, file };
}

/** A target app whose catalogue has the source's games, maps and currencies under new ids. */
async function targetWithCatalogueRenumbered(skipCurrencies = false) {
  const target = await buildTestApp();
  const from = source.database.db;
  const games = await from.selectFrom('games').selectAll().execute();
  const newIds = new Map(games.map((g) => [g.id, randomUUID()]));
  for (const game of games)
    await target.database.db
      .insertInto('games')
      .values({ ...game, id: newIds.get(game.id)! })
      .execute();
  for (const map of await from.selectFrom('game_maps').selectAll().execute())
    await target.database.db
      .insertInto('game_maps')
      .values({ ...map, id: randomUUID(), gameId: newIds.get(map.gameId)! })
      .execute();
  if (!skipCurrencies)
    for (const currency of await from.selectFrom('currencies').selectAll().execute())
      await target.database.db
        .insertInto('currencies')
        .values({ ...currency, id: randomUUID() })
        .execute();
  return target;
}

describe('GET /api/v1/admin/tenants/{tenantId}/export', () => {
  it('answers the archive as a download, for the operator only', async () => {
    const { response } = await downloaded();
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tenant-${world.tenantId}.tourney-tenant.ndjson.gz"`,
    );
    const manifest = JSON.parse(gunzipSync(response.rawPayload).toString().split('\n')[0]!);
    expect(manifest).toMatchObject({ format: 'tourney-tenant', tenantId: world.tenantId });
    expect(manifest.webhookSecrets).toBe('withheld');
    const withSecrets = await downloaded('?includeWebhookSecrets=true');
    const archive = gunzipSync(withSecrets.response.rawPayload).toString();
    expect(JSON.parse(archive.split('\n')[0]!).webhookSecrets).toBe('included');
    expect(archive).toContain('"a-signing-secret-of-32-characters!"');
    const url = `/api/v1/admin/tenants/${world.tenantId}/export`;
    expect((await call(source.app, world.apiKey, { url })).statusCode).toBe(401);
    const missing = await call(source.app, 'admin', {
      url: `/api/v1/admin/tenants/${randomUUID()}/export`,
    });
    expect(expectError(missing, 404).message).toBe('Tenant not found');
  });

  it('without includeWebhookSecrets, a webhook that had a secret arrives paused without one', async () => {
    const { file, response } = await downloaded();
    const manifest = JSON.parse(gunzipSync(response.rawPayload).toString().split('\n')[0]!);
    expect(manifest).toMatchObject({
      webhookSecrets: 'withheld',
      webhooksNeedingSecret: [world.webhookId],
    });
    const target = await targetWithCatalogueRenumbered();
    try {
      const result = await runTourney(['tenant', 'import', file], {
        url: processDatabaseUrl(target.database),
      });
      expect(result.code, result.err).toBe(0);
      expect(result.out).toContain(`Paused until they get a new signing secret`);
      const hook = expectOk(
        await call(target.app, world.apiKey, {
          url: `/api/v1/external/webhooks/${world.webhookId}`,
        }),
      );
      expect(hook).toMatchObject({ isActive: false, hasSecret: false });
    } finally {
      await target.close();
    }
  });
});

describe('an import that fails part way', () => {
  it('leaves nothing of the tenant behind', async () => {
    const { file } = await downloaded('?includeWebhookSecrets=true');
    const target = await targetWithCatalogueRenumbered();
    try {
      // A key of the target's own tenant with the prefix of one of the archive's keys: the
      // import gets past the tenant and its first tables before the unique index refuses it.
      const key = await source.database.db
        .selectFrom('api_keys')
        .selectAll()
        .where('tenantId', '=', world.tenantId)
        .executeTakeFirstOrThrow();
      await target.database.db
        .insertInto('api_keys')
        .values({ ...key, id: randomUUID(), tenantId: target.tenant.tenantId })
        .execute();
      const result = await runTourney(['tenant', 'import', file], {
        url: processDatabaseUrl(target.database),
      });
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        /^error: Nothing was imported: a row of api_keys has a value another row here holds already/,
      );
      const left = await tenantSnapshot(target.database, world.tenantId);
      expect(Object.values(left).flat()).toEqual([]);
      const tenant = await target.database.db
        .selectFrom('tenants')
        .select('id')
        .where('id', '=', world.tenantId)
        .execute();
      expect(tenant).toEqual([]);
    } finally {
      await target.close();
    }
  });
});

describe('the catalogue an archive refers to', () => {
  it('is mapped onto the target catalogue by name', async () => {
    const map = await source.database.db
      .selectFrom('game_maps')
      .select(['id', 'name'])
      .where('gameId', '=', world.gameId)
      .executeTakeFirstOrThrow();
    await source.database.db
      .updateTable('match_games')
      .set({ mapId: map.id, mapName: map.name })
      .where('tenantId', '=', world.tenantId)
      .execute();
    const { file } = await downloaded('?includeWebhookSecrets=true');
    const target = await targetWithCatalogueRenumbered();
    try {
      const result = await runTourney(['tenant', 'import', file], {
        url: processDatabaseUrl(target.database),
      });
      expect(result.code, result.err).toBe(0);
      const game = await target.database.db
        .selectFrom('games')
        .innerJoin('game_maps', 'game_maps.gameId', 'games.id')
        .select(['games.id as gameId', 'game_maps.id as mapId'])
        .where('game_maps.name', '=', map.name)
        .where('games.id', '=', (eb) =>
          eb.selectFrom('tournaments').select('gameId').where('id', '=', world.tournamentId),
        )
        .executeTakeFirstOrThrow();
      expect(game.gameId).not.toBe(world.gameId);
      const mapIds = await target.database.db
        .selectFrom('match_games')
        .select('mapId')
        .distinct()
        .where('tenantId', '=', world.tenantId)
        .execute();
      expect(mapIds).toEqual([{ mapId: game.mapId }]);
      const tournament = expectOk(
        await call(target.app, world.apiKey, { url: `/api/v1/tournaments/${world.tournamentId}` }),
      );
      expect(tournament.gameId).toBe(game.gameId);
    } finally {
      await target.close();
    }
  });

  it('is named when the target lacks some, and nothing is written', async () => {
    const { file } = await downloaded('?includeWebhookSecrets=true');
    const target = await targetWithCatalogueRenumbered(true);
    try {
      const result = await runTourney(['tenant', 'import', file], {
        url: processDatabaseUrl(target.database),
      });
      expect(result.code).toBe(1);
      const currency = await source.database.db
        .selectFrom('currencies')
        .select('name')
        .where('id', '=', world.currencyId)
        .executeTakeFirstOrThrow();
      expect(result.err).toBe(
        `error: Nothing was imported: this installation's catalogue lacks currency "${currency.name}", which the tenant's rows refer to. Add them (tourney game add, tourney currency add) and import again.\n`,
      );
      const left = await tenantSnapshot(target.database, world.tenantId);
      expect(Object.values(left).flat()).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('covers every foreign key from a tenant table to the catalogue', async () => {
    const schema = await readSchema(source.database.db, source.database.engine);
    const listed = CATALOGUE.flatMap((kind) =>
      CATALOGUE_REFERENCES[kind].map(([table]) => `${table}->${kind}`),
    );
    for (const table of ownedTables(schema))
      for (const referenced of table.references)
        if ((CATALOGUE as readonly string[]).includes(referenced))
          expect(listed, table.name).toContain(`${table.name}->${referenced}`);
  });
});
