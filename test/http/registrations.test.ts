import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTeamInOngoingTournament } from '../../src/features/tournaments/tournament.repository.js';
import { hashPassword, verifyPassword } from '../../src/password.js';
import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';
import { newCurrency, newGame } from '../helpers/factories.js';
import { legacyScryptHash } from '../helpers/legacy-scrypt.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  UUID_RE,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword('open sesame');
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const db = () => t.database.db;
const tournament = (overrides: Partial<TournamentTable> = {}, tenantId = t.tenant.tenantId) =>
  newTournament(db(), tenantId, overrides);
const team = (gameId: string, members = 1, tenantId = t.tenant.tenantId) =>
  newTeam(db(), tenantId, gameId, members);

const register = (
  tournamentId: string,
  teamId: string,
  payload: object | undefined = {},
  query = '',
  tenant: TestTenant = t.tenant,
) =>
  call(t.app, tenant.apiKey, {
    method: 'POST',
    url: `/api/v1/tournaments/${tournamentId}/registrations/teams/${teamId}${query}`,
    payload,
  });
const withdraw = (
  tournamentId: string,
  teamId: string,
  externalUserId: string,
  tenant: TestTenant = t.tenant,
) =>
  call(t.app, tenant.apiKey, {
    method: 'DELETE',
    url: `/api/v1/tournaments/${tournamentId}/registrations/teams/${teamId}?externalUserId=${externalUserId}`,
  });
const decide = (
  tournamentId: string,
  registrationId: string,
  action: string,
  payload?: object,
  tenant: TestTenant = t.tenant,
) =>
  call(t.app, tenant.apiKey, {
    method: 'POST',
    url: `/api/v1/tournaments/${tournamentId}/registrations/${registrationId}/${action}`,
    payload,
  });
const listRegs = (tournamentId: string, query = '', tenant: TestTenant = t.tenant) =>
  call(t.app, tenant.apiKey, { url: `/api/v1/tournaments/${tournamentId}/registrations${query}` });

/** An upcoming, open tournament and a fitting team of two. */
async function scenario(overrides: Partial<TournamentTable> = {}) {
  const row = await tournament(overrides);
  return { row, team: await team(row.gameId, 2) };
}

