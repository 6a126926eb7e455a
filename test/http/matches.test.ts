import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { reportableBracket } from '../helpers/match-reports.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

// The spec's fields plus the additive `bracket` and `isBye`.
const MATCH_KEYS = [
  'bestOf',
  'bracket',
  'duelDetail',
  'games',
  'isBye',
  'matchId',
  'matchNumber',
  'matchResult',
  'matchStatus',
  'roundId',
  'roundName',
  'scheduledAt',
  'tournamentId',
  'tournamentName',
];
const DETAIL_KEYS = [
  'duration',
  'mapId',
  'mapName',
  'participant1ExternalId',
  'participant1Id',
  'participant1Logo',
  'participant1Name',
  'participant1Score',
  'participant1Type',
  'participant2ExternalId',
  'participant2Id',
  'participant2Logo',
  'participant2Name',
  'participant2Score',
  'participant2Type',
  'winnerTeamId',
];
const GAME_KEYS = [
  'extraData',
  'gameResult',
  'gameSerial',
  'mapId',
  'mapName',
  'matchGameId',
  'matchId',
  'participant1Score',
  'participant2Score',
  'scheduledAt',
  'winnerId',
];

/** A generated round of `n` seeded in registration order. */
async function bracket(n: number, body: Record<string, unknown>) {
  const { tournament, teams } = await setup(t, n);
  const round = await c.createRound(tournament.id, body);
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  return { tournament, teams, round, matches: await c.matches(tournament.id, round.id) };
}

const events = (name: string) =>
  t.database.db
    .selectFrom('outbox_events')
    .select(['payload'])
    .where('tenantId', '=', t.tenant.tenantId)
    .where('event', '=', name)
    .execute();

describe('POST /matches/{matchId}/result', () => {
  it('decides a best of 3 from its games and advances the winner', async () => {
    const { tournament, teams, round, matches } = await bracket(4, { roundType: 1, bestOf: 3 });
    const [semi1] = matches;
    const reported = expectOk(
      await c.report(semi1.matchId, {
        games: [
          { participant1Score: 13, participant2Score: 9, mapName: 'Dust' },
          { participant1Score: 5, participant2Score: 13 },
          { participant1Score: 13, participant2Score: 2 },
        ],
      }),
    );
    expect(Object.keys(reported).sort()).toEqual(MATCH_KEYS);
    expect(Object.keys(reported.duelDetail).sort()).toEqual(DETAIL_KEYS);
    expect(Object.keys(reported.games[0]).sort()).toEqual(GAME_KEYS);
    expect(reported).toMatchObject({
      matchStatus: 3,
      matchResult: 1,
      bestOf: 3,
      roundId: round.id,
      roundName: 'Main',
      tournamentName: tournament.name,
    });
    expect(reported.duelDetail).toMatchObject({
      participant1Id: teams[0]!.teamId,
      participant1Name: teams[0]!.name,
      participant1ExternalId: `team-${teams[0]!.teamId.slice(0, 8)}`,
      participant1Type: 1,
      participant1Score: 2,
      participant2Score: 1,
      winnerTeamId: teams[0]!.teamId,
      mapId: null,
      duration: null,
    });
    expect(reported.games.map((g: any) => [g.gameSerial, g.gameResult, g.mapName])).toEqual([
      [1, 1, 'Dust'],
      [2, 2, null],
      [3, 1, null],
    ]);
    expect(reported.games[1].winnerId).toBe(teams[3]!.teamId);
    // A map of the game's catalogue is linked by id; a game without a map has neither.
    const dust = await t.database.db
      .selectFrom('game_maps')
      .select('id')
      .where('gameId', '=', tournament.gameId)
      .where('name', '=', 'Dust')
      .executeTakeFirstOrThrow();
    expect(reported.games.map((g: any) => g.mapId)).toEqual([dust.id, null, null]);
    expect(reported.games[0].matchGameId).toMatch(UUID_RE);
    const final = (await c.matches(tournament.id, round.id)).find((m: any) => m.matchNumber === 3);
    expect(final).toMatchObject({
      matchStatus: 5,
      duelDetail: {
        participant1Id: teams[0]!.teamId,
        participant2Id: null,
        participant2Name: null,
      },
    });
    const updates = (await events('match.updated')).map((e) => JSON.parse(e.payload));
    expect(updates.map((u) => u.matchId)).toEqual(
      expect.arrayContaining([semi1.matchId, final.matchId]),
    );
    const standings = (await events('standings.updated')).map((e) => JSON.parse(e.payload));
    expect(standings.at(-1)).toMatchObject({ roundId: round.id, tournamentId: tournament.id });
  });

  it('keeps a partial best-of as ongoing, and handles forfeits', async () => {
    const { matches } = await bracket(4, { roundType: 1, bestOf: 3 });
    const partial = expectOk(
      await c.report(matches[0].matchId, {
        games: [{ participant1Score: 1, participant2Score: 0 }],
      }),
    );
    expect(partial).toMatchObject({
      matchStatus: 2,
      matchResult: 0,
      duelDetail: { participant1Score: 1, winnerTeamId: null },
    });
    const forfeit = expectOk(await c.report(matches[1].matchId, { games: [], forfeitBy: 1 }));
    expect(forfeit).toMatchObject({ matchStatus: 3, matchResult: 2, games: [] });
    expect(forfeit.duelDetail.winnerTeamId).toBe(forfeit.duelDetail.participant2Id);
  });

  it('refuses draws in elimination, unready and cancelled matches, and bad games', async () => {
    const { matches } = await bracket(4, { roundType: 1 });
    expectRule(await c.report(matches[0].matchId, { games: gamesFor(3) }), 'DRAW_NOT_ALLOWED');
    expectRule(await c.report(matches[2].matchId, { games: gamesFor(1) }), 'MATCH_NOT_READY');
    expectFieldError(await c.report(matches[0].matchId, { games: [] }), 'games');
    expectFieldError(await c.report(matches[0].matchId, { games: gamesFor(1, 3) }), 'games');
    expectFieldError(
      await c.report(matches[0].matchId, {
        games: [{ participant1Score: -1, participant2Score: 0 }],
      }),
      'games.0.participant1Score',
    );
    expectFieldError(
      await c.report(matches[0].matchId, { games: gamesFor(1), forfeitBy: 3 }),
      'forfeitBy',
    );
    expectFieldError(await c.report('nope', { games: gamesFor(1) }), 'matchId');
    const five = await bracket(5, { roundType: 1 });
    const bye = five.matches.find((m: any) => m.matchStatus === 3);
    expectRule(await c.report(bye.matchId, { games: gamesFor(1) }), 'AUTOMATIC_RESULT');
    const three = await bracket(3, { roundType: 2, grandFinal: 'double' });
    await t.database.db
      .updateTable('matches')
      .set({ status: 4 })
      .where('id', '=', three.matches[0].matchId)
      .execute();
    expectRule(await c.report(three.matches[0].matchId, { games: gamesFor(1) }), 'MATCH_CANCELLED');
  });

  it('allows draws in round robin and counts them in standings', async () => {
    const { tournament, round, matches } = await bracket(2, { roundType: 3 });
    expect(expectOk(await c.report(matches[0].matchId, { games: gamesFor(3) }))).toMatchObject({
      matchStatus: 3,
      matchResult: 3,
    });
    const data = await c.standings(tournament.id, `?roundId=${round.id}`);
    expect(data.standings.map((l: any) => [l.wins, l.losses, l.draws, l.matchCount])).toEqual([
      [0, 0, 1, 1],
      [0, 0, 1, 1],
    ]);
  });
});

