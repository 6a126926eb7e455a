import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, key?: string | null) =>
  call(t.app, t.tenant.apiKey, { url: `/api/v1${url}`, key });
const admin = (opts: Parameters<typeof call>[2]) =>
  call(t.app, 'admin', { key: 'admin', ...opts, url: `/api/v1${opts.url}` });
const MISSING = '00000000-0000-4000-8000-000000000000';

const GAME_FIELDS = [
  'id',
  'name',
  'description',
  'shortName',
  'region',
  'developer',
  'publisher',
  'platForm',
  'genre',
  'image',
  'coverImage',
  'uidPlaceholder',
  'mapCount',
];

/** Every field of the spec's Game, with its type, and nothing else. */
function expectGameShape(game: Record<string, unknown>) {
  expect(Object.keys(game).sort()).toEqual([...GAME_FIELDS].sort());
  expect(game.id).toMatch(UUID_RE);
  for (const field of GAME_FIELDS.filter((f) => f !== 'id' && f !== 'mapCount')) {
    expect(typeof game[field], field).toBe('string');
  }
  expect(Number.isInteger(game.mapCount)).toBe(true);
}

const fullGame = {
  name: 'Valorant',
  description: 'Tactical shooter',
  shortName: 'VAL',
  region: 'EU',
  developer: 'Riot Games',
  publisher: 'Riot Games',
  platForm: 'PC',
  genre: 'FPS',
  image: 'https://cdn.example.com/val.png',
  coverImage: 'https://cdn.example.com/val-cover.png',
  uidPlaceholder: 'Name#TAG',
  maps: [
    { name: 'Ascent', image: 'https://cdn.example.com/ascent.png' },
    { name: 'Bind' },
    { name: 'Haven' },
  ],
};

/** The full game under another name: game names are unique on the platform. */
const fullGameNamed = (name: string) => ({ ...fullGame, name });

describe('GET /games/{gameId}', () => {
  it('returns every Game field with its type', async () => {
    const { gameId, name } = await newGame(t.database.db, { maps: ['Dust', 'Mirage', 'Nuke'] });
    const game = expectOk(await get(`/games/${gameId}`));
    expectGameShape(game);
    expect(game).toMatchObject({
      id: gameId,
      name,
      region: 'EU',
      platForm: 'PC',
      coverImage: '',
      mapCount: 3,
    });
  });

  it('counts zero maps as 0', async () => {
    const { gameId } = await newGame(t.database.db, { maps: [] });
    expect(expectOk(await get(`/games/${gameId}`)).mapCount).toBe(0);
  });

  it('answers 400 naming gameId for a malformed id', async () => {
    const body = expectFieldError(await get('/games/not-a-uuid'), 'gameId');
    expect(body.errors[0].field).toBe('gameId');
  });

  it('answers 404 "Game not found" without errors for an unknown id', async () => {
    const body = expectError(await get(`/games/${MISSING}`), 404);
    expect(body.message).toBe('Game not found');
    expect(body).not.toHaveProperty('errors');
  });

  it('needs an API key', async () => {
    const { gameId } = await newGame(t.database.db);
    expectError(await get(`/games/${gameId}`, null), 401);
    expectError(await get('/games', null), 401);
    expectError(await get('/games', 'tk_AAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'), 401);
  });

  it('is platform-wide: every tenant reads the same games', async () => {
    const { gameId } = await newGame(t.database.db);
    const other = await t.newTenant(['integration']);
    expect(expectOk(await get(`/games/${gameId}`, other.apiKey)).id).toBe(gameId);
  });
});

