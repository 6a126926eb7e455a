import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { GameMapTable, GameTable } from './game.table.js';

export const findGame = (db: Executor, gameId: string) =>
  db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();

/** The game called `name` whatever its case, as the unique index games_name_unique compares. */
export const findGameByName = (db: Executor, name: string) =>
  db
    .selectFrom('games')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
    .executeTakeFirst();

const GAME_COLUMNS = [
  'games.id',
  'games.name',
  'games.description',
  'games.shortName',
  'games.region',
  'games.developer',
  'games.publisher',
  'games.platForm',
  'games.genre',
  'games.image',
  'games.coverImage',
  'games.uidPlaceholder',
] as const;

/** Games with `mapCount` from one grouped subquery joined in, so a page costs one query. */
function gamesWithMapCount(db: Executor) {
  const counts = db
    .selectFrom('game_maps')
    .select((eb) => ['gameId', eb.fn.countAll<number>().as('mapCount')])
    .groupBy('gameId')
    .as('mc');
  return db
    .selectFrom('games')
    .leftJoin(counts, 'mc.gameId', 'games.id')
    .select((eb) => [...GAME_COLUMNS, eb.fn.coalesce('mc.mapCount', eb.lit(0)).as('mapCount')]);
}

export const listGames = (db: Executor, offset: number, limit: number) =>
  gamesWithMapCount(db)
    .orderBy('games.name')
    .orderBy('games.id')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countGames(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findGameView = (db: Executor, gameId: string) =>
  gamesWithMapCount(db).where('games.id', '=', gameId).executeTakeFirst();

export const listMaps = (db: Executor, gameId: string) =>
  db
    .selectFrom('game_maps')
    .select(['name', 'image'])
    .where('gameId', '=', gameId)
    .orderBy('position')
    .execute();

/** The maps of several games in one query, each game's in its order. */
export async function listMapsOfGames(db: Executor, gameIds: string[]) {
  const byGame = new Map<string, { name: string; image: string | null }[]>();
  // An empty IN list is invalid SQL.
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .selectFrom('game_maps')
    .select(['gameId', 'name', 'image'])
    .where('gameId', 'in', gameIds)
    .orderBy('gameId')
    .orderBy('position')
    .execute();
  for (const { gameId, ...map } of rows) byGame.set(gameId, [...(byGame.get(gameId) ?? []), map]);
  return byGame;
}

export async function insertGame(db: Executor, row: GameTable) {
  await db.insertInto('games').values(row).execute();
}

export async function updateGame(db: Executor, gameId: string, patch: Updateable<GameTable>) {
  await db.updateTable('games').set(patch).where('id', '=', gameId).execute();
}

/** Replaces the game's maps with `maps`, keeping their order; run it inside a transaction. */
export async function replaceMaps(
  db: Executor,
  gameId: string,
  maps: Omit<GameMapTable, 'gameId' | 'position'>[],
) {
  await db.deleteFrom('game_maps').where('gameId', '=', gameId).execute();
  // Guard against running an invalid insert when the list is empty.
  if (maps.length === 0) return;
  await db
    .insertInto('game_maps')
    .values(maps.map((m, position) => ({ ...m, gameId, position })))
    .execute();
}
