import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/features/staff/session.service.js';
import {
  newStaff,
  sessionCookieOf,
  signIn,
  signInOperator,
  STAFF_PASSWORD,
  staffSession,
} from '../helpers/console.js';
import {
  ADMIN_TOKEN,
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
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signInRequest = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/console/session', payload, remoteAddress });
const me = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/v1/console/me', headers });

describe('signing in', () => {
  it('answers ConsoleMe with a new HttpOnly, SameSite=Strict session cookie each time', async () => {
    const member = await newStaff(t.database.db, t.tenant.tenantId, 'admin');
    const first = await signInRequest({
      email: member.email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    const data = expectOk(first);
    expect(data).toEqual({
      kind: 'staff',
      csrfToken: expect.any(String),
      expiresAt: expect.stringMatching(ISO_RE),
      staff: {
        id: expect.stringMatching(UUID_RE),
        email: member.email,
        role: 'admin',
        tenantId: t.tenant.tenantId,
        tenantName: expect.any(String),
      },
    });
    const cookie = first.cookies.find((c) => c.name === 'tourney_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
    expect(cookie.secure).toBeFalsy();
    const second = await signInRequest({ email: member.email, password: STAFF_PASSWORD });
    expect(sessionCookieOf(second)).not.toBe(cookie.value);
    // Only hashes are stored.
    const rows = await t.database.db.selectFrom('console_sessions').select('tokenHash').execute();
    expect(rows.map((r) => r.tokenHash)).not.toContain(cookie.value);
    const staffRow = await t.database.db
      .selectFrom('staff_members')
      .select('passwordHash')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(staffRow.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(staffRow.passwordHash).not.toContain(STAFF_PASSWORD);
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const member = await newStaff(t.database.db, t.tenant.tenantId);
    const wrong = expectError(
      await signInRequest({ email: member.email, password: 'not the password' }, '10.0.0.1'),
      401,
    );
    const unknown = expectError(
      await signInRequest({ email: 'nobody@example.com', password: STAFF_PASSWORD }, '10.0.0.1'),
      401,
    );
    expect(wrong.message).toBe('Wrong email or password');
    expect(unknown.message).toBe(wrong.message);
    expect(Object.keys(unknown)).toEqual(Object.keys(wrong));
  });

  it('asks which tenant when the password opens accounts in several, naming only those', async () => {
    const other = await t.newTenant();
    const third = await t.newTenant();
    const email = `multi-${Date.now()}@example.com`;
    await newStaff(t.database.db, t.tenant.tenantId, 'owner', email);
    await newStaff(t.database.db, other.tenantId, 'organiser', email);
    await newStaff(t.database.db, third.tenantId, 'owner', email, 'another password entirely');
    const body = expectRule(
      await signInRequest({ email, password: STAFF_PASSWORD }, '10.0.0.2'),
      'TENANT_REQUIRED',
    );
    const ids = body.error.details.tenants.map((tenant: { id: string }) => tenant.id).sort();
    expect(ids).toEqual([t.tenant.tenantId, other.tenantId].sort());
    for (const tenant of body.error.details.tenants) expect(typeof tenant.name).toBe('string');
    const chosen = await signIn(t.app, {
      email,
      password: STAFF_PASSWORD,
      tenantId: other.tenantId,
    });
    expect(chosen.me.staff).toMatchObject({ tenantId: other.tenantId, role: 'organiser' });
  });

  it('signs the operator in with ADMIN_TOKEN, and refuses a wrong token', async () => {
    const operator = await signInOperator(t.app);
    expect(operator.me).toMatchObject({ kind: 'operator', staff: null });
    expectError(await signInRequest({ adminToken: 'wrong-token-0123456789' }, '10.0.0.3'), 401);
  });

  it('throttles an account after 10 failures with 429 and Retry-After, even with the right password', async () => {
    const member = await newStaff(t.database.db, t.tenant.tenantId);
    for (let i = 0; i < 10; i++) {
      expectError(
        await signInRequest({ email: member.email, password: 'wrong password' }, `10.1.0.${i}`),
        401,
      );
    }
    const refused = await signInRequest(
      { email: member.email, password: STAFF_PASSWORD },
      '10.1.1.1',
    );
    expectError(refused, 429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('throttles an address after 50 failures, whatever the account', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 50; i++) {
      expectError(
        await signInRequest({ email: `ghost${i}@example.com`, password: 'x' }, address),
        401,
      );
    }
    const member = await newStaff(t.database.db, t.tenant.tenantId);
    const refused = await signInRequest({ email: member.email, password: STAFF_PASSWORD }, address);
    expectError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still signs in.
    expectOk(await signInRequest({ email: member.email, password: STAFF_PASSWORD }, '10.2.0.2'));
  }, 60_000);

  it('refuses bodies that are neither kind of sign-in', async () => {
    expectError(await signInRequest({ email: 'a@example.com' }), 400);
    expectError(
      await signInRequest({ email: 'a@example.com', password: 'x', adminToken: 'y' }),
      400,
    );
  });
});

describe('a session', () => {
  it('reads /console/me, and 401s without a cookie or with an unknown one', async () => {
    const session = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    expect(expectOk(await me({ cookie: session.cookie }))).toEqual(session.me);
    expectError(await me({}), 401);
    expectError(await me({ cookie: 'tourney_session=made-up' }), 401);
  });

  it('expires after 12 idle hours', async () => {
    const session = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    const longAgo = new Date(Date.now() - SESSION_IDLE_MS - 1000).toISOString();
    await t.database.db
      .updateTable('console_sessions')
      .set({ lastSeenAt: longAgo })
      .where('staffId', '=', session.staffId)
      .execute();
    expectError(await me({ cookie: session.cookie }), 401);
    const left = await t.database.db
      .selectFrom('console_sessions')
      .select('id')
      .where('staffId', '=', session.staffId)
      .execute();
    expect(left).toEqual([]);
  });

  it('slides its idle expiry with use, but not past 7 days', async () => {
    const session = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    const set = (values: { createdAt?: string; lastSeenAt?: string }) =>
      t.database.db
        .updateTable('console_sessions')
        .set(values)
        .where('staffId', '=', session.staffId)
        .execute();
    await set({ createdAt: hoursAgo(24), lastSeenAt: hoursAgo(11) });
    const slid = expectOk(await me({ cookie: session.cookie }));
    expect(Date.parse(slid.expiresAt)).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);
    await set({
      createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000).toISOString(),
      lastSeenAt: hoursAgo(0),
    });
    expectError(await me({ cookie: session.cookie }), 401);
  });

  it('ends on sign-out: the row goes, the cookie is cleared', async () => {
    const session = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/console/session',
      headers: session.headers,
    });
    expect(expectOk(out)).toBeUndefined();
    const cleared = out.cookies.find((c) => c.name === 'tourney_session')!;
    expect(cleared.value).toBe('');
    expectError(await me({ cookie: session.cookie }), 401);
  });

  it('signs out everywhere: every session of the member ends, others stay', async () => {
    const session = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    const another = await signIn(t.app, {
      email: session.email,
      password: STAFF_PASSWORD,
      tenantId: t.tenant.tenantId,
    });
    const colleague = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/console/sessions',
      headers: session.headers,
    });
    expect(expectOk(out)).toBeUndefined();
    expectError(await me({ cookie: session.cookie }), 401);
    expectError(await me({ cookie: another.cookie }), 401);
    expectOk(await me({ cookie: colleague.cookie }));
  });

  it('changes the password: other sessions end, this one stays, the new password signs in', async () => {
    const session = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    const other = await signIn(t.app, {
      email: session.email,
      password: STAFF_PASSWORD,
      tenantId: t.tenant.tenantId,
    });
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/console/me/password',
        headers: session.headers,
        payload,
      });
    expectFieldError(
      await change({ currentPassword: STAFF_PASSWORD, newPassword: 'short' }),
      'newPassword',
    );
    expectFieldError(
      await change({ currentPassword: STAFF_PASSWORD, newPassword: 'x'.repeat(201) }),
      'newPassword',
    );
    expectFieldError(
      await change({ currentPassword: 'not it at all', newPassword: 'a brand new password' }),
      'currentPassword',
    );
    const done = await change({
      currentPassword: STAFF_PASSWORD,
      newPassword: 'a brand new password',
    });
    expect(expectOk(done)).toBeUndefined();
    expectOk(await me({ cookie: session.cookie }));
    expectError(await me({ cookie: other.cookie }), 401);
    expectError(
      await signInRequest({ email: session.email, password: STAFF_PASSWORD }, '10.3.0.1'),
      401,
    );
    await signIn(t.app, { email: session.email, password: 'a brand new password' });
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const member = await newStaff(proxied.database.db, proxied.tenant.tenantId);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/console/session',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: member.email, password: STAFF_PASSWORD },
      });
      expectOk(res);
      expect(res.cookies.find((c) => c.name === 'tourney_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await proxied.close();
    }
  });
});

