import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/password.js';
import type { StaffRole } from '../../src/features/staff/staff.table.js';
import type { Db } from '../../src/db/database.js';
import { ADMIN_TOKEN, expectOk } from './test-app.js';

export const STAFF_PASSWORD = 'a long enough password';

/** A signed-in console session: the headers a browser would send with it. */
export interface ConsoleSignIn {
  cookie: string;
  csrfToken: string;
  /** Cookie and CSRF header, for any request. */
  headers: Record<string, string>;
  me: any;
}

/** The `tourney_session` cookie's value from a response's Set-Cookie, or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'tourney_session')?.value;
}

export function signedIn(res: LightMyRequestResponse, status = 200): ConsoleSignIn {
  const me = expectOk(res, status);
  const token = sessionCookieOf(res);
  expect(token).toBeTruthy();
  const cookie = `tourney_session=${token}`;
  return { cookie, csrfToken: me.csrfToken, headers: { cookie, 'x-csrf-token': me.csrfToken }, me };
}

/** Signs in through the API. */
export async function signIn(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<ConsoleSignIn> {
  return signedIn(
    await app.inject({ method: 'POST', url: '/api/v1/console/session', payload: body }),
  );
}

export const signInOperator = (app: FastifyInstance) => signIn(app, { adminToken: ADMIN_TOKEN });

let counter = 0;
// Hashing is slow by design: the helper hashes each password once per process.
const hashes = new Map<string, Promise<string>>();

/**
 * A staff member of `tenantId`, written straight to the table (accepting an invitation, as the
 * product creates them, is tested in test/console/staff.test.ts).
 */
export async function newStaff(
  db: Db,
  tenantId: string,
  role: StaffRole = 'owner',
  email = `staff${++counter}-${Math.random().toString(36).slice(2, 7)}@example.com`,
  password = STAFF_PASSWORD,
) {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const staffId = randomUUID();
  await db
    .insertInto('staff_members')
    .values({
      id: staffId,
      tenantId,
      email,
      passwordHash: await hashes.get(password)!,
      role,
      createdAt: new Date().toISOString(),
      lastSignInAt: null,
    })
    .execute();
  return { staffId, email, password, role };
}

/** A new staff member of the tenant, signed in. */
export async function staffSession(
  app: FastifyInstance,
  db: Db,
  tenantId: string,
  role: StaffRole = 'owner',
) {
  const member = await newStaff(db, tenantId, role);
  const session = await signIn(app, { email: member.email, password: member.password, tenantId });
  return { ...member, ...session };
}
