import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectFieldError,
  expectOk,
  expectRule,
  UUID_RE,
  ISO_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { newTournament, registerTeam, newTeam } from '../helpers/tournament-factories.js';
import { client, gamesFor, playAll, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

// The spec's Round plus the additive bestOf, generatedAt, options and roundNumber.
const ROUND_KEYS = [
  'bestOf',
  'description',
  'endDate',
  'generatedAt',
  'id',
  'matchesPerGroup',
  'numberOfMatches',
  'options',
  'roundName',
  'roundNumber',
  'roundType',
  'startDate',
  'status',
  'teamCount',
  'tiebreakers',
  'tournamentId',
  'tournamentName',
];

describe('POST /tournaments/{tournamentId}/rounds', () => {
  it('creates a pending round with the spec shape', async () => {
    const { tournament } = await setup(t, 2);
    const round = await c.createRound(tournament.id, {
      roundType: 1,
      description: 'Playoffs',
      bestOf: 3,
      thirdPlaceMatch: true,
    });
    expect(Object.keys(round).sort()).toEqual(ROUND_KEYS);
    expect(round).toMatchObject({
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      roundName: 'Main',
      description: 'Playoffs',
      teamCount: 0,
      matchesPerGroup: 0,
      roundType: 1,
      status: 1,
      numberOfMatches: 0,
    });
    expect(round.id).toMatch(UUID_RE);
    expect(round.startDate).toMatch(ISO_RE);
  });

  it('refuses a roundType that does not fit the matchType, and misplaced options', async () => {
    const { tournament } = await setup(t, 2);
    const url = `/api/v1/tournaments/${tournament.id}/rounds`;
    const body = {
      roundName: 'R',
      startDate: '2030-01-01T00:00:00Z',
      endDate: '2030-01-02T00:00:00Z',
    };
    expectFieldError(
      await c.api({ method: 'POST', url, payload: { ...body, roundType: 5 } }),
      'roundType',
    );
    expectFieldError(
      await c.api({ method: 'POST', url, payload: { ...body, roundType: 6 } }),
      'roundType',
    );
    expectFieldError(
      await c.api({ method: 'POST', url, payload: { ...body, roundType: 1, bestOf: 2 } }),
      'bestOf',
    );
    expectFieldError(
      await c.api({ method: 'POST', url, payload: { ...body, roundType: 1, legs: 2 } }),
      'legs',
    );
    expectFieldError(
      await c.api({
        method: 'POST',
        url,
        payload: { ...body, roundType: 2, grandFinal: 'triple' },
      }),
      'grandFinal',
    );
    expectFieldError(
      await c.api({
        method: 'POST',
        url,
        payload: { ...body, roundType: 1, endDate: '2029-01-01T00:00:00Z' },
      }),
      'endDate',
    );
    expectFieldError(
      await c.api({
        method: 'POST',
        url,
        payload: { roundType: 1, startDate: body.startDate, endDate: body.endDate },
      }),
      'roundName',
    );
    expectFieldError(
      await c.api({ method: 'POST', url, payload: { ...body, roundType: 1, extra: 1 } }),
      'extra',
    );
    const ffa = await newTournament(t.database.db, t.tenant.tenantId, { matchType: 2 });
    expectFieldError(
      await c.api({
        method: 'POST',
        url: `/api/v1/tournaments/${ffa.id}/rounds`,
        payload: { ...body, roundType: 1 },
      }),
      'roundType',
    );
  });

  it('needs the manage scope, names a malformed id and 404s a foreign tournament', async () => {
    const { tournament } = await setup(t, 2);
    const reader = await t.newTenant(['integration']);
    const payload = {
      roundName: 'R',
      roundType: 1,
      startDate: '2030-01-01T00:00:00Z',
      endDate: '2030-01-02T00:00:00Z',
    };
    expect(
      (
        await c.api({
          key: reader.apiKey,
          method: 'POST',
          url: `/api/v1/tournaments/${tournament.id}/rounds`,
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expectFieldError(
      await c.api({ method: 'POST', url: '/api/v1/tournaments/nope/rounds', payload }),
      'tournamentId',
    );
    const other = await t.newTenant();
    expect(
      (
        await c.api({
          key: other.apiKey,
          method: 'POST',
          url: `/api/v1/tournaments/${tournament.id}/rounds`,
          payload,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('single elimination of 5', () => {
  it('gives byes to seeds 1-3 and crowns one winner', async () => {
    const { tournament, teams } = await setup(t, 5);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
    const generated = expectOk(
      await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }),
    );
    expect(generated).toMatchObject({ status: 2, teamCount: 5, numberOfMatches: 7 });
    const matches = await c.matches(tournament.id, round.id);
    const stage1 = matches.slice(0, 4);
    const byes = stage1.filter((m) => m.matchStatus === 3);
    expect(byes.map((m) => m.duelDetail.winnerTeamId).sort()).toEqual(
      [teams[0]!.teamId, teams[1]!.teamId, teams[2]!.teamId].sort(),
    );
    const played = stage1.filter((m) => m.matchStatus === 1);
    expect(played).toHaveLength(1);
    expect([played[0].duelDetail.participant1Id, played[0].duelDetail.participant2Id]).toEqual([
      teams[3]!.teamId,
      teams[4]!.teamId,
    ]);
    expect((await c.tournamentRow(tournament.id)).status).toBe(2);
    await playAll(c, tournament.id, round.id, () => 1);
    expect((await c.round(round.id)).status).toBe(3);
    const row = await c.tournamentRow(tournament.id);
    expect(row).toEqual({
      status: 3,
      winnerTeamId: teams[0]!.teamId,
      winnerTeamName: teams[0]!.name,
    });
  });
});

describe('POST /rounds/{roundId}/generate', () => {
  it('needs two approved participants', async () => {
    const { tournament } = await setup(t, 1);
    const pending = await newTeam(t.database.db, t.tenant.tenantId, tournament.gameId);
    await registerTeam(t.database.db, t.tenant.tenantId, tournament.id, pending, 1);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectRule(await c.generate(round.id), 'NOT_ENOUGH_PARTICIPANTS');
  });

  it('regenerates an unplayed round in place and refuses once a result exists', async () => {
    const { tournament, teams } = await setup(t, 4);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    const order = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
    expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds: order } }));
    const first = await c.matches(tournament.id, round.id);
    expect(first[0].duelDetail.participant1Id).toBe(teams[0]!.teamId);
    const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, 4 - i]));
    expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
    const second = await c.matches(tournament.id, round.id);
    expect(second).toHaveLength(3);
    expect(second[0].duelDetail.participant1Id).toBe(teams[3]!.teamId);
    expect(second.map((m: any) => m.matchId)).not.toContain(first[0].matchId);
    expectOk(await c.report(second[0].matchId, { games: gamesFor(1) }));
    expectRule(await c.generate(round.id), 'ROUND_HAS_RESULTS');
  });

  it('validates the seeding', async () => {
    const { tournament, teams } = await setup(t, 3);
    const round = await c.createRound(tournament.id, { roundType: 3 });
    expectFieldError(
      await c.generate(round.id, {
        seeding: { mode: 'explicit', seeds: { [teams[0]!.teamId]: 1 } },
      }),
      'seeding.seeds',
    );
    expectFieldError(await c.generate(round.id, { seeding: { mode: 'random' } }), 'seeding');
    expectFieldError(
      await c.generate(round.id, { seeding: { mode: 'shuffle', randomSeed: 1 } }),
      'seeding',
    );
    const same = async () => {
      expectOk(await c.generate(round.id, { seeding: { mode: 'random', randomSeed: 42 } }));
      return (await c.matches(tournament.id, round.id)).map(
        (m: any) => m.duelDetail.participant1Id,
      );
    };
    expect(await same()).toEqual(await same());
  });

  it('refuses a draft tournament and 404s a foreign or malformed round', async () => {
    const draft = await newTournament(t.database.db, t.tenant.tenantId, { status: 0 });
    const round = await c.createRound(draft.id, { roundType: 1 });
    expectRule(await c.generate(round.id), 'TOURNAMENT_NOT_PUBLISHED');
    const { tournament } = await setup(t, 2);
    const live = await c.createRound(tournament.id, { roundType: 1 });
    const other = await t.newTenant();
    expect(
      (
        await c.api({
          key: other.apiKey,
          method: 'POST',
          url: `/api/v1/rounds/${live.id}/generate`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await c.api({
          key: other.apiKey,
          method: 'POST',
          url: `/api/v1/rounds/${live.id}/next-stage`,
        })
      ).statusCode,
    ).toBe(404);
    expectFieldError(await c.generate('x'), 'roundId');
  });
});

describe('double elimination grand final', () => {
  it('plays the reset when the losers-bracket champion wins the first final', async () => {
    const { tournament, teams } = await setup(t, 4);
    const round = await c.createRound(tournament.id, { roundType: 2, grandFinal: 'double' });
    expectOk(await c.generate(round.id));
    // Seed 1 wins everything in the winners bracket, loses the first final, wins the reset.
    const seed1 = teams[0]!.teamId;
    const grandFinalOf = async () => {
      const rows = await t.database.db
        .selectFrom('matches')
        .select(['id', 'bracket', 'status'])
        .where('roundId', '=', round.id)
        .execute();
      return {
        gf: rows.find((r) => r.bracket === 'grand_final')!,
        reset: rows.find((r) => r.bracket === 'grand_final_reset')!,
      };
    };
    for (;;) {
      const { gf } = await grandFinalOf();
      const ready = (await c.matches(tournament.id, round.id)).filter(
        (m: any) => m.matchStatus === 1 && m.matchId !== gf.id,
      );
      if (ready.length === 0) break;
      for (const m of ready)
        expectOk(
          await c.report(m.matchId, {
            games: gamesFor(m.duelDetail.participant2Id === seed1 ? 2 : 1),
          }),
        );
    }
    const { gf, reset } = await grandFinalOf();
    expect(reset.status).toBe(5);
    const final = expectOk(await c.report(gf.id, { games: gamesFor(2) }));
    expect(final.duelDetail.participant1Id).toBe(seed1);
    const [resetMatch] = (await c.matches(tournament.id, round.id)).filter(
      (m: any) => m.matchId === reset.id,
    );
    expect(resetMatch.matchStatus).toBe(1);
    expect((await c.tournamentRow(tournament.id)).status).toBe(2);
    expectOk(
      await c.report(reset.id, {
        games: gamesFor(resetMatch.duelDetail.participant1Id === seed1 ? 1 : 2),
      }),
    );
    expect(await c.tournamentRow(tournament.id)).toMatchObject({ status: 3, winnerTeamId: seed1 });
  });
});

describe('Swiss stages', () => {
  it('pairs stages without rematches and waits for each stage to finish', async () => {
    const { tournament } = await setup(t, 6);
    const round = await c.createRound(tournament.id, { roundType: 4, swissStages: 3 });
    expectOk(await c.generate(round.id));
    const stage1 = await c.matches(tournament.id, round.id);
    expect(stage1).toHaveLength(3);
    expectOk(await c.report(stage1[0].matchId, { games: gamesFor(1) }));
    expectRule(await c.nextStage(round.id), 'STAGE_NOT_COMPLETE');
    for (const m of stage1.slice(1)) expectOk(await c.report(m.matchId, { games: gamesFor(3) }));
    for (let stage = 2; stage <= 3; stage++) {
      expectOk(await c.nextStage(round.id));
      for (const m of (await c.matches(tournament.id, round.id)).filter(
        (x: any) => x.matchStatus === 1,
      )) {
        expectOk(await c.report(m.matchId, { games: gamesFor(2) }));
      }
    }
    expectRule(await c.nextStage(round.id), 'ALL_STAGES_PLAYED');
    const all = await c.matches(tournament.id, round.id);
    expect(all).toHaveLength(9);
    const pairs = all.map((m: any) =>
      [m.duelDetail.participant1Id, m.duelDetail.participant2Id].sort().join(),
    );
    expect(new Set(pairs).size).toBe(9);
    expect((await c.round(round.id)).status).toBe(3);
    expect((await c.tournamentRow(tournament.id)).status).toBe(3);
  });

  it('refuses next-stage for other formats and Swiss stage counts that force rematches', async () => {
    const { tournament } = await setup(t, 4);
    const elimination = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(elimination.id));
    expectRule(await c.nextStage(elimination.id), 'NOT_A_SWISS_ROUND');
    const swiss = await c.createRound(tournament.id, { roundType: 4, swissStages: 5 });
    expectRule(await c.generate(swiss.id), 'INVALID_ROUND_SETTINGS');
    const fresh = await c.createRound(tournament.id, { roundType: 4 });
    expectRule(await c.nextStage(fresh.id), 'ROUND_NOT_GENERATED');
  });
});
