import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { isForeignKeyViolation, isUniqueViolation, nowIso } from '../../db/dialect.js';
import { AppError, businessRule, notFound } from '../../errors.js';
import { recordEvent } from '../events/index.js';
import { findUserGameId, requireUser } from '../users/index.js';
import * as invites from './invite.repository.js';
import * as repo from './team.repository.js';
import { INVITE_HOURS_DEFAULT, TEAM_ROLE } from './team.schemas.js';
import { linkGameMessage, requireOwnedTeam, teamDetailOf } from './team.service.js';

const HOUR_MS = 3_600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const inviteGone = () => new AppError('NOT_FOUND', 'Invite not found or expired');

export async function createInvite(
  { db }: DbHandle,
  tenantId: string,
  teamId: string,
  externalUserId: string,
  expiresInHours = INVITE_HOURS_DEFAULT,
) {
  const { user } = await requireOwnedTeam(db, tenantId, teamId, externalUserId, 'create invites');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const invite = {
    id: randomUUID(),
    tenantId,
    teamId,
    tokenHash: hashToken(token),
    createdBy: user.id,
    expiresAt: new Date(now.getTime() + expiresInHours * HOUR_MS).toISOString(),
    revokedAt: null,
    createdAt: now.toISOString(),
  };
  await invites.insertInvite(db, invite);
  return { inviteId: invite.id, token, teamId, expiresAt: invite.expiresAt };
}

export async function listInvites(
  { db }: DbHandle,
  tenantId: string,
  teamId: string,
  externalUserId: string,
) {
  await requireOwnedTeam(db, tenantId, teamId, externalUserId, 'list invites');
  return invites.listActiveInvites(db, tenantId, teamId, nowIso());
}

/** Revoking twice is not an error: the invite ends up revoked either way. */
export async function revokeInvite(
  { db }: DbHandle,
  tenantId: string,
  teamId: string,
  inviteId: string,
  externalUserId: string,
) {
  await requireOwnedTeam(db, tenantId, teamId, externalUserId, 'revoke invites');
  if (!(await invites.findInvite(db, tenantId, teamId, inviteId))) throw notFound('Invite');
  await invites.revokeInvite(db, tenantId, inviteId, nowIso());
}

interface JoinFacts {
  isOwner: boolean;
  isMember: boolean;
  memberCount: number;
  teamSize: number;
  hasGameId: boolean;
  gameName: string;
}

type Refusal = { reason: string; message: string };

const OWNER_REFUSAL: Refusal = {
  reason: 'ALREADY_MEMBER',
  message: 'You are the owner of this team',
};

const MEMBER_REFUSAL: Refusal = {
  reason: 'ALREADY_MEMBER',
  message: 'You are already a member of this team',
};

const refused = ({ reason, message }: Refusal) => businessRule(reason, message);

/** Why a user cannot join a team, or null when they can. The preview and the join share it. */
function joinRefusal(f: JoinFacts): Refusal | null {
  if (f.isOwner) return OWNER_REFUSAL;
  if (f.isMember) return MEMBER_REFUSAL;
  if (f.memberCount >= f.teamSize) {
    return { reason: 'TEAM_FULL', message: 'The team is full' };
  }
  if (!f.hasGameId) {
    return { reason: 'USER_GAME_ID_REQUIRED', message: linkGameMessage(f.gameName) };
  }
  return null;
}

async function joinFacts(
  db: Executor,
  tenantId: string,
  team: { id: string; ownerId: string; gameId: string; teamSize: number },
  userId: string,
  gameName: string,
) {
  return {
    isOwner: team.ownerId === userId,
    isMember: Boolean(await repo.findMember(db, tenantId, team.id, userId)),
    memberCount: await repo.countMembers(db, tenantId, team.id),
    teamSize: team.teamSize,
    hasGameId: Boolean(await findUserGameId(db, tenantId, userId, team.gameId)),
    gameName,
  };
}

