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
 * a result turned stale, not once for each.
 */
export function leaderboardSizes(): LeaderboardSizes {
  const known = new Map<string, { version: number; size: number }>();
  return async (db, readVersions, tenantId, gameId, minMatches) => {
    const key =
      minMatches > 0
        ? readKey.leaderboard(tenantId, gameId)
        : readKey.leaderboardPlayers(tenantId, gameId);
    const memo = `${key} ${minMatches}`;
    // Read before the count, as for a cached answer: a rating made in between costs a recount.
    const [version] = (await readVersions([key])) as [number];
    const remembered = known.get(memo);
    known.delete(memo);
    if (remembered?.version === version) {
      known.set(memo, remembered);
      return remembered.size;
    }
    const size = await leaderboardSize(db, tenantId, gameId, minMatches);
    known.set(memo, { version, size });
    if (known.size > REMEMBERED) known.delete(known.keys().next().value as string);
    return size;
  };
}
