import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { TeamInviteTable } from './team.table.js';

export async function insertInvite(db: Executor, row: Insertable<TeamInviteTable>) {
  await db.insertInto('team_invites').values(row).execute();
}

/**
 * The invite behind a token hash, if it is neither revoked nor expired at `now`, with its team's
 * owner.
 */
export const findActiveInvite = (db: Executor, tenantId: string, tokenHash: string, now: string) =>
  db
    .selectFrom('team_invites as i')
    .innerJoin('teams as t', 't.id', 'i.teamId')
    .select(['i.id', 'i.teamId', 't.ownerId'])
    .where('i.tenantId', '=', tenantId)
    .where('i.tokenHash', '=', tokenHash)
    .where('i.revokedAt', 'is', null)
    .where('i.expiresAt', '>', now)
    .executeTakeFirst();

export const listActiveInvites = (db: Executor, tenantId: string, teamId: string, now: string) =>
  db
    .selectFrom('team_invites')
    .select(['id as inviteId', 'teamId', 'createdAt', 'expiresAt'])
    .where('tenantId', '=', tenantId)
    .where('teamId', '=', teamId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export const findInvite = (db: Executor, tenantId: string, teamId: string, inviteId: string) =>
  db
    .selectFrom('team_invites')
    .select(['id', 'revokedAt'])
    .where('tenantId', '=', tenantId)
    .where('teamId', '=', teamId)
    .where('id', '=', inviteId)
    .executeTakeFirst();

export async function revokeInvite(db: Executor, tenantId: string, inviteId: string, at: string) {
  await db
    .updateTable('team_invites')
    .set({ revokedAt: at })
    .where('tenantId', '=', tenantId)
    .where('id', '=', inviteId)
    .where('revokedAt', 'is', null)
    .execute();
}
