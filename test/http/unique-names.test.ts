import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectOk, expectRule, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (opts: Parameters<typeof call>[2]) =>
  call(t.app, 'admin', { key: 'admin', ...opts, url: `/api/v1${opts.url}` });
const addGame = (payload: object) => admin({ method: 'POST', url: '/admin/games', payload });
const addTenant = (name: string) =>
  admin({ method: 'POST', url: '/admin/tenants', payload: { name } });

const countGames = async (name: string) =>
  (await t.database.db.selectFrom('games').select('id').where('name', '=', name).execute()).length;

describe('game names are unique on the platform, whatever their case', () => {
  it('refuses a second game of the same name with 409 GAME_EXISTS, naming the game', async () => {
    const first = expectOk(await addGame({ name: 'Rocket Pitch', maps: [{ name: 'Arena' }] }), 201);
    for (const name of ['Rocket Pitch', 'ROCKET PITCH', 'rocket pitch']) {
      const body = expectRule(await addGame({ name }), 'GAME_EXISTS');
      expect(body.error.message).toContain("'Rocket Pitch'");
    }
    expect(await countGames('Rocket Pitch')).toBe(1);
    // The refused creation left the first game and its maps as they were.
    const game = expectOk(await admin({ url: `/admin/games/${first.id}` }));
    expect(game.maps).toEqual([{ name: 'Arena', image: null }]);
  });

  it('refuses renaming a game to another game name, but lets a game change its own case', async () => {
    const a = expectOk(await addGame({ name: 'Lane Wars' }), 201);
    const b = expectOk(await addGame({ name: 'Tower Rush' }), 201);
    const rename = (id: string, name: string) =>
      admin({ method: 'PUT', url: `/admin/games/${id}`, payload: { name } });

    expectRule(await rename(b.id, 'lane wars'), 'GAME_EXISTS');
    expect(expectOk(await admin({ url: `/admin/games/${b.id}` })).name).toBe('Tower Rush');
    expect(expectOk(await rename(a.id, 'LANE WARS')).name).toBe('LANE WARS');
    expect(expectOk(await rename(b.id, 'Tower Rush 2')).name).toBe('Tower Rush 2');
  });

  it('refuses concurrent creations of one name but one', async () => {
    const results = await Promise.all(
      ['Clash Point', 'clash point', 'CLASH POINT'].map((name) => addGame({ name })),
    );
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((res) => res.statusCode !== 201)) expectRule(r, 'GAME_EXISTS');
  });
});

describe('tenant names are unique, whatever their case', () => {
  it('refuses a second tenant of the same name with 409 TENANT_EXISTS', async () => {
    expectOk(await addTenant('Acme Esports'), 201);
    const body = expectRule(await addTenant('acme esports'), 'TENANT_EXISTS');
    expect(body.error.message).toContain("'Acme Esports'");
    const tenants = expectOk(await admin({ url: '/admin/tenants' })).filter(
      (x: { name: string }) => x.name.toLowerCase() === 'acme esports',
    );
    expect(tenants).toHaveLength(1);
  });
});
