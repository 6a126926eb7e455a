import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { keyOf, replaceTriggers, type KeySource } from './0013-read-versions.js';
import { inCommitOrder } from './0028-read-version-order.js';
import { leaderboardOfRating } from './0041-leaderboard-read-keys.js';

/**
 * Who is on a game's leaderboard at all, `<tenantId>:leaderboard-players:<gameId>`, moves when a
 * rating of the game is made or removed, not when one changes (src/db/read-versions.ts): the
 * leaderboard's length stays known while results move its players.
 */
export function leaderboardPlayerKeys(engine: Engine): Migration {
  const players: KeySource = {
    key: (r) => keyOf(r, 'leaderboard-players', `${r}."gameId"`),
    events: ['insert', 'delete'],
  };
  return {
    async up(db: Kysely<unknown>) {
      await replaceTriggers(
        db,
        engine,
        'player_ratings',
        [leaderboardOfRating, players],
        inCommitOrder,
      );
    },
    async down(db: Kysely<unknown>) {
      await replaceTriggers(db, engine, 'player_ratings', [leaderboardOfRating], inCommitOrder);
    },
  };
}
