import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/database.js';
import { secretsEqual } from '../tenants/index.js';
import * as repo from './session.repository.js';
import type { StaffRole } from './staff.table.js';

export const SESSION_COOKIE = 'tourney_session';
export const SESSION_IDLE_MS = 12 * 3600_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3600_000;
// Sliding the idle expiry on every request would make every read a write; a session seen
// within the last few minutes is live enough.
const TOUCH_AFTER_MS = 5 * 60_000;

interface SessionStaff {
  id: string;
  email: string;
  role: StaffRole;
  tenantId: string;
  tenantName: string;
}

/** A live session, as the auth layer hands it to the console routes. */
export interface ConsoleSession {
  id: string;
  kind: 'staff' | 'operator';
  staff: SessionStaff | null;
  csrfToken: string;
  expiresAt: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The CSRF token of a session: derived from its secret token, so nothing more is stored. */
const csrfTokenOf = (token: string) =>
  createHmac('sha256', token).update('tourney console csrf').digest('base64url');

export const csrfTokenMatches = (token: string, presented: string) =>
  secretsEqual(csrfTokenOf(token), presented);

function expiryOf(createdAt: string, lastSeenAt: string): number {
  return Math.min(
    Date.parse(lastSeenAt) + SESSION_IDLE_MS,
    Date.parse(createdAt) + SESSION_ABSOLUTE_MS,
  );
}

/**
 * Deletes the sessions that have expired: one whose cookie comes back is deleted then, but a
 * browser that never returns would leave its row for good. Returns how many went.
 */
export const deleteExpiredSessions = (db: Executor, now = Date.now()) =>
  repo.deleteSessionsIdleOrMadeBefore(
    db,
    new Date(now - SESSION_IDLE_MS).toISOString(),
    new Date(now - SESSION_ABSOLUTE_MS).toISOString(),
  );

/** Opens a session (a new token every time) for a staff member, or the operator when null. */
export async function startSession(db: Executor, staffId: string | null) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  const id = randomUUID();
  await repo.insertSession(db, {
    id,
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
  });
  return {
    id,
    token,
    csrfToken: csrfTokenOf(token),
    expiresAt: new Date(expiryOf(now, now)).toISOString(),
  };
}

/** The live session of a cookie's token, or null; an expired one is deleted on the way. */
export async function resolveSession(db: Db, token: string): Promise<ConsoleSession | null> {
  const row = await repo.findSessionByTokenHash(db, hashToken(token));
  if (!row) return null;
  const now = Date.now();
  if (expiryOf(row.createdAt, row.lastSeenAt) <= now) {
    await repo.deleteSession(db, row.id);
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  if (now - Date.parse(lastSeenAt) > TOUCH_AFTER_MS) {
    lastSeenAt = new Date(now).toISOString();
    await repo.touchSession(db, row.id, lastSeenAt);
  }
  const staff =
    row.staffId && row.email && row.role && row.tenantId && row.tenantName
      ? {
          id: row.staffId,
          email: row.email,
          role: row.role,
          tenantId: row.tenantId,
          tenantName: row.tenantName,
        }
      : null;
  return {
    id: row.id,
    kind: staff ? 'staff' : 'operator',
    staff,
    csrfToken: csrfTokenOf(token),
    expiresAt: new Date(expiryOf(row.createdAt, lastSeenAt)).toISOString(),
  };
}

export const endSession = (db: Executor, sessionId: string) => repo.deleteSession(db, sessionId);

/** Ends every session of a staff member, except `keep` (the one asking) when given. */
export const endSessionsOf = (db: Executor, staffId: string, keep?: string) =>
  repo.deleteSessionsOfStaff(db, staffId, keep);

/** What the console learns about its session: `ConsoleMe`. */
export const consoleMe = (session: ConsoleSession) => ({
  kind: session.kind,
  csrfToken: session.csrfToken,
  expiresAt: session.expiresAt,
  staff: session.staff,
});
