import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, expectOk, UUID_RE, type TestApp } from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { client, gamesFor, playAll, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const SIDES = ['winners', 'losers', 'grand_final', 'grand_final_reset', 'third_place'];

/** Generates a round of `roundType` for `teams` approved teams and reads its matches. */
async function bracket(teams: number, options: Record<string, unknown>) {
  const { tournament } = await setup(t, teams);
  const round = await c.createRound(tournament.id, options);
  expectOk(await c.generate(round.id));
  return { tournament, round, matches: await c.matches(tournament.id, round.id) };
}

/**
 * The rules every elimination bracket keeps: links name matches of the round; each slot has at
 * most one feeder; positions are 1..n per side and round; following winnerTo from any match
 * ends at `finalId`.
 */
function checkLinks(matches: any[], finalId: string) {
  const byId = new Map(matches.map((m) => [m.matchId, m]));
  const feeders = new Map<string, string>();
  for (const m of matches) {
    expect(SIDES).toContain(m.bracket.side);
    for (const link of [m.bracket.winnerTo, m.bracket.loserTo].filter(Boolean)) {
      expect(byId.has(link.matchId)).toBe(true);
      expect([1, 2]).toContain(link.slot);
      const key = `${link.matchId}:${link.slot}`;
      expect(feeders.has(key), `slot ${key} has two feeders`).toBe(false);
      feeders.set(key, m.matchId);
    }
  }
  const cells = new Map<string, number[]>();
  for (const m of matches) {
    const key = `${m.bracket.side}:${m.bracket.round}`;
    cells.set(key, [...(cells.get(key) ?? []), m.bracket.position]);
  }
  for (const positions of cells.values())
    expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i + 1));
  for (const m of matches.filter((x) => x.bracket.side !== 'third_place')) {
    let current = m;
    for (let steps = 0; current.bracket.winnerTo && steps < 50; steps++)
      current = byId.get(current.bracket.winnerTo.matchId);
    expect(current.matchId).toBe(finalId);
  }
  return feeders;
}

/** Single elimination: position p of round r+1 is fed by 2p-1 (slot 1) and 2p (slot 2) of round r. */
function checkSingleElimination(matches: any[], rounds: number) {
  const winners = matches.filter((m) => m.bracket.side === 'winners');
  const at = (round: number, position: number) =>
    winners.find((m) => m.bracket.round === round && m.bracket.position === position);
  for (let round = 1; round <= rounds; round++)
    expect(winners.filter((m) => m.bracket.round === round)).toHaveLength(2 ** (rounds - round));
  for (const m of winners.filter((x) => x.bracket.round > 1)) {
    const { round, position } = m.bracket;
    expect(at(round - 1, 2 * position - 1).bracket.winnerTo).toEqual({
      matchId: m.matchId,
      slot: 1,
    });
    expect(at(round - 1, 2 * position).bracket.winnerTo).toEqual({ matchId: m.matchId, slot: 2 });
  }
  const final = at(rounds, 1);
  expect(final.bracket.winnerTo).toBeNull();
  checkLinks(matches, final.matchId);
  return final;
}

