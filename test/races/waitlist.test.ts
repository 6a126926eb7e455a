import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';
import { afterTicks, concurrently, expectNoServerError, statusCounts } from '../helpers/races.js';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';
import { teamRegistrationCalls } from '../helpers/team-registration-calls.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const calls = teamRegistrationCalls(() => t);
const { db, team, register, withdraw } = calls;
type Team = Awaited<ReturnType<typeof team>>;
const tournament = (overrides: Partial<TournamentTable> = {}) =>
  calls.tournament({ enrollmentLimit: 2, waitlistEnabled: 1, ...overrides });

const statusesOf = async (tournamentId: string) =>
  db()
    .selectFrom('tournament_registrations')
    .select(['participantId', 'status', 'waitlistedAt'])
    .where('tournamentId', '=', tournamentId)
    .execute();

/**
 * What every race must leave: never more places held than the limit, a free place only when
 * nobody waits, and every team that asked still has its registration (held or waiting).
 */
async function expectInvariants(tournamentId: string, limit: number, asked: Team[]) {
  const rows = await statusesOf(tournamentId);
  const held = rows.filter((r) => r.status === 1 || r.status === 2).length;
  const waiting = rows.filter((r) => r.status === 5);
  expect(held).toBeLessThanOrEqual(limit);
  if (waiting.length > 0) expect(held).toBe(limit);
  for (const w of waiting) expect(w.waitlistedAt).not.toBeNull();
  const byTeam = new Map(rows.map((r) => [r.participantId, r.status]));
  for (const tm of asked) expect([1, 2, 5]).toContain(byTeam.get(tm.teamId));
}

describe('waitlist races', () => {
  it('many registrations for the last places: the limit holds and the rest wait, none lost', async () => {
    const cup = await tournament();
    const teams = await Promise.all(Array.from({ length: 8 }, () => team(cup.gameId)));
    const responses = await concurrently(teams.length, (i) => register(cup.id, teams[i]!));
    expectNoServerError(responses);
    expect(statusCounts(responses)).toEqual({ 200: 8 });
    const results = responses.map((r) => expectOk(r));
    expect(results.filter((r) => r.status === 1)).toHaveLength(2);
    // Positions form 1..6 with no gap or repeat.
    const positions = results.filter((r) => r.status === 5).map((r) => r.waitlistPosition);
    expect(positions.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    await expectInvariants(cup.id, 2, teams);
  });

  it('a withdrawal racing registrations promotes exactly one waiting team and loses nobody', async () => {
    for (let round = 0; round < 8; round++) {
      const cup = await tournament();
      const [a, b, waiting] = [
        await team(cup.gameId),
        await team(cup.gameId),
        await team(cup.gameId),
      ];
      for (const tm of [a, b, waiting]) expectOk(await register(cup.id, tm));
      const late = [await team(cup.gameId), await team(cup.gameId)];
      const headStart = round >> 1;
      const responses = await Promise.all([
        round % 2 === 0 ? withdraw(cup.id, a) : afterTicks(headStart, () => withdraw(cup.id, a)),
        ...late.map((tm, i) =>
          round % 2 === 0
            ? afterTicks(headStart + i, () => register(cup.id, tm))
            : register(cup.id, tm),
        ),
      ]);
      expectNoServerError(responses);
      responses.forEach((r) => expectOk(r));
      await expectInvariants(cup.id, 2, [b, waiting, ...late]);
      // The team that waited first got the place, whatever the order of the late ones.
      const rows = await statusesOf(cup.id);
      expect(rows.find((r) => r.participantId === waiting.teamId)?.status).toBe(1);
    }
  });

  it('two withdrawals at once promote two waiting teams, in order', async () => {
    const cup = await tournament();
    const teams = [];
    for (let i = 0; i < 5; i++) {
      const tm = await team(cup.gameId);
      expectOk(await register(cup.id, tm));
      teams.push(tm);
    }
    const responses = await Promise.all([withdraw(cup.id, teams[0]!), withdraw(cup.id, teams[1]!)]);
    expectNoServerError(responses);
    const rows = await statusesOf(cup.id);
    const status = new Map(rows.map((r) => [r.participantId, r.status]));
    expect(teams.map((tm) => status.get(tm.teamId))).toEqual([4, 4, 1, 1, 5]);
    await expectInvariants(cup.id, 2, teams.slice(2));
  });
});
