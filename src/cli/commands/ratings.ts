import { engineOf } from '../../db/create-db.js';
import { rebuildAllRatings } from '../../features/ratings/rating.service.js';
import type { Cli, OutputOptions } from '../context.js';

export interface RatingsRebuildOptions extends OutputOptions {
  tenant?: string;
}

/**
 * `tourney ratings rebuild`: every rating recomputed from the completed matches of rated
 * tournaments, in play order, one tenant per transaction. The server may keep running.
 */
export async function ratingsRebuild(cli: Cli, options: RatingsRebuildOptions) {
  const started = process.hrtime.bigint();
  const engine = engineOf(cli.config().databaseUrl);
  const tenants = await cli.withDatabase((db) => rebuildAllRatings(db, engine, options.tenant));
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  const matches = tenants.reduce((n, t) => n + t.matches, 0);
  const players = tenants.reduce((n, t) => n + t.players, 0);
  cli.report(
    options,
    { tenants, matches, players, elapsedMs },
    `Rebuilt the ratings of ${tenants.length} tenant(s): ${matches} rated matches, ${players} player ratings, in ${Math.round(elapsedMs)} ms.`,
  );
}
