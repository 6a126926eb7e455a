import type { Executor } from '../../db/database.js';
import { readKey, type VersionReader } from '../../db/read-versions.js';
import { leaderboardSize } from './rating-read.repository.js';

/** Boards remembered per process; past this the longest unused is forgotten. */
const REMEMBERED = 1000;

type LeaderboardSizes = (
  db: Executor,
  readVersions: VersionReader,
  tenantId: string,
  gameId: string,
  minMatches: number,
) => Promise<number>;

/**
 * How many players of a game's leaderboard have played `minMatches` rated matches or more,
 * counted once per version of the key that can change it instead of at every page read, since
 * the count walks all of them. The whole board's (`minMatches` 0) changes only when a player is
 * rated for the first time or removed (`leaderboardPlayers`), while every rated result moves a
 * busy game's ratings; a filtered board's can change with any result (a player passing the
 * threshold), so it is kept per version of the `leaderboard` key: counted once for all the pages
 * a result turned stale, not once for each. It is counted on the smaller side of its threshold,
 * as its last count found it: on a board of regulars, the few players below it taken from the
 * whole board's known length.
 */
export function leaderboardSizes(): LeaderboardSizes {
  const known = new Map<string, { version: number; size: number }>();
  const remembered = async (
    memo: string,
    version: number,
    count: (last: number | undefined) => Promise<number>,
  ) => {
    const last = known.get(memo);
    known.delete(memo);
    const size = last?.version === version ? last.size : await count(last?.size);
    known.set(memo, { version, size });
    if (known.size > REMEMBERED) known.delete(known.keys().next().value as string);
    return size;
  };
  return async (db, readVersions, tenantId, gameId, minMatches) => {
    const playersKey = readKey.leaderboardPlayers(tenantId, gameId);
    const ratingsKey = readKey.leaderboard(tenantId, gameId);
    // Read before the counts, as for a cached answer: a rating made in between costs a recount.
    const [players, ratings] = (await readVersions(
      minMatches > 0 ? [playersKey, ratingsKey] : [playersKey],
    )) as [number, number];
    const wholeBoard = () =>
      remembered(`${playersKey} 0`, players, () => leaderboardSize(db, tenantId, gameId, 0));
    if (minMatches === 0) return wholeBoard();
    return remembered(`${ratingsKey} ${minMatches}`, ratings, async (last) => {
      if (last === undefined) return leaderboardSize(db, tenantId, gameId, minMatches);
      const whole = await wholeBoard();
      return last * 2 > whole
        ? whole - (await leaderboardSize(db, tenantId, gameId, minMatches, 'below'))
        : leaderboardSize(db, tenantId, gameId, minMatches);
    });
  };
}
