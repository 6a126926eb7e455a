import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapGameId, newCurrency, newGame, newUser } from '../helpers/factories.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  ISO_RE,
  UUID_RE,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';
import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const MISSING = '00000000-0000-4000-8000-000000000000';
const get = (url: string, tenant: TestTenant = t.tenant) =>
  call(t.app, tenant.apiKey, { url: `/api/v1${url}` });
const tournament = (overrides: Partial<TournamentTable> = {}, tenantId = t.tenant.tenantId) =>
  newTournament(t.database.db, tenantId, overrides);

const isUuid = (v: unknown) => typeof v === 'string' && UUID_RE.test(v);
const isTime = (v: unknown) => typeof v === 'string' && ISO_RE.test(v);
const is = (type: string) => (v: unknown) => typeof v === type;
const nullable = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);
const jsonString = (v: unknown) => typeof v === 'string' && JSON.parse(v) !== undefined;
const integer = (v: unknown) => Number.isInteger(v);

/** Every field of the spec's Tournament detail with its type. */
const DETAIL_TYPES: Record<string, (v: unknown) => boolean> = {
  tournamentId: isUuid,
  tournamentName: is('string'),
  gameId: isUuid,
  gameName: is('string'),
  description: is('string'),
  enrollmentLimit: integer,
  maxTeamMembers: integer,
  minTeamMembers: integer,
  startTime: isTime,
  endTime: isTime,
  registrationDeadline: isTime,
  registrationOpen: is('boolean'),
  isOnline: is('boolean'),
  status: integer,
  matchType: integer,
  tournamentFormat: nullable(is('string')),
  teamType: is('string'),
  color: (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v),
  prizePool: is('number'),
  entryFee: is('number'),
  rules: jsonString,
  prizeDistribution: jsonString,
  pointsSystem: jsonString,
  bracketData: nullable(is('string')),
  watchUrls: nullable(is('string')),
  joinLink: nullable(is('string')),
  image: nullable(is('string')),
  coverImage: nullable(is('string')),
  isTrending: is('boolean'),
  isFeatured: is('boolean'),
  isPasswordProtected: is('boolean'),
  instantRegistrations: is('boolean'),
  winnerTeamId: nullable(isUuid),
  winnerTeamName: nullable(is('string')),
  organiserId: isUuid,
  organiserName: is('string'),
  organiserImage: nullable(is('string')),
  entryFeeCurrencyId: isUuid,
  prizePoolCurrencyId: isUuid,
  entryFeeCurrencyName: is('string'),
  prizePoolCurrencyName: is('string'),
  entryFeeCurrencySymbol: is('string'),
  prizePoolCurrencySymbol: is('string'),
  teamsJoinedCount: integer,
  hasJoined: nullable(is('boolean')),
  canJoin: nullable(is('boolean')),
  cannotJoinReason: nullable(is('string')),
  // Additive (DESIGN.md, Competition): detail only.
  checkInWindowMinutes: nullable(integer),
  waitlistEnabled: is('boolean'),
};
const OMITTED = [
  'tournamentFormat',
  'rules',
  'prizeDistribution',
  'pointsSystem',
  'bracketData',
  'watchUrls',
  'joinLink',
  'winnerTeamId',
  'winnerTeamName',
  'organiserId',
  'organiserName',
  'organiserImage',
  'checkInWindowMinutes',
  'waitlistEnabled',
];

function expectShape(data: Record<string, unknown>, fields: string[]) {
  expect(Object.keys(data).sort()).toEqual([...fields].sort());
  for (const field of fields)
    expect(DETAIL_TYPES[field]!(data[field]), `${field} = ${JSON.stringify(data[field])}`).toBe(
      true,
    );
}