describe('bracket fields of duel matches', () => {
  it('single elimination of 8: sides, rounds, positions and links, no byes', async () => {
    const { matches } = await bracket(8, { roundType: 1 });
    expect(matches).toHaveLength(7);
    checkSingleElimination(matches, 3);
    expect(matches.every((m) => m.isBye === false && m.bracket.loserTo === null)).toBe(true);
    expect(matches[0].bracket).toEqual({
      side: 'winners',
      round: 1,
      position: 1,
      winnerTo: { matchId: expect.stringMatching(UUID_RE), slot: 1 },
      loserTo: null,
    });
  });

  it('single elimination of 6: the two byes are marked and advance their seed', async () => {
    const { matches } = await bracket(6, { roundType: 1 });
    checkSingleElimination(matches, 3);
    const byes = matches.filter((m) => m.isBye);
    expect(byes).toHaveLength(2);
    for (const bye of byes) {
      expect(bye.bracket.round).toBe(1);
      expect(bye.matchStatus).toBe(3);
      const { participant1Id, participant2Id } = bye.duelDetail;
      expect([participant1Id, participant2Id].filter((id) => id === null)).toHaveLength(1);
      const next = matches.find((m) => m.matchId === bye.bracket.winnerTo.matchId);
      const slotId = next.duelDetail[`participant${bye.bracket.winnerTo.slot}Id`];
      expect(slotId).toBe(participant1Id ?? participant2Id);
    }
    expect(matches.filter((m) => !m.isBye && m.matchStatus === 3)).toHaveLength(0);
  });

  it('third-place match: fed by both semi-finals through loserTo', async () => {
    const { matches } = await bracket(8, { roundType: 1, thirdPlaceMatch: true });
    checkSingleElimination(matches, 3);
    const third = matches.find((m) => m.bracket.side === 'third_place');
    expect(third.bracket).toMatchObject({ round: 1, position: 1, winnerTo: null, loserTo: null });
    const semis = matches.filter((m) => m.bracket.side === 'winners' && m.bracket.round === 2);
    expect(semis.map((m) => m.bracket.loserTo)).toEqual([
      { matchId: third.matchId, slot: 1 },
      { matchId: third.matchId, slot: 2 },
    ]);
  });

  it('double elimination of 8 with a reset: winners, losers, grand final and reset', async () => {
    const { matches } = await bracket(8, { roundType: 2, grandFinal: 'double' });
    const of = (side: string) => matches.filter((m) => m.bracket.side === side);
    expect(of('winners')).toHaveLength(7);
    expect(of('losers')).toHaveLength(6);
    expect(of('losers').map((m) => m.bracket.round)).toEqual([1, 1, 2, 2, 3, 4]);
    const [grandFinal] = of('grand_final');
    const [reset] = of('grand_final_reset');
    expect(reset.bracket).toMatchObject({ round: 1, position: 1, winnerTo: null, loserTo: null });
    expect(grandFinal.bracket.winnerTo).toEqual({ matchId: reset.matchId, slot: 2 });
    expect(grandFinal.bracket.loserTo).toEqual({ matchId: reset.matchId, slot: 1 });
    const feeders = checkLinks(matches, reset.matchId);
    const winnersFinal = of('winners').find((m) => m.bracket.round === 3);
    const losersFinal = of('losers').find((m) => m.bracket.round === 4);
    expect(feeders.get(`${grandFinal.matchId}:1`)).toBe(winnersFinal.matchId);
    expect(feeders.get(`${grandFinal.matchId}:2`)).toBe(losersFinal.matchId);
    // Every winners match sends its loser into the losers bracket.
    for (const m of of('winners'))
      expect(matches.find((x) => x.matchId === m.bracket.loserTo.matchId).bracket.side).toBe(
        'losers',
      );
    // Every later match is fed in both slots: the losers bracket, the finals.
    for (const m of [...of('losers'), grandFinal, reset])
      expect([1, 2].map((slot) => feeders.has(`${m.matchId}:${slot}`))).toEqual([true, true]);
  });

  it('round robin and Swiss: the schedule by stage, no links', async () => {
    const robin = await bracket(4, { roundType: 3 });
    expect(robin.matches.map((m) => [m.bracket.side, m.bracket.round, m.bracket.position])).toEqual(
      [1, 1, 2, 2, 3, 3].map((round, i) => ['round_robin', round, (i % 2) + 1]),
    );
    const swiss = await bracket(5, { roundType: 4 });
    expect(swiss.matches.map((m) => [m.bracket.side, m.bracket.round, m.bracket.position])).toEqual(
      [1, 2, 3].map((position) => ['swiss', 1, position]),
    );
    for (const m of [...robin.matches, ...swiss.matches])
      expect([m.bracket.winnerTo, m.bracket.loserTo]).toEqual([null, null]);
    // The odd one out sits out on a bye.
    expect(swiss.matches.filter((m) => m.isBye)).toHaveLength(1);
    await playAll(c, swiss.tournament.id, swiss.round.id, () => 1);
    const stage2 = (await c.matches(swiss.tournament.id, swiss.round.id)).filter(
      (m) => m.bracket.round === 2,
    );
    expect(stage2.map((m) => m.bracket.position)).toEqual([1, 2, 3]);
  });
});

