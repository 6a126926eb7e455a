import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession, type ConsoleSignIn } from '../helpers/console.js';
import { buildTestApp, expectError, expectOk, type TestApp } from '../helpers/test-app.js';
import { newGame } from '../helpers/factories.js';
import { newTeam } from '../helpers/tournament-factories.js';

let t: TestApp;
const sessions: Record<string, ConsoleSignIn> = {};
let gameId: string;
let teamId: string;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['owner', 'admin', 'organiser'] as const)
    sessions[role] = await staffSession(t.app, t.database.db, t.tenant.tenantId, role);
  ({ gameId } = await newGame(t.database.db));
  ({ teamId } = await newTeam(t.database.db, t.tenant.tenantId, gameId, 1));
});
afterAll(() => t.close());

const as = (role: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url.replace('{teamId}', teamId)}`,
    headers: sessions[role]!.headers,
    ...(payload ? { payload } : {}),
  });

const tournamentBody = () => ({
  tournamentName: `Console cup ${Math.random()}`,
  gameId,
  enrollmentLimit: 8,
  minTeamMembers: 1,
  maxTeamMembers: 5,
  startTime: '2030-06-01T10:00:00.000Z',
  endTime: '2030-06-02T10:00:00.000Z',
  registrationDeadline: '2030-05-30T10:00:00.000Z',
  matchType: 1,
  teamType: '5v5',
  color: '#2B6CB0',
});

// What each role gets: 2xx for allowed, 403 for refused.
const MATRIX: [string, 'GET' | 'POST', string, () => object | undefined, Record<string, number>][] =
  [
    [
      'create a tournament',
      'POST',
      '/tournaments',
      tournamentBody,
      { owner: 201, admin: 201, organiser: 201 },
    ],
    [
      'read tournaments',
      'GET',
      '/tournaments',
      () => undefined,
      { owner: 200, admin: 200, organiser: 200 },
    ],
    [
      'read a team',
      'GET',
      '/teams/{teamId}',
      () => undefined,
      { owner: 200, admin: 200, organiser: 200 },
    ],
    [
      'create a team',
      'POST',
      '/teams?externalId=t1&externalUserId=u1',
      () => ({ name: 'X', gameId }),
      { owner: 403, admin: 403, organiser: 403 },
    ],
    ['list keys', 'GET', '/keys', () => undefined, { owner: 200, admin: 200, organiser: 403 }],
    [
      'issue a key',
      'POST',
      '/keys',
      () => ({ name: 'console', scopes: ['integration'] }),
      { owner: 201, admin: 201, organiser: 403 },
    ],
    [
      'list webhooks',
      'GET',
      '/external/webhooks',
      () => undefined,
      { owner: 200, admin: 200, organiser: 403 },
    ],
    [
      'list webhooks (alias)',
      'GET',
      '/webhooks',
      () => undefined,
      { owner: 200, admin: 200, organiser: 403 },
    ],
    ['list staff', 'GET', '/staff', () => undefined, { owner: 200, admin: 403, organiser: 403 }],
    [
      'invite staff',
      'POST',
      '/staff/invitations',
      () => ({ email: `r${Math.random()}@example.com`, role: 'admin' }),
      { owner: 201, admin: 403, organiser: 403 },
    ],
    [
      'operator routes',
      'GET',
      '/admin/tenants',
      () => undefined,
      { owner: 403, admin: 403, organiser: 403 },
    ],
  ];

describe('what each role may do', () => {
  for (const [what, method, url, body, expected] of MATRIX) {
    it(what, async () => {
      for (const [role, status] of Object.entries(expected)) {
        const res = await as(role, method, url, body());
        if (status === 403) expectError(res, 403);
        else expectOk(res, status);
      }
    });
  }

  it('answers 401 with neither key nor session, and 403 to a key on the console-only routes', async () => {
    expectError(await t.app.inject({ url: '/api/v1/keys' }), 401);
    expectError(await t.app.inject({ url: '/api/v1/staff' }), 401);
    expectError(
      await t.app.inject({ url: '/api/v1/keys', headers: { 'x-api-key': t.tenant.apiKey } }),
      403,
    );
  });
});

describe('a session sees only its tenant', () => {
  it("answers 404 for another tenant's tournament and key", async () => {
    const other = await t.newTenant();
    const theirs = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/tournaments',
        headers: { 'x-api-key': other.apiKey },
        payload: tournamentBody(),
      }),
      201,
    );
    const ours = expectOk(await as('organiser', 'POST', '/tournaments', tournamentBody()), 201);
    // A draft: the organiser's status change reaches it, and not theirs.
    const publish = (id: string) =>
      as('organiser', 'POST', `/tournaments/${id}/status`, { status: 1 });
    expectError(await publish(theirs.tournamentId), 404);
    expectOk(await publish(ours.tournamentId));
    const keys = expectOk(
      await t.app.inject({
        url: `/api/v1/admin/tenants/${other.tenantId}/api-keys`,
        headers: { authorization: 'Bearer test-admin-token-0123456789' },
      }),
    );
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/keys/${keys[0].keyId}`,
      headers: sessions.admin!.headers,
    });
    expectError(revoke, 404);
    const own = expectOk(await as('admin', 'GET', '/keys'));
    expect(own.map((k: { keyId: string }) => k.keyId)).not.toContain(keys[0].keyId);
    expect(own[0]).toHaveProperty('lastUsedAt');
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/keys/${own[0].keyId}`,
      headers: sessions.admin!.headers,
    });
    expect(expectOk(mine)).toBeUndefined();
  });
});
