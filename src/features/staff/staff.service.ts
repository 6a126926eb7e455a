import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { AppError, businessRule, forbidden, notFound } from '../../errors.js';
import { hashPassword, matchingHashes, needsRehash, verifyPassword } from '../../password.js';
import { secretsEqual } from '../tenants/index.js';
import { endSessionsOf, startSession, type ConsoleSession } from './session.service.js';
import { beginSignIn, type SignInOrigin } from './sign-in-throttle.js';
import * as repo from './staff.repository.js';
import type { StaffRole } from './staff.table.js';

const INVITATION_TTL_MS = 7 * 24 * 3600_000;

const wrongCredentials = () => new AppError('UNAUTHORIZED', 'Wrong email or password');
const normaliseEmail = (email: string) => email.trim().toLowerCase();
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session just opened: the cookie's token and what `ConsoleMe` says about it. */
export interface OpenedSession {
  token: string;
  session: ConsoleSession;
}

async function open(db: Db, staff: ConsoleSession['staff']): Promise<OpenedSession> {
  const { id, token, csrfToken, expiresAt } = await startSession(db, staff?.id ?? null);
  return {
    token,
    session: { id, kind: staff ? 'staff' : 'operator', staff, csrfToken, expiresAt },
  };
}

/**
 * Signs a staff member in. An unknown email and a wrong password get the same answer in the
 * same time; attempts count per account and per address before the password is checked
 * (sign-in-throttle.ts). The same
 * password may open accounts in several tenants: without `tenantId` the caller must choose.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; tenantId?: string },
  origin: SignInOrigin,
): Promise<OpenedSession> {
  const email = normaliseEmail(input.email);
  const attempt = await beginSignIn(db, email, origin);
  const candidates = await repo.findMembersByEmail(db, email, input.tenantId);
  const matches = await matchingHashes(
    input.password,
    candidates.map((c) => c.passwordHash),
  );
  const unlocked = candidates.filter((_, i) => matches[i]);
  if (unlocked.length === 0) throw wrongCredentials();
  await attempt.succeeded();
  if (unlocked.length > 1) {
    throw new AppError('BUSINESS_RULE', 'This account exists in several tenants: choose one', {
      reason: 'TENANT_REQUIRED',
      context: { tenants: unlocked.map((m) => ({ id: m.tenantId, name: m.tenantName })) },
    });
  }
  const member = unlocked[0]!;
  await repo.recordSignIn(db, member.id, nowIso());
  await rehashIfOutdated(db, member, input.password);
  return open(db, {
    id: member.id,
    email: member.email,
    role: member.role,
    tenantId: member.tenantId,
    tenantName: member.tenantName,
  });
}

/**
 * Replaces a hash made with an older scheme (scrypt) or weaker parameters, now that the password
 * is known. Only the hash that was verified is replaced: a password changed meanwhile stays.
 */
async function rehashIfOutdated(
  db: Db,
  member: { id: string; passwordHash: string },
  password: string,
) {
  if (!needsRehash(member.passwordHash)) return;
  await repo.replacePasswordHash(db, member.id, member.passwordHash, await hashPassword(password));
}

/** The operator signs in with ADMIN_TOKEN; a wrong token counts against the address. */
export async function signInOperator(
  db: Db,
  presented: string,
  adminToken: string,
  origin: SignInOrigin,
): Promise<OpenedSession> {
  const attempt = await beginSignIn(db, null, origin);
  if (!secretsEqual(presented, adminToken)) {
    throw new AppError(
      'UNAUTHORIZED',
      'Wrong admin token: use the ADMIN_TOKEN the server runs with (a server started without ADMIN_TOKEN prints the one it generated at each start)',
    );
  }
  await attempt.succeeded();
  return open(db, null);
}

/** Changes a member's password after checking the current one; their other sessions end. */
export async function changePassword(
  db: Db,
  session: ConsoleSession,
  currentPassword: string,
  newPassword: string,
) {
  if (!session.staff)
    throw forbidden('The operator has no password here: ADMIN_TOKEN is set in the configuration');
  const member = await repo.findMember(db, session.staff.tenantId, session.staff.id);
  if (!member) throw new AppError('UNAUTHORIZED', 'The session has ended');
  if (!(await verifyPassword(currentPassword, member.passwordHash))) {
    throw new AppError('VALIDATION', 'Validation failed', {
      fieldErrors: [{ field: 'currentPassword', message: 'is not the current password' }],
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, member.id, passwordHash);
    await endSessionsOf(trx, member.id, session.id);
  });
}

export async function listStaff(db: Db, tenantId: string) {
  return repo.listMembers(db, tenantId);
}

