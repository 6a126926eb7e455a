import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';
import { outboxPayloads } from '../helpers/outbox.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const START = '2031-03-01T18:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000).toISOString();

const events = (name: string) => outboxPayloads(t, name);

async function bracket(n: number, body: Record<string, unknown>, matchType = 1) {
  const { tournament, teams } = await setup(t, n, matchType);
  const round = await c.createRound(tournament.id, body);
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  return { tournament, teams, round };
}

const setMatch = (matchId: string, scheduledAt: string | null, key?: string) =>
  c.api({
    method: 'PUT',
    url: `/api/v1/matches/${matchId}/schedule`,
    payload: { scheduledAt },
    key,
  });
const setGroup = (groupId: string, scheduledAt: string | null) =>
  c.api({ method: 'PUT', url: `/api/v1/groups/${groupId}/schedule`, payload: { scheduledAt } });
const auto = (roundId: string, payload: object, key?: string) =>
  c.api({ method: 'POST', url: `/api/v1/rounds/${roundId}/schedule`, payload, key });

describe('one match', () => {
  it('sets, moves and clears its time, shown in the integration read, with match.scheduled', async () => {
    const { tournament, round } = await bracket(4, { roundType: 1 });
    const [first] = await c.matches(tournament.id, round.id);
    const set = expectOk(await setMatch(first.matchId, '2031-03-01T20:00:00+02:00'));
    expect(set.scheduledAt).toBe('2031-03-01T18:00:00.000Z');
    const read = (await c.matches(tournament.id, round.id)).find(
      (m) => m.matchId === first.matchId,
    );
    expect(read.scheduledAt).toBe('2031-03-01T18:00:00.000Z');

    expectOk(await setMatch(first.matchId, at(30)));
    // The same time again changes nothing and emits nothing.
    expectOk(await setMatch(first.matchId, at(30)));
    expect(expectOk(await setMatch(first.matchId, null)).scheduledAt).toBeNull();
    const mine = (await events('match.scheduled')).filter((e) => e.matchId === first.matchId);
    expect(mine).toEqual([
      expect.objectContaining({ scheduledAt: START, previousScheduledAt: null }),
      expect.objectContaining({ scheduledAt: at(30), previousScheduledAt: START }),
      {
        tournamentId: tournament.id,
        roundId: round.id,
        matchId: first.matchId,
        groupId: null,
        matchNumber: first.matchNumber,
        scheduledAt: null,
        previousScheduledAt: at(30),
      },
    ]);
  });

  it('refuses the past, a played match, a bye, bad input and another tenant', async () => {
    const { tournament, round } = await bracket(3, { roundType: 1 });
    const all = await c.matches(tournament.id, round.id);
    const bye = all.find((m) => m.isBye);
    const playable = all.find((m) => !m.isBye && m.matchStatus === 1);
    expectRule(await setMatch(playable.matchId, '2001-01-01T00:00:00Z'), 'SCHEDULE_IN_PAST');
    expectRule(await setMatch(bye.matchId, START), 'AUTOMATIC_RESULT');
    expectFieldError(await setMatch(playable.matchId, 'tomorrow'), 'scheduledAt');
    expectOk(await c.report(playable.matchId, { games: gamesFor(1) }));
    expectRule(await setMatch(playable.matchId, START), 'MATCH_COMPLETED');
    const other = await t.newTenant();
    expectError(await setMatch(playable.matchId, START, other.apiKey), 404);
    const reader = await t.newTenant(['integration']);
    expectError(await setMatch(playable.matchId, START, reader.apiKey), 403);
  });

  it('refuses once the tournament is over', async () => {
    const { tournament, round } = await bracket(2, { roundType: 1 });
    const [final] = await c.matches(tournament.id, round.id);
    expectOk(await c.report(final.matchId, { games: gamesFor(1) }));
    expectRule(await auto(round.id, { startAt: START, matchMinutes: 30 }), 'TOURNAMENT_CLOSED');
  });
});