describe('POST /tournaments/{tournamentId}/registrations/teams/{teamId}', () => {
  it('creates a pending registration, records registration.created and counts it as joined', async () => {
    const { row, team: tm } = await scenario();
    const result = expectOk(
      await register(
        row.id,
        tm.teamId,
        { applicationMessage: 'Let us in' },
        `?externalUserId=${tm.owner.externalId}`,
      ),
    );
    expect(result).toEqual({
      registrationId: expect.stringMatching(UUID_RE),
      tournamentId: row.id,
      tournamentName: row.name,
      participantId: tm.teamId,
      participantType: 1,
      participantName: tm.name,
      status: 1,
      entryFeePaid: 0,
      paymentStatus: 'NotRequired',
      checkedInAt: null,
      noShow: false,
      waitlistPosition: null,
      disqualified: false,
      disqualifiedAt: null,
    });
    const events = await db()
      .selectFrom('outbox_events')
      .selectAll()
      .where('tenantId', '=', t.tenant.tenantId)
      .where('event', '=', 'registration.created')
      .execute();
    expect(events.map((e) => JSON.parse(e.payload))).toContainEqual(result);
    const detail = expectOk(
      await call(t.app, t.tenant.apiKey, { url: `/api/v1/tournaments/${row.id}` }),
    );
    expect(detail.teamsJoinedCount).toBe(1);
    const items = expectOk(await listRegs(row.id)).items;
    expect(items).toEqual([
      {
        registrationId: result.registrationId,
        tournamentId: row.id,
        participantId: tm.teamId,
        participantType: 1,
        participantName: tm.name,
        status: 1,
        applicationMessage: 'Let us in',
        entryFeePaid: 0,
        paymentStatus: 'NotRequired',
        createdAt: expect.any(String),
        seed: null,
        checkedInAt: null,
        noShow: false,
        waitlistPosition: null,
        disqualified: false,
        disqualifiedAt: null,
      },
    ]);
  });

  it('accepts a call without a body', async () => {
    const { row, team: tm } = await scenario();
    const res = await call(t.app, t.tenant.apiKey, {
      method: 'POST',
      url: `/api/v1/tournaments/${row.id}/registrations/teams/${tm.teamId}`,
    });
    expect(expectOk(res).status).toBe(1);
  });

  it.each([
    ['INSTANT_REGISTRATION', { instantRegistrations: 1 }],
    ['TOURNAMENT_NOT_UPCOMING', { status: 2 }],
    ['TOURNAMENT_NOT_UPCOMING', { status: 3 }],
    ['TOURNAMENT_NOT_UPCOMING', { status: 4 }],
    ['REGISTRATION_CLOSED', { registrationDeadline: new Date(Date.now() - 1000).toISOString() }],
    ['TOURNAMENT_FULL', { enrollmentLimit: 0 }],
    ['TEAM_SIZE_OUT_OF_RANGE', { minTeamMembers: 3, maxTeamMembers: 5 }],
    ['TEAM_SIZE_OUT_OF_RANGE', { minTeamMembers: 1, maxTeamMembers: 1 }],
    ['INVALID_PASSWORD', { passwordHash: 'set below' }],
    ['PAYMENT_MISMATCH', { entryFee: 10 }],
  ])('refuses with %s', async (reason, overrides) => {
    const fixed = 'passwordHash' in overrides ? { ...overrides, passwordHash } : overrides;
    const { row, team: tm } = await scenario(fixed as Partial<TournamentTable>);
    expectRule(await register(row.id, tm.teamId), reason);
  });

  it('refuses a team of another game (GAME_MISMATCH)', async () => {
    const row = await tournament();
    const other = await team((await newGame(db())).gameId, 2);
    expectRule(await register(row.id, other.teamId), 'GAME_MISMATCH');
  });

  it('refuses once the pending and approved registrations fill the tournament', async () => {
    const { row, team: tm } = await scenario({ enrollmentLimit: 2 });
    await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), 1);
    await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), 2);
    await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), 3);
    expectRule(await register(row.id, tm.teamId), 'TOURNAMENT_FULL');
  });

  it('refuses a team already pending or approved, and re-submits a rejected or withdrawn one under the same id', async () => {
    for (const status of [1, 2]) {
      const { row, team: tm } = await scenario();
      await registerTeam(db(), t.tenant.tenantId, row.id, tm, status);
      expectRule(await register(row.id, tm.teamId), 'ALREADY_REGISTERED');
    }
    for (const status of [3, 4]) {
      const { row, team: tm } = await scenario();
      const id = await registerTeam(db(), t.tenant.tenantId, row.id, tm, status);
      const result = expectOk(await register(row.id, tm.teamId));
      expect(result).toMatchObject({ registrationId: id, status: 1 });
    }
  });

  it('checks the password against its hash: missing or wrong is refused, right is accepted', async () => {
    const { row, team: tm } = await scenario({ passwordHash });
    expectRule(await register(row.id, tm.teamId, {}), 'INVALID_PASSWORD');
    expectRule(await register(row.id, tm.teamId, { password: 'open sesame!' }), 'INVALID_PASSWORD');
    expect(expectOk(await register(row.id, tm.teamId, { password: 'open sesame' })).status).toBe(1);
  });

  it('upgrades a scrypt join password to Argon2id at the first right password, not at a wrong one', async () => {
    const legacy = await legacyScryptHash('open sesame');
    const { row, team: tm } = await scenario({ passwordHash: legacy });
    const storedHash = async () =>
      (
        await db()
          .selectFrom('tournaments')
          .select('passwordHash')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).passwordHash;
    expectRule(await register(row.id, tm.teamId, { password: 'open sesame!' }), 'INVALID_PASSWORD');
    expect(await storedHash()).toBe(legacy);

    expect(expectOk(await register(row.id, tm.teamId, { password: 'open sesame' })).status).toBe(1);
    const upgraded = (await storedHash())!;
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('open sesame', upgraded)).toBe(true);

    const another = await team(row.gameId, 2);
    expect(
      expectOk(await register(row.id, another.teamId, { password: 'open sesame' })).status,
    ).toBe(1);
    expectRule(
      await register(row.id, (await team(row.gameId, 2)).teamId, { password: 'open sesame!' }),
      'INVALID_PASSWORD',
    );
    expect(await storedHash()).toBe(upgraded);
  });

  it('requires a payment matching the entry fee and its currency, recorded as PendingPayment', async () => {
    const currency = await newCurrency(db());
    const other = await newCurrency(db());
    const { row, team: tm } = await scenario({
      entryFee: 25,
      entryFeeCurrencyId: currency.currencyId,
    });
    const payment = {
      transactionId: 'tx-1',
      amount: 25,
      currencyId: currency.currencyId,
      paymentMethod: 'card',
    };
    expectRule(await register(row.id, tm.teamId, {}), 'PAYMENT_MISMATCH');
    expectRule(
      await register(row.id, tm.teamId, { payment: { ...payment, amount: 20 } }),
      'PAYMENT_MISMATCH',
    );
    expectRule(
      await register(row.id, tm.teamId, { payment: { ...payment, currencyId: other.currencyId } }),
      'PAYMENT_MISMATCH',
    );
    const result = expectOk(await register(row.id, tm.teamId, { payment }));
    expect(result).toMatchObject({ status: 1, paymentStatus: 'PendingPayment', entryFeePaid: 0 });
    const stored = await db()
      .selectFrom('tournament_registrations')
      .selectAll()
      .where('id', '=', result.registrationId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      paymentTransactionId: 'tx-1',
      paymentAmount: 25,
      paymentCurrencyId: currency.currencyId,
      paymentMethod: 'card',
    });

    const confirmed = expectOk(await decide(row.id, result.registrationId, 'confirm-payment'));
    expect(confirmed).toMatchObject({ paymentStatus: 'Paid', entryFeePaid: 25 });
    expectRule(
      await decide(row.id, result.registrationId, 'confirm-payment'),
      'PAYMENT_NOT_PENDING',
    );
  });

  it("answers 404 for an unknown or draft tournament, an unknown team and another tenant's team or tournament", async () => {
    const { row, team: tm } = await scenario();
    const draft = await tournament({ status: 0, gameId: row.gameId });
    expectError(await register(MISSING, tm.teamId), 404);
    expectError(await register(draft.id, tm.teamId), 404);
    expectError(await register(row.id, MISSING), 404);
    const other = await t.newTenant();
    const theirTeam = await team(row.gameId, 2, other.tenantId);
    expectError(await register(row.id, theirTeam.teamId), 404);
    expectError(await register(row.id, tm.teamId, {}, '', other), 404);
  });

  it('lets only the team owner act when externalUserId is given', async () => {
    const { row, team: tm } = await scenario();
    expectError(
      await register(row.id, tm.teamId, {}, `?externalUserId=${tm.users[1]!.externalId}`),
      403,
    );
    expectError(await register(row.id, tm.teamId, {}, '?externalUserId=ghost'), 404);
    expect(
      expectOk(await register(row.id, tm.teamId, {}, `?externalUserId=${tm.owner.externalId}`))
        .status,
    ).toBe(1);
  });

  it.each([
    [{ applicationMessage: 'x'.repeat(1001) }, 'applicationMessage'],
    [
      { payment: { transactionId: 'tx', amount: 1, currencyId: 'eur', paymentMethod: 'card' } },
      'payment.currencyId',
    ],
    [{ payment: { amount: 1 } }, 'payment.transactionId'],
    [{ team: 'x' }, 'team'],
  ])('validates the body: %o', async (payload, field) => {
    const { row, team: tm } = await scenario();
    expectFieldError(await register(row.id, tm.teamId, payload), field);
  });

  it('never lets concurrent registrations exceed the enrollment limit', async () => {
    const row = await tournament({ enrollmentLimit: 2 });
    const teams = await Promise.all([1, 2, 3, 4, 5].map(() => team(row.gameId)));
    const results = await Promise.all(teams.map((tm) => register(row.id, tm.teamId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const res of results.filter((r) => r.statusCode !== 200))
      expectRule(res, 'TOURNAMENT_FULL');
  });
});

