import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEADERBOARD_MIN_MATCHES,
  leaderboardPages,
  planLeaderboardReads,
} from '../../bench/load/leaderboard-reads.js';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';
import { newTeam, registerTeam, tournamentWithTeams } from '../helpers/tournament-factories.js';
import { client, gamesFor, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

describe("the benchmark's leaderboard pages", () => {
  it('reads the first, second, middle and last pages, and the regulars’ first and last', () => {
    expect(leaderboardPages(0, 0)).toEqual([]);
    expect(leaderboardPages(15, 0)).toEqual([{ minMatches: 0, pageNumber: 1 }]);
    expect(leaderboardPages(201, 45)).toEqual([
      { minMatches: 0, pageNumber: 1 },
      { minMatches: 0, pageNumber: 2 },
      { minMatches: 0, pageNumber: 6 },
      { minMatches: 0, pageNumber: 11 },
      { minMatches: LEADERBOARD_MIN_MATCHES, pageNumber: 1 },
      { minMatches: LEADERBOARD_MIN_MATCHES, pageNumber: 3 },
    ]);
  });

  it('plans URLs whose answers hold the rank and player each page starts with', async () => {
    // A round robin of 11 teams of two: 22 players with 10 rated matches each, two pages.
    const { tournament, teams } = await tournamentWithTeams(t.database.db, t.tenant.tenantId, 0, {
      matchType: 1,
    });
    for (let i = 0; i < 11; i++) {
      const team = await newTeam(t.database.db, t.tenant.tenantId, tournament.gameId, 2);
      await registerTeam(t.database.db, t.tenant.tenantId, tournament.id, team);
      teams.push(team);
    }
    const round = await c.createRound(tournament.id, { roundType: 3 });
    const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
    expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
    for (const m of await c.matches(tournament.id, round.id))
      expectOk(await c.report(m.matchId, { games: gamesFor(1) }));

    const reads = await planLeaderboardReads(t.database.db, t.tenant.tenantId, 'another game');
    expect(reads.map((r) => r.path)).toEqual([
      `/games/${tournament.gameId}/leaderboard?pageSize=20&pageNumber=1`,
      `/games/${tournament.gameId}/leaderboard?pageSize=20&pageNumber=2`,
      `/games/${tournament.gameId}/leaderboard?pageSize=20&pageNumber=1&minMatches=10`,
      `/games/${tournament.gameId}/leaderboard?pageSize=20&pageNumber=2&minMatches=10`,
    ]);
    for (const read of reads) {
      expect(read.expect).toMatch(/^"rank":(1|21),"userId":"[0-9a-f-]{36}"$/);
      const res = await c.api({ url: `/api/v1${read.path}` });
      expectOk(res);
      expect(res.body).toContain(read.expect);
    }

    // On the game the benchmark writes to, ratings move during a run: the rank alone is checked.
    const written = await planLeaderboardReads(t.database.db, t.tenant.tenantId, tournament.gameId);
    expect(written.map((r) => r.expect)).toEqual([
      '"rank":1,',
      '"rank":21,',
      '"rank":1,',
      '"rank":21,',
    ]);
  });
});
