import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';
import { newUser } from '../helpers/factories.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  ISO_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { teamRegistrationCalls } from '../helpers/team-registration-calls.js';
import { registerTeam } from '../helpers/tournament-factories.js';
import { outboxPayloads } from '../helpers/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const calls = teamRegistrationCalls(() => t);
const { db, api, team } = calls;
type Team = Awaited<ReturnType<typeof team>>;

/** Starts in 30 minutes with a 60-minute check-in window: check-in is open now. */
const tournament = (overrides: Partial<TournamentTable> = {}) =>
  calls.tournament({
    startTime: new Date(Date.now() + 30 * MINUTE).toISOString(),
    checkInWindowMinutes: 60,
    ...overrides,
  });

const checkIn = (
  tournamentId: string,
  tm: Team,
  externalUserId = tm.owner.externalId,
  key = t.tenant.apiKey,
) =>
  call(t.app, key, {
    method: 'POST',
    url: `/api/v1/tournaments/${tournamentId}/registrations/teams/${tm.teamId}/check-in?externalUserId=${externalUserId}`,
  });
const organiserCheck = (
  tournamentId: string,
  registrationId: string,
  action: 'check-in' | 'check-out',
) =>
  api({
    method: 'POST',
    url: `/api/v1/tournaments/${tournamentId}/registrations/${registrationId}/${action}`,
  });
const registrations = async (tournamentId: string) =>
  expectOk(await api({ url: `/api/v1/tournaments/${tournamentId}/registrations?pageSize=100` }))
    .items as {
    registrationId: string;
    participantId: string;
    checkedInAt: string | null;
    noShow: boolean;
  }[];
const events = (name: string) => outboxPayloads(t, name);

/** A tournament and an approved team of two. */
async function approvedTeam(overrides: Partial<TournamentTable> = {}) {
  const cup = await tournament(overrides);
  const tm = await team(cup.gameId);
  const registrationId = await registerTeam(db(), t.tenant.tenantId, cup.id, tm);
  return { cup, tm, registrationId };
}