describe('GET /tournaments/{id}', () => {
  it('returns every spec field with its type, names from the game and currencies', async () => {
    const euro = await newCurrency(t.database.db, `EU${Date.now() % 100000}`);
    const row = await tournament({
      entryFeeCurrencyId: euro.currencyId,
      prizePoolCurrencyId: euro.currencyId,
      watchUrls: '["https://twitch.tv/x"]',
      winnerTeamId: MISSING,
      winnerTeamName: 'Champs',
    });
    const detail = expectOk(await get(`/tournaments/${row.id}`));
    expectShape(detail, Object.keys(DETAIL_TYPES));
    const game = await t.database.db
      .selectFrom('games')
      .select('name')
      .where('id', '=', row.gameId)
      .executeTakeFirstOrThrow();
    expect(detail).toMatchObject({
      tournamentId: row.id,
      tournamentName: row.name,
      gameName: game.name,
      organiserId: t.tenant.tenantId,
      entryFeeCurrencyName: `${euro.code} coin`,
      entryFeeCurrencySymbol: '¤',
      prizePoolCurrencyName: `${euro.code} coin`,
      winnerTeamName: 'Champs',
      hasJoined: null,
      canJoin: null,
      cannotJoinReason: null,
    });
    expect(JSON.parse(detail.watchUrls)).toEqual(['https://twitch.tv/x']);
  });

  it("answers 404 for a draft, an unknown id and another tenant's tournament", async () => {
    const draft = await tournament({ status: 0 });
    expectError(await get(`/tournaments/${draft.id}`), 404);
    expectError(await get(`/tournaments/${MISSING}`), 404);
    const other = await t.newTenant();
    const theirs = await tournament({}, other.tenantId);
    expectError(await get(`/tournaments/${theirs.id}`), 404);
    expectFieldError(await get('/tournaments/not-a-uuid'), 'id');
  });

  it('serves the embedded JSON strings on their own paths', async () => {
    const row = await tournament({ rules: JSON.stringify({ maxPing: 80 }) });
    expect(expectOk(await get(`/tournaments/${row.id}/rules`))).toEqual({
      tournamentId: row.id,
      rules: row.rules,
    });
    expect(expectOk(await get(`/tournaments/${row.id}/points-system`))).toEqual({
      tournamentId: row.id,
      pointsSystem: row.pointsSystem,
    });
    expect(expectOk(await get(`/tournaments/${row.id}/prize-distribution`))).toEqual({
      tournamentId: row.id,
      prizeDistribution: row.prizeDistribution,
    });
    expect(JSON.parse(row.pointsSystem).placementPoints['1']).toBe(10);
    const draft = await tournament({ status: 0 });
    const other = await t.newTenant();
    for (const path of ['rules', 'points-system', 'prize-distribution']) {
      expectError(await get(`/tournaments/${draft.id}/${path}`), 404);
      expectError(await get(`/tournaments/${row.id}/${path}`, other), 404);
    }
  });
});

describe('derived fields', () => {
  it('counts pending and approved registrations only', async () => {
    const row = await tournament();
    for (const status of [1, 2, 2, 3, 4])
      await registerTeam(
        t.database.db,
        t.tenant.tenantId,
        row.id,
        await newTeam(t.database.db, t.tenant.tenantId, row.gameId),
        status,
      );
    expect(expectOk(await get(`/tournaments/${row.id}`)).teamsJoinedCount).toBe(3);
  });

  it('opens registration only while upcoming, before the deadline and below the limit', async () => {
    const open = await tournament();
    const pastDeadline = await tournament({
      registrationDeadline: new Date(Date.now() - DAY).toISOString(),
    });
    const ongoing = await tournament({ status: 2 });
    const full = await tournament({ enrollmentLimit: 1 });
    await registerTeam(
      t.database.db,
      t.tenant.tenantId,
      full.id,
      await newTeam(t.database.db, t.tenant.tenantId, full.gameId),
      1,
    );
    expect(expectOk(await get(`/tournaments/${open.id}`)).registrationOpen).toBe(true);
    expect(expectOk(await get(`/tournaments/${pastDeadline.id}`)).registrationOpen).toBe(false);
    expect(expectOk(await get(`/tournaments/${ongoing.id}`)).registrationOpen).toBe(false);
    const fullDetail = expectOk(await get(`/tournaments/${full.id}`));
    expect(fullDetail).toMatchObject({ registrationOpen: false, teamsJoinedCount: 1 });
  });
});

