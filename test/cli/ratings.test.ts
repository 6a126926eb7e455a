import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTourney } from '../helpers/cli.js';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const leaderboard = async (gameId: string) =>
  expectOk(await c.api({ url: `/api/v1/games/${gameId}/leaderboard` })).items;

describe('tourney ratings rebuild', () => {
  it('recomputes every rating and history from the completed matches', async () => {
    const { tournament } = await setup(t, 4);
    const round = await c.createRound(tournament.id, { roundType: 3 });
    expectOk(await c.generate(round.id));
    for (const m of await c.matches(tournament.id, round.id))
      expectOk(await c.report(m.matchId, { games: gamesFor(m.matchNumber % 2 ? 1 : 2) }));
    const live = await leaderboard(tournament.gameId);
    expect(live).toHaveLength(4);
    const changes = () =>
      t.database.db
        .selectFrom('rating_changes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenantId', '=', t.tenant.tenantId)
        .executeTakeFirstOrThrow();
    const before = Number((await changes()).n);
    expect(before).toBe(12);
    // Lost ratings come back from the matches.
    await t.database.db
      .deleteFrom('player_ratings')
      .where('tenantId', '=', t.tenant.tenantId)
      .execute();
    expect(await leaderboard(tournament.gameId)).toEqual([]);

    const result = await runTourney(['ratings', 'rebuild', '--json'], t.database);
    expect(result.code, result.err).toBe(0);
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({ matches: 6, players: 4 });
    expect(report.tenants).toContainEqual({ tenantId: t.tenant.tenantId, matches: 6, players: 4 });
    // Written by another process: on PostgreSQL the server hears of it within a second.
    await t.database.caughtUp();
    const rebuilt = await leaderboard(tournament.gameId);
    expect(rebuilt.map((r: any) => [r.userId, r.matchesPlayed])).toEqual(
      live.map((r: any) => [r.userId, r.matchesPlayed]),
    );
    rebuilt.forEach((r: any, i: number) => expect(r.rating).toBeCloseTo(live[i].rating, 9));
    expect(Number((await changes()).n)).toBe(before);

    const text = await runTourney(
      ['ratings', 'rebuild', '--tenant', t.tenant.tenantId],
      t.database,
    );
    expect(text.out).toMatch(
      /^Rebuilt the ratings of 1 tenant\(s\): 6 rated matches, 4 player ratings, in \d+ ms\.\n$/,
    );
  });
});
