import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';
import {
  buildTestApp,
  call,
  expectError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { teamRegistrationCalls } from '../helpers/team-registration-calls.js';
import { outboxPayloads } from '../helpers/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const calls = teamRegistrationCalls(() => t);
const { db, api, team, register, withdraw } = calls;

/** A tournament of two places with the waitlist on, unless overridden. */
const tournament = (overrides: Partial<TournamentTable> = {}) =>
  calls.tournament({ enrollmentLimit: 2, waitlistEnabled: 1, ...overrides });

const listRegs = (tournamentId: string, query = '') =>
  api({ url: `/api/v1/tournaments/${tournamentId}/registrations${query}` });

const eventsOf = async (name: string, registrationId: string) =>
  (await outboxPayloads(t, name)).filter((p) => p.registrationId === registrationId);

/** A full tournament (two pending teams) and `waiting` teams on its waitlist, in order. */
async function fullWithWaitlist(waiting: number) {
  const cup = await tournament();
  const [a, b] = [await team(cup.gameId), await team(cup.gameId)];
  const holders = [expectOk(await register(cup.id, a)), expectOk(await register(cup.id, b))];
  const queue = [];
  for (let i = 0; i < waiting; i++) {
    const tm = await team(cup.gameId);
    queue.push({ team: tm, reg: expectOk(await register(cup.id, tm)) });
  }
  return { cup, holders: [a, b], holderRegs: holders, queue };
}

describe('waitlist', () => {
  it('puts a registration for a full tournament on the waitlist, in order, with registration.waitlisted', async () => {
    const { cup, queue } = await fullWithWaitlist(2);
    expect(queue.map((q) => [q.reg.status, q.reg.waitlistPosition])).toEqual([
      [5, 1],
      [5, 2],
    ]);
    expect(queue[0]!.reg).toMatchObject({ checkedInAt: null, noShow: false });
    expect(await eventsOf('registration.waitlisted', queue[0]!.reg.registrationId)).toEqual([
      queue[0]!.reg,
    ]);
    expect(await eventsOf('registration.created', queue[0]!.reg.registrationId)).toEqual([]);
    // The waitlist does not count as joined.
    const detail = expectOk(await api({ url: `/api/v1/tournaments/${cup.id}` }));
    expect(detail).toMatchObject({ teamsJoinedCount: 2, waitlistEnabled: true });
    const waiting = expectOk(await listRegs(cup.id, '?status=5')).items;
    expect(waiting.map((r: { waitlistPosition: number }) => r.waitlistPosition)).toEqual([1, 2]);
  });

  it('tells a viewer they can still join a full tournament with a waitlist', async () => {
    const { cup } = await fullWithWaitlist(0);
    const viewer = await team(cup.gameId);
    const detail = expectOk(
      await api({ url: `/api/v1/tournaments/${cup.id}?externalUserId=${viewer.owner.externalId}` }),
    );
    expect(detail).toMatchObject({
      registrationOpen: false,
      canJoin: true,
      cannotJoinReason: null,
    });
    await api({
      method: 'PUT',
      url: `/api/v1/tournaments/${cup.id}`,
      payload: { waitlistEnabled: false },
    });
    const closed = expectOk(
      await api({ url: `/api/v1/tournaments/${cup.id}?externalUserId=${viewer.owner.externalId}` }),
    );
    expect(closed).toMatchObject({ canJoin: false, cannotJoinReason: 'The tournament is full' });
  });

  it('keeps the contract: without the opt-in a full tournament refuses with TOURNAMENT_FULL', async () => {
    const cup = await tournament({ waitlistEnabled: 0 });
    expectOk(await register(cup.id, await team(cup.gameId)));
    expectOk(await register(cup.id, await team(cup.gameId)));
    expectRule(await register(cup.id, await team(cup.gameId)), 'TOURNAMENT_FULL');
  });

  it('refuses a waitlisted team registering again (ALREADY_REGISTERED), as its reads say', async () => {
    const { cup, queue } = await fullWithWaitlist(1);
    expectRule(await register(cup.id, queue[0]!.team), 'ALREADY_REGISTERED');
    const detail = expectOk(
      await api({
        url: `/api/v1/tournaments/${cup.id}?externalUserId=${queue[0]!.team.owner.externalId}`,
      }),
    );
    expect(detail).toMatchObject({ hasJoined: true, canJoin: false });
  });

  it('promotes the first on the waitlist to pending when a holder withdraws, in the same transaction', async () => {
    const { cup, holders, queue } = await fullWithWaitlist(2);
    expectOk(await withdraw(cup.id, holders[0]!));
    const items = expectOk(await listRegs(cup.id)).items;
    const byId = new Map(items.map((r: { registrationId: string }) => [r.registrationId, r]));
    expect(byId.get(queue[0]!.reg.registrationId)).toMatchObject({
      status: 1,
      waitlistPosition: null,
    });
    expect(byId.get(queue[1]!.reg.registrationId)).toMatchObject({
      status: 5,
      waitlistPosition: 1,
    });
    const [promoted] = await eventsOf('registration.updated', queue[0]!.reg.registrationId);
    expect(promoted).toMatchObject({ status: 1, waitlistPosition: null });
    const detail = expectOk(await api({ url: `/api/v1/tournaments/${cup.id}` }));
    expect(detail.teamsJoinedCount).toBe(2);
  });

  it('promotes when the organiser rejects a pending registration, and when the limit is raised', async () => {
    const { cup, holderRegs, queue } = await fullWithWaitlist(3);
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/tournaments/${cup.id}/registrations/${holderRegs[0].registrationId}/reject`,
      }),
    );
    expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/tournaments/${cup.id}`,
        payload: { enrollmentLimit: 4 },
      }),
    );
    const statuses = await db()
      .selectFrom('tournament_registrations')
      .select(['id', 'status'])
      .where('tournamentId', '=', cup.id)
      .execute();
    const status = new Map(statuses.map((r) => [r.id, r.status]));
    expect(queue.map((q) => status.get(q.reg.registrationId))).toEqual([1, 1, 1]);
  });

  it('lets a waitlisted team withdraw, moving the others up, and the organiser reject from the waitlist', async () => {
    const { cup, queue } = await fullWithWaitlist(3);
    expectOk(await withdraw(cup.id, queue[0]!.team));
    const rejected = expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/tournaments/${cup.id}/registrations/${queue[1]!.reg.registrationId}/reject`,
      }),
    );
    expect(rejected).toMatchObject({ status: 3, waitlistPosition: null });
    const waiting = expectOk(await listRegs(cup.id, '?status=5')).items;
    expect(waiting).toEqual([
      expect.objectContaining({
        registrationId: queue[2]!.reg.registrationId,
        waitlistPosition: 1,
      }),
    ]);
    // Nobody was promoted: the two places are still held.
    expect(expectOk(await listRegs(cup.id, '?status=1')).items).toHaveLength(2);
  });

  it('refuses to approve a waitlisted registration (INVALID_TRANSITION)', async () => {
    const { cup, queue } = await fullWithWaitlist(1);
    expectRule(
      await api({
        method: 'POST',
        url: `/api/v1/tournaments/${cup.id}/registrations/${queue[0]!.reg.registrationId}/approve`,
        payload: {},
      }),
      'INVALID_TRANSITION',
    );
  });

  it('re-submits a withdrawn registration onto the waitlist when the tournament is full', async () => {
    const { cup, holders, queue } = await fullWithWaitlist(1);
    expectOk(await withdraw(cup.id, holders[0]!));
    const again = expectOk(await register(cup.id, holders[0]!));
    expect(again).toMatchObject({ status: 5, waitlistPosition: 1 });
    expect(queue[0]!.reg.registrationId).not.toBe(again.registrationId);
  });

  it("withdraws a deleted team's waitlisted registration", async () => {
    const { cup, queue } = await fullWithWaitlist(1);
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'DELETE',
        url: `/api/v1/teams/${queue[0]!.team.teamId}?externalUserId=${queue[0]!.team.owner.externalId}`,
      }),
    );
    expect(expectOk(await listRegs(cup.id, '?status=5')).items).toEqual([]);
  });

  it('turns the waitlist on and off through the organiser API and shows it on the detail', async () => {
    const cup = await tournament({ waitlistEnabled: 0 });
    const updated = expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/tournaments/${cup.id}`,
        payload: { waitlistEnabled: true },
      }),
    );
    expect(updated.waitlistEnabled).toBe(true);
    const res = await api({
      method: 'PUT',
      url: `/api/v1/tournaments/${cup.id}`,
      payload: { waitlistEnabled: 'yes' },
    });
    expectError(res, 400);
  });
});