describe('correcting a result', () => {
  it('applies a correction while dependents are unplayed and refuses it afterwards', async () => {
    const { tournament, teams, round, matches } = await bracket(4, { roundType: 1 });
    expectOk(await c.report(matches[0].matchId, { games: gamesFor(1) }));
    const corrected = expectOk(await c.report(matches[0].matchId, { games: gamesFor(2) }));
    expect(corrected.duelDetail.winnerTeamId).toBe(teams[3]!.teamId);
    let final = (await c.matches(tournament.id, round.id)).find((m: any) => m.matchNumber === 3);
    expect(final.duelDetail.participant1Id).toBe(teams[3]!.teamId);
    expectOk(await c.report(matches[1].matchId, { games: gamesFor(1) }));
    final = (await c.matches(tournament.id, round.id)).find((m: any) => m.matchNumber === 3);
    expect(final.matchStatus).toBe(1);
    expectOk(await c.report(final.matchId, { games: gamesFor(1) }));
    expect(await c.tournamentRow(tournament.id)).toMatchObject({
      status: 3,
      winnerTeamId: teams[3]!.teamId,
    });
    expectRule(
      await c.report(matches[0].matchId, { games: gamesFor(1) }),
      'DEPENDENT_MATCHES_PLAYED',
    );
    // Same winner, new scores: no dependent changes, so it is allowed.
    expectOk(
      await c.report(matches[0].matchId, {
        games: [{ participant1Score: 0, participant2Score: 1 }],
      }),
    );
    // Correcting the final itself re-crowns the tournament.
    expectOk(await c.report(final.matchId, { games: gamesFor(2) }));
    expect(await c.tournamentRow(tournament.id)).toMatchObject({
      status: 3,
      winnerTeamId: teams[1]!.teamId,
      winnerTeamName: teams[1]!.name,
    });
    const crowned = (await events('tournament.updated'))
      .map((e) => JSON.parse(e.payload))
      .filter((p) => p.tournamentId === tournament.id);
    expect(crowned.at(-1)).toMatchObject({ status: 3, winnerTeamId: teams[1]!.teamId });
  });
});

