import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCurrency, newGame } from '../helpers/factories.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';

let t: TestApp;
let gameId: string;
let currencyId: string;
let otherCurrencyId: string;
beforeAll(async () => {
  t = await buildTestApp();
  gameId = (await newGame(t.database.db)).gameId;
  currencyId = (await newCurrency(t.database.db)).currencyId;
  otherCurrencyId = (await newCurrency(t.database.db)).currencyId;
});
afterAll(() => t.close());

type FieldProblem = { field: string; message: string };

const api = (opts: Parameters<typeof call>[2]) => call(t.app, t.tenant.apiKey, opts);
const MISSING = '00000000-0000-4000-8000-000000000000';

const validBody = (overrides: Record<string, unknown> = {}) => ({
  tournamentName: 'Spring Cup',
  gameId,
  enrollmentLimit: 16,
  maxTeamMembers: 5,
  minTeamMembers: 2,
  startTime: '2031-05-10T12:00:00Z',
  endTime: '2031-05-12T12:00:00Z',
  registrationDeadline: '2031-05-09T12:00:00Z',
  matchType: 1,
  teamType: '5v5',
  color: '#1A2b3C',
  entryFeeCurrencyId: currencyId,
  prizePoolCurrencyId: currencyId,
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) =>
  expectOk(
    await api({ method: 'POST', url: '/api/v1/tournaments', payload: validBody(overrides) }),
    201,
  );

const setStatus = (id: string, status: number, key?: string) =>
  call(t.app, key ?? t.tenant.apiKey, {
    method: 'POST',
    url: `/api/v1/tournaments/${id}/status`,
    payload: { status },
  });

const eventsOf = (tenantId: string) =>
  t.database.db
    .selectFrom('outbox_events')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .orderBy('createdAt')
    .execute();

describe('POST /tournaments', () => {
  it('creates a draft with defaults and answers 201 with the detail', async () => {
    const detail = await create();
    expect(detail).toMatchObject({
      tournamentName: 'Spring Cup',
      status: 0,
      description: '',
      isOnline: true,
      prizePool: 0,
      entryFee: 0,
      isPasswordProtected: false,
      instantRegistrations: false,
      organiserId: t.tenant.tenantId,
      organiserImage: null,
      teamsJoinedCount: 0,
      registrationOpen: false,
      startTime: '2031-05-10T12:00:00.000Z',
    });
    const tenant = await t.database.db
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', t.tenant.tenantId)
      .executeTakeFirstOrThrow();
    expect(detail.organiserName).toBe(tenant.name);
    expect(JSON.parse(detail.rules)).toEqual({});
    expect(JSON.parse(detail.pointsSystem)).toEqual({
      pointsPerFinish: 0,
      pointsPerKnock: 0,
      placementPoints: {},
    });
    expect(JSON.parse(detail.prizeDistribution)).toEqual({ positions: [], special: [] });
  });

  it('round-trips the embedded JSON objects, watch URLs and the other writable fields', async () => {
    const rules = {
      maxPing: 80,
      allowSubs: true,
      notes: 'no cheats',
      nested: { maps: ['Dust', 'Mirage'] },
    };
    const pointsSystem = {
      pointsPerFinish: 1.5,
      pointsPerKnock: 0.5,
      placementPoints: { '1': 12, '2': 9, '10': 1 },
    };
    const prizeDistribution = {
      positions: [
        { prize: '1st', amount: 500 },
        { prize: '2nd', amount: 250.5 },
      ],
      special: [{ mvp: 50 }],
    };
    const watchUrls = ['https://twitch.tv/cup', 'https://youtube.com/cup'];
    const detail = await create({
      rules,
      pointsSystem,
      prizeDistribution,
      watchUrls,
      description: 'About',
      isOnline: false,
      tournamentFormat: 'Bo3 groups',
      prizePool: 750.5,
      entryFee: 5,
      prizePoolCurrencyId: otherCurrencyId,
      bracketData: '{"seeded":true}',
      joinLink: 'https://discord.gg/cup',
      image: 'https://cdn.example.com/i.png',
      coverImage: 'https://cdn.example.com/c.png',
      isTrending: true,
      isFeatured: true,
      instantRegistrations: true,
      organiserName: 'Cup Org',
      organiserImage: 'https://cdn.example.com/o.png',
      matchType: 2,
    });
    expect(JSON.parse(detail.rules)).toEqual(rules);
    expect(JSON.parse(detail.pointsSystem)).toEqual(pointsSystem);
    expect(JSON.parse(detail.prizeDistribution)).toEqual(prizeDistribution);
    expect(JSON.parse(detail.watchUrls)).toEqual(watchUrls);
    expect(detail).toMatchObject({
      description: 'About',
      isOnline: false,
      tournamentFormat: 'Bo3 groups',
      prizePool: 750.5,
      entryFee: 5,
      bracketData: '{"seeded":true}',
      joinLink: 'https://discord.gg/cup',
      image: 'https://cdn.example.com/i.png',
      coverImage: 'https://cdn.example.com/c.png',
      isTrending: true,
      isFeatured: true,
      instantRegistrations: true,
      organiserName: 'Cup Org',
      organiserImage: 'https://cdn.example.com/o.png',
      matchType: 2,
      entryFeeCurrencyId: currencyId,
      prizePoolCurrencyId: otherCurrencyId,
    });
  });

  it('stores the password only as a salted Argon2id hash at the OWASP parameters', async () => {
    const a = await create({ password: 'let-me-in' });
    const b = await create({ password: 'let-me-in' });
    expect(a.isPasswordProtected).toBe(true);
    expect(JSON.stringify(a)).not.toContain('let-me-in');
    const rows = await t.database.db
      .selectFrom('tournaments')
      .select('passwordHash')
      .where('id', 'in', [a.tournamentId, b.tournamentId])
      .execute();
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.passwordHash).not.toContain('let-me-in');
    }
    expect(rows[0]!.passwordHash).not.toBe(rows[1]!.passwordHash);
  });

  it.each([
    ['a missing required field', { tournamentName: undefined }, 'tournamentName'],
    ['a colour that is not hex', { color: 'red' }, 'color'],
    ['a short hex colour', { color: '#abc' }, 'color'],
    ['an unknown matchType', { matchType: 3 }, 'matchType'],
    ['an enrollmentLimit below 1', { enrollmentLimit: 0 }, 'enrollmentLimit'],
    ['a negative entry fee', { entryFee: -1 }, 'entryFee'],
    ['a malformed date', { startTime: 'tomorrow' }, 'startTime'],
    [
      'minTeamMembers above maxTeamMembers',
      { minTeamMembers: 6, maxTeamMembers: 5 },
      'minTeamMembers',
    ],
    [
      'a deadline after the start',
      { registrationDeadline: '2031-05-11T00:00:00Z' },
      'registrationDeadline',
    ],
    ['an end before the start', { endTime: '2031-05-10T11:59:59Z' }, 'endTime'],
    ['an unknown game', { gameId: MISSING }, 'gameId'],
    ['an unknown entry fee currency', { entryFeeCurrencyId: MISSING }, 'entryFeeCurrencyId'],
    ['an unknown prize pool currency', { prizePoolCurrencyId: MISSING }, 'prizePoolCurrencyId'],
    [
      'a placement key that is not a positive integer',
      { pointsSystem: { pointsPerFinish: 1, pointsPerKnock: 1, placementPoints: { '0': 5 } } },
      'pointsSystem.placementPoints.0',
    ],
    [
      'placement points that are not numbers',
      { pointsSystem: { pointsPerFinish: 1, pointsPerKnock: 1, placementPoints: { '1': 'ten' } } },
      'pointsSystem.placementPoints.1',
    ],
    [
      'a points system without pointsPerKnock',
      { pointsSystem: { pointsPerFinish: 1, placementPoints: {} } },
      'pointsSystem.pointsPerKnock',
    ],
    [
      'a prize amount that is not a number',
      { prizeDistribution: { positions: [{ prize: '1st', amount: '5' }], special: [] } },
      'prizeDistribution.positions.0.amount',
    ],
    [
      'a prize distribution without special',
      { prizeDistribution: { positions: [] } },
      'prizeDistribution.special',
    ],
    ['rules that are not an object', { rules: 'no cheats' }, 'rules'],
    ['a watch URL that is not http(s)', { watchUrls: ['javascript:alert(1)'] }, 'watchUrls.0'],
    ['an unknown field', { winnerTeamId: MISSING }, 'winnerTeamId'],
  ])('refuses %s with a 400 naming the field', async (_label, overrides, field) => {
    expectFieldError(
      await api({ method: 'POST', url: '/api/v1/tournaments', payload: validBody(overrides) }),
      field,
    );
  });

  it('names every broken rule between fields at once, with the unknown references', async () => {
    const res = await api({
      method: 'POST',
      url: '/api/v1/tournaments',
      payload: validBody({
        gameId: MISSING,
        prizePoolCurrencyId: MISSING,
        minTeamMembers: 6,
        maxTeamMembers: 5,
        registrationDeadline: '2031-05-11T12:00:00Z',
        startTime: '2031-05-10T12:00:00Z',
        endTime: '2031-05-09T12:00:00Z',
      }),
    });
    const body = expectError(res, 400);
    expect(Object.fromEntries(body.errors.map((e: FieldProblem) => [e.field, e.message]))).toEqual({
      gameId: 'does not name a game',
      prizePoolCurrencyId: 'does not name a currency',
      minTeamMembers: 'must not exceed maxTeamMembers',
      registrationDeadline: 'must not be after startTime',
      endTime: 'must not be before startTime',
    });
  });

  it('names every broken rule of an update at once', async () => {
    const { tournamentId: id } = await create();
    const res = await api({
      method: 'PUT',
      url: `/api/v1/tournaments/${id}`,
      payload: { minTeamMembers: 9, endTime: '2031-05-01T00:00:00Z' },
    });
    expect(
      expectError(res, 400)
        .errors.map((e: FieldProblem) => e.field)
        .sort(),
    ).toEqual(['endTime', 'minTeamMembers']);
  });

  it('accepts equal deadline, start and end, and equal min and max members', async () => {
    const at = '2031-06-01T00:00:00Z';
    const detail = await create({
      registrationDeadline: at,
      startTime: at,
      endTime: at,
      minTeamMembers: 3,
      maxTeamMembers: 3,
    });
    expect(detail.startTime).toBe('2031-06-01T00:00:00.000Z');
  });

  it('publishes no event for a draft and a tournament.updated event from publication on', async () => {
    const tenant = await t.newTenant();
    const draft = expectOk(
      await call(t.app, tenant.apiKey, {
        method: 'POST',
        url: '/api/v1/tournaments',
        payload: validBody(),
      }),
      201,
    );
    expectOk(
      await call(t.app, tenant.apiKey, {
        method: 'PUT',
        url: `/api/v1/tournaments/${draft.tournamentId}`,
        payload: { description: 'x' },
      }),
    );
    expect(await eventsOf(tenant.tenantId)).toEqual([]);
    const published = expectOk(await setStatus(draft.tournamentId, 1, tenant.apiKey));
    expectOk(
      await call(t.app, tenant.apiKey, {
        method: 'PUT',
        url: `/api/v1/tournaments/${draft.tournamentId}`,
        payload: { description: 'y' },
      }),
    );
    const events = await eventsOf(tenant.tenantId);
    expect(events.map((e) => e.event)).toEqual(['tournament.updated', 'tournament.updated']);
    expect(JSON.parse(events[0]!.payload)).toEqual(published);
    expect(JSON.parse(events[1]!.payload).description).toBe('y');
  });
});

