import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPayload } from '../../src/features/streams/public-events.js';
import { outboxPayloads } from '../helpers/outbox.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

/** An elimination round of `n` teams seeded 1..n in creation order. */
async function bracket(n: number, body: Record<string, unknown>) {
  const { tournament, teams } = await setup(t, n);
  const round = await c.createRound(tournament.id, body);
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  const seedOf = new Map<string, number>(teams.map((team, i) => [team.teamId, i + 1]));
  return { tournament, round, seedOf };
}

type Pick = (match: any) => 1 | 2;

/** Reports ready matches with `pick` until none is left or `stop` holds the next one back. */
async function play(
  tournamentId: string,
  roundId: string,
  pick: Pick,
  stop: (match: any) => boolean = () => false,
) {
  for (;;) {
    const ready = (await c.matches(tournamentId, roundId)).filter(
      (m) => m.matchStatus === 1 && !stop(m),
    );
    if (ready.length === 0) return;
    for (const m of ready) expectOk(await c.report(m.matchId, { games: gamesFor(pick(m)) }));
  }
}

const betterSeed =
  (seedOf: Map<string, number>): Pick =>
  (m) =>
    seedOf.get(m.duelDetail.participant1Id)! < seedOf.get(m.duelDetail.participant2Id)! ? 1 : 2;

/** [rank, placement, placementEnd] of each line, in the read's order. */
const placesOf = (lines: any[]) => lines.map((l) => [l.rank, l.placement, l.placementEnd]);

/** [rank, placement, placementEnd] of the lines of a finished 8-team double elimination. */
const FINAL_PLACES_OF_8 = [
  [1, 1, 1],
  [2, 2, 2],
  [3, 3, 3],
  [4, 4, 4],
  [5, 5, 6],
  [5, 5, 6],
  [7, 7, 8],
  [7, 7, 8],
];

describe('double elimination that goes to the grand-final reset', () => {
  it('ranks the champion first and the reset loser second in standings, public page and events', async () => {
    const { tournament, round, seedOf } = await bracket(8, { roundType: 2, grandFinal: 'double' });
    const finals = await t.database.db
      .selectFrom('matches')
      .select(['id', 'bracket'])
      .where('roundId', '=', round.id)
      .where('bracket', 'in', ['grand_final', 'grand_final_reset'])
      .execute();
    const grandFinal = finals.find((m) => m.bracket === 'grand_final')!.id;
    const reset = finals.find((m) => m.bracket === 'grand_final_reset')!.id;
    // The better seed wins, except seed 3 over seed 2 in the winners semi-final: seed 2 comes
    // back through the losers bracket and takes the grand final; seed 1 wins the reset.
    const better = betterSeed(seedOf);
    let upset = false;
    const pick: Pick = (m) => {
      const seeds = [m.duelDetail.participant1Id, m.duelDetail.participant2Id].map((id) =>
        seedOf.get(id),
      );
      if (upset || seeds.join() !== '2,3') return better(m);
      upset = true;
      return 2;
    };
    await play(tournament.id, round.id, pick, (m) => m.matchId === grandFinal);
    expect(upset).toBe(true);
    expectOk(await c.report(grandFinal, { games: gamesFor(2) }));
    // The reset puts the grand final's loser in slot 1.
    expectOk(await c.report(reset, { games: gamesFor(1) }));

    const champion = [...seedOf].find(([, seed]) => seed === 1)![0];
    const runnerUp = [...seedOf].find(([, seed]) => seed === 2)![0];
    expect((await c.tournamentRow(tournament.id)).winnerTeamId).toBe(champion);

    for (const query of ['', `?roundId=${round.id}`]) {
      const { standings } = await c.standings(tournament.id, query);
      expect(placesOf(standings)).toEqual(FINAL_PLACES_OF_8);
      // Ranked by placement, not wins: the runner-up won more (5–2) than the champion (4–1).
      expect(standings[0]).toMatchObject({ participantId: champion, wins: 4, losses: 1 });
      expect(standings[1]).toMatchObject({ participantId: runnerUp, wins: 5, losses: 2 });
    }

    const slug = expectOk(
      await c.api({
        method: 'PUT',
        url: `/api/v1/tournaments/${tournament.id}/publication`,
        payload: { isPublic: true },
      }),
    ).shareSlug;
    const page = expectOk(
      await call(t.app, '', { key: null, url: `/api/v1/public/tournaments/${slug}` }),
    );
    expect(page.tournament.winnerName).toBe(page.rounds[0].standings[0].participantName);
    expect(placesOf(page.rounds[0].standings)).toEqual(FINAL_PLACES_OF_8);

    const resetEvent = (await outboxPayloads(t, 'standings.updated')).find(
      (e) => e.matchId === reset,
    );
    const byId = new Map(resetEvent.lines.map((l: any) => [l.participantId, l]));
    expect(byId.get(champion)).toMatchObject({ placement: 1, placementEnd: 1, wins: 4 });
    expect(byId.get(runnerUp)).toMatchObject({ placement: 2, placementEnd: 2, wins: 5 });
    // The public stream's copy of the event keeps the places.
    const reduced = JSON.parse(publicPayload(JSON.stringify(resetEvent)));
    expect(reduced.lines.map((l: any) => [l.participantId, l.placement, l.placementEnd])).toEqual(
      resetEvent.lines.map((l: any) => [l.participantId, l.placement, l.placementEnd]),
    );
  });
});