/** One game won 13-7 by either side, or drawn 5-5: the same margin whichever side wins. */
const evenScore = (winner: 1 | 2 | 3) =>
  winner === 3
    ? { participant1Score: 5, participant2Score: 5 }
    : winner === 1
      ? { participant1Score: 13, participant2Score: 7 }
      : { participant1Score: 7, participant2Score: 13 };

describe('ranks in standings', () => {
  it('shares a rank between lines tied on wins, head-to-head and score difference', async () => {
    const { tournament, teams } = await setup(t, 4);
    const round = await c.createRound(tournament.id, { roundType: 3 });
    expectOk(await c.generate(round.id));
    const [a, b, cc, d] = teams.map((team) => team.teamId);
    // A beats everyone, B and C draw and both beat D.
    const winnerOf = (m: any) => {
      const { participant1Id: p1, participant2Id: p2 } = m.duelDetail;
      if ([p1, p2].includes(b) && [p1, p2].includes(cc)) return 3;
      if (p1 === a) return 1;
      if (p2 === a) return 2;
      return p2 === d ? 1 : 2;
    };
    for (const m of await c.matches(tournament.id, round.id))
      expectOk(await c.report(m.matchId, { games: [evenScore(winnerOf(m))] }));
    const { standings } = await c.standings(tournament.id);
    // B and C are listed in seed order, which the registration order decides.
    const lines = standings.map((l: any) => [l.participantId, l.wins, l.rank]);
    expect([lines[0], lines[3]]).toEqual([
      [a, 3, 1],
      [d, 0, 4],
    ]);
    expect([lines[1], lines[2]]).toEqual(
      expect.arrayContaining([
        [b, 1, 2],
        [cc, 1, 2],
      ]),
    );
  });
});

describe('GET /tournaments/{tournamentId}/rounds', () => {
  it('lists the rounds in order as GET /rounds/{roundId} shows them', async () => {
    const { tournament } = await setup(t, 4);
    const first = await c.createRound(tournament.id, { roundType: 4, swissStages: 2 });
    const second = await c.createRound(tournament.id, {
      roundType: 2,
      grandFinal: 'double',
      bestOf: 3,
    });
    expectOk(await c.generate(first.id));
    const list = expectOk(await c.api({ url: `/api/v1/tournaments/${tournament.id}/rounds` }));
    expect(list).toEqual([await c.round(first.id), await c.round(second.id)]);
    expect(list.map((r: any) => [r.roundNumber, r.status, r.bestOf, r.options])).toEqual([
      [1, 2, 1, { swissStages: 2 }],
      [2, 1, 3, { grandFinal: 'double' }],
    ]);
    expect(list[0].generatedAt).toEqual(expect.any(String));
    expect(list[1].generatedAt).toBeNull();
  });

  it('answers an empty list before the first round; a draft only with includeDrafts and manage', async () => {
    const { tournament } = await setup(t, 2);
    expect(expectOk(await c.api({ url: `/api/v1/tournaments/${tournament.id}/rounds` }))).toEqual(
      [],
    );
    const draft = await newTournament(t.database.db, t.tenant.tenantId, { status: 0 });
    const round = await c.createRound(draft.id, { roundType: 1 });
    expectError(await c.api({ url: `/api/v1/tournaments/${draft.id}/rounds` }), 404);
    const url = `/api/v1/tournaments/${draft.id}/rounds?includeDrafts=true`;
    expect(expectOk(await c.api({ url })).map((r: any) => r.id)).toEqual([round.id]);
    const reader = await t.newTenant(['integration']);
    expectError(await c.api({ url, key: reader.apiKey }), 403);
  });
});

