import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newStaff,
  signedIn,
  signInOperator,
  STAFF_PASSWORD,
  staffSession,
} from '../helpers/console.js';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  ISO_RE,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'owner');
});
afterAll(() => t.close());

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: owner.headers,
    ...(payload ? { payload } : {}),
  });
const preview = (token: string) =>
  t.app.inject({ url: `/api/v1/console/invitations/${encodeURIComponent(token)}` });
const accept = (token: string, password = STAFF_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/console/invitations/accept',
    payload: { token, password },
  });

async function invite(email: string, role = 'organiser') {
  return expectOk(await asOwner('POST', '/staff/invitations', { email, role }), 201);
}

describe('invitations', () => {
  it('are created with a one-time link, previewed, accepted once, and sign the new member in', async () => {
    const invitation = await invite('New.Organiser@Example.com');
    expect(invitation).toEqual({
      id: expect.stringMatching(UUID_RE),
      email: 'new.organiser@example.com',
      role: 'organiser',
      expiresAt: expect.stringMatching(ISO_RE),
      createdAt: expect.stringMatching(ISO_RE),
      token: expect.any(String),
      acceptUrl: `http://localhost:80/console/accept-invitation#token=${invitation.token}`,
    });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7);
    const pending = expectOk(await asOwner('GET', '/staff/invitations'));
    const listed = pending.find((i: { id: string }) => i.id === invitation.id);
    expect(listed).toEqual({
      id: invitation.id,
      email: invitation.email,
      role: 'organiser',
      expiresAt: invitation.expiresAt,
      createdAt: invitation.createdAt,
    });
    expect(expectOk(await preview(invitation.token))).toEqual({
      email: 'new.organiser@example.com',
      role: 'organiser',
      tenantName: owner.me.staff.tenantName,
      expiresAt: invitation.expiresAt,
    });
    expectFieldError(await accept(invitation.token, 'short'), 'password');
    const session = signedIn(await accept(invitation.token), 201);
    expect(session.me.staff).toMatchObject({
      email: 'new.organiser@example.com',
      role: 'organiser',
      tenantId: t.tenant.tenantId,
    });
    expectOk(
      await t.app.inject({ url: '/api/v1/console/me', headers: { cookie: session.cookie } }),
    );
    // Used: gone.
    expectError(await preview(invitation.token), 404);
    expectError(await accept(invitation.token), 404);
    const staff = expectOk(await asOwner('GET', '/staff'));
    expect(staff.find((m: { email: string }) => m.email === 'new.organiser@example.com')).toEqual({
      id: session.me.staff.id,
      email: 'new.organiser@example.com',
      role: 'organiser',
      createdAt: expect.stringMatching(ISO_RE),
      lastSignInAt: expect.stringMatching(ISO_RE),
    });
  });

  it('are 404 once revoked or expired, and for a made-up token', async () => {
    const revoked = await invite('revoked@example.com');
    const res = await asOwner('DELETE', `/staff/invitations/${revoked.id}`);
    expect(expectOk(res)).toBeUndefined();
    expectError(await asOwner('DELETE', `/staff/invitations/${revoked.id}`), 404);
    expectError(await preview(revoked.token), 404);
    expectError(await accept(revoked.token), 404);

    const expired = await invite('expired@example.com');
    await t.database.db
      .updateTable('staff_invitations')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    expectError(await preview(expired.token), 404);
    expectError(await accept(expired.token), 404);
    expectError(await preview('sinv_madeup'), 404);
  });

  it('refuse an email that is already a member, at creation and at acceptance', async () => {
    const member = await newStaff(t.database.db, t.tenant.tenantId, 'admin');
    expectRule(
      await asOwner('POST', '/staff/invitations', {
        email: member.email.toUpperCase(),
        role: 'admin',
      }),
      'STAFF_EXISTS',
    );
    const first = await invite('twice@example.com');
    const second = await invite('twice@example.com');
    signedIn(await accept(first.token), 201);
    expectRule(await accept(second.token), 'STAFF_EXISTS');
  });

  it('are created by the operator for any tenant (the first owner)', async () => {
    const fresh = await t.newTenant();
    const operator = await signInOperator(t.app);
    const invitation = expectOk(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/tenants/${fresh.tenantId}/staff-invitations`,
        headers: operator.headers,
        payload: { email: 'first@example.com', role: 'owner' },
      }),
      201,
    );
    expect(invitation.acceptUrl).toContain('#token=');
    const session = signedIn(await accept(invitation.token), 201);
    expect(session.me.staff).toMatchObject({ role: 'owner', tenantId: fresh.tenantId });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/tenants/00000000-0000-4000-8000-00000000dead/staff-invitations',
        headers: operator.headers,
        payload: { email: 'first@example.com', role: 'owner' },
      }),
      404,
    );
  });
});

describe('staff members', () => {
  it('change role: the member’s sessions end and the new role applies', async () => {
    const member = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'organiser');
    expectError(await t.app.inject({ url: '/api/v1/keys', headers: member.headers }), 403);
    const changed = expectOk(await asOwner('PUT', `/staff/${member.staffId}`, { role: 'admin' }));
    expect(changed).toMatchObject({ id: member.staffId, role: 'admin', email: member.email });
    expectError(await t.app.inject({ url: '/api/v1/console/me', headers: member.headers }), 401);
    const again = await staffSessionFor(member.email);
    expectOk(await t.app.inject({ url: '/api/v1/keys', headers: again.headers }));
  });

  it('keep the last owner: no demotion, no removal', async () => {
    const fresh = await t.newTenant();
    const solo = await staffSession(t.app, t.database.db, fresh.tenantId, 'owner');
    const put = (staffId: string, role: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/staff/${staffId}`,
        headers: solo.headers,
        payload: { role },
      });
    expectRule(await put(solo.staffId, 'admin'), 'LAST_OWNER');
    expectRule(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/staff/${solo.staffId}`,
        headers: solo.headers,
      }),
      'LAST_OWNER',
    );
    const second = await newStaff(t.database.db, fresh.tenantId, 'admin');
    expectOk(await put(second.staffId, 'owner'));
    expectOk(await put(solo.staffId, 'admin'));
  });

  it('are removed with their sessions; another tenant’s member is a 404', async () => {
    const member = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'organiser');
    const other = await newStaff(t.database.db, (await t.newTenant()).tenantId, 'admin');
    expectError(await asOwner('DELETE', `/staff/${other.staffId}`), 404);
    expectError(await asOwner('PUT', `/staff/${other.staffId}`, { role: 'owner' }), 404);
    const res = await asOwner('DELETE', `/staff/${member.staffId}`);
    expect(expectOk(res)).toBeUndefined();
    expectError(await t.app.inject({ url: '/api/v1/console/me', headers: member.headers }), 401);
    expectError(await asOwner('DELETE', `/staff/${member.staffId}`), 404);
  });
});

async function staffSessionFor(email: string) {
  return signedIn(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/session',
      payload: { email, password: STAFF_PASSWORD, tenantId: t.tenant.tenantId },
    }),
  );
}
