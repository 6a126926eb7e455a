import type { Executor } from '../../db/database.js';
import { PARTICIPANT_TYPE } from '../tournaments/index.js';

/** The name an erased user goes by wherever a participant or member is shown. */
export const DELETED_PLAYER = 'Deleted player';

/** The tenant's latest tombstone left by erasing the user whose external id had `erasedKey`. */
export const findErasedUser = (db: Executor, tenantId: string, erasedKey: string) =>
  db
    .selectFrom('users')
    .select(['id', 'erasedAt'])
    .where('tenantId', '=', tenantId)
    .where('erasedKey', '=', erasedKey)
    .orderBy('erasedAt', 'desc')
    .executeTakeFirst();

export async function ownedTeamIds(db: Executor, tenantId: string, userId: string) {
  const rows = await db
    .selectFrom('teams')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('ownerId', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The teams the user is a member of, in id order (the order their locks are taken in). */
export async function memberTeamIds(db: Executor, tenantId: string, userId: string) {
  const rows = await db
    .selectFrom('team_members')
    .select('teamId')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .orderBy('teamId')
    .execute();
  return rows.map((r) => r.teamId);
}

export async function inGameIds(db: Executor, tenantId: string, userId: string) {
  const rows = await db
    .selectFrom('user_game_ids')
    .select('userGameId')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => r.userGameId);
}

/**
 * The user row with its personal fields replaced; the id stays, so results keep naming it.
 * Only while it still has `externalId`: false when a concurrent erasure wrote it first.
 */
export async function writeTombstone(
  db: Executor,
  tenantId: string,
  userId: string,
  tombstone: { externalId: string; username: string; erasedKey: string; erasedAt: string },
) {
  const result = await db
    .updateTable('users')
    .set({
      externalId: null,
      username: tombstone.username,
      displayName: DELETED_PLAYER,
      email: null,
      phoneNumber: null,
      countryCode: null,
      image: null,
      coverImage: null,
      erasedKey: tombstone.erasedKey,
      erasedAt: tombstone.erasedAt,
      updatedAt: tombstone.erasedAt,
    })
    .where('tenantId', '=', tenantId)
    .where('id', '=', userId)
    .where('externalId', '=', tombstone.externalId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteInGameIds(db: Executor, tenantId: string, userId: string) {
  await db
    .deleteFrom('user_game_ids')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
}

/** Invite tokens the user made that could still be used. */
export async function revokeInvitesBy(db: Executor, tenantId: string, userId: string, at: string) {
  await db
    .updateTable('team_invites')
    .set({ revokedAt: at })
    .where('tenantId', '=', tenantId)
    .where('createdBy', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', at)
    .execute();
}

/** Tournaments where the user plays in person (solo): their rows copy the user's name. */
export async function soloTournamentIds(db: Executor, tenantId: string, userId: string) {
  const rows = await db
    .selectFrom('tournament_registrations')
    .select('tournamentId')
    .distinct()
    .where('tenantId', '=', tenantId)
    .where('participantType', '=', PARTICIPANT_TYPE.USER)
    .where('participantId', '=', userId)
    .execute();
  return rows.map((r) => r.tournamentId);
}

/**
 * The copies solo tournaments keep of a player: the registration's name, message and payment
 * reference, and the champion's name. Standings stored with names are dropped: the next read
 * computes them again from the rows, which now say "Deleted player".
 */
export async function renameSoloParticipant(
  db: Executor,
  tenantId: string,
  userId: string,
  tournamentIds: readonly string[],
) {
  await db
    .updateTable('tournament_registrations')
    .set({ participantName: DELETED_PLAYER, applicationMessage: null, paymentTransactionId: null })
    .where('tenantId', '=', tenantId)
    .where('participantType', '=', PARTICIPANT_TYPE.USER)
    .where('participantId', '=', userId)
    .execute();
  await db
    .updateTable('tournaments')
    .set({ winnerTeamName: DELETED_PLAYER })
    .where('tenantId', '=', tenantId)
    .where('winnerTeamId', '=', userId)
    .execute();
  // Guard against running an invalid `in ()` when the user played no solo tournament.
  if (tournamentIds.length === 0) return;
  await db
    .deleteFrom('duel_standings')
    .where('tenantId', '=', tenantId)
    .where('tournamentId', 'in', [...tournamentIds])
    .execute();
}