describe('bracketData', () => {
  it('holds the layout by round, side and round within the side, ids by position', async () => {
    const { tournament } = await setup(t, 8);
    const detail = async () =>
      expectOk(await c.api({ url: `/api/v1/tournaments/${tournament.id}` }));
    expect((await detail()).bracketData).toBeNull();
    const round = await c.createRound(tournament.id, { roundType: 2, grandFinal: 'double' });
    expect(JSON.parse((await detail()).bracketData)).toEqual({
      rounds: [{ roundId: round.id, roundNumber: 1, roundType: 2, sides: [] }],
    });
    expectOk(await c.generate(round.id));
    const layout = JSON.parse((await detail()).bracketData);
    const matches = await c.matches(tournament.id, round.id);
    const [stage] = layout.rounds;
    expect(stage.sides.map((s: any) => [s.side, s.rounds.map((r: any) => r.round)])).toEqual([
      ['winners', [1, 2, 3]],
      ['losers', [1, 2, 3, 4]],
      ['grand_final', [1]],
      ['grand_final_reset', [1]],
    ]);
    for (const side of stage.sides)
      for (const r of side.rounds)
        r.matchIds.forEach((id: string, index: number) =>
          expect(matches.find((m) => m.matchId === id).bracket).toMatchObject({
            side: side.side,
            round: r.round,
            position: index + 1,
          }),
        );
    expect(stage.sides.flatMap((s: any) => s.rounds.flatMap((r: any) => r.matchIds))).toHaveLength(
      matches.length,
    );
  });
});

describe('stored bracketData', () => {
  it('follows each Swiss stage, and is computed again where none was stored', async () => {
    const { tournament } = await setup(t, 4);
    const round = await c.createRound(tournament.id, { roundType: 4, swissStages: 2 });
    expectOk(await c.generate(round.id));
    const layoutIds = async () => {
      const detail = expectOk(await c.api({ url: `/api/v1/tournaments/${tournament.id}` }));
      const [stage] = JSON.parse(detail.bracketData).rounds;
      return stage.sides.flatMap((s: any) => s.rounds.flatMap((r: any) => r.matchIds));
    };
    const first = await c.matches(tournament.id, round.id);
    expect(await layoutIds()).toEqual(first.map((m) => m.matchId));
    for (const m of first) expectOk(await c.report(m.matchId, { games: gamesFor(1) }));
    expectOk(await c.nextStage(round.id));
    const both = await c.matches(tournament.id, round.id);
    expect(both).toHaveLength(4);
    const stored = await layoutIds();
    expect(new Set(stored)).toEqual(new Set(both.map((m) => m.matchId)));
    await t.database.db
      .deleteFrom('bracket_layouts')
      .where('tournamentId', '=', tournament.id)
      .execute();
    expect(await layoutIds()).toEqual(stored);
  });
});

describe('GET /tournaments for the organiser', () => {
  it('finds tournaments by name, lists drafts only with includeDrafts and the manage scope', async () => {
    const tenant = await t.newTenant();
    const own = client(t, tenant.apiKey);
    const mk = (name: string, status: number) =>
      newTournament(t.database.db, tenant.tenantId, { name, status });
    const [draft, live] = [await mk('Spring 100% Cup', 0), await mk('spring_open', 1)];
    await mk('Autumn Cup', 1);
    const ids = async (query: string, key = tenant.apiKey) =>
      expectOk(await own.api({ url: `/api/v1/tournaments?${query}`, key })).items.map(
        (i: any) => i.tournamentId,
      );
    expect(await ids('search=SPRING')).toEqual([live.id]);
    expect((await ids('search=spring&includeDrafts=true')).sort()).toEqual(
      [draft.id, live.id].sort(),
    );
    expect(await ids('search=100%25&includeDrafts=true')).toEqual([draft.id]);
    expect(await ids('search=g_o')).toEqual([live.id]);
    expect(await ids('search=g%25o')).toEqual([]);
    expect(await ids('includeDrafts=true&status=0')).toEqual([draft.id]);
    expect(await ids('')).toHaveLength(2);
    const reader = await t.newTenant(['integration']);
    expectError(
      await own.api({ url: '/api/v1/tournaments?includeDrafts=true', key: reader.apiKey }),
      403,
    );
  });
});