describe('PUT /tournaments/{id}', () => {
  it('changes only the fields sent and answers with the detail', async () => {
    const created = await create({ rules: { a: 1 }, password: 'secret' });
    const updated = expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/tournaments/${created.tournamentId}`,
        payload: { tournamentName: 'Renamed', rules: { b: 2 }, password: null },
      }),
    );
    expect(updated).toMatchObject({
      tournamentName: 'Renamed',
      isPasswordProtected: false,
      color: created.color,
      enrollmentLimit: 16,
    });
    expect(JSON.parse(updated.rules)).toEqual({ b: 2 });
  });

  it.each([
    ['minTeamMembers above the stored maxTeamMembers', { minTeamMembers: 6 }, 'minTeamMembers'],
    ['maxTeamMembers below the stored minTeamMembers', { maxTeamMembers: 1 }, 'minTeamMembers'],
    [
      'a deadline after the stored start',
      { registrationDeadline: '2031-05-11T00:00:00Z' },
      'registrationDeadline',
    ],
    ['a start after the stored end', { startTime: '2031-05-13T00:00:00Z' }, 'endTime'],
    ['an unknown game', { gameId: MISSING }, 'gameId'],
    ['an unknown currency', { prizePoolCurrencyId: MISSING }, 'prizePoolCurrencyId'],
    ['a bad colour', { color: '#12345g' }, 'color'],
  ])('validates the merged result: %s', async (_label, patch, field) => {
    const { tournamentId } = await create();
    expectFieldError(
      await api({ method: 'PUT', url: `/api/v1/tournaments/${tournamentId}`, payload: patch }),
      field,
    );
  });

  it('refuses an empty body', async () => {
    const { tournamentId } = await create();
    expectError(
      await api({ method: 'PUT', url: `/api/v1/tournaments/${tournamentId}`, payload: {} }),
      400,
    );
  });

  it.each([3, 4])(
    'refuses to edit a tournament with status %i (TOURNAMENT_LOCKED)',
    async (status) => {
      const row = await newTournament(t.database.db, t.tenant.tenantId, {
        status,
        gameId,
        entryFeeCurrencyId: currencyId,
        prizePoolCurrencyId: currencyId,
      });
      expectRule(
        await api({
          method: 'PUT',
          url: `/api/v1/tournaments/${row.id}`,
          payload: { description: 'x' },
        }),
        'TOURNAMENT_LOCKED',
      );
    },
  );

  it('allows editing an ongoing tournament', async () => {
    const row = await newTournament(t.database.db, t.tenant.tenantId, {
      status: 2,
      gameId,
      entryFeeCurrencyId: currencyId,
      prizePoolCurrencyId: currencyId,
    });
    expect(
      expectOk(
        await api({
          method: 'PUT',
          url: `/api/v1/tournaments/${row.id}`,
          payload: { isFeatured: true },
        }),
      ).isFeatured,
    ).toBe(true);
  });

  it('refuses to change the game while teams are registered (HAS_REGISTRATIONS)', async () => {
    const row = await newTournament(t.database.db, t.tenant.tenantId, {
      gameId,
      entryFeeCurrencyId: currencyId,
      prizePoolCurrencyId: currencyId,
    });
    await registerTeam(
      t.database.db,
      t.tenant.tenantId,
      row.id,
      await newTeam(t.database.db, t.tenant.tenantId, gameId),
      1,
    );
    const otherGame = (await newGame(t.database.db)).gameId;
    expectRule(
      await api({
        method: 'PUT',
        url: `/api/v1/tournaments/${row.id}`,
        payload: { gameId: otherGame },
      }),
      'HAS_REGISTRATIONS',
    );
  });

  it('answers 404 for an unknown tournament', async () => {
    expectError(
      await api({
        method: 'PUT',
        url: `/api/v1/tournaments/${MISSING}`,
        payload: { description: 'x' },
      }),
      404,
    );
  });
});

describe('POST /tournaments/{tournamentId}/status', () => {
  const ALLOWED: Record<number, number[]> = { 0: [1, 4], 1: [2, 4], 2: [3, 4], 3: [], 4: [] };
  const cases = [0, 1, 2, 3, 4].flatMap((from) =>
    [0, 1, 2, 3, 4].map((to) => [from, to, ALLOWED[from]!.includes(to)] as const),
  );

  it.each(cases)('from %i to %i: allowed %s', async (from, to, allowed) => {
    const row = await newTournament(t.database.db, t.tenant.tenantId, {
      status: from,
      gameId,
      entryFeeCurrencyId: currencyId,
      prizePoolCurrencyId: currencyId,
    });
    const res = await setStatus(row.id, to);
    if (allowed) {
      expect(expectOk(res).status).toBe(to);
    } else {
      const body = expectRule(res, 'INVALID_TRANSITION');
      expect(body.error.message).toContain(`(${from})`);
      expect(body.error.message).toContain(`(${to})`);
    }
  });

  it('refuses a status that does not exist', async () => {
    const { tournamentId } = await create();
    expectFieldError(await setStatus(tournamentId, 7), 'status');
  });

  it('answers 404 for an unknown tournament', async () => {
    expectError(await setStatus(MISSING, 1), 404);
  });
});

describe('access and tenancy', () => {
  it('refuses the organiser routes to a key without the manage scope (403)', async () => {
    const integrationOnly = await t.newTenant(['integration']);
    const { tournamentId } = await create();
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/v1/tournaments', validBody()],
      ['PUT', `/api/v1/tournaments/${tournamentId}`, { description: 'x' }],
      ['POST', `/api/v1/tournaments/${tournamentId}/status`, { status: 1 }],
      ['GET', `/api/v1/tournaments/${tournamentId}/registrations`],
      ['POST', `/api/v1/tournaments/${tournamentId}/registrations/${MISSING}/approve`, {}],
      ['POST', `/api/v1/tournaments/${tournamentId}/registrations/${MISSING}/reject`],
      ['POST', `/api/v1/tournaments/${tournamentId}/registrations/${MISSING}/confirm-payment`],
    ];
    for (const [method, url, payload] of routes) {
      expectError(
        await call(t.app, integrationOnly.apiKey, {
          method: method as 'POST',
          url,
          payload: payload as object,
        }),
        403,
      );
    }
  });

  it('refuses the integration reads to a manage-only key (403)', async () => {
    const manageOnly = await t.newTenant(['manage']);
    expectError(await call(t.app, manageOnly.apiKey, { url: '/api/v1/tournaments' }), 403);
  });

  it("answers 404 for another tenant's tournament on every organiser route", async () => {
    const other = await t.newTenant();
    const { tournamentId } = await create();
    expectError(
      await call(t.app, other.apiKey, {
        method: 'PUT',
        url: `/api/v1/tournaments/${tournamentId}`,
        payload: { description: 'x' },
      }),
      404,
    );
    expectError(await setStatus(tournamentId, 1, other.apiKey), 404);
    expectError(
      await call(t.app, other.apiKey, { url: `/api/v1/tournaments/${tournamentId}/registrations` }),
      404,
    );
    expect(expectOk(await setStatus(tournamentId, 1)).status).toBe(1);
  });
});
