import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/password.js';
import { newStaff, signedIn, STAFF_PASSWORD, staffSession } from '../helpers/console.js';
import { legacyScryptHash } from '../helpers/legacy-scrypt.js';
import { buildTestApp, expectError, expectOk, type TestApp } from '../helpers/test-app.js';

const CURRENT_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const signInRequest = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/console/session',
    payload,
    remoteAddress: '10.0.43.1',
  });

const storedHash = async (staffId: string) =>
  (
    await db()
      .selectFrom('staff_members')
      .select('passwordHash')
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow()
  ).passwordHash;

const setStoredHash = (staffId: string, passwordHash: string) =>
  db().updateTable('staff_members').set({ passwordHash }).where('id', '=', staffId).execute();

/** A member whose row holds the scrypt hash the platform stored before Argon2id. */
async function legacyMember() {
  const member = await newStaff(db(), t.tenant.tenantId, 'organiser');
  const legacy = await legacyScryptHash(member.password);
  await setStoredHash(member.staffId, legacy);
  return { ...member, legacy };
}

describe('staff password hashes', () => {
  it('are Argon2id at OWASP parameters for a new account', async () => {
    const owner = await staffSession(t.app, db(), t.tenant.tenantId, 'owner');
    const email = `new-${Date.now()}@example.com`;
    const invitation = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations',
        headers: owner.headers,
        payload: { email, role: 'organiser' },
      }),
      201,
    );
    const accepted = signedIn(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/console/invitations/accept',
        payload: { token: invitation.token, password: STAFF_PASSWORD },
      }),
      201,
    );
    const stored = await storedHash(accepted.me.staff.id);
    expect(stored.startsWith(CURRENT_PREFIX)).toBe(true);
    expect(await verifyPassword(STAFF_PASSWORD, stored)).toBe(true);
  });

  it('upgrade from scrypt at the first successful sign-in, which keeps working after', async () => {
    const member = await legacyMember();
    const first = signedIn(await signInRequest({ email: member.email, password: member.password }));
    expect(first.me).toMatchObject({ kind: 'staff', staff: { id: member.staffId } });
    const upgraded = await storedHash(member.staffId);
    expect(upgraded.startsWith(CURRENT_PREFIX)).toBe(true);
    expect(await verifyPassword(member.password, upgraded)).toBe(true);

    const again = signedIn(await signInRequest({ email: member.email, password: member.password }));
    expect(again.me.staff.id).toBe(member.staffId);
    // A current hash is left as it is.
    expect(await storedHash(member.staffId)).toBe(upgraded);
  });

  it('stay scrypt after a wrong password, which is refused', async () => {
    const member = await legacyMember();
    const refused = expectError(
      await signInRequest({ email: member.email, password: 'not the password' }),
      401,
    );
    expect(refused.message).toBe('Wrong email or password');
    expect(await storedHash(member.staffId)).toBe(member.legacy);
  });

  it('never match when malformed, and are left alone', async () => {
    const member = await newStaff(db(), t.tenant.tenantId, 'organiser');
    const malformed = `scrypt$16384$8$1$${'A'.repeat(22)}==$`;
    await setStoredHash(member.staffId, malformed);
    expectError(await signInRequest({ email: member.email, password: member.password }), 401);
    expect(await storedHash(member.staffId)).toBe(malformed);
  });
});