describe('GET /games', () => {
  it('returns the page shape with every Game field', async () => {
    await newGame(t.database.db);
    const data = expectOk(await get('/games'));
    expect(Object.keys(data).sort()).toEqual([
      'games',
      'pageNumber',
      'pageSize',
      'totalCount',
      'totalPages',
    ]);
    for (const field of ['totalCount', 'pageNumber', 'pageSize', 'totalPages'])
      expect(Number.isInteger(data[field])).toBe(true);
    expect(data).toMatchObject({ pageNumber: 1, pageSize: 20 });
    expect(data.games.length).toBeGreaterThan(0);
    data.games.forEach(expectGameShape);
  });

  it('paginates ordered by name, with totals', async () => {
    const before = expectOk(await get('/games?pageSize=1')).totalCount as number;
    // Names sort before the other tests' games ("Game …"); they are inserted out of order.
    for (const name of ['Aardvark 3', 'Aardvark 1', 'Aardvark 5', 'Aardvark 2', 'Aardvark 4'])
      await newGame(t.database.db, { name, maps: ['M'] });
    const total = before + 5;

    const all = expectOk(await get('/games?pageSize=100'));
    expect(all.totalCount).toBe(total);
    expect(all.totalPages).toBe(Math.ceil(total / 100));
    const first5 = all.games.slice(0, 5);
    expect(first5.map((g: { name: string }) => g.name)).toEqual([
      'Aardvark 1',
      'Aardvark 2',
      'Aardvark 3',
      'Aardvark 4',
      'Aardvark 5',
    ]);
    expect(first5.every((g: { mapCount: number }) => g.mapCount === 1)).toBe(true);

    const page2 = expectOk(await get('/games?pageNumber=2&pageSize=2'));
    expect(page2).toMatchObject({
      pageNumber: 2,
      pageSize: 2,
      totalCount: total,
      totalPages: Math.ceil(total / 2),
    });
    expect(page2.games.map((g: { id: string }) => g.id)).toEqual(
      all.games.slice(2, 4).map((g: { id: string }) => g.id),
    );

    const beyond = expectOk(await get(`/games?pageNumber=${total + 1}&pageSize=1`));
    expect(beyond).toMatchObject({ games: [], totalCount: total, totalPages: total });
  });

  it.each([
    ['pageSize', '0'],
    ['pageSize', '101'],
    ['pageSize', 'abc'],
    ['pageNumber', '0'],
    ['pageNumber', '-1'],
    ['pageNumber', 'x'],
  ])('answers 400 naming %s for %s', async (field, value) => {
    expectFieldError(await get(`/games?${field}=${value}`), field);
  });

  it('accepts the bounds pageSize=1 and pageSize=100', async () => {
    expect(expectOk(await get('/games?pageSize=1')).games).toHaveLength(1);
    expect(expectOk(await get('/games?pageSize=100')).pageSize).toBe(100);
  });
});

describe('operator: POST /admin/games', () => {
  it('creates a game with its maps; the integration read counts them', async () => {
    const created = expectOk(
      await admin({ method: 'POST', url: '/admin/games', payload: fullGame }),
      201,
    );
    const { maps, ...game } = created;
    expectGameShape(game);
    expect(game).toEqual({
      ...fullGame,
      maps: undefined,
      id: expect.stringMatching(UUID_RE),
      mapCount: 3,
    });
    expect(maps).toEqual([
      { name: 'Ascent', image: 'https://cdn.example.com/ascent.png' },
      { name: 'Bind', image: null },
      { name: 'Haven', image: null },
    ]);
    expect(expectOk(await get(`/games/${created.id}`))).toEqual(game);
    expect(expectOk(await admin({ url: `/admin/games/${created.id}` }))).toEqual(created);
  });

  it('defaults the optional text fields to empty strings', async () => {
    const created = expectOk(
      await admin({ method: 'POST', url: '/admin/games', payload: { name: 'Bare' } }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Bare',
      description: '',
      shortName: '',
      image: '',
      coverImage: '',
      uidPlaceholder: '',
      mapCount: 0,
      maps: [],
    });
  });

  it('accepts empty image URLs and refuses other schemes', async () => {
    expectOk(
      await admin({
        method: 'POST',
        url: '/admin/games',
        payload: { name: 'Empty', image: '', coverImage: '' },
      }),
      201,
    );
    expectFieldError(
      await admin({
        method: 'POST',
        url: '/admin/games',
        payload: { name: 'X', image: 'javascript:alert(1)' },
      }),
      'image',
    );
    expectFieldError(
      await admin({
        method: 'POST',
        url: '/admin/games',
        payload: { name: 'X', maps: [{ name: 'm', image: 'ftp://x/y' }] },
      }),
      'maps.0.image',
    );
  });

  it('names missing, unknown, mistyped and oversize fields', async () => {
    const post = (payload: object) => admin({ method: 'POST', url: '/admin/games', payload });
    expectFieldError(await post({}), 'name');
    expectFieldError(await post({ name: '' }), 'name');
    expectFieldError(await post({ name: 'X', extra: 1 }), 'extra');
    expectFieldError(await post({ name: 'X', mapCount: 3 }), 'mapCount');
    expectFieldError(await post({ name: 'X', id: MISSING }), 'id');
    expectFieldError(await post({ name: 'X', maps: [{ name: 'a', extra: true }] }), 'maps.0.extra');
    expectFieldError(await post({ name: 'X', maps: ['a'] }), 'maps.0');
    expectFieldError(await post({ name: 7 }), 'name');
    expectFieldError(await post({ name: 'x'.repeat(201) }), 'name');
    expectFieldError(await post({ name: 'X', description: 'd'.repeat(4001) }), 'description');
    expectFieldError(await post({ name: 'X', shortName: 's'.repeat(51) }), 'shortName');
    expectFieldError(await post({ name: 'X', maps: [{ name: 'm'.repeat(101) }] }), 'maps.0.name');
    expectFieldError(
      await post({ name: 'X', maps: Array.from({ length: 101 }, (_, i) => ({ name: `m${i}` })) }),
      'maps',
    );
  });

  it('refuses duplicate map names naming the repeated entry', async () => {
    const res = await admin({
      method: 'POST',
      url: '/admin/games',
      payload: { name: 'Dup', maps: [{ name: 'A' }, { name: 'B' }, { name: 'A' }] },
    });
    expectFieldError(res, 'maps.2.name');
  });
});

