import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterTicks, concurrently, expectNoServerError } from '../helpers/races.js';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

/** A generated round of `n` teams seeded in registration order, and its matches. */
async function bracket(n: number, body: Record<string, unknown>) {
  const { tournament, teams } = await setup(t, n);
  const round = await c.createRound(tournament.id, body);
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  return { tournament, round, matches: await c.matches(tournament.id, round.id) };
}

const winnerOf = (m: any) =>
  m.matchResult === 1 ? m.duelDetail.participant1Id : m.duelDetail.participant2Id;

// Each result reads its round under the round's lock: one that waited for another sees what that
// one wrote, however their statements interleave.
describe('results of one round reported at once', () => {
  it('both semi-finals: the final gets both winners', async () => {
    for (let ticks = 0; ticks < 4; ticks++) {
      const { tournament, round, matches } = await bracket(4, { roundType: 1 });
      const semis = matches.filter((m) => m.bracket.round === 1);
      const answers = await Promise.all([
        c.report(semis[0].matchId, { games: gamesFor(1) }),
        afterTicks(ticks, () => c.report(semis[1].matchId, { games: gamesFor(2) })),
      ]);
      expectNoServerError(answers);
      answers.forEach((answer) => expectOk(answer));
      const final = (await c.matches(tournament.id, round.id)).find((m) => m.bracket.round === 2);
      const winners = answers.map((answer) => winnerOf(JSON.parse(answer.body).data));
      expect([final.duelDetail.participant1Id, final.duelDetail.participant2Id].sort()).toEqual(
        winners.sort(),
      );
      expect(final.matchStatus).toBe(1);
    }
  });

  it('every match of a league: each counts once in the standings', async () => {
    const { tournament, round, matches } = await bracket(6, { roundType: 3 });
    const answers = await concurrently(matches.length, (i) =>
      c.report(matches[i].matchId, { games: gamesFor(1) }),
    );
    expectNoServerError(answers);
    answers.forEach((answer) => expectOk(answer));
    const wins = new Map<string, number>();
    for (const m of matches) {
      const id = m.duelDetail.participant1Id;
      wins.set(id, (wins.get(id) ?? 0) + 1);
    }
    const { standings } = await c.standings(tournament.id, `?roundId=${round.id}`);
    expect(standings).toHaveLength(6);
    for (const line of standings) {
      expect(line).toMatchObject({ matchCount: 5, wins: wins.get(line.participantId) ?? 0 });
    }
    const row = await c.tournamentRow(tournament.id);
    expect(row.winnerTeamId).toBe(standings[0].participantId);
  });

  it('a disqualification and the result that brings the disqualified into the final', async () => {
    for (let ticks = 0; ticks < 4; ticks++) {
      const { tournament, round, matches } = await bracket(4, { roundType: 1 });
      const [semi1, semi2] = matches.filter((m) => m.bracket.round === 1);
      const waiting = winnerOf(expectOk(await c.report(semi2.matchId, { games: gamesFor(1) })));
      const answers = await Promise.all([
        c.report(semi1.matchId, { games: gamesFor(1) }),
        afterTicks(ticks, () =>
          c.api({
            method: 'POST',
            url: `/api/v1/tournaments/${tournament.id}/participants/${waiting}/disqualify`,
          }),
        ),
      ]);
      expectNoServerError(answers);
      answers.forEach((answer) => expectOk(answer));
      const final = (await c.matches(tournament.id, round.id)).find((m) => m.bracket.round === 2);
      // Whichever committed first, the final is forfeited by the disqualified participant.
      expect(final.matchStatus).toBe(3);
      expect(winnerOf(final)).toBe(semi1.duelDetail.participant1Id);
    }
  });
});