describe('GET /matches/duel', () => {
  it('filters by round and status and pages', async () => {
    const { tournament, round, matches } = await bracket(8, { roundType: 1 });
    const second = await c.createRound(tournament.id, { roundType: 3 });
    expectOk(await c.generate(second.id));
    const all = expectOk(
      await c.api({
        url: `/api/v1/matches/duel?tournamentId=${tournament.id}&pageSize=5&pageNumber=2`,
      }),
    );
    expect(all).toMatchObject({ totalCount: 7 + 28, pageNumber: 2, pageSize: 5, totalPages: 7 });
    expect(all.matches.map((m: any) => m.matchNumber)).toEqual([6, 7, 1, 2, 3]);
    const waiting = expectOk(
      await c.api({
        url: `/api/v1/matches/duel?tournamentId=${tournament.id}&roundId=${round.id}&matchStatus=5`,
      }),
    );
    expect(waiting.matches.map((m: any) => m.matchNumber)).toEqual([5, 6, 7]);
    expect(waiting.totalCount).toBe(3);
    expect(matches).toHaveLength(7);
  });

  it("names a tournament's participants from its own kind: teams, or users", async () => {
    for (const solo of [false, true]) {
      const { tournament } = await reportableBracket(t, 2, solo);
      const [match] = expectOk(
        await c.api({ url: `/api/v1/matches/duel?tournamentId=${tournament.id}` }),
      ).matches;
      const { duelDetail } = match;
      for (const side of [1, 2]) {
        const participant = await t.database.db
          .selectFrom(solo ? 'users' : 'teams')
          .select(solo ? ['displayName as name', 'externalId'] : ['name', 'externalId'])
          .where('id', '=', duelDetail[`participant${side}Id`])
          .executeTakeFirstOrThrow();
        expect({
          name: duelDetail[`participant${side}Name`],
          externalId: duelDetail[`participant${side}ExternalId`],
          type: duelDetail[`participant${side}Type`],
        }).toEqual({ ...participant, type: solo ? 2 : 1 });
      }
    }
  });

  it('validates its query and hides drafts and other tenants', async () => {
    const { tournament, round } = await bracket(2, { roundType: 1 });
    expectFieldError(await c.api({ url: '/api/v1/matches/duel' }), 'tournamentId');
    expectFieldError(await c.api({ url: '/api/v1/matches/duel?tournamentId=x' }), 'tournamentId');
    expectFieldError(
      await c.api({ url: `/api/v1/matches/duel?tournamentId=${tournament.id}&matchStatus=9` }),
      'matchStatus',
    );
    expectFieldError(
      await c.api({ url: `/api/v1/matches/duel?tournamentId=${tournament.id}&pageSize=101` }),
      'pageSize',
    );
    expectFieldError(
      await c.api({ url: `/api/v1/matches/duel?tournamentId=${tournament.id}&pageNumber=0` }),
      'pageNumber',
    );
    const other = await t.newTenant();
    expectError(
      await c.api({ key: other.apiKey, url: `/api/v1/matches/duel?tournamentId=${tournament.id}` }),
      404,
    );
    const elsewhere = await setup(t, 2);
    expectError(
      await c.api({
        url: `/api/v1/matches/duel?tournamentId=${elsewhere.tournament.id}&roundId=${round.id}`,
      }),
      404,
    );
    const draft = await newTournament(t.database.db, t.tenant.tenantId, { status: 0 });
    expectError(await c.api({ url: `/api/v1/matches/duel?tournamentId=${draft.id}` }), 404);
    const [match] = await c.matches(tournament.id);
    expectError(
      await c.api({
        key: other.apiKey,
        method: 'POST',
        url: `/api/v1/matches/${match.matchId}/result`,
        payload: { games: gamesFor(1) },
      }),
      404,
    );
  });
});

