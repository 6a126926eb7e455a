import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';
import { afterTicks, concurrently, expectNoServerError } from '../helpers/races.js';
import {
  buildTestApp,
  expectError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { teamRegistrationCalls } from '../helpers/team-registration-calls.js';
import { registerTeam } from '../helpers/tournament-factories.js';
import { client } from '../property/bracket-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const calls = teamRegistrationCalls(() => t);
const { db, team, deleteTeam, register, approve } = calls;
const tournament = (overrides: Partial<TournamentTable> = {}) =>
  calls.tournament({ enrollmentLimit: 2, ...overrides });
type Team = Awaited<ReturnType<typeof team>>;

const registrationOf = (tournamentId: string, teamId: string) =>
  db()
    .selectFrom('tournament_registrations')
    .selectAll()
    .where('tournamentId', '=', tournamentId)
    .where('participantId', '=', teamId)
    .executeTakeFirst();

/** The rules every race must leave intact, whatever order it ran in. */
async function expectInvariants(tournamentId: string) {
  const orphans = await db()
    .selectFrom('tournament_registrations as r')
    .leftJoin('teams as tm', 'tm.id', 'r.participantId')
    .select('r.id')
    .where('r.tournamentId', '=', tournamentId)
    .where('r.status', 'in', [1, 2])
    .where('tm.id', 'is', null)
    .execute();
  expect(orphans, 'a deleted team holds a registration').toEqual([]);
  const { enrollmentLimit } = await db()
    .selectFrom('tournaments')
    .select('enrollmentLimit')
    .where('id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  const { n } = await db()
    .selectFrom('tournament_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tournamentId', '=', tournamentId)
    .where('status', 'in', [1, 2])
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBeLessThanOrEqual(enrollmentLimit);
}

describe('deleting a team while it registers', () => {
  it('ends registered-then-withdrawn or in a 404, never a registration of a deleted team', async () => {
    for (let round = 0; round < 12; round++) {
      const cup = await tournament();
      const [first, racer, late] = [
        await team(cup.gameId),
        await team(cup.gameId),
        await team(cup.gameId),
      ];
      expectOk(await register(cup.id, first));
      // Vary which request starts first, and by how much, so they cross at different points.
      const headStart = round >> 1;
      const [deleted, registered] = await Promise.all(
        round % 2 === 0
          ? [deleteTeam(racer), afterTicks(headStart, () => register(cup.id, racer))]
          : [afterTicks(headStart, () => deleteTeam(racer)), register(cup.id, racer)],
      );
      expectNoServerError([deleted, registered]);
      expectOk(deleted);
      if (registered.statusCode === 200) {
        expect((await registrationOf(cup.id, racer.teamId))?.status).toBe(4);
      } else {
        expect(expectError(registered, 404).message).toBe('Team not found');
        expect(await registrationOf(cup.id, racer.teamId)).toBeUndefined();
      }
      // Whatever the order, the racer's place is free again.
      expectOk(await register(cup.id, late));
      await expectInvariants(cup.id);
    }
  });

  it('never lets an approval of its registration outlive the delete', async () => {
    for (let round = 0; round < 6; round++) {
      const cup = await tournament();
      const racer = await team(cup.gameId);
      const registrationId = expectOk(await register(cup.id, racer)).registrationId;
      const [deleted, approved] = await Promise.all([
        deleteTeam(racer),
        approve(cup.id, registrationId),
      ]);
      expectNoServerError([deleted, approved]);
      expectOk(deleted);
      // Approved first and then withdrawn by the delete, or refused: it was withdrawn already.
      if (approved.statusCode !== 200) expectRule(approved, 'INVALID_TRANSITION');
      expect((await registrationOf(cup.id, racer.teamId))?.status).toBe(4);
      await expectInvariants(cup.id);
    }
  });

  it('never seeds a deleted team into a bracket generated meanwhile', async () => {
    const c = client(t);
    for (let round = 0; round < 6; round++) {
      const cup = await tournament({ enrollmentLimit: 8 });
      const teams = [await team(cup.gameId), await team(cup.gameId), await team(cup.gameId)];
      for (const tm of teams) await registerTeam(db(), t.tenant.tenantId, cup.id, tm);
      const bracket = await c.createRound(cup.id, { roundType: 1 });
      const [deleted, generated] = await Promise.all([
        deleteTeam(teams[0]!),
        c.generate(bracket.id),
      ]);
      expectNoServerError([deleted, generated]);
      expectOk(generated);
      const seeded = new Set(
        (await c.matches(cup.id, bracket.id)).flatMap((m) => [
          m.duelDetail.participant1Id,
          m.duelDetail.participant2Id,
        ]),
      );
      if (deleted.statusCode === 200) {
        expect(seeded.has(teams[0]!.teamId)).toBe(false);
      } else {
        // The bracket came first: the team plays now, so it stays.
        expectRule(deleted, 'TEAM_IN_ONGOING_TOURNAMENT');
        expect(seeded.has(teams[0]!.teamId)).toBe(true);
      }
      await expectInvariants(cup.id);
    }
  });
});

describe('registering one team many times at once', () => {
  it('registers it once and refuses the rest as already registered', async () => {
    const cup = await tournament({ enrollmentLimit: 64 });
    const tm = await team(cup.gameId);
    const responses = await concurrently(12, () => register(cup.id, tm));
    expectNoServerError(responses);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((res) => res.statusCode !== 200))
      expectRule(r, 'ALREADY_REGISTERED');
    await expectInvariants(cup.id);
  });

  it('fills a tournament to its enrollmentLimit and no further', async () => {
    const cup = await tournament({ enrollmentLimit: 3 });
    const teams: Team[] = [];
    for (let i = 0; i < 10; i++) teams.push(await team(cup.gameId));
    const responses = await concurrently(teams.length, (i) => register(cup.id, teams[i]!));
    expectNoServerError(responses);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of responses.filter((res) => res.statusCode !== 200))
      expectRule(r, 'TOURNAMENT_FULL');
    await expectInvariants(cup.id);
  });
});