describe('DELETE /tournaments/{tournamentId}/registrations/teams/{teamId}', () => {
  it('withdraws while upcoming; the team may register again', async () => {
    const { row, team: tm } = await scenario();
    const { registrationId } = expectOk(await register(row.id, tm.teamId));
    const res = await withdraw(row.id, tm.teamId, tm.owner.externalId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('data');
    expect(expectOk(await listRegs(row.id)).items[0]).toMatchObject({ registrationId, status: 4 });
    expectError(await withdraw(row.id, tm.teamId, tm.owner.externalId), 409);
    expect(expectOk(await register(row.id, tm.teamId))).toMatchObject({
      registrationId,
      status: 1,
    });
  });

  it('refuses anyone but the owner, unknown registrations, other tenants and started tournaments', async () => {
    const { row, team: tm } = await scenario();
    expectError(await withdraw(row.id, tm.teamId, tm.owner.externalId), 404);
    await registerTeam(db(), t.tenant.tenantId, row.id, tm, 2);
    expectError(await withdraw(row.id, tm.teamId, tm.users[1]!.externalId), 403);
    expectError(await withdraw(row.id, tm.teamId, tm.owner.externalId, await t.newTenant()), 404);
    const ongoing = await tournament({ status: 2, gameId: row.gameId });
    await registerTeam(db(), t.tenant.tenantId, ongoing.id, tm, 2);
    expectRule(
      await withdraw(ongoing.id, tm.teamId, tm.owner.externalId),
      'TOURNAMENT_NOT_UPCOMING',
    );
    expectFieldError(
      await call(t.app, t.tenant.apiKey, {
        method: 'DELETE',
        url: `/api/v1/tournaments/${row.id}/registrations/teams/${tm.teamId}`,
      }),
      'externalUserId',
    );
  });
});

describe('organiser: registrations', () => {
  it('approves a pending registration with a seed and records registration.updated', async () => {
    const { row, team: tm } = await scenario();
    const id = await registerTeam(db(), t.tenant.tenantId, row.id, tm, 1);
    const approved = expectOk(await decide(row.id, id, 'approve', { seed: 3 }));
    expect(approved).toMatchObject({ registrationId: id, status: 2, seed: 3 });
    const event = await db()
      .selectFrom('outbox_events')
      .selectAll()
      .where('event', '=', 'registration.updated')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toMatchObject({
      registrationId: id,
      status: 2,
      tournamentName: row.name,
    });
    expectRule(await decide(row.id, id, 'approve'), 'INVALID_TRANSITION');
    expectRule(await decide(row.id, id, 'reject'), 'INVALID_TRANSITION');
  });

  it('approves without a body and rejects a pending registration', async () => {
    const { row } = await scenario();
    const a = await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), 1);
    const b = await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), 1);
    expect(expectOk(await decide(row.id, a, 'approve'))).toMatchObject({ status: 2, seed: null });
    expect(expectOk(await decide(row.id, b, 'reject'))).toMatchObject({ status: 3 });
    expectRule(await decide(row.id, b, 'approve'), 'INVALID_TRANSITION');
  });

  it('refuses to approve beyond the enrollment limit (TOURNAMENT_FULL) and a seed already given (SEED_TAKEN)', async () => {
    const { row } = await scenario({ enrollmentLimit: 1 });
    await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), 2);
    const pending = await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), 1);
    expectRule(await decide(row.id, pending, 'approve'), 'TOURNAMENT_FULL');

    const other = await tournament();
    const first = await registerTeam(
      db(),
      t.tenant.tenantId,
      other.id,
      await team(other.gameId),
      1,
    );
    const second = await registerTeam(
      db(),
      t.tenant.tenantId,
      other.id,
      await team(other.gameId),
      1,
    );
    expectOk(await decide(other.id, first, 'approve', { seed: 1 }));
    expectRule(await decide(other.id, second, 'approve', { seed: 1 }), 'SEED_TAKEN');
    expectFieldError(await decide(other.id, second, 'approve', { seed: 0 }), 'seed');
  });

  it('refuses decisions on completed or cancelled tournaments (TOURNAMENT_LOCKED)', async () => {
    const { row } = await scenario({ status: 3 });
    const id = await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), 1);
    expectRule(await decide(row.id, id, 'approve'), 'TOURNAMENT_LOCKED');
  });

  it('lists registrations (drafts included) with a status filter and pagination', async () => {
    const row = await tournament({ status: 0 });
    for (const status of [1, 2, 1, 3])
      await registerTeam(db(), t.tenant.tenantId, row.id, await team(row.gameId), status);
    const all = expectOk(await listRegs(row.id, '?pageSize=3'));
    expect(all).toMatchObject({ totalCount: 4, pageNumber: 1, pageSize: 3, totalPages: 2 });
    expect(all.items).toHaveLength(3);
    const pending = expectOk(await listRegs(row.id, '?status=1'));
    expect(pending.totalCount).toBe(2);
    expect(pending.items.every((i: { status: number }) => i.status === 1)).toBe(true);
    expectFieldError(await listRegs(row.id, '?status=9'), 'status');
  });

  it("answers 404 for another tenant's tournament or registration and an unknown registration", async () => {
    const { row, team: tm } = await scenario();
    const id = await registerTeam(db(), t.tenant.tenantId, row.id, tm, 1);
    const other = await t.newTenant();
    const theirs = await tournament({}, other.tenantId);
    const theirReg = await registerTeam(
      db(),
      other.tenantId,
      theirs.id,
      await team(theirs.gameId, 1, other.tenantId),
      1,
    );
    for (const action of ['approve', 'reject', 'confirm-payment']) {
      expectError(await decide(row.id, id, action, undefined, other), 404);
      expectError(await decide(row.id, theirReg, action), 404);
      expectError(await decide(theirs.id, theirReg, action), 404);
      expectError(await decide(row.id, MISSING, action), 404);
    }
    expectError(await listRegs(theirs.id), 404);
  });
});

describe('isTeamInOngoingTournament', () => {
  it('is true only for an approved registration in an ongoing tournament of the tenant', async () => {
    const game = (await newGame(db())).gameId;
    const tm = await team(game);
    const tenantId = t.tenant.tenantId;
    expect(await isTeamInOngoingTournament(db(), tenantId, tm.teamId)).toBe(false);
    await registerTeam(db(), tenantId, (await tournament({ gameId: game, status: 2 })).id, tm, 1);
    await registerTeam(db(), tenantId, (await tournament({ gameId: game, status: 1 })).id, tm, 2);
    expect(await isTeamInOngoingTournament(db(), tenantId, tm.teamId)).toBe(false);
    await registerTeam(db(), tenantId, (await tournament({ gameId: game, status: 2 })).id, tm, 2);
    expect(await isTeamInOngoingTournament(db(), tenantId, tm.teamId)).toBe(true);
    expect(await isTeamInOngoingTournament(db(), (await t.newTenant()).tenantId, tm.teamId)).toBe(
      false,
    );
  });
});
