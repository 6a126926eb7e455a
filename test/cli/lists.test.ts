import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/features/games/game.service.js';
import { authenticate } from '../../src/features/tenants/tenant.service.js';
import { expectFailure, expectJsonFailure, runTourney } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const run = (argv: string[]) => runTourney(argv, database);

async function runJson(argv: string[]) {
  const result = await run([...argv, '--json']);
  expect(result.code, result.err).toBe(0);
  return JSON.parse(result.out);
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

describe('tourney key list', () => {
  it("lists a tenant's keys with prefix, state, scopes and last use, never a secret", async () => {
    const { tenantId } = await runJson(['tenant', 'create', 'Listed']);
    const used = await runJson(['key', 'issue', tenantId, '--name', 'site']);
    const gone = await runJson(['key', 'issue', tenantId, '--name', 'old', '--scopes', 'manage']);
    await authenticate(database.db, used.apiKey);
    expect((await run(['key', 'revoke', gone.keyId])).code).toBe(0);
    const { tenantId: otherTenant } = await runJson(['tenant', 'create', 'Other']);
    await runJson(['key', 'issue', otherTenant, '--name', 'not-mine']);

    const keys = await runJson(['key', 'list', tenantId]);
    expect(keys).toEqual([
      {
        keyId: used.keyId,
        name: 'site',
        prefix: used.apiKey.slice(3, 11),
        scopes: ['integration'],
        createdAt: expect.stringMatching(ISO),
        lastUsedAt: expect.stringMatching(ISO),
        revokedAt: null,
      },
      {
        keyId: gone.keyId,
        name: 'old',
        prefix: gone.apiKey.slice(3, 11),
        scopes: ['manage'],
        createdAt: expect.stringMatching(ISO),
        lastUsedAt: null,
        revokedAt: expect.stringMatching(ISO),
      },
    ]);

    const human = await run(['key', 'list', tenantId]);
    expect(human.code, human.err).toBe(0);
    const lines = human.out.trim().split('\n');
    expect(lines).toEqual([
      `${used.keyId}  tk_${keys[0].prefix}_…  active  scopes integration  last used ${keys[0].lastUsedAt}  site`,
      `${gone.keyId}  tk_${keys[1].prefix}_…  revoked ${keys[1].revokedAt}  scopes manage  last used never  old`,
    ]);
    for (const output of [human.out, JSON.stringify(keys)]) {
      expect(output).not.toContain(used.apiKey);
      expect(output).not.toContain(gone.apiKey);
    }
  });

  it('says so when a tenant has no keys, and refuses an unknown tenant', async () => {
    const { tenantId } = await runJson(['tenant', 'create', 'Keyless']);
    expect((await run(['key', 'list', tenantId])).out).toBe('No API keys.\n');
    expect(await runJson(['key', 'list', tenantId])).toEqual([]);
    expectFailure(
      await run(['key', 'list', '00000000-0000-4000-8000-000000000000']),
      /^error: Tenant not found$/m,
    );
    const json = expectJsonFailure(await run(['key', 'list', 'nope', '--json']));
    expect(json).toEqual({ message: 'tenantId must be a valid uuid', code: 'VALIDATION' });
  });
});

// One test for both catalogues: the database starts empty, so the empty listings come first.
describe('tourney game list and currency list', () => {
  it('lists the catalogue, empty at first, then by name and by code', async () => {
    expect((await run(['game', 'list'])).out).toBe('No games.\n');
    expect((await run(['currency', 'list'])).out).toBe('No currencies.\n');
    expect(await runJson(['game', 'list'])).toEqual([]);

    const chess = await runJson(['game', 'add', 'Chess']);
    const cs = await runJson([
      'game',
      'add',
      'Counter-Strike 2',
      '--short-name',
      'CS2',
      '--maps',
      'Dust II,Nuke',
    ]);
    const games = await runJson(['game', 'list']);
    expect(games.map((g: { id: string }) => g.id)).toEqual([chess.id, cs.id]);
    expect(games[1]).toMatchObject({ name: 'Counter-Strike 2', shortName: 'CS2', mapCount: 2 });
    expect((await run(['game', 'list'])).out).toBe(
      `${chess.id}  Chess  0 maps\n${cs.id}  Counter-Strike 2 (CS2)  2 maps\n`,
    );

    const usd = await runJson(['currency', 'add', 'USD', 'US dollar', '$']);
    const eur = await runJson(['currency', 'add', 'EUR', 'Euro', '€']);
    expect(await runJson(['currency', 'list'])).toEqual([eur, usd]);
    expect((await run(['currency', 'list'])).out).toBe(
      `${eur.currencyId}  EUR  €  Euro\n${usd.currencyId}  USD  $  US dollar\n`,
    );
  });

  it('lists every game, past the first page of the service', async () => {
    const before = (await runJson(['game', 'list'])).length;
    for (let i = 0; i < 101; i += 1) await createGame(database.db, { name: `Paged game ${i}` });
    expect(await runJson(['game', 'list'])).toHaveLength(before + 101);
  });
});
