import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator, staffSession } from '../helpers/console.js';
import { newGame } from '../helpers/factories.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';

/** The catalogue lists the console needs: the operator's games with maps, and a game's maps. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const get = (url: string, key?: string | null, headers: Record<string, string> = {}) =>
  call(t.app, t.tenant.apiKey, { url: `/api/v1${url}`, key, headers });
const admin = (url: string) => call(t.app, 'admin', { key: 'admin', url: `/api/v1${url}` });

describe('operator: GET /admin/games', () => {
  it('answers the page shape of GET /games, each game with its maps in order', async () => {
    const { gameId, name } = await newGame(t.database.db, {
      name: 'Aaa listed 1',
      maps: ['Mirage', 'Dust', 'Nuke'],
    });
    const data = expectOk(await admin('/admin/games?pageSize=100'));
    expect(Object.keys(data).sort()).toEqual([
      'games',
      'pageNumber',
      'pageSize',
      'totalCount',
      'totalPages',
    ]);
    expect(data).toMatchObject({ pageNumber: 1, pageSize: 100 });
    const game = data.games.find((g: { id: string }) => g.id === gameId);
    const { maps, ...fields } = game;
    // The same Game as the integration read, plus its maps.
    expect(fields).toEqual(expectOk(await get(`/games/${gameId}`)));
    expect(fields).toMatchObject({ name, mapCount: 3 });
    expect(maps).toEqual([
      { name: 'Mirage', image: null },
      { name: 'Dust', image: null },
      { name: 'Nuke', image: null },
    ]);
    for (const listed of data.games) {
      expect(listed.id).toMatch(UUID_RE);
      expect(listed.maps).toHaveLength(listed.mapCount);
    }
  });

  it('paginates in the order and with the totals of GET /games', async () => {
    for (const name of ['Aaa page 3', 'Aaa page 1', 'Aaa page 2'])
      await newGame(t.database.db, { name, maps: [] });
    const integration = expectOk(await get('/games?pageSize=100'));
    const all = expectOk(await admin('/admin/games?pageSize=100'));
    expect(all.totalCount).toBe(integration.totalCount);
    expect(all.games.map((g: { id: string }) => g.id)).toEqual(
      integration.games.map((g: { id: string }) => g.id),
    );
    const page2 = expectOk(await admin('/admin/games?pageNumber=2&pageSize=2'));
    expect(page2).toMatchObject({
      pageNumber: 2,
      pageSize: 2,
      totalCount: all.totalCount,
      totalPages: Math.ceil(all.totalCount / 2),
    });
    expect(page2.games.map((g: { id: string }) => g.id)).toEqual(
      all.games.slice(2, 4).map((g: { id: string }) => g.id),
    );
    const beyond = expectOk(
      await admin(`/admin/games?pageNumber=${all.totalCount + 1}&pageSize=1`),
    );
    expect(beyond.games).toEqual([]);
    expectFieldError(await admin('/admin/games?pageSize=101'), 'pageSize');
    expectFieldError(await admin('/admin/games?pageNumber=0'), 'pageNumber');
  });

  it("answers an operator session, and 401 without the operator's credentials", async () => {
    const operator = await signInOperator(t.app);
    expect(expectOk(await get('/admin/games', null, operator.headers)).games.length).toBe(
      expectOk(await admin('/admin/games')).games.length,
    );
    expectError(await get('/admin/games', null), 401);
    expectError(await get('/admin/games'), 401);
    expectError(
      await get('/admin/games', null, { authorization: 'Bearer wrong-token-0123456789' }),
      401,
    );
  });

  it("refuses a tenant's staff session", async () => {
    const owner = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    expectError(await get('/admin/games', null, owner.headers), 403);
  });
});

describe('GET /games/{gameId}/maps', () => {
  it("answers the game's maps in their order", async () => {
    const { gameId } = await newGame(t.database.db, { maps: ['Split', 'Ascent', 'Bind'] });
    expect(expectOk(await get(`/games/${gameId}/maps`))).toEqual([
      { name: 'Split', image: null },
      { name: 'Ascent', image: null },
      { name: 'Bind', image: null },
    ]);
  });

  it('answers the images the operator gave, and an empty list for a game without maps', async () => {
    const created = expectOk(
      await call(t.app, 'admin', {
        key: 'admin',
        method: 'POST',
        url: '/api/v1/admin/games',
        payload: {
          name: 'Mapped with images',
          maps: [{ name: 'Haven', image: 'https://cdn.example.com/haven.png' }, { name: 'Lotus' }],
        },
      }),
      201,
    );
    expect(expectOk(await get(`/games/${created.id}/maps`))).toEqual(created.maps);
    const { gameId } = await newGame(t.database.db, { maps: [] });
    expect(expectOk(await get(`/games/${gameId}/maps`))).toEqual([]);
  });

  it('answers 404 "Game not found" for an unknown game, 400 naming gameId for a malformed one', async () => {
    const body = expectError(await get(`/games/${MISSING}/maps`), 404);
    expect(body.message).toBe('Game not found');
    expectFieldError(await get('/games/not-a-uuid/maps'), 'gameId');
  });

  it('is read by any key of any tenant and by every staff role, never anonymously', async () => {
    const { gameId } = await newGame(t.database.db, { maps: ['Inferno'] });
    const url = `/games/${gameId}/maps`;
    const other = await t.newTenant(['integration']);
    expect(expectOk(await get(url, other.apiKey))).toEqual([{ name: 'Inferno', image: null }]);
    for (const role of ['owner', 'admin', 'organiser'] as const) {
      const staff = await staffSession(t.app, t.database.db, t.tenant.tenantId, role);
      expect(expectOk(await get(url, null, staff.headers)), role).toHaveLength(1);
    }
    expectError(await get(url, null), 401);
  });
});
