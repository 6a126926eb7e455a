import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawDeletedTeamsRegistrations } from '../../src/db/migrations/0009-withdraw-deleted-teams-registrations.js';
import { buildTestApp, expectOk, expectRule, type TestApp } from '../helpers/test-app.js';
import { teamRegistrationCalls } from '../helpers/team-registration-calls.js';
import { registerTeam } from '../helpers/tournament-factories.js';
import { client } from '../property/bracket-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { db, api, tournament, team, deleteTeam, register, approve } = teamRegistrationCalls(() => t);
const registrations = async (tournamentId: string) =>
  expectOk(await api({ url: `/api/v1/tournaments/${tournamentId}/registrations` })).items;
const statusOf = async (tournamentId: string, teamId: string) =>
  (await registrations(tournamentId)).find((r: any) => r.participantId === teamId)?.status;

const outbox = async () =>
  (
    await db()
      .selectFrom('outbox_events')
      .select(['id', 'event', 'payload'])
      .where('tenantId', '=', t.tenant.tenantId)
      .execute()
  ).map((e) => ({ id: e.id, event: e.event, data: JSON.parse(e.payload) }));

/** A mark in the outbox; `eventsSince(mark)` lists what was written after it (any order). */
const outboxMark = async () => new Set((await outbox()).map((e) => e.id));
const eventsSince = async (mark: Set<string>) =>
  (await outbox()).filter((e) => !mark.has(e.id)).map(({ event, data }) => ({ event, data }));

describe('DELETE /teams/{teamId} and the team registrations', () => {
  it("withdraws the team's registration, frees its place and keeps it out of the bracket", async () => {
    const cup = await tournament({ enrollmentLimit: 2 });
    const [gone, stays, late] = [
      await team(cup.gameId),
      await team(cup.gameId),
      await team(cup.gameId),
    ];
    const goneRegistration = expectOk(await register(cup.id, gone));
    expectOk(await register(cup.id, stays));
    expectRule(await register(cup.id, late), 'TOURNAMENT_FULL');
    const before = await outboxMark();

    expectOk(await deleteTeam(gone));

    expect(await statusOf(cup.id, gone.teamId)).toBe(4);
    const events = await eventsSince(before);
    expect(events.map((e) => e.event).sort()).toEqual(['registration.updated', 'team.deleted']);
    expect(events.find((e) => e.event === 'registration.updated')!.data).toEqual({
      ...goneRegistration,
      status: 4,
    });
    const detail = expectOk(await api({ url: `/api/v1/tournaments/${cup.id}` }));
    expect(detail.teamsJoinedCount).toBe(1);
    // The place is free again, and the withdrawn registration cannot come back.
    const lateRegistration = expectOk(await register(cup.id, late));
    expectRule(await approve(cup.id, goneRegistration.registrationId), 'INVALID_TRANSITION');

    for (const r of await registrations(cup.id)) {
      if (r.status === 1) expectOk(await approve(cup.id, r.registrationId));
    }
    const c = client(t);
    const round = await c.createRound(cup.id, { roundType: 1 });
    expectOk(await c.generate(round.id));
    const [final] = await c.matches(cup.id, round.id);
    expect(final.duelDetail).toMatchObject({
      participant1Name: expect.any(String),
      participant2Name: expect.any(String),
    });
    expect([final.duelDetail.participant1Id, final.duelDetail.participant2Id].sort()).toEqual(
      [stays.teamId, lateRegistration.participantId].sort(),
    );
  });

  it('withdraws approved registrations and pending ones of ongoing tournaments; keeps finished ones', async () => {
    const upcoming = await tournament();
    const ongoing = await tournament({ status: 2, gameId: upcoming.gameId });
    const completed = await tournament({ status: 3, gameId: upcoming.gameId });
    const cancelled = await tournament({ status: 4, gameId: upcoming.gameId });
    const tm = await team(upcoming.gameId);
    const tenantId = t.tenant.tenantId;
    await registerTeam(db(), tenantId, upcoming.id, tm, 2);
    await registerTeam(db(), tenantId, ongoing.id, tm, 1);
    await registerTeam(db(), tenantId, completed.id, tm, 2);
    await registerTeam(db(), tenantId, cancelled.id, tm, 1);
    const before = await outboxMark();

    expectOk(await deleteTeam(tm));

    expect(await statusOf(upcoming.id, tm.teamId)).toBe(4);
    expect(await statusOf(ongoing.id, tm.teamId)).toBe(4);
    // Finished tournaments keep their record of who took part.
    expect(await statusOf(completed.id, tm.teamId)).toBe(2);
    expect(await statusOf(cancelled.id, tm.teamId)).toBe(1);
    const events = await eventsSince(before);
    expect(events.filter((e) => e.event === 'registration.updated')).toHaveLength(2);
    expect(
      events
        .filter((e) => e.event === 'registration.updated')
        .map((e) => [e.data.tournamentId, e.data.status])
        .sort(),
    ).toEqual(
      [
        [upcoming.id, 4],
        [ongoing.id, 4],
      ].sort(),
    );
  });

  it('refuses while the team plays in an ongoing tournament and changes nothing', async () => {
    const playing = await tournament({ status: 2 });
    const next = await tournament({ gameId: playing.gameId });
    const tm = await team(playing.gameId);
    await registerTeam(db(), t.tenant.tenantId, playing.id, tm, 2);
    const pending = expectOk(await register(next.id, tm));
    const before = await outboxMark();

    const body = expectRule(await deleteTeam(tm), 'TEAM_IN_ONGOING_TOURNAMENT');
    expect(body.error.message).toMatch(/ongoing tournament/);

    expectOk(await api({ url: `/api/v1/teams/${tm.teamId}` }));
    expect(await statusOf(next.id, tm.teamId)).toBe(pending.status);
    expect(await eventsSince(before)).toEqual([]);
  });
});

describe('registrations that earlier versions left to deleted teams', () => {
  it('are withdrawn when the database is migrated, except in finished tournaments', async () => {
    const upcoming = await tournament();
    const completed = await tournament({ status: 3, gameId: upcoming.gameId });
    const [gone, alive] = [await team(upcoming.gameId), await team(upcoming.gameId)];
    const tenantId = t.tenant.tenantId;
    await registerTeam(db(), tenantId, upcoming.id, gone, 1);
    await registerTeam(db(), tenantId, upcoming.id, alive, 2);
    await registerTeam(db(), tenantId, completed.id, gone, 2);
    // What a delete did before: the team went, its registrations stayed.
    await db().deleteFrom('teams').where('id', '=', gone.teamId).execute();

    await withdrawDeletedTeamsRegistrations().up(db());

    expect(await statusOf(upcoming.id, gone.teamId)).toBe(4);
    expect(await statusOf(upcoming.id, alive.teamId)).toBe(2);
    expect(await statusOf(completed.id, gone.teamId)).toBe(2);
  });
});
