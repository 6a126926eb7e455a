import type { Executor } from '../../db/database.js';
import { readKey, type VersionReader } from '../../db/read-versions.js';
import { leaderboardSize } from './rating-read.repository.js';

/** Games remembered per process; past this the longest unused is forgotten. */
const REMEMBERED = 1000;

type LeaderboardSizes = (
  db: Executor,
  readVersions: VersionReader,
  tenantId: string,
  gameId: string,
  minMatches: number,
) => Promise<number>;

/**
 * How many players a game's whole leaderboard holds, counted once per version of its
 * `leaderboardPlayers` key instead of at every page read: every rated result moves a busy game's
 * ratings (and so its pages), while its players change only when one is rated for the first time
 * or removed, and the count walks all of them. A board filtered by `minMatches` is counted each
 * time: any result can carry a player past its threshold.
 */
export function leaderboardSizes(): LeaderboardSizes {
  const known = new Map<string, { version: number; size: number }>();
  return async (db, readVersions, tenantId, gameId, minMatches) => {
    if (minMatches > 0) return leaderboardSize(db, tenantId, gameId, minMatches);
    const key = readKey.leaderboardPlayers(tenantId, gameId);
    // Read before the count, as for a cached answer: a rating made in between costs a recount.
    const [version] = (await readVersions([key])) as [number];
    const remembered = known.get(key);
    known.delete(key);
    if (remembered?.version === version) {
      known.set(key, remembered);
      return remembered.size;
    }
    const size = await leaderboardSize(db, tenantId, gameId, 0);
    known.set(key, { version, size });
    if (known.size > REMEMBERED) known.delete(known.keys().next().value as string);
    return size;
  };
}
