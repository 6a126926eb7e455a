import type { Executor } from '../../db/database.js';

export const findUserByExternalId = (db: Executor, tenantId: string, externalId: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('externalId', '=', externalId)
    .executeTakeFirst();

/** The user's in-game id for `gameId`, if one is mapped. */
export const findUserGameId = (db: Executor, tenantId: string, userId: string, gameId: string) =>
  db
    .selectFrom('user_game_ids')
    .select(['id', 'userGameId'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('gameId', '=', gameId)
    .executeTakeFirst();
