/**
 * Leaderboards are empty until ratings exist, and a generated data set has results but no
 * ratings: the first session on it rebuilds its tenant's, as `tourney ratings rebuild` would,
 * and later sessions find them there.
 */
import { createDb } from '../../src/db/create-db.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { rebuildAllRatings } from '../../src/features/ratings/rating.service.js';
import type { DatasetIds } from '../data/generate.js';

export async function ensureRatings(ids: DatasetIds, log: (line: string) => void) {
  const handle = createDb(ids.databaseUrl, { poolSize: 2 });
  try {
    // A data set generated before the ratings' migration gets it here.
    await migrateToLatest(handle.db, handle.engine);
    const rated = await handle.db
      .selectFrom('player_ratings')
      .select('userId')
      .where('tenantId', '=', ids.tenantId)
      .limit(1)
      .executeTakeFirst();
    if (rated) return;
    const started = performance.now();
    const [tenant] = await rebuildAllRatings(handle.db, handle.engine, ids.tenantId);
    log(
      `  ratings rebuilt for the leaderboards: ${tenant?.matches ?? 0} matches, ${tenant?.players ?? 0} players, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.db.destroy();
  }
}