export async function previewInvite(
  { db }: DbHandle,
  tenantId: string,
  token: string,
  externalUserId?: string,
) {
  const invite = await invites.findActiveInvite(db, tenantId, hashToken(token), nowIso());
  if (!invite) throw inviteGone();
  const view = await repo.findTeamView(db, tenantId, invite.teamId);
  if (!view) throw inviteGone();
  const currentMembers = await repo.countMembers(db, tenantId, invite.teamId);
  const preview = {
    teamId: view.teamId,
    name: view.name,
    description: view.description,
    logo: view.logo,
    coverImage: view.coverImage,
    teamSize: view.teamSize,
    currentMembers,
    ownerName: view.ownerName,
    gameId: view.gameId,
    gameName: view.gameName,
  };
  if (externalUserId === undefined) {
    return currentMembers >= view.teamSize
      ? { ...preview, canJoin: false, joinError: 'The team is full' }
      : { ...preview, canJoin: true };
  }
  // An unknown user is a 404 here as on every endpoint that takes externalUserId.
  const user = await requireUser(db, tenantId, externalUserId);
  const team = {
    id: view.teamId,
    ownerId: view.ownerId,
    gameId: view.gameId,
    teamSize: view.teamSize,
  };
  const refusal = joinRefusal(await joinFacts(db, tenantId, team, user.id, view.gameName));
  return refusal
    ? { ...preview, canJoin: false, joinError: refusal.message }
    : { ...preview, canJoin: true };
}

/**
 * Joins in one transaction that holds the team row, so concurrent joins cannot overfill it. The
 * member goes in before the row is held (`for no key update` lets the insert's foreign-key check
 * through while another join holds it), so the row is held from its lock to the commit over four
 * round trips: the lock, one read of the team and its members with the joiner among them (for the
 * refusal and for the event's team), the event and the commit. A refusal rolls the insert back.
 * The read is a statement apart from the lock: on PostgreSQL a statement sees the rows committed
 * when it began, so a read that also took the lock would miss the join it had waited for.
 */
export async function joinByInvite(
  { db, engine }: DbHandle,
  tenantId: string,
  token: string,
  externalUserId: string,
) {
  try {
    // The user is read in the transaction: on SQLite a read made outside one commits the open
    // write group first, and joins arriving together would each pay a commit of their own.
    return await db.transaction().execute(async (trx) => {
      const user = await requireUser(trx, tenantId, externalUserId);
      const invite = await invites.findActiveInvite(trx, tenantId, hashToken(token), nowIso());
      if (!invite) throw inviteGone();
      // The owner's own member row would refuse the insert as a second membership.
      if (invite.ownerId === user.id) throw refused(OWNER_REFUSAL);
      await repo.insertMember(trx, {
        teamId: invite.teamId,
        userId: user.id,
        tenantId,
        role: TEAM_ROLE.MEMBER,
        joinedAt: nowIso(),
      });
      const team = await repo.lockTeam(trx, engine, tenantId, invite.teamId, 'noKeyUpdate');
      const detail = team && teamDetailOf(await repo.findTeamWithMembers(trx, tenantId, team.id));
      const member = detail?.members.find((m) => m.userId === user.id);
      if (!detail || !member) throw inviteGone();
      const refusal = joinRefusal({
        isOwner: detail.ownerId === user.id,
        isMember: false, // the primary key refused the insert of a member's second row
        memberCount: detail.members.length - 1,
        teamSize: detail.teamSize,
        hasGameId: member.userGameId !== '',
        gameName: detail.gameName,
      });
      if (refusal) throw refused(refusal);
      await recordEvent(trx, { tenantId, tournamentId: null }, 'team.member_joined', {
        teamId: detail.teamId,
        member,
        team: detail,
      });
      return detail;
    });
  } catch (error) {
    // A member already: the primary key refused the second row.
    if (isUniqueViolation(error)) throw refused(MEMBER_REFUSAL);
    // The team was deleted after its invite was read.
    if (isForeignKeyViolation(error)) throw inviteGone();
    throw error;
  }
}
