import type { Executor } from '../../db/database.js';

export const findGame = (db: Executor, gameId: string) =>
  db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
