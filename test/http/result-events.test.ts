import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';
import { outboxPayloads } from '../helpers/outbox.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

/** The payloads of one kind of event written for the test tenant. */
const events = (name: string) => outboxPayloads(t, name);

/** The standings.updated events of one duel match's results. */
const changesOf = async (matchId: string) =>
  (await events('standings.updated')).filter((e) => e.matchId === matchId);

async function bracket(n: number, body: Record<string, unknown>, matchType = 1) {
  const { tournament, teams } = await setup(t, n, matchType);
  const round = await c.createRound(tournament.id, body);
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  return { tournament, teams, round };
}

const LINE_KEYS = [
  'draws',
  'losses',
  'matchCount',
  'participantExternalId',
  'participantId',
  'participantLogo',
  'participantName',
  'participantType',
  'placement',
  'placementEnd',
  'wins',
];

describe('standings.updated after a duel result', () => {
  it("holds the two participants' changed lines, not the table", async () => {
    const { tournament, round } = await bracket(16, { roundType: 2, grandFinal: 'double' });
    const [first, second] = (await c.matches(tournament.id, round.id)).filter(
      (m) => m.matchStatus === 1,
    );
    expectOk(await c.report(first.matchId, { games: gamesFor(1) }));
    expectOk(await c.report(second.matchId, { games: gamesFor(2) }));
    const [change, ...more] = await changesOf(second.matchId);
    expect(more).toEqual([]);
    expect(Object.keys(change).sort()).toEqual([
      'lines',
      'matchId',
      'roundId',
      'roundName',
      'tournamentId',
      'tournamentName',
    ]);
    expect(change).toMatchObject({
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      roundId: round.id,
      roundName: 'Main',
      matchId: second.matchId,
    });
    const { participant1Id: loser, participant2Id: winner } = second.duelDetail;
    expect(change.lines.map((l: any) => l.participantId)).toEqual([loser, winner]);
    for (const line of change.lines) expect(Object.keys(line).sort()).toEqual(LINE_KEYS);
    // The lines read as the standings read them (placements included), less the rank and the
    // tiebreaker values (table-wide: head-to-head, for one, depends on who else is tied).
    const table = (await c.standings(tournament.id, `?roundId=${round.id}`)).standings;
    for (const line of change.lines) {
      const read = table.find((l: any) => l.participantId === line.participantId);
      expect({ ...line, rank: read.rank, isMe: read.isMe, tiebreakers: read.tiebreakers }).toEqual(
        read,
      );
    }
    expect(change.lines[1]).toMatchObject({ wins: 1, losses: 0, matchCount: 1 });
    expect(change.lines[0]).toMatchObject({ wins: 0, losses: 1, matchCount: 1 });
  });

  it('follows a correction, and says nothing while a best-of is unfinished', async () => {
    const { tournament, round } = await bracket(4, { roundType: 1, bestOf: 3 });
    const [semi] = await c.matches(tournament.id, round.id);
    expectOk(await c.report(semi.matchId, { games: gamesFor(1).slice(0, 1) }));
    expect(await changesOf(semi.matchId)).toEqual([]);
    const updates = (await events('match.updated')).filter((e) => e.matchId === semi.matchId);
    expect(updates.map((u) => u.matchStatus)).toEqual([2]);
    expectOk(await c.report(semi.matchId, { games: gamesFor(1, 3) }));
    expectOk(await c.report(semi.matchId, { games: gamesFor(2, 3) }));
    const tallies = (await changesOf(semi.matchId)).map((change) =>
      change.lines.map((l: any) => [l.participantId, l.wins, l.losses]),
    );
    const { participant1Id: p1, participant2Id: p2 } = semi.duelDetail;
    expect(tallies).toHaveLength(2);
    expect(tallies).toEqual(
      expect.arrayContaining([
        [
          [p1, 1, 0],
          [p2, 0, 1],
        ],
        [
          [p1, 0, 1],
          [p2, 1, 0],
        ],
      ]),
    );
  });
});

describe('standings.updated after an FFA result', () => {
  it("holds the group's table with its tournament and round", async () => {
    const { tournament, teams, round } = await bracket(4, { roundType: 5 }, 2);
    const [group] = (await c.groups(round.id)).items;
    const board = expectOk(
      await c.groupResults(group.id, {
        matchNumber: 1,
        placements: teams.map((team, i) => ({
          participantId: team.teamId,
          placement: i + 1,
          finishes: 0,
          knocks: 0,
        })),
      }),
    );
    const changes = (await events('standings.updated')).filter((e) => e.groupId === group.id);
    expect(changes).toEqual([{ tournamentId: tournament.id, roundId: round.id, ...board }]);
  });
});