describe('GET /tournaments/{tournamentId}/duel/standings', () => {
  it('ranks by wins, then head-to-head, then game-score difference, and marks isMe', async () => {
    const { tournament, teams, round, matches } = await bracket(3, { roundType: 3 });
    // Everybody beats somebody once: equal wins; head-to-head is a cycle, so game scores decide.
    const scores: Record<string, [number, number]> = {};
    for (const m of matches) {
      const a = teams.findIndex((x) => x.teamId === m.duelDetail.participant1Id);
      const b = teams.findIndex((x) => x.teamId === m.duelDetail.participant2Id);
      const aWins = (b - a + 3) % 3 === 1;
      const margin = aWins ? 13 - a : 13 - b;
      scores[m.matchId] = aWins ? [13, 13 - margin] : [13 - margin, 13];
      expectOk(
        await c.report(m.matchId, {
          games: [
            { participant1Score: scores[m.matchId]![0], participant2Score: scores[m.matchId]![1] },
          ],
        }),
      );
    }
    const me = teams[2]!.owner.externalId;
    const data = await c.standings(tournament.id, `?roundId=${round.id}&externalUserId=${me}`);
    expect(Object.keys(data).sort()).toEqual([
      'roundId',
      'roundName',
      'standings',
      'tournamentId',
      'tournamentName',
    ]);
    expect(Object.keys(data.standings[0]).sort()).toEqual([
      'draws',
      'isMe',
      'losses',
      'matchCount',
      'participantExternalId',
      'participantId',
      'participantLogo',
      'participantName',
      'participantType',
      'placement',
      'placementEnd',
      'rank',
      'tiebreakers',
      'wins',
    ]);
    expect(data.standings.map((l: any) => l.wins)).toEqual([1, 1, 1]);
    // Round robin ranks by wins and tiebreakers: no final places.
    for (const line of data.standings)
      expect([line.placement, line.placementEnd]).toEqual([null, null]);
    // Margins: team 0 won by 13, team 1 by 12, team 2 by 11; each lost by the next one's margin.
    expect(data.standings.map((l: any) => l.participantId)).toEqual([
      teams[0]!.teamId,
      teams[1]!.teamId,
      teams[2]!.teamId,
    ]);
    expect(data.standings.map((l: any) => l.isMe)).toEqual([false, false, true]);
    expect(data.standings[2].participantExternalId).toBe(`team-${teams[2]!.teamId.slice(0, 8)}`);
    const overall = await c.standings(tournament.id);
    expect(overall).toMatchObject({ roundId: null, roundName: null });
    expect(overall.standings.every((l: any) => l.isMe === false)).toBe(true);
  });

  it('puts the head-to-head winner first among equal wins', async () => {
    const { tournament, teams, matches } = await bracket(4, { roundType: 3 });
    // Teams 0 and 1 both win 2; team 1 beat team 0 though with a worse game-score difference.
    for (const m of matches) {
      const ids = [m.duelDetail.participant1Id, m.duelDetail.participant2Id];
      const idx = ids.map((id: string) => teams.findIndex((x) => x.teamId === id));
      const has = (a: number, b: number) => idx.includes(a) && idx.includes(b);
      // 1 beats 0 and 3, 0 beats 2 and 3, 2 beats 1, 3 beats 2: teams 0 and 1 end on 2 wins.
      const winner = has(0, 1) ? 1 : idx.includes(0) ? 0 : has(1, 2) ? 2 : has(1, 3) ? 1 : 3;
      const winnerSlot = idx[0] === winner ? 1 : 2;
      const big = idx.includes(0) && !idx.includes(1);
      const games = [
        winnerSlot === 1
          ? { participant1Score: big ? 30 : 2, participant2Score: 0 }
          : { participant1Score: 0, participant2Score: big ? 30 : 2 },
      ];
      expectOk(await c.report(m.matchId, { games }));
    }
    const data = await c.standings(tournament.id);
    expect(data.standings.slice(0, 2).map((l: any) => [l.participantId, l.wins])).toEqual([
      [teams[1]!.teamId, 2],
      [teams[0]!.teamId, 2],
    ]);
  });

  it('404s unknown users, foreign rounds, drafts and other tenants', async () => {
    const { tournament, round } = await bracket(2, { roundType: 1 });
    expectError(
      await c.api({
        url: `/api/v1/tournaments/${tournament.id}/duel/standings?externalUserId=nobody`,
      }),
      404,
    );
    const other = await setup(t, 2);
    const foreignRound = await c.createRound(other.tournament.id, { roundType: 1 });
    expectError(
      await c.api({
        url: `/api/v1/tournaments/${tournament.id}/duel/standings?roundId=${foreignRound.id}`,
      }),
      404,
    );
    expectFieldError(
      await c.api({ url: `/api/v1/tournaments/${tournament.id}/duel/standings?roundId=x` }),
      'roundId',
    );
    expectFieldError(await c.api({ url: '/api/v1/tournaments/x/duel/standings' }), 'tournamentId');
    const tenant2 = await t.newTenant();
    expectError(
      await c.api({
        key: tenant2.apiKey,
        url: `/api/v1/tournaments/${tournament.id}/duel/standings?roundId=${round.id}`,
      }),
      404,
    );
    const draft = await newTournament(t.database.db, t.tenant.tenantId, { status: 0 });
    expectError(await c.api({ url: `/api/v1/tournaments/${draft.id}/duel/standings` }), 404);
  });
});