describe('placements while a bracket runs', () => {
  it('places a team when it falls, lists teams still in first, and says so in the event', async () => {
    const { tournament, round, seedOf } = await bracket(8, { roundType: 2, grandFinal: 'single' });
    const losersFirstRound = await t.database.db
      .selectFrom('matches')
      .select(['id', 'stage'])
      .where('roundId', '=', round.id)
      .where('bracket', '=', 'losers')
      .execute();
    const held = new Set(losersFirstRound.filter((m) => m.stage >= 2).map((m) => m.id));
    await play(tournament.id, round.id, betterSeed(seedOf), (m) => held.has(m.matchId));

    const { standings } = await c.standings(tournament.id, `?roundId=${round.id}`);
    // Seeds 7 and 8 lost twice (winners and losers first rounds): 7–8; the other six are in.
    expect(standings.map((l: any) => [seedOf.get(l.participantId), l.placement])).toEqual([
      ...standings.slice(0, 6).map((l: any) => [seedOf.get(l.participantId), null]),
      [7, 7],
      [8, 7],
    ]);
    expect(standings.slice(0, 6).every((l: any) => l.placementEnd === null)).toBe(true);
    expect(standings.slice(6).map((l: any) => [l.rank, l.placementEnd])).toEqual([
      [7, 8],
      [7, 8],
    ]);
    const events = (await outboxPayloads(t, 'standings.updated')).filter(
      (e) => e.roundId === round.id,
    );
    const lines = events.flatMap((e) => e.lines);
    const eliminated = lines.filter((l: any) => l.placement !== null);
    expect(
      eliminated.map((l: any) => [seedOf.get(l.participantId), l.placement, l.placementEnd]),
    ).toEqual(
      expect.arrayContaining([
        [7, 7, 8],
        [8, 7, 8],
      ]),
    );
    expect(eliminated).toHaveLength(2);
  });
});

describe('single elimination and stages', () => {
  it('shares third place without a third-place match: 1, 2, 3–4, 5–8', async () => {
    const { tournament, round, seedOf } = await bracket(8, { roundType: 1 });
    await play(tournament.id, round.id, betterSeed(seedOf));
    const { standings } = await c.standings(tournament.id);
    expect(standings.map((l: any) => [seedOf.get(l.participantId), l.rank, l.placement])).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
      [4, 3, 3],
      [5, 5, 5],
      [6, 5, 5],
      [7, 5, 5],
      [8, 5, 5],
    ]);
    expect(standings.map((l: any) => l.placementEnd)).toEqual([1, 2, 4, 4, 8, 8, 8, 8]);
  });

  it('ranks a tournament by its playoffs, then by group results; the groups keep points', async () => {
    const { tournament } = await setup(t, 8);
    const [groups, playoffs] = expectOk(
      await c.api({
        method: 'PUT',
        url: `/api/v1/tournaments/${tournament.id}/stages`,
        payload: {
          stages: [
            { name: 'Groups', roundType: 3, groupCount: 2, qualifiers: { perGroup: 2 } },
            { name: 'Playoffs', roundType: 1 },
          ],
        },
      }),
    ).stages;
    expectOk(await c.generate(groups.roundId));
    await play(tournament.id, groups.roundId, () => 1);
    const groupLines = (await c.standings(tournament.id, `?roundId=${groups.roundId}`)).standings;
    expect(groupLines.every((l: any) => l.placement === null && l.placementEnd === null)).toBe(
      true,
    );
    await play(tournament.id, playoffs.roundId, () => 1);
    const row = await c.tournamentRow(tournament.id);
    expect(row.status).toBe(3);

    const { standings } = await c.standings(tournament.id);
    expect(standings.map((l: any) => [l.rank, l.placement, l.placementEnd])).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 4],
      [3, 3, 4],
      [5, 5, 6],
      [5, 5, 6],
      [7, 7, 8],
      [7, 7, 8],
    ]);
    expect(standings[0].participantId).toBe(row.winnerTeamId);
    const playoffIds = new Set(
      (await c.standings(tournament.id, `?roundId=${playoffs.roundId}`)).standings.map(
        (l: any) => l.participantId,
      ),
    );
    expect(standings.slice(0, 4).every((l: any) => playoffIds.has(l.participantId))).toBe(true);
    // Out in the groups: each group's third shares 5–6, each fourth 7–8.
    const groupOf = new Map<string, string>();
    for (const m of await c.matches(tournament.id, groups.roundId)) {
      const { participant1Id: a, participant2Id: b } = m.duelDetail;
      groupOf.set(a, groupOf.get(a) ?? groupOf.get(b) ?? a);
      groupOf.set(b, groupOf.get(a)!);
    }
    const placeInGroup = (id: string) =>
      groupLines
        .filter((l: any) => groupOf.get(l.participantId) === groupOf.get(id))
        .findIndex((l: any) => l.participantId === id) + 1;
    expect(standings.map((l: any) => placeInGroup(l.participantId)).slice(4)).toEqual([3, 3, 4, 4]);
  });
});

describe('a disqualified team', () => {
  it('falls where it forfeits, like a team that loses there', async () => {
    const { tournament, round, seedOf } = await bracket(8, { roundType: 2, grandFinal: 'single' });
    const topSeed = [...seedOf].find(([, seed]) => seed === 1)![0];
    expectOk(
      await c.api({
        method: 'POST',
        url: `/api/v1/tournaments/${tournament.id}/participants/${topSeed}/disqualify`,
      }),
    );
    await play(tournament.id, round.id, betterSeed(seedOf));
    const { standings } = await c.standings(tournament.id);
    // It forfeits its first winners match and its first losers match: out in the losers
    // bracket's first round, sharing 7–8.
    expect(standings.find((l: any) => l.participantId === topSeed)).toMatchObject({
      wins: 0,
      losses: 2,
      placement: 7,
      placementEnd: 8,
      rank: 7,
    });
    expect(placesOf(standings)).toEqual(FINAL_PLACES_OF_8);
    expect(standings[0].participantId).toBe((await c.tournamentRow(tournament.id)).winnerTeamId);
  });
});