const lastOwner = () =>
  businessRule('LAST_OWNER', 'A tenant keeps at least one owner: make another member owner first');

/** Changes a member's role (their sessions end, so the new rights apply at once). */
export async function changeRole(db: Db, tenantId: string, staffId: string, role: StaffRole) {
  return db.transaction().execute(async (trx) => {
    const member = await repo.findMember(trx, tenantId, staffId);
    if (!member) throw notFound('Staff member');
    if (member.role === 'owner' && role !== 'owner' && (await repo.countOwners(trx, tenantId)) <= 1)
      throw lastOwner();
    if (member.role !== role) {
      await repo.updateRole(trx, staffId, role);
      await endSessionsOf(trx, staffId);
    }
    const { id, email, createdAt, lastSignInAt } = member;
    return { id, email, role, createdAt, lastSignInAt };
  });
}

/** Removes a member and ends their sessions; the last owner stays. */
export async function removeMember(db: Db, tenantId: string, staffId: string) {
  await db.transaction().execute(async (trx) => {
    const member = await repo.findMember(trx, tenantId, staffId);
    if (!member) throw notFound('Staff member');
    if (member.role === 'owner' && (await repo.countOwners(trx, tenantId)) <= 1) throw lastOwner();
    await endSessionsOf(trx, staffId);
    await repo.deleteMember(trx, staffId);
  });
}

const alreadyMember = () =>
  businessRule('STAFF_EXISTS', 'This email already belongs to a staff member of the tenant');

/**
 * Invites someone to a tenant's staff. The one-time token is returned only here (stored as its
 * hash); the accept link carries it in the fragment, so it never reaches a server log.
 */
export async function invite(
  db: Db,
  tenantId: string,
  input: { email: string; role: StaffRole },
  origin: string,
) {
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!tenant) throw notFound('Tenant');
  const email = normaliseEmail(input.email);
  if (await repo.findMemberByEmail(db, tenantId, email)) throw alreadyMember();
  const token = `sinv_${randomBytes(24).toString('base64url')}`;
  const createdAt = new Date();
  const invitation = {
    id: randomUUID(),
    tenantId,
    email,
    role: input.role,
    tokenHash: hashToken(token),
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + INVITATION_TTL_MS).toISOString(),
    acceptedAt: null,
    revokedAt: null,
  };
  await repo.insertInvitation(db, invitation);
  return {
    id: invitation.id,
    email,
    role: invitation.role,
    expiresAt: invitation.expiresAt,
    createdAt: invitation.createdAt,
    token,
    acceptUrl: `${origin}/console/accept-invitation#token=${token}`,
  };
}

export const listInvitations = (db: Db, tenantId: string) =>
  repo.listOpenInvitations(db, tenantId, nowIso());

export async function revokeInvitation(db: Db, tenantId: string, invitationId: string) {
  if (!(await repo.revokeInvitation(db, tenantId, invitationId, nowIso())))
    throw notFound('Invitation');
}

const unknownInvitation = () => notFound('Invitation');

/** What the accept page shows; unknown, used, revoked and expired invitations are all 404. */
export async function previewInvitation(db: Db, token: string) {
  const invitation = await repo.findOpenInvitationByTokenHash(db, hashToken(token), nowIso());
  if (!invitation) throw unknownInvitation();
  const { email, role, tenantName, expiresAt } = invitation;
  return { email, role, tenantName, expiresAt };
}

/** Accepts an invitation: the staff member is created with this password and signed in. */
export async function acceptInvitation(db: Db, token: string, password: string) {
  const invitation = await repo.findOpenInvitationByTokenHash(db, hashToken(token), nowIso());
  if (!invitation) throw unknownInvitation();
  const passwordHash = await hashPassword(password);
  const member = {
    id: randomUUID(),
    tenantId: invitation.tenantId,
    email: invitation.email,
    passwordHash,
    role: invitation.role,
    createdAt: nowIso(),
    lastSignInAt: nowIso(),
  };
  await db.transaction().execute(async (trx) => {
    if (await repo.findMemberByEmail(trx, invitation.tenantId, invitation.email))
      throw alreadyMember();
    // The invitation is one-time: of two concurrent accepts, one claims it, the other is a 404.
    if (!(await repo.claimInvitation(trx, invitation.id, member.createdAt)))
      throw unknownInvitation();
    try {
      await repo.insertMember(trx, member);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyMember();
      throw error;
    }
  });
  return open(db, {
    id: member.id,
    email: member.email,
    role: member.role,
    tenantId: member.tenantId,
    tenantName: invitation.tenantName,
  });
}
