/**
 * The leaderboard reads of the plan: a few games' leaderboards, first pages and deeper ones,
 * with and without `minMatches`. Each answer must hold the rank its page starts at and, on a
 * game the benchmark's writes leave alone, the player standing there.
 */
import type { Executor } from '../../src/db/database.js';

const LEADERBOARD_PAGE_SIZE = 20;
/** The `minMatches` of the filtered pages: the regulars of a game. */
export const LEADERBOARD_MIN_MATCHES = 10;
const GAMES = 3;

export interface LeaderboardPage {
  minMatches: number;
  pageNumber: number;
}

const lastPage = (players: number) => Math.ceil(players / LEADERBOARD_PAGE_SIZE);

/**
 * The pages read of a game with `players` rated players, `regulars` of them at
 * `LEADERBOARD_MIN_MATCHES` or more: the first two, one in the middle and the last of the
 * whole board; the first and the last of the regulars'. Only pages that hold someone.
 */
export function leaderboardPages(players: number, regulars: number): LeaderboardPage[] {
  const pages = (minMatches: number, numbers: number[]) =>
    [...new Set(numbers.filter((n) => n >= 1))].map((pageNumber) => ({ minMatches, pageNumber }));
  const all = lastPage(players);
  const some = lastPage(regulars);
  return [
    ...pages(0, all > 0 ? [1, Math.min(2, all), Math.ceil(all / 2), all] : []),
    ...pages(LEADERBOARD_MIN_MATCHES, some > 0 ? [1, some] : []),
  ];
}

export interface LeaderboardRead {
  /** Below `/api/v1`. */
  path: string;
  /** What the answer must hold. */
  expect: string;
}

/** `GET /games/{gameId}/leaderboard` at `page`, and what its answer must hold. */
function leaderboardRead(
  gameId: string,
  page: LeaderboardPage,
  firstUserId?: string,
): LeaderboardRead {
  const filter = page.minMatches > 0 ? `&minMatches=${page.minMatches}` : '';
  const rank = (page.pageNumber - 1) * LEADERBOARD_PAGE_SIZE + 1;
  return {
    path: `/games/${gameId}/leaderboard?pageSize=${LEADERBOARD_PAGE_SIZE}&pageNumber=${page.pageNumber}${filter}`,
    expect: `"rank":${rank},${firstUserId ? `"userId":"${firstUserId}"` : ''}`,
  };
}

/** The player a page starts with, in the leaderboard's own order (rating, then user id). */
async function firstOfPage(db: Executor, tenantId: string, gameId: string, page: LeaderboardPage) {
  const row = await db
    .selectFrom('player_ratings')
    .select('userId')
    .where('tenantId', '=', tenantId)
    .where('gameId', '=', gameId)
    .where('matchesPlayed', '>=', page.minMatches)
    .orderBy('ordinal', 'desc')
    .orderBy('userId')
    .offset((page.pageNumber - 1) * LEADERBOARD_PAGE_SIZE)
    .limit(1)
    .executeTakeFirst();
  return row?.userId;
}

/**
 * The leaderboard reads of the `GAMES` games with the most rated players. On `writtenGameId`
 * the benchmark's results move ratings during a run, so its pages are checked by rank alone.
 */
export async function planLeaderboardReads(db: Executor, tenantId: string, writtenGameId: string) {
  const games = await db
    .selectFrom('player_ratings')
    .select((eb) => [
      'gameId',
      eb.fn.countAll<number | string>().as('players'),
      eb.fn
        .sum<number | string>(
          eb.case().when('matchesPlayed', '>=', LEADERBOARD_MIN_MATCHES).then(1).else(0).end(),
        )
        .as('regulars'),
    ])
    .where('tenantId', '=', tenantId)
    .groupBy('gameId')
    .orderBy('players', 'desc')
    .orderBy('gameId')
    .limit(GAMES)
    .execute();
  const out: LeaderboardRead[] = [];
  for (const game of games)
    for (const page of leaderboardPages(Number(game.players), Number(game.regulars))) {
      const stable = game.gameId !== writtenGameId;
      const first = stable ? await firstOfPage(db, tenantId, game.gameId, page) : undefined;
      out.push(leaderboardRead(game.gameId, page, first));
    }
  return out;
}
