import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { businessRule, invalidField, notFound } from '../../errors.js';
import { pageInfo, pageOffset, type PageRequest } from '../../http/pagination.js';
import type { GameInput, GameUpdate, GameView, MapInputType } from './game.schemas.js';
import * as repo from './game.repository.js';

const TEXT_FIELDS = [
  'description',
  'shortName',
  'region',
  'developer',
  'publisher',
  'platForm',
  'genre',
  'image',
  'coverImage',
  'uidPlaceholder',
] as const;

// COUNT comes back as a number on SQLite and as a parsed int8 on PostgreSQL; normalise once.
const toView = (row: Omit<GameView, 'mapCount'> & { mapCount: number | string }): GameView => ({
  ...row,
  mapCount: Number(row.mapCount),
});

export async function listGames(db: Db, page: PageRequest) {
  const [rows, totalCount] = await Promise.all([
    repo.listGames(db, pageOffset(page), page.pageSize),
    repo.countGames(db),
  ]);
  return { games: rows.map(toView), ...pageInfo(page, totalCount) };
}

/** The operator's list: a page of games as `listGames` orders them, each with its maps. */
export async function listAdminGames(db: Db, page: PageRequest) {
  const { games, ...info } = await listGames(db, page);
  const maps = await repo.listMapsOfGames(
    db,
    games.map((game) => game.id),
  );
  return { games: games.map((game) => ({ ...game, maps: maps.get(game.id) ?? [] })), ...info };
}

/** A game's maps in their order; a result names its games' maps from these. */
export async function listGameMaps(db: Executor, gameId: string) {
  if (!(await repo.findGame(db, gameId))) throw notFound('Game');
  return repo.listMaps(db, gameId);
}

export async function getGame(db: Executor, gameId: string): Promise<GameView> {
  const row = await repo.findGameView(db, gameId);
  if (!row) throw notFound('Game');
  return toView(row);
}

/** The operator's view of a game: the Game plus its maps. */
export async function getAdminGame(db: Executor, gameId: string) {
  const game = await getGame(db, gameId);
  return { ...game, maps: await repo.listMaps(db, gameId) };
}

/** The game of that name whatever its case, or undefined. */
export const findGameByName = (db: Executor, name: string) => repo.findGameByName(db, name);

const nameTaken = (name: string) =>
  businessRule('GAME_EXISTS', `A game called '${name}' already exists`);

/** Game names are unique on the platform regardless of case; `gameId` is the game being renamed. */
async function checkNameFree(db: Executor, name: string, gameId?: string) {
  const other = await repo.findGameByName(db, name);
  if (other && other.id !== gameId) throw nameTaken(other.name);
}

/** Runs a write that may break the unique name index: two concurrent writes can both pass the check. */
async function guardName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function createGame(db: Db, input: GameInput) {
  checkMaps(input.maps ?? []);
  const now = nowIso();
  const id = randomUUID();
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, input[f] ?? ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return guardName(input.name, () =>
    db.transaction().execute(async (trx) => {
      await checkNameFree(trx, input.name);
      await repo.insertGame(trx, { id, name: input.name, ...text, createdAt: now, updatedAt: now });
      await repo.replaceMaps(trx, id, mapRows(input.maps ?? []));
      return getAdminGame(trx, id);
    }),
  );
}

/** Changes only the fields given; `maps`, when given, replaces the list in the same transaction. */
export async function updateGame(db: Db, gameId: string, input: GameUpdate) {
  if (input.maps) checkMaps(input.maps);
  const { maps, ...fields } = input;
  return guardName(input.name, () =>
    db.transaction().execute(async (trx) => {
      if (!(await repo.findGame(trx, gameId))) throw notFound('Game');
      if (input.name !== undefined) await checkNameFree(trx, input.name, gameId);
      await repo.updateGame(trx, gameId, { ...fields, updatedAt: nowIso() });
      if (maps) await repo.replaceMaps(trx, gameId, mapRows(maps));
      return getAdminGame(trx, gameId);
    }),
  );
}

function checkMaps(maps: MapInputType[]) {
  const seen = new Set<string>();
  for (const [i, map] of maps.entries()) {
    if (seen.has(map.name))
      throw invalidField(`maps.${i}.name`, `duplicates the map name '${map.name}'`);
    seen.add(map.name);
  }
}

const mapRows = (maps: MapInputType[]) =>
  maps.map((m) => ({ id: randomUUID(), name: m.name, image: m.image ? m.image : null }));

/** What other features may ask of the catalogue: one game by id, to check a game id they are given. */
export { findGame } from './game.repository.js';
