import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, newUser } from '../helpers/factories.js';
import { concurrently, expectNoServerError, statusCounts } from '../helpers/races.js';
import { buildTestApp, expectOk, expectRule, type TestApp } from '../helpers/test-app.js';
import { teamKit } from '../helpers/teams.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { client } from '../property/bracket-client.js';

/** Concurrent writes to the same unique key: each ends in a success or a 409 with a reason. */

let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await buildTestApp();
  gameId = (await newGame(t.database.db)).gameId;
});
afterAll(() => t.close());

const db = () => t.database.db;
const { api, createUrl, newInviteTeam, newInvite, player, join } = teamKit({
  t: () => t,
  gameId: () => gameId,
});
const PARALLEL = 20;

describe('numbering rounds', () => {
  it('gives 20 concurrent round creations the numbers 1 to 20', async () => {
    const cup = await newTournament(db(), t.tenant.tenantId, { gameId });
    const c = client(t);
    const responses = await concurrently(PARALLEL, (i) =>
      c.api({
        method: 'POST',
        url: `/api/v1/tournaments/${cup.id}/rounds`,
        payload: {
          roundName: `Round ${i}`,
          roundType: 1,
          startDate: '2030-01-01T10:00:00.000Z',
          endDate: '2030-01-02T10:00:00.000Z',
        },
      }),
    );
    expectNoServerError(responses);
    expect(statusCounts(responses)).toEqual({ 201: PARALLEL });
    const rows = await db()
      .selectFrom('rounds')
      .select('roundNumber')
      .where('tournamentId', '=', cup.id)
      .orderBy('roundNumber')
      .execute();
    expect(rows.map((r) => r.roundNumber)).toEqual(
      Array.from({ length: PARALLEL }, (_, i) => i + 1),
    );
  });
});

describe('upserting one user', () => {
  const upsert = (payload: Record<string, unknown>) =>
    api({ method: 'POST', url: '/api/v1/external/users', payload });
  const rowsOf = (externalId: string) =>
    db()
      .selectFrom('users')
      .select(['id', 'username'])
      .where('tenantId', '=', t.tenant.tenantId)
      .where('externalId', '=', externalId)
      .execute();

  it.each([
    ['with a username', true],
    ['letting the server derive the username', false],
  ])('creates it once and updates it for every other call, %s', async (_, withUsername) => {
    const externalId = `racer-${randomUUID()}`;
    const username = `racer_${randomUUID().slice(0, 8)}`;
    const responses = await concurrently(PARALLEL, (i) =>
      upsert({
        externalId,
        displayName: `Racer ${i}`,
        ...(withUsername ? { username } : {}),
      }),
    );
    expectNoServerError(responses);
    const results = responses.map((r) => expectOk(r));
    expect(results.filter((r) => r.isNewUser)).toHaveLength(1);
    const rows = await rowsOf(externalId);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.userId))).toEqual(new Set([rows[0]!.id]));
    if (withUsername) expect(rows[0]!.username).toBe(username);
  });

  it('gives one contested username to one user and refuses it to the others', async () => {
    const username = `taken_${randomUUID().slice(0, 8)}`;
    const responses = await concurrently(PARALLEL, () =>
      upsert({ externalId: `racer-${randomUUID()}`, username }),
    );
    expectNoServerError(responses);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((res) => res.statusCode !== 200))
      expectRule(r, 'USERNAME_TAKEN');
  });
});

describe('mapping in-game ids', () => {
  const map = (externalUserId: string, userGameId: string) =>
    api({
      method: 'POST',
      url: `/api/v1/external/user-game-ids?externalUserId=${externalUserId}`,
      payload: { gameId, userGameId },
    });

  it('maps the same id of one user once, answering every call', async () => {
    const user = await newUser(db(), t.tenant.tenantId);
    const responses = await concurrently(PARALLEL, () => map(user.externalId, 'same#1'));
    expectNoServerError(responses);
    expect(statusCounts(responses)).toEqual({ 200: PARALLEL });
    const rows = await db()
      .selectFrom('user_game_ids')
      .select('userGameId')
      .where('userId', '=', user.userId)
      .execute();
    expect(rows).toEqual([{ userGameId: 'same#1' }]);
  });

  it('gives one contested id to one user and refuses it to the others', async () => {
    const users = await Promise.all(
      Array.from({ length: 8 }, () => newUser(db(), t.tenant.tenantId)),
    );
    const userGameId = `contested#${randomUUID().slice(0, 6)}`;
    const responses = await concurrently(users.length, (i) =>
      map(users[i]!.externalId, userGameId),
    );
    expectNoServerError(responses);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((res) => res.statusCode !== 200))
      expectRule(r, 'USER_GAME_ID_TAKEN');
  });
});

describe('teams', () => {
  it('creates one team per externalId and refuses the concurrent duplicates', async () => {
    const externalId = `team-${randomUUID()}`;
    const owners = await Promise.all(Array.from({ length: 8 }, () => player()));
    const responses = await concurrently(owners.length, (i) =>
      api({
        method: 'POST',
        url: createUrl(owners[i]!.externalId, externalId),
        payload: { name: `Team ${i}`, gameId },
      }),
    );
    expectNoServerError(responses);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((res) => res.statusCode !== 200))
      expectRule(r, 'TEAM_EXTERNAL_ID_TAKEN');
    const rows = await db()
      .selectFrom('teams')
      .select('id')
      .where('tenantId', '=', t.tenant.tenantId)
      .where('externalId', '=', externalId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets a user join once through concurrent uses of one invite', async () => {
    const { teamId, owner } = await newInviteTeam();
    const { token } = await newInvite(teamId, owner.externalId);
    const joiner = await player();
    const responses = await concurrently(10, () => join(token, joiner.externalId));
    expectNoServerError(responses);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((res) => res.statusCode !== 200))
      expectRule(r, 'ALREADY_MEMBER');
  });

  it('never fills a team past its teamSize through concurrent joins', async () => {
    const { teamId, owner } = await newInviteTeam(3);
    const { token } = await newInvite(teamId, owner.externalId);
    const joiners = await Promise.all(Array.from({ length: 8 }, () => player()));
    const responses = await concurrently(joiners.length, (i) =>
      join(token, joiners[i]!.externalId),
    );
    expectNoServerError(responses);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of responses.filter((res) => res.statusCode !== 200)) expectRule(r, 'TEAM_FULL');
  });
});

describe('the catalogue', () => {
  it('creates a currency code once and refuses the concurrent duplicates', async () => {
    const code = `R${randomUUID().slice(0, 4).toUpperCase()}`;
    const responses = await concurrently(10, () =>
      api({
        method: 'POST',
        url: '/api/v1/admin/currencies',
        key: 'admin',
        payload: { code, name: 'Race coin', symbol: 'R' },
      }),
    );
    expectNoServerError(responses);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of responses.filter((res) => res.statusCode !== 201))
      expectRule(r, 'CURRENCY_EXISTS');
  });

  it("replaces a game's maps from concurrent updates without clashing names", async () => {
    const game = await newGame(db());
    const responses = await concurrently(10, (i) =>
      api({
        method: 'PUT',
        url: `/api/v1/admin/games/${game.gameId}`,
        key: 'admin',
        payload: { maps: [{ name: 'Dust' }, { name: `Map ${i}` }] },
      }),
    );
    expectNoServerError(responses);
    expect(statusCounts(responses)).toEqual({ 200: 10 });
    const maps = await db()
      .selectFrom('game_maps')
      .select('name')
      .where('gameId', '=', game.gameId)
      .execute();
    expect(maps).toHaveLength(2);
  });
});