describe('user-specific fields', () => {
  it('are computed for the user given by externalUserId', async () => {
    const row = await tournament();
    const team = await newTeam(t.database.db, t.tenant.tenantId, row.gameId, 2);
    await registerTeam(t.database.db, t.tenant.tenantId, row.id, team, 1);
    const member = team.users[1]!;
    expect(
      expectOk(await get(`/tournaments/${row.id}?externalUserId=${member.externalId}`)),
    ).toMatchObject({
      hasJoined: true,
      canJoin: false,
      cannotJoinReason: expect.stringMatching(/already registered/),
    });
    const eligible = await newUser(t.database.db, t.tenant.tenantId, { gameIds: [row.gameId] });
    expect(
      expectOk(await get(`/tournaments/${row.id}?externalUserId=${eligible.externalId}`)),
    ).toMatchObject({
      hasJoined: false,
      canJoin: true,
      cannotJoinReason: null,
    });
    const unlinked = await newUser(t.database.db, t.tenant.tenantId);
    expect(
      expectOk(await get(`/tournaments/${row.id}?externalUserId=${unlinked.externalId}`)),
    ).toMatchObject({
      hasJoined: false,
      canJoin: false,
      cannotJoinReason: expect.stringMatching(/userGameId/),
    });
  });

  it.each([
    ['closed', { registrationDeadline: new Date(Date.now() - DAY).toISOString() }, /deadline/],
    ['full', { enrollmentLimit: 0 }, /full/],
    ['instant registration', { instantRegistrations: 1 }, /instant/],
    ['not upcoming', { status: 2 }, /not open/],
  ])('say why the user cannot join: %s', async (_label, overrides, reason) => {
    const row = await tournament(overrides as Partial<TournamentTable>);
    const user = await newUser(t.database.db, t.tenant.tenantId, { gameIds: [row.gameId] });
    expect(
      expectOk(await get(`/tournaments/${row.id}?externalUserId=${user.externalId}`)),
    ).toMatchObject({
      hasJoined: false,
      canJoin: false,
      cannotJoinReason: expect.stringMatching(reason),
    });
  });

  it("answers 404 for an unknown user, including another tenant's", async () => {
    const row = await tournament();
    expectError(await get(`/tournaments/${row.id}?externalUserId=nobody`), 404);
    const other = await t.newTenant();
    const stranger = await newUser(t.database.db, other.tenantId);
    expectError(await get(`/tournaments?externalUserId=${stranger.externalId}`), 404);
  });
});

describe('GET /tournaments', () => {
  it('lists visible tournaments, latest start first, with exactly the list item fields', async () => {
    const tenant = await t.newTenant();
    const base = Date.now() + 10 * DAY;
    const at = (d: number) => ({
      startTime: new Date(base + d * DAY).toISOString(),
      endTime: new Date(base + (d + 1) * DAY).toISOString(),
    });
    const rows = [
      await tournament(at(1), tenant.tenantId),
      await tournament(at(3), tenant.tenantId),
      await tournament(at(2), tenant.tenantId),
    ];
    await tournament({ ...at(4), status: 0 }, tenant.tenantId);
    const page = expectOk(await get('/tournaments', tenant));
    expect(page).toMatchObject({ totalCount: 3, pageNumber: 1, pageSize: 20, totalPages: 1 });
    expect(page.items.map((i: { tournamentId: string }) => i.tournamentId)).toEqual([
      rows[1]!.id,
      rows[2]!.id,
      rows[0]!.id,
    ]);
    const listFields = Object.keys(DETAIL_TYPES).filter((f) => !OMITTED.includes(f));
    for (const item of page.items) expectShape(item, listFields);
  });

  it('filters by game, status and featured flag, and paginates', async () => {
    const tenant = await t.newTenant();
    const game = (await newGame(t.database.db)).gameId;
    const featured = await tournament({ gameId: game, isFeatured: 1 }, tenant.tenantId);
    const ongoing = await tournament({ gameId: game, status: 2 }, tenant.tenantId);
    const completed = await tournament({ status: 3 }, tenant.tenantId);
    const cancelled = await tournament({ status: 4 }, tenant.tenantId);
    const ids = async (query: string) =>
      expectOk(await get(`/tournaments?${query}`, tenant))
        .items.map((i: { tournamentId: string }) => i.tournamentId)
        .sort();
    expect(await ids(`gameId=${game}`)).toEqual([featured.id, ongoing.id].sort());
    expect(await ids('status=2')).toEqual([ongoing.id]);
    expect(await ids('status=3')).toEqual([completed.id]);
    expect(await ids('status=4')).toEqual([cancelled.id]);
    expect(await ids('isFeatured=true')).toEqual([featured.id]);
    expect(await ids(`isFeatured=false&gameId=${game}`)).toEqual([ongoing.id]);
    const page2 = expectOk(await get('/tournaments?pageNumber=2&pageSize=3', tenant));
    expect(page2).toMatchObject({ totalCount: 4, pageNumber: 2, pageSize: 3, totalPages: 2 });
    expect(page2.items).toHaveLength(1);
  });

  it('never lists drafts: status=0 is a 400 naming status', async () => {
    expectFieldError(await get('/tournaments?status=0'), 'status');
    expectFieldError(await get('/tournaments?status=5'), 'status');
  });

  it.each([
    ['pageNumber=0', 'pageNumber'],
    ['pageSize=101', 'pageSize'],
    ['gameId=nope', 'gameId'],
    ['isFeatured=maybe', 'isFeatured'],
  ])('refuses %s', async (query, field) => {
    expectFieldError(await get(`/tournaments?${query}`), field);
  });

  it('fills the user fields per item with externalUserId and leaves them null without it', async () => {
    const tenant = await t.newTenant();
    const joined = await tournament({}, tenant.tenantId);
    const open = await tournament(
      {
        startTime: new Date(Date.now() + 9 * DAY).toISOString(),
        endTime: new Date(Date.now() + 10 * DAY).toISOString(),
      },
      tenant.tenantId,
    );
    const team = await newTeam(t.database.db, tenant.tenantId, joined.gameId);
    await registerTeam(t.database.db, tenant.tenantId, joined.id, team, 2);
    await mapGameId(t.database.db, tenant.tenantId, team.owner.userId, open.gameId);
    const plain = expectOk(await get('/tournaments', tenant)).items;
    for (const item of plain)
      expect([item.hasJoined, item.canJoin, item.cannotJoinReason]).toEqual([null, null, null]);
    const mine = expectOk(
      await get(`/tournaments?externalUserId=${team.owner.externalId}`, tenant),
    ).items;
    const byId = Object.fromEntries(mine.map((i: { tournamentId: string }) => [i.tournamentId, i]));
    expect(byId[joined.id]).toMatchObject({ hasJoined: true, canJoin: false });
    expect(byId[open.id]).toMatchObject({
      hasJoined: false,
      canJoin: true,
      cannotJoinReason: null,
    });
  });

  it("never shows another tenant's tournaments", async () => {
    const tenant = await t.newTenant();
    const other = await t.newTenant();
    await tournament({}, other.tenantId);
    expect(expectOk(await get('/tournaments', tenant)).totalCount).toBe(0);
  });
});