describe('CSRF', () => {
  const inviteOrganiser = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations',
      headers,
      payload: { email: 'csrf@example.com', role: 'organiser' },
    });

  it('refuses a cookie-authenticated write without the token, with a wrong one, or from a foreign origin', async () => {
    const session = await staffSession(t.app, t.database.db, t.tenant.tenantId);
    const refused: Record<string, string>[] = [
      { cookie: session.cookie },
      { cookie: session.cookie, 'x-csrf-token': 'wrong' },
      { ...session.headers, origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      const body = expectError(await inviteOrganiser(headers), 403);
      expect(body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'CSRF_TOKEN_INVALID' });
    }
    // The same origin and the right token pass.
    expectOk(await inviteOrganiser({ ...session.headers, origin: 'http://localhost:80' }), 201);
  });

  it('needs no token with an API key, which wins over a cookie sent along', async () => {
    const organiser = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'organiser');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/users',
      headers: { 'x-api-key': t.tenant.apiKey, cookie: organiser.cookie },
      payload: { externalId: 'csrf-user', username: 'csrf-user' },
    });
    expectOk(res);
  });

  it('lets the operator session reach only the operator routes, like ADMIN_TOKEN', async () => {
    const operator = await signInOperator(t.app);
    expectOk(await t.app.inject({ url: '/api/v1/admin/tenants', headers: operator.headers }));
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/tenants',
        headers: operator.headers,
        payload: { name: `Operator made ${Date.now()}` },
      }),
      201,
    );
    expectError(await t.app.inject({ url: '/api/v1/tournaments', headers: operator.headers }), 403);
    expectError(await t.app.inject({ url: '/api/v1/keys', headers: operator.headers }), 403);
    expectError(
      await t.app.inject({
        url: '/api/v1/admin/tenants',
        headers: { authorization: `Bearer x${ADMIN_TOKEN}` },
      }),
      401,
    );
  });
});
