import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { client, setup, type Client } from '../property/bracket-client.js';
import { getDuelStandings } from '../../src/features/brackets/standings/standings.service.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const setTiebreakers = (roundId: string, tiebreakers: unknown, apiKey?: string) =>
  c.api({
    method: 'PUT',
    url: `/api/v1/rounds/${roundId}/tiebreakers`,
    payload: { tiebreakers },
    ...(apiKey ? { key: apiKey } : {}),
  });

/**
 * A round robin of four where A and B both win twice: A beat B, but B won by far wider
 * margins. Head-to-head puts A first; score difference puts B first.
 */
async function tiedLeague(body: Record<string, unknown> = {}) {
  const { tournament } = await setup(t, 4);
  const round = await c.createRound(tournament.id, { roundType: 3, ...body });
  expectOk(await c.generate(round.id));
  const seeded = (await c.standings(tournament.id, `?roundId=${round.id}`)).standings.map(
    (l: any) => l.participantId,
  ) as string[];
  const [a, b, cc, d] = seeded as [string, string, string, string];
  // winner → [winner's score, loser's score] of the match between each pair.
  const results = new Map<string, [string, number, number]>([
    [`${a}|${b}`, [a, 13, 7]],
    [`${a}|${cc}`, [cc, 13, 4]],
    [`${a}|${d}`, [a, 13, 7]],
    [`${b}|${cc}`, [b, 13, 0]],
    [`${b}|${d}`, [b, 13, 0]],
    [`${cc}|${d}`, [d, 13, 11]],
  ]);
  for (const match of await c.matches(tournament.id, round.id)) {
    const p1 = match.duelDetail.participant1Id as string;
    const p2 = match.duelDetail.participant2Id as string;
    const [winner, high, low] = results.get(`${p1}|${p2}`) ?? results.get(`${p2}|${p1}`)!;
    const games = [
      winner === p1
        ? { participant1Score: high, participant2Score: low }
        : { participant1Score: low, participant2Score: high },
    ];
    expectOk(await c.report(match.matchId, { games }));
  }
  return { tournament, round, a, b, cc, d };
}

describe('round tiebreakers', () => {
  it("shows the format's default order, which ranks as standings always did", async () => {
    const { tournament, round, a, b } = await tiedLeague();
    expect(round.tiebreakers).toEqual(['headToHead', 'scoreDifference']);
    const { standings } = await c.standings(tournament.id, `?roundId=${round.id}`);
    expect(standings.slice(0, 2).map((l: any) => l.participantId)).toEqual([a, b]);
    expect(standings[0]).toMatchObject({ wins: 2, rank: 1 });
    expect(standings[0].tiebreakers).toEqual({ headToHead: 1, scoreDifference: 3 });
    expect(standings[1].tiebreakers).toEqual({ headToHead: 0, scoreDifference: 20 });
    expect(Object.keys(standings[0].tiebreakers)).toEqual(['headToHead', 'scoreDifference']);
    // Wins come first, whatever the list: the two one-win lines follow.
    expect(standings.map((l: any) => l.wins)).toEqual([2, 2, 1, 1]);
    expect((await c.tournamentRow(tournament.id)).winnerTeamId).toBe(a);
  });

  it('ranks and crowns by the chosen order, and shows the values that decided', async () => {
    const { tournament, round, a, b } = await tiedLeague({
      tiebreakers: ['scoreDifference', 'headToHead', 'gamesWon', 'matchPoints'],
    });
    expect(round.tiebreakers).toEqual(['scoreDifference', 'headToHead', 'gamesWon', 'matchPoints']);
    expect((await c.round(round.id)).tiebreakers).toEqual(round.tiebreakers);
    const { standings } = await c.standings(tournament.id, `?roundId=${round.id}`);
    expect(standings.slice(0, 2).map((l: any) => l.participantId)).toEqual([b, a]);
    expect(standings[0].tiebreakers).toEqual({
      scoreDifference: 20,
      headToHead: 0,
      gamesWon: 2,
      matchPoints: 6,
    });
    expect(Object.keys(standings[0].tiebreakers)).toEqual(round.tiebreakers);
    expect((await c.tournamentRow(tournament.id)).winnerTeamId).toBe(b);
    // The standings over every round keep the default order.
    const all = await c.standings(tournament.id);
    expect(all.standings.slice(0, 2).map((l: any) => l.participantId)).toEqual([a, b]);
    expect(Object.keys(all.standings[0].tiebreakers)).toEqual(['headToHead', 'scoreDifference']);
  });

  it('changes the order of an ongoing round through PUT', async () => {
    const { tournament } = await setup(t, 4);
    const first = await c.createRound(tournament.id, { roundType: 3 });
    await c.createRound(tournament.id, { roundType: 1, roundName: 'Playoffs' });
    expectOk(await c.generate(first.id));
    const updated = expectOk(await setTiebreakers(first.id, ['buchholz', 'sonnebornBerger']));
    expect(updated).toMatchObject({ id: first.id, tiebreakers: ['buchholz', 'sonnebornBerger'] });
    const { standings } = await c.standings(tournament.id, `?roundId=${first.id}`);
    expect(standings[0].tiebreakers).toEqual({ buchholz: 0, sonnebornBerger: 0 });
    expect(standings.every((l: any) => l.rank === 1)).toBe(true);
    const none = expectOk(await setTiebreakers(first.id, []));
    expect(none.tiebreakers).toEqual([]);
  });

  it('refuses names of another kind of round, repeats, unknown names and closed tournaments', async () => {
    const { tournament } = await setup(t, 4);
    const create = (tiebreakers: unknown, roundType = 3) =>
      c.api({
        method: 'POST',
        url: `/api/v1/tournaments/${tournament.id}/rounds`,
        payload: {
          roundName: 'Main',
          roundType,
          startDate: '2030-01-01T10:00:00.000Z',
          endDate: '2030-01-02T10:00:00.000Z',
          tiebreakers,
        },
      });
    let body = expectFieldError(await create(['headToHead', 'finishes']), 'tiebreakers.1');
    expect(body.errors[0].message).toMatch(/finishes does not apply to RoundRobin/);
    body = expectFieldError(await create(['buchholz', 'gamesWon', 'buchholz']), 'tiebreakers.2');
    expect(body.errors[0].message).toMatch(/listed twice/);
    expectError(await create(['coinFlip']), 400);
    expectError(await create('headToHead'), 400);
    const round = await c.createRound(tournament.id, { roundType: 4 });
    expectFieldError(await setTiebreakers(round.id, ['bestPlacement']), 'tiebreakers.0');
    expectError(await setTiebreakers(round.id, ['nope']), 400);
    expectError(await setTiebreakers('00000000-0000-4000-8000-000000000000', []), 404);
    // Nothing was written by a refusal.
    expect((await c.round(round.id)).tiebreakers).toEqual(['headToHead', 'scoreDifference']);

    const { round: done } = await tiedLeague();
    expectRule(await setTiebreakers(done.id, ['matchPoints']), 'TOURNAMENT_CLOSED');
  });

  it("answers 404 to another tenant's key", async () => {
    const { tournament } = await setup(t, 2);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    const other = await t.newTenant();
    expectError(await setTiebreakers(round.id, ['headToHead'], other.apiKey), 404);
    expect((await c.round(round.id)).tiebreakers).toEqual(['headToHead', 'scoreDifference']);
  });
});

