import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_CURRENCIES, STARTER_GAMES } from '../../src/features/games/starter-catalogue.js';
import {
  buildTestApp,
  call,
  expectError,
  expectOk,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const seed = (key: string | null = 'admin') =>
  call(t.app, 'admin', { method: 'POST', url: '/api/v1/admin/catalogue/seed', key });

describe('POST /admin/catalogue/seed', () => {
  it('adds the starter games and currencies, then only what is missing', async () => {
    const answer = await seed();
    expect(answer.json().message).toBe('Starter catalogue seeded');
    const first = { data: expectOk(answer, 200) };
    const games = Object.keys(first.data.games);
    expect(games.sort()).toEqual(STARTER_GAMES.map((g) => g.name).sort());
    expect(Object.keys(first.data.currencies).sort()).toEqual(
      STARTER_CURRENCIES.map((c) => c.code).sort(),
    );
    for (const id of [...Object.values(first.data.games), ...Object.values(first.data.currencies)])
      expect(id).toMatch(UUID_RE);
    // Another test of this file's tenant may have added a currency, never a starter one.
    expect(first.data.gamesAdded).toBe(STARTER_GAMES.length);
    expect(first.data.currenciesAdded).toBe(STARTER_CURRENCIES.length);

    const again = { data: expectOk(await seed(), 200) };
    expect(again.data).toEqual({ ...first.data, gamesAdded: 0, currenciesAdded: 0 });

    const listed = expectOk(
      await call(t.app, t.tenant.apiKey, { url: '/api/v1/games?pageSize=100' }),
      200,
    );
    const names = listed.games.map((g: { name: string }) => g.name);
    for (const game of STARTER_GAMES) expect(names).toContain(game.name);
  });

  it('is for the operator only', async () => {
    expectError(await seed(null), 401);
    expectError(await seed(t.tenant.apiKey), 401);
  });
});
