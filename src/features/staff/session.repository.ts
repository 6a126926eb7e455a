import type { Executor } from '../../db/database.js';
import type { ConsoleSessionTable } from './staff.table.js';

export const insertSession = (db: Executor, session: ConsoleSessionTable) =>
  db.insertInto('console_sessions').values(session).execute();

/** A session by the hash of its token, with its staff member and tenant when it has one. */
export const findSessionByTokenHash = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('console_sessions')
    .leftJoin('staff_members', 'staff_members.id', 'console_sessions.staffId')
    .leftJoin('tenants', 'tenants.id', 'staff_members.tenantId')
    .select([
      'console_sessions.id',
      'console_sessions.staffId',
      'console_sessions.createdAt',
      'console_sessions.lastSeenAt',
      'staff_members.email',
      'staff_members.role',
      'staff_members.tenantId',
      'tenants.name as tenantName',
    ])
    .where('console_sessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();

export const touchSession = (db: Executor, sessionId: string, at: string) =>
  db.updateTable('console_sessions').set({ lastSeenAt: at }).where('id', '=', sessionId).execute();

export const deleteSession = (db: Executor, sessionId: string) =>
  db.deleteFrom('console_sessions').where('id', '=', sessionId).execute();

/** Ends every session of a staff member, but `keep` when given. */
export const deleteSessionsOfStaff = (db: Executor, staffId: string, keep?: string) =>
  db
    .deleteFrom('console_sessions')
    .where('staffId', '=', staffId)
    .$if(keep !== undefined, (q) => q.where('id', '!=', keep!))
    .execute();

/** Deletes the sessions last seen at or before `idleSince` or made at or before `madeSince`. */
export async function deleteSessionsIdleOrMadeBefore(
  db: Executor,
  idleSince: string,
  madeSince: string,
) {
  const result = await db
    .deleteFrom('console_sessions')
    .where((eb) => eb.or([eb('lastSeenAt', '<=', idleSince), eb('createdAt', '<=', madeSince)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