describe('stored standings from before tiebreakers or placements', () => {
  it.each([
    ['tiebreakers', 6],
    ['placements', 7],
  ])('without %s are computed again by the first read, and stored whole', async (_, kept) => {
    const { tournament, round } = await tiedLeague();
    const fresh = await c.standings(tournament.id, `?roundId=${round.id}`);
    const rows = () =>
      t.database.db
        .selectFrom('duel_standings')
        .select(['scope', 'lines'])
        .where('tournamentId', '=', tournament.id)
        .execute();
    // Strip the newer fields, as lines were stored before they existed (same read version).
    for (const row of await rows()) {
      const old = (JSON.parse(row.lines) as unknown[][]).map((line) => line.slice(0, kept));
      await t.database.db
        .updateTable('duel_standings')
        .set({ lines: JSON.stringify(old) })
        .where('tournamentId', '=', tournament.id)
        .where('scope', '=', row.scope)
        .execute();
    }
    // Read past the HTTP answer cache, as the first read after an upgrade does.
    const read = await getDuelStandings(t.database.db, t.tenant.tenantId, tournament.id, {
      roundId: round.id,
    });
    expect(read.standings).toEqual(fresh.standings.map((l: any) => ({ ...l, isMe: false })));
    for (const row of await rows())
      expect((JSON.parse(row.lines) as unknown[][]).every((line) => line.length === 9)).toBe(true);
  });
});

describe('free-for-all tiebreakers', () => {
  async function ffaGroup(tiebreakers?: string[]) {
    const { tournament, teams } = await setup(t, 3, 2);
    const round = await c.createRound(tournament.id, {
      roundType: 5,
      ...(tiebreakers ? { tiebreakers } : {}),
    });
    const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
    expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
    const [group] = (await c.groups(round.id)).items;
    const [x, y, z] = teams.map((team) => team.teamId) as [string, string, string];
    // x: 1st, 10 points; y: 3rd with 6 finishes, 4 + 6 = 10 points; z: 2nd, 6 points.
    const board = expectOk(
      await c.groupResults(group.id, {
        matchNumber: 1,
        placements: [
          { participantId: x, placement: 1, finishes: 0, knocks: 0 },
          { participantId: y, placement: 3, finishes: 6, knocks: 0 },
          { participantId: z, placement: 2, finishes: 0, knocks: 0 },
        ],
      }),
    );
    return { round, board, x, y, z };
  }

  it('breaks a points tie by finishes by default, by best placement when chosen', async () => {
    const byDefault = await ffaGroup();
    expect(byDefault.round.tiebreakers).toEqual(['finishes', 'bestPlacement']);
    expect(byDefault.board.standings.map((l: any) => l.participantId)).toEqual([
      byDefault.y,
      byDefault.x,
      byDefault.z,
    ]);
    expect(byDefault.board.standings[0].tiebreakers).toEqual({ finishes: 6, bestPlacement: 3 });

    const chosen = await ffaGroup(['bestPlacement']);
    expect(chosen.board.standings.map((l: any) => [l.participantId, l.rank])).toEqual([
      [chosen.x, 1],
      [chosen.y, 2],
      [chosen.z, 3],
    ]);
    expect(chosen.board.standings[0].tiebreakers).toEqual({ bestPlacement: 1 });
  });

  it('refuses duel tiebreakers for a free-for-all round', async () => {
    const { tournament } = await setup(t, 3, 2);
    const res = await c.api({
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/rounds`,
      payload: {
        roundName: 'Lobby',
        roundType: 5,
        startDate: '2030-01-01T10:00:00.000Z',
        endDate: '2030-01-02T10:00:00.000Z',
        tiebreakers: ['finishes', 'headToHead'],
      },
    });
    const body = expectFieldError(res, 'tiebreakers.1');
    expect(body.errors[0].message).toMatch(/headToHead does not apply to FreeForAll/);
  });
});
