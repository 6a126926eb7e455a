import type { Executor } from '../../db/database.js';
import type { StaffInvitationTable, StaffMemberTable, StaffRole } from './staff.table.js';

const memberColumns = [
  'staff_members.id',
  'staff_members.tenantId',
  'staff_members.email',
  'staff_members.passwordHash',
  'staff_members.role',
  'staff_members.createdAt',
  'staff_members.lastSignInAt',
] as const;

/** The accounts of an email address, in every tenant (or one), with their tenant's name. */
export const findMembersByEmail = (db: Executor, email: string, tenantId?: string) =>
  db
    .selectFrom('staff_members')
    .innerJoin('tenants', 'tenants.id', 'staff_members.tenantId')
    .select([...memberColumns, 'tenants.name as tenantName'])
    .where('staff_members.email', '=', email)
    .$if(tenantId !== undefined, (q) => q.where('staff_members.tenantId', '=', tenantId!))
    .orderBy('tenants.name')
    .execute();

export const findMember = (db: Executor, tenantId: string, staffId: string) =>
  db
    .selectFrom('staff_members')
    .select(memberColumns)
    .where('tenantId', '=', tenantId)
    .where('id', '=', staffId)
    .executeTakeFirst();

export const findMemberByEmail = (db: Executor, tenantId: string, email: string) =>
  db
    .selectFrom('staff_members')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();

export const listMembers = (db: Executor, tenantId: string) =>
  db
    .selectFrom('staff_members')
    .select(['id', 'email', 'role', 'createdAt', 'lastSignInAt'])
    .where('tenantId', '=', tenantId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export const insertMember = (db: Executor, member: StaffMemberTable) =>
  db.insertInto('staff_members').values(member).execute();

export const updateRole = (db: Executor, staffId: string, role: StaffRole) =>
  db.updateTable('staff_members').set({ role }).where('id', '=', staffId).execute();

export const updatePasswordHash = (db: Executor, staffId: string, passwordHash: string) =>
  db.updateTable('staff_members').set({ passwordHash }).where('id', '=', staffId).execute();

/** Sets the hash only while the row still holds `previous`; false when it did not. */
export async function replacePasswordHash(
  db: Executor,
  staffId: string,
  previous: string,
  passwordHash: string,
) {
  const result = await db
    .updateTable('staff_members')
    .set({ passwordHash })
    .where('id', '=', staffId)
    .where('passwordHash', '=', previous)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const recordSignIn = (db: Executor, staffId: string, at: string) =>
  db.updateTable('staff_members').set({ lastSignInAt: at }).where('id', '=', staffId).execute();

export const deleteMember = (db: Executor, staffId: string) =>
  db.deleteFrom('staff_members').where('id', '=', staffId).execute();

export async function countOwners(db: Executor, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_members')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('tenantId', '=', tenantId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const insertInvitation = (db: Executor, invitation: StaffInvitationTable) =>
  db.insertInto('staff_invitations').values(invitation).execute();

const invitationColumns = ['id', 'email', 'role', 'expiresAt', 'createdAt'] as const;

/** An invitation that can still be accepted, by the hash of its token. */
export const findOpenInvitationByTokenHash = (db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('staff_invitations')
    .innerJoin('tenants', 'tenants.id', 'staff_invitations.tenantId')
    .select([
      'staff_invitations.id',
      'staff_invitations.tenantId',
      'staff_invitations.email',
      'staff_invitations.role',
      'staff_invitations.expiresAt',
      'tenants.name as tenantName',
    ])
    .where('staff_invitations.tokenHash', '=', tokenHash)
    .where('staff_invitations.acceptedAt', 'is', null)
    .where('staff_invitations.revokedAt', 'is', null)
    .where('staff_invitations.expiresAt', '>', now)
    .executeTakeFirst();

export const listOpenInvitations = (db: Executor, tenantId: string, now: string) =>
  db
    .selectFrom('staff_invitations')
    .select(invitationColumns)
    .where('tenantId', '=', tenantId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** Marks an invitation used; false when another request used or revoked it first. */
export async function claimInvitation(db: Executor, invitationId: string, at: string) {
  const result = await db
    .updateTable('staff_invitations')
    .set({ acceptedAt: at })
    .where('id', '=', invitationId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes an open invitation of the tenant; false when there is none by that id. */
export async function revokeInvitation(db: Executor, tenantId: string, id: string, at: string) {
  const result = await db
    .updateTable('staff_invitations')
    .set({ revokedAt: at })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