describe('auto-scheduling a round', () => {
  it('plans single elimination round by round on the stations given', async () => {
    const { tournament, round } = await bracket(8, { roundType: 1 });
    const plan = expectOk(
      await auto(round.id, { startAt: START, matchMinutes: 30, breakMinutes: 10, stations: 2 }),
    );
    expect(plan.roundId).toBe(round.id);
    expect(plan.slots).toHaveLength(7);
    for (const slot of plan.slots) {
      expect(Object.keys(slot).sort()).toEqual(
        ['endsAt', 'groupId', 'matchId', 'matchNumber', 'scheduledAt', 'station'].sort(),
      );
      expect(slot.groupId).toBeNull();
    }
    // Four quarter-finals on two stations take two waves; semis after; the final last.
    const byRound = new Map<number, string[]>();
    const matches = await c.matches(tournament.id, round.id);
    for (const m of matches)
      byRound.set(m.bracket.round, [...(byRound.get(m.bracket.round) ?? []), m.scheduledAt]);
    expect(byRound.get(1)?.sort()).toEqual([START, START, at(40), at(40)]);
    expect(byRound.get(2)?.sort()).toEqual([at(80), at(80)]);
    expect(byRound.get(3)).toEqual([at(120)]);
    expect((await events('match.scheduled')).filter((e) => e.roundId === round.id)).toHaveLength(7);
  });

  it('without stations plays everything ready at once; played matches keep their time', async () => {
    const { tournament, round } = await bracket(4, { roundType: 1 });
    const [semi] = await c.matches(tournament.id, round.id);
    expectOk(await c.report(semi.matchId, { games: gamesFor(1) }));
    const plan = expectOk(await auto(round.id, { startAt: START, matchMinutes: 20 }));
    expect(plan.slots.map((s: any) => s.scheduledAt)).toEqual([START, at(20)]);
    const read = (await c.matches(tournament.id, round.id)).find((m) => m.matchId === semi.matchId);
    expect(read.scheduledAt).toBeNull();
  });

  it('keeps a round-robin participant to one match at a time', async () => {
    const { tournament, round } = await bracket(4, { roundType: 3 });
    expectOk(await auto(round.id, { startAt: START, matchMinutes: 30, breakMinutes: 5 }));
    const matches = await c.matches(tournament.id, round.id);
    expect(new Set(matches.map((m) => m.scheduledAt))).toEqual(new Set([START, at(35), at(70)]));
    for (const time of [START, at(35), at(70)]) {
      const players = matches
        .filter((m) => m.scheduledAt === time)
        .flatMap((m) => [m.duelDetail.participant1Id, m.duelDetail.participant2Id]);
      expect(new Set(players).size).toBe(players.length);
    }
  });

  it('puts FFA groups on stations; a group plays its matches in a row', async () => {
    const { round } = await bracket(
      12,
      { roundType: 5, matchesPerGroup: 3, maxParticipants: 4 },
      2,
    );
    const plan = expectOk(
      await auto(round.id, { startAt: START, matchMinutes: 20, breakMinutes: 10, stations: 2 }),
    );
    expect(plan.slots).toHaveLength(3);
    expect(plan.slots.map((s: any) => [s.scheduledAt, s.endsAt, s.station])).toEqual([
      [START, at(80), 1],
      [START, at(80), 2],
      [at(90), at(170), 1],
    ]);
    expect(plan.slots.every((s: any) => s.matchId === null && s.matchNumber === null)).toBe(true);
    const groups = (await c.groups(round.id)).items;
    expect(groups.map((g: any) => g.scheduledAt).sort()).toEqual([START, START, at(90)]);
    const one = expectOk(await c.api({ url: `/api/v1/groups/${groups[0].id}` }));
    expect(one.scheduledAt).toBe(groups[0].scheduledAt);
    // A player's own groups show when they play.
    const owner = await t.database.db
      .selectFrom('teams as tm')
      .innerJoin('users as u', 'u.id', 'tm.ownerId')
      .innerJoin('group_participants as gp', 'gp.participantId', 'tm.id')
      .select('u.externalId')
      .where('gp.groupId', '=', groups[0].id)
      .executeTakeFirstOrThrow();
    const mine = expectOk(
      await c.api({
        url: `/api/v1/tournaments/${round.tournamentId}/ffa/assigned-details?externalUserId=${owner.externalId}`,
      }),
    );
    expect(mine.rounds[0].assignedGroups[0]).toMatchObject({
      id: groups[0].id,
      scheduledAt: groups[0].scheduledAt,
    });
    const moved = expectOk(await setGroup(groups[0].id, at(600)));
    expect(moved.scheduledAt).toBe(at(600));
    const ofGroup = (await events('match.scheduled')).filter((e) => e.groupId === groups[0].id);
    expect(ofGroup).toContainEqual(
      expect.objectContaining({ matchId: null, scheduledAt: at(600), previousScheduledAt: START }),
    );
  });

  it('refuses what it cannot plan, each with its reason or field', async () => {
    const { tournament, round } = await bracket(2, { roundType: 1 });
    expectRule(
      await auto(round.id, { startAt: '2001-01-01T00:00:00Z', matchMinutes: 30 }),
      'SCHEDULE_IN_PAST',
    );
    expectFieldError(await auto(round.id, { startAt: START, matchMinutes: 0 }), 'matchMinutes');
    expectFieldError(
      await auto(round.id, { startAt: START, matchMinutes: 30, breakMinutes: -1 }),
      'breakMinutes',
    );
    expectFieldError(
      await auto(round.id, { startAt: START, matchMinutes: 30, stations: 0 }),
      'stations',
    );
    expectFieldError(await auto(round.id, { matchMinutes: 30 }), 'startAt');
    const other = await t.newTenant();
    expectError(await auto(round.id, { startAt: START, matchMinutes: 30 }, other.apiKey), 404);
    const pending = await c.createRound(tournament.id, { roundType: 1, roundName: 'Later' });
    expectRule(await auto(pending.id, { startAt: START, matchMinutes: 30 }), 'ROUND_NOT_GENERATED');
    const duelGroup = (await c.groups(round.id)).items[0];
    expectRule(await setGroup(duelGroup.id, START), 'NOT_AN_FFA_GROUP');
  });

  it('has nothing to plan once every match of the round is played', async () => {
    const { tournament, round } = await bracket(3, { roundType: 3 });
    await c.createRound(tournament.id, { roundType: 1, roundName: 'Final' });
    for (const m of await c.matches(tournament.id, round.id))
      expectOk(await c.report(m.matchId, { games: gamesFor(1) }));
    expectRule(await auto(round.id, { startAt: START, matchMinutes: 30 }), 'NOTHING_TO_SCHEDULE');
  });
});
