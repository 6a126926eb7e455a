import type { Executor } from '../../db/database.js';
import { userKeyVersion } from '../../db/read-versions.js';
import { pageOffset, type PageRequest } from '../../http/pagination.js';

export { currentMembers } from './rating.repository.js';

/** Reads of ratings and their history, every one scoped by tenant. */

/** A game's players of `minMatches` rated matches or more (`below`: fewer). */
const leaderboardBase = (
  db: Executor,
  tenantId: string,
  gameId: string,
  minMatches: number,
  side: 'at least' | 'below' = 'at least',
) =>
  db
    .selectFrom('player_ratings as r')
    .where('r.tenantId', '=', tenantId)
    .where('r.gameId', '=', gameId)
    .where('r.matchesPlayed', side === 'below' ? '<' : '>=', minMatches);

/**
 * Which rows of the board a page takes: `skip` from its top, or, for a page in its lower half,
 * from its bottom (a backward walk of the same index), so a deep page skips at most half the
 * board's entries. `total` is the board's length, counted apart from the page.
 */
export function leaderboardWindow(page: PageRequest, total: number) {
  const skip = pageOffset(page);
  const take = Math.min(page.pageSize, total - skip);
  return take > 0 && skip + take / 2 > total / 2
    ? { fromBottom: true, skip: total - skip - take, take }
    : { fromBottom: false, skip, take: page.pageSize };
}

type LeaderboardWindow = ReturnType<typeof leaderboardWindow>;

/**
 * Which players a page of the leaderboard holds, chosen on the leaderboard's index alone (its
 * columns are all the filter and the order need): a deep page skips index entries, not rows.
 */
const playersOfPage = (
  db: Executor,
  tenantId: string,
  gameId: string,
  minMatches: number,
  { fromBottom, skip, take }: LeaderboardWindow,
) =>
  leaderboardBase(db, tenantId, gameId, minMatches)
    .select(['r.userId', 'r.ordinal'])
    .orderBy('r.ordinal', fromBottom ? 'asc' : 'desc')
    .orderBy('r.userId', fromBottom ? 'desc' : 'asc')
    .limit(take)
    .offset(skip);

/**
 * A page of a game's players, best rating first (ties: the player's id); only its rows are read.
 * Each row has the version of its player's `user` key as the page shows them.
 */
export const leaderboardRows = (
  db: Executor,
  tenantId: string,
  gameId: string,
  minMatches: number,
  window: LeaderboardWindow,
) =>
  db
    .selectFrom(playersOfPage(db, tenantId, gameId, minMatches, window).as('p'))
    .innerJoin('player_ratings as r', (j) =>
      j
        .onRef('r.userId', '=', 'p.userId')
        .on('r.tenantId', '=', tenantId)
        .on('r.gameId', '=', gameId),
    )
    .innerJoin('users as u', (j) =>
      j.onRef('u.id', '=', 'p.userId').on('u.tenantId', '=', tenantId),
    )
    .select([
      'r.userId',
      'u.externalId',
      'u.username',
      'u.displayName',
      'r.mu',
      'r.sigma',
      'r.ordinal',
      'r.matchesPlayed',
      'r.updatedAt',
      userKeyVersion(tenantId, 'u.externalId').as('userKeyVersion'),
    ])
    .orderBy('p.ordinal', 'desc')
    .orderBy('p.userId')
    .execute();

/** How many players of a game have played `minMatches` rated matches or more (`below`: fewer). */
export async function leaderboardSize(
  db: Executor,
  tenantId: string,
  gameId: string,
  minMatches: number,
  side: 'at least' | 'below' = 'at least',
) {
  const { n } = await leaderboardBase(db, tenantId, gameId, minMatches, side)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * A player's ratings in every game they played, with each game's name and how many of the
 * game's players rate above them (their rank is one more), in one statement.
 */
export async function ratingsOfUser(db: Executor, tenantId: string, userId: string) {
  const rows = await db
    .selectFrom('player_ratings as r')
    .innerJoin('games as g', 'g.id', 'r.gameId')
    .select((eb) => [
      'r.gameId',
      'g.name as gameName',
      'r.mu',
      'r.sigma',
      'r.ordinal',
      'r.matchesPlayed',
      'r.updatedAt',
      eb
        .selectFrom('player_ratings as o')
        .select((o) => o.fn.countAll<number | string>().as('n'))
        .whereRef('o.tenantId', '=', 'r.tenantId')
        .whereRef('o.gameId', '=', 'r.gameId')
        .whereRef('o.ordinal', '>', 'r.ordinal')
        .as('above'),
    ])
    .where('r.tenantId', '=', tenantId)
    .where('r.userId', '=', userId)
    .orderBy('g.name')
    .execute();
  return rows.map((row) => ({ ...row, above: Number(row.above) }));
}

const historyBase = (db: Executor, tenantId: string, gameId: string, userId: string) =>
  db
    .selectFrom('rating_changes as c')
    .where('c.tenantId', '=', tenantId)
    .where('c.gameId', '=', gameId)
    .where('c.userId', '=', userId);

/** A page of a player's changes in one game, newest first. */
export async function historyPage(
  db: Executor,
  tenantId: string,
  gameId: string,
  userId: string,
  page: PageRequest,
) {
  const [rows, count] = await Promise.all([
    historyBase(db, tenantId, gameId, userId)
      .innerJoin('tournaments as t', 't.id', 'c.tournamentId')
      .selectAll('c')
      .select('t.name as tournamentName')
      .orderBy('c.playedAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute(),
    historyBase(db, tenantId, gameId, userId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

/** The ratings some players hold in a game; players without one are missing from the answer. */
export async function ratingsOfPlayers(
  db: Executor,
  tenantId: string,
  gameId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('player_ratings as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['r.userId', 'r.mu', 'r.sigma', 'r.ordinal', 'r.matchesPlayed'])
    .where('r.tenantId', '=', tenantId)
    .where('r.gameId', '=', gameId)
    .where('r.userId', 'in', userIds)
    .execute();
}

export function usernames(db: Executor, tenantId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'username', 'externalId'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', userIds)
    .execute();
}

/** The tournament's approved participants with their names, in their registration seeds' order. */
export function approvedOf(db: Executor, tenantId: string, tournamentId: string) {
  return db
    .selectFrom('tournament_registrations')
    .select(['participantId', 'participantName', 'seed'])
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .where('status', '=', 2)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function setRated(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  rated: boolean,
  now: string,
) {
  await db
    .updateTable('tournaments')
    .set({ rated: rated ? 1 : 0, updatedAt: now })
    .where('tenantId', '=', tenantId)
    .where('id', '=', tournamentId)
    .execute();
}
