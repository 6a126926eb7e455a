import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { newRowId } from '../../db/row-ids.js';
import * as repo from './user.repository.js';
import type { UserTable } from './user.table.js';
import { freeUsername } from './user.service.js';

/**
 * The external id of a user or team created by staff: `staff-` and 128 random bits. An integrator
 * could only hit one by copying it from a read, and the unique key refuses a second holder.
 */
export const staffExternalId = () => `staff-${randomBytes(16).toString('base64url')}`;

export interface PlayerHolder {
  userId: string;
  displayName: string;
  createdByStaff: boolean;
}

/** Who holds each of `userGameIds` for the game in the tenant (absent: nobody). */
export async function gameIdHolders(
  db: Executor,
  tenantId: string,
  gameId: string,
  userGameIds: readonly string[],
): Promise<Map<string, PlayerHolder>> {
  // Guard against running an invalid query when the ids list is empty.
  if (userGameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_game_ids as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.userGameId', 'u.id', 'u.displayName', 'u.createdByStaff'])
    .where('m.tenantId', '=', tenantId)
    .where('m.gameId', '=', gameId)
    .where('m.userGameId', 'in', [...new Set(userGameIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.userGameId,
      { userId: r.id, displayName: r.displayName, createdByStaff: r.createdByStaff === 1 },
    ]),
  );
}

/** A new user marked as created by staff, with its in-game id for the game. */
export async function createStaffUser(
  trx: Executor,
  tenantId: string,
  player: { displayName: string; gameId: string; userGameId: string },
): Promise<UserTable> {
  const now = nowIso();
  const externalId = staffExternalId();
  const row: UserTable = {
    id: newRowId(),
    tenantId,
    externalId,
    username: await freeUsername(trx, tenantId, player.displayName, externalId),
    displayName: player.displayName,
    email: null,
    phoneNumber: null,
    countryCode: null,
    image: null,
    coverImage: null,
    createdAt: now,
    updatedAt: now,
    createdByStaff: 1,
  };
  await repo.insertUser(trx, row);
  await repo.insertUserGameId(trx, {
    id: newRowId(),
    tenantId,
    userId: row.id,
    gameId: player.gameId,
    userGameId: player.userGameId,
    createdAt: now,
    updatedAt: now,
  });
  return row;
}

/** Renames a staff-created user; the username stays (others may know the player by it). */
export async function renameStaffUser(
  trx: Executor,
  tenantId: string,
  userId: string,
  displayName: string,
) {
  await repo.updateUser(trx, tenantId, userId, { displayName, updatedAt: nowIso() });
}

/** Points the user's in-game id for the game at `userGameId` (the caller checked it is free). */
export async function remapStaffUserGameId(
  trx: Executor,
  tenantId: string,
  userId: string,
  gameId: string,
  userGameId: string,
) {
  const current = await repo.findUserGameId(trx, tenantId, userId, gameId);
  const now = nowIso();
  if (current) await repo.updateUserGameId(trx, tenantId, current.id, userGameId, now);
  else
    await repo.insertUserGameId(trx, {
      id: newRowId(),
      tenantId,
      userId,
      gameId,
      userGameId,
      createdAt: now,
      updatedAt: now,
    });
}