describe('POST /tournaments/{tournamentId}/registrations/teams/{teamId}/check-in', () => {
  it('lets any member check the team in inside the window, with registration.checked_in', async () => {
    const { cup, tm, registrationId } = await approvedTeam();
    const member = tm.users[1]!;
    const result = expectOk(await checkIn(cup.id, tm, member.externalId));
    expect(result).toMatchObject({
      registrationId,
      status: 2,
      noShow: false,
      waitlistPosition: null,
    });
    expect(result.checkedInAt).toMatch(ISO_RE);
    expect(await events('registration.checked_in')).toContainEqual(result);
    // Again: unchanged, no second event.
    expect(expectOk(await checkIn(cup.id, tm)).checkedInAt).toBe(result.checkedInAt);
    const sent = (await events('registration.checked_in')).filter(
      (e) => e.registrationId === registrationId,
    );
    expect(sent).toHaveLength(1);
    const [item] = await registrations(cup.id);
    expect(item).toMatchObject({ checkedInAt: result.checkedInAt, noShow: false });
  });

  it('shows the window on the tournament detail', async () => {
    const { cup } = await approvedTeam();
    const detail = expectOk(await api({ url: `/api/v1/tournaments/${cup.id}` }));
    expect(detail.checkInWindowMinutes).toBe(60);
    const list = expectOk(await api({ url: '/api/v1/tournaments?pageSize=100' }));
    expect(list.items[0]).not.toHaveProperty('checkInWindowMinutes');
  });

  it('refuses anyone outside the team with 403 NOT_TEAM_MEMBER, and unknown users, teams, registrations with 404', async () => {
    const { cup, tm } = await approvedTeam();
    const stranger = await newUser(db(), t.tenant.tenantId, { gameIds: [cup.gameId] });
    const body = expectError(await checkIn(cup.id, tm, stranger.externalId), 403);
    expect(body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_TEAM_MEMBER' });
    expectError(await checkIn(cup.id, tm, 'nobody-at-all'), 404);
    const unregistered = await team(cup.gameId);
    expectError(await checkIn(cup.id, unregistered), 404);
    const other = await t.newTenant();
    expectError(await checkIn(cup.id, tm, tm.owner.externalId, other.apiKey), 404);
    expectFieldError(
      await api({
        method: 'POST',
        url: `/api/v1/tournaments/${cup.id}/registrations/teams/${tm.teamId}/check-in`,
      }),
      'externalUserId',
    );
  });

  it('refuses with CHECK_IN_DISABLED, REGISTRATION_NOT_APPROVED, CHECK_IN_NOT_OPEN and CHECK_IN_CLOSED', async () => {
    const off = await approvedTeam({ checkInWindowMinutes: null });
    expectRule(await checkIn(off.cup.id, off.tm), 'CHECK_IN_DISABLED');

    const cup = await tournament();
    const pending = await team(cup.gameId);
    await registerTeam(db(), t.tenant.tenantId, cup.id, pending, 1);
    expectRule(await checkIn(cup.id, pending), 'REGISTRATION_NOT_APPROVED');

    const early = await approvedTeam({
      startTime: new Date(Date.now() + 3 * 60 * MINUTE).toISOString(),
    });
    const body = expectRule(await checkIn(early.cup.id, early.tm), 'CHECK_IN_NOT_OPEN');
    expect(body.error.details.checkInOpensAt).toMatch(ISO_RE);

    const started = await approvedTeam({ startTime: new Date(Date.now() - MINUTE).toISOString() });
    expectRule(await checkIn(started.cup.id, started.tm), 'CHECK_IN_CLOSED');
    const ongoing = await approvedTeam({ status: 2 });
    expectRule(await checkIn(ongoing.cup.id, ongoing.tm), 'CHECK_IN_CLOSED');
  });
});

describe('organiser check-in and check-out', () => {
  it('checks in outside the window and checks out, with events', async () => {
    const { cup, registrationId } = await approvedTeam({
      startTime: new Date(Date.now() + 3 * 60 * MINUTE).toISOString(),
    });
    const checkedIn = expectOk(await organiserCheck(cup.id, registrationId, 'check-in'));
    expect(checkedIn.checkedInAt).toMatch(ISO_RE);
    const out = expectOk(await organiserCheck(cup.id, registrationId, 'check-out'));
    expect(out.checkedInAt).toBeNull();
    const updates = (await events('registration.updated')).filter(
      (e) => e.registrationId === registrationId,
    );
    expect(updates.at(-1)).toMatchObject({ checkedInAt: null });
    // Checking out again changes nothing.
    expect(
      expectOk(await organiserCheck(cup.id, registrationId, 'check-out')).checkedInAt,
    ).toBeNull();
  });

  it('refuses CHECK_IN_DISABLED, REGISTRATION_NOT_APPROVED, TOURNAMENT_LOCKED, and 404s other tenants', async () => {
    const off = await approvedTeam({ checkInWindowMinutes: null });
    expectRule(
      await organiserCheck(off.cup.id, off.registrationId, 'check-in'),
      'CHECK_IN_DISABLED',
    );
    const cup = await tournament();
    const pendingId = await registerTeam(
      db(),
      t.tenant.tenantId,
      cup.id,
      await team(cup.gameId),
      1,
    );
    expectRule(await organiserCheck(cup.id, pendingId, 'check-in'), 'REGISTRATION_NOT_APPROVED');
    const done = await approvedTeam({ status: 3 });
    expectRule(
      await organiserCheck(done.cup.id, done.registrationId, 'check-in'),
      'TOURNAMENT_LOCKED',
    );
    const other = await t.newTenant();
    const res = await call(t.app, other.apiKey, {
      method: 'POST',
      url: `/api/v1/tournaments/${cup.id}/registrations/${pendingId}/check-in`,
    });
    expectError(res, 404);
  });

  it('sets and clears the window through the organiser API, validating it', async () => {
    const cup = await calls.tournament();
    const put = (payload: object) =>
      api({ method: 'PUT', url: `/api/v1/tournaments/${cup.id}`, payload });
    expect(expectOk(await put({ checkInWindowMinutes: 45 })).checkInWindowMinutes).toBe(45);
    expect(expectOk(await put({ checkInWindowMinutes: null })).checkInWindowMinutes).toBeNull();
    expectFieldError(await put({ checkInWindowMinutes: 0 }), 'checkInWindowMinutes');
    expectFieldError(await put({ checkInWindowMinutes: 1.5 }), 'checkInWindowMinutes');
  });
});

describe('generating a round with check-in on', () => {
  async function cupOfFour(overrides: Partial<TournamentTable> = {}) {
    const cup = await tournament(overrides);
    const teams = [];
    for (let i = 0; i < 4; i++) {
      const tm = await team(cup.gameId);
      teams.push({ tm, registrationId: await registerTeam(db(), t.tenant.tenantId, cup.id, tm) });
    }
    const round = expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/tournaments/${cup.id}/rounds`,
        payload: {
          roundName: 'Main',
          roundType: 1,
          startDate: new Date(Date.now() + 30 * MINUTE).toISOString(),
          endDate: new Date(Date.now() + 300 * MINUTE).toISOString(),
        },
      }),
      201,
    );
    return { cup, teams, round };
  }
  const seeded = async (roundId: string) =>
    (
      await db()
        .selectFrom('matches')
        .select(['participant1Id', 'participant2Id'])
        .where('roundId', '=', roundId)
        .execute()
    )
      .flatMap((m) => [m.participant1Id, m.participant2Id])
      .filter((id): id is string => id !== null);

  it('seeds only the checked-in and marks the rest no-shows, with events', async () => {
    const { cup, teams, round } = await cupOfFour();
    for (const { tm } of teams.slice(0, 3)) expectOk(await checkIn(cup.id, tm));
    expectOk(
      await api({ method: 'POST', url: `/api/v1/rounds/${round.id}/generate`, payload: {} }),
    );
    const ids = await seeded(round.id);
    expect(new Set(ids)).toEqual(new Set(teams.slice(0, 3).map((x) => x.tm.teamId)));
    const items = await registrations(cup.id);
    const noShows = items.filter((r) => r.noShow).map((r) => r.participantId);
    expect(noShows).toEqual([teams[3]!.tm.teamId]);
    const marked = (await events('registration.updated')).filter(
      (e) => e.registrationId === teams[3]!.registrationId,
    );
    expect(marked).toEqual([expect.objectContaining({ noShow: true, checkedInAt: null })]);
  });

  it('refuses with NOT_ENOUGH_PARTICIPANTS when fewer than two checked in', async () => {
    const { cup, teams, round } = await cupOfFour();
    expectOk(await checkIn(cup.id, teams[0]!.tm));
    expectRule(
      await api({ method: 'POST', url: `/api/v1/rounds/${round.id}/generate`, payload: {} }),
      'NOT_ENOUGH_PARTICIPANTS',
    );
    // Nothing was half-written: no one is marked.
    expect((await registrations(cup.id)).filter((r) => r.noShow)).toEqual([]);
  });

  it('seeds every approved participant without check-in', async () => {
    const { round } = await cupOfFour({ checkInWindowMinutes: null });
    expectOk(
      await api({ method: 'POST', url: `/api/v1/rounds/${round.id}/generate`, payload: {} }),
    );
    expect(await seeded(round.id)).toHaveLength(4);
  });
});