describe('GET /tournaments/my-tournaments', () => {
  it("lists the tournaments where the user's teams hold a pending or approved registration", async () => {
    const tenant = await t.newTenant();
    const game = (await newGame(t.database.db)).gameId;
    const team = await newTeam(t.database.db, tenant.tenantId, game, 2);
    const otherTeam = await newTeam(t.database.db, tenant.tenantId, game);
    const [pending, approved, rejected, withdrawn, notMine] = [
      await tournament({ gameId: game }, tenant.tenantId),
      await tournament({ gameId: game, status: 2 }, tenant.tenantId),
      await tournament({ gameId: game }, tenant.tenantId),
      await tournament({ gameId: game }, tenant.tenantId),
      await tournament({ gameId: game }, tenant.tenantId),
    ];
    await registerTeam(t.database.db, tenant.tenantId, pending!.id, team, 1);
    await registerTeam(t.database.db, tenant.tenantId, approved!.id, team, 2);
    await registerTeam(t.database.db, tenant.tenantId, rejected!.id, team, 3);
    await registerTeam(t.database.db, tenant.tenantId, withdrawn!.id, team, 4);
    await registerTeam(t.database.db, tenant.tenantId, notMine!.id, otherTeam, 2);
    const items = expectOk(
      await get(`/tournaments/my-tournaments?externalUserId=${team.users[1]!.externalId}`, tenant),
    );
    expect(Array.isArray(items)).toBe(true);
    expect(items.map((i: { tournamentId: string }) => i.tournamentId).sort()).toEqual(
      [pending!.id, approved!.id].sort(),
    );
    const listFields = Object.keys(DETAIL_TYPES).filter((f) => !OMITTED.includes(f));
    for (const item of items) {
      expectShape(item, listFields);
      expect(item.hasJoined).toBe(true);
    }
  });

  it('requires externalUserId and answers 404 for an unknown user', async () => {
    expectFieldError(await get('/tournaments/my-tournaments'), 'externalUserId');
    expectError(await get('/tournaments/my-tournaments?externalUserId=ghost'), 404);
  });

  it('answers an empty array for a user without registrations', async () => {
    const user = await newUser(t.database.db, t.tenant.tenantId);
    expect(
      expectOk(await get(`/tournaments/my-tournaments?externalUserId=${user.externalId}`)),
    ).toEqual([]);
  });
});