describe('operator: PUT /admin/games/{gameId}', () => {
  it('changes only the given fields and keeps the maps when none are given', async () => {
    const created = expectOk(
      await admin({
        method: 'POST',
        url: '/admin/games',
        payload: fullGameNamed('Valorant PUT 1'),
      }),
      201,
    );
    const updated = expectOk(
      await admin({
        method: 'PUT',
        url: `/admin/games/${created.id}`,
        payload: { name: 'Valorant 2', region: '' },
      }),
    );
    expect(updated).toEqual({ ...created, name: 'Valorant 2', region: '' });
  });

  it('replaces the map list and mapCount follows', async () => {
    const created = expectOk(
      await admin({
        method: 'POST',
        url: '/admin/games',
        payload: fullGameNamed('Valorant PUT 2'),
      }),
      201,
    );
    const url = `/admin/games/${created.id}`;
    const updated = expectOk(
      await admin({
        method: 'PUT',
        url,
        payload: { maps: [{ name: 'Bind' }, { name: 'Lotus', image: '' }] },
      }),
    );
    expect(updated.maps).toEqual([
      { name: 'Bind', image: null },
      { name: 'Lotus', image: null },
    ]);
    expect(updated.mapCount).toBe(2);
    expect(expectOk(await get(`/games/${created.id}`)).mapCount).toBe(2);

    expect(expectOk(await admin({ method: 'PUT', url, payload: { maps: [] } })).mapCount).toBe(0);
    expect(expectOk(await get(`/games/${created.id}`)).mapCount).toBe(0);
  });

  it('leaves the maps untouched when the new list is refused', async () => {
    const created = expectOk(
      await admin({
        method: 'POST',
        url: '/admin/games',
        payload: fullGameNamed('Valorant PUT 3'),
      }),
      201,
    );
    const res = await admin({
      method: 'PUT',
      url: `/admin/games/${created.id}`,
      payload: { name: 'Renamed', maps: [{ name: 'A' }, { name: 'A' }] },
    });
    expectFieldError(res, 'maps.1.name');
    expect(expectOk(await admin({ url: `/admin/games/${created.id}` }))).toEqual(created);
  });

  it('answers 404 for an unknown game, 400 for a malformed id or bad body', async () => {
    expect(
      expectError(
        await admin({ method: 'PUT', url: `/admin/games/${MISSING}`, payload: { name: 'X' } }),
        404,
      ).message,
    ).toBe('Game not found');
    expectError(await admin({ url: `/admin/games/${MISSING}` }), 404);
    expectFieldError(
      await admin({ method: 'PUT', url: '/admin/games/nope', payload: { name: 'X' } }),
      'gameId',
    );
    const { gameId } = await newGame(t.database.db);
    expectFieldError(
      await admin({ method: 'PUT', url: `/admin/games/${gameId}`, payload: { name: '' } }),
      'name',
    );
    expectFieldError(
      await admin({
        method: 'PUT',
        url: `/admin/games/${gameId}`,
        payload: { genre: 'g'.repeat(101) },
      }),
      'genre',
    );
    expectFieldError(
      await admin({ method: 'PUT', url: `/admin/games/${gameId}`, payload: { platform: 'PC' } }),
      'platform',
    );
  });
});

describe('operator auth on games', () => {
  it('answers 401 without the bearer token and for a tenant key', async () => {
    const { gameId } = await newGame(t.database.db);
    const routes = [
      { method: 'POST', url: '/api/v1/admin/games', payload: { name: 'X' } },
      { method: 'PUT', url: `/api/v1/admin/games/${gameId}`, payload: { name: 'X' } },
      { method: 'GET', url: `/api/v1/admin/games/${gameId}` },
    ] as const;
    for (const route of routes) {
      expectError(await call(t.app, '', { ...route, key: null }), 401);
      expectError(
        await call(t.app, '', {
          ...route,
          key: null,
          headers: { authorization: 'Bearer wrong-token-0123456789' },
        }),
        401,
      );
      expectError(await call(t.app, t.tenant.apiKey, route), 401);
    }
    expect(expectOk(await get(`/games/${gameId}`)).name).not.toBe('X');
  });
});
