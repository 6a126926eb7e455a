import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { keyOf, replaceTriggers, type KeySource } from './0013-read-versions.js';
import { inCommitOrder } from './0028-read-version-order.js';

export const leaderboardOfRating: KeySource = {
  key: (r) => keyOf(r, 'leaderboard', `${r}."gameId"`),
};

/**
 * A game's leaderboard is cached under `<tenantId>:leaderboard:<gameId>`, which every change to a
 * rating of that game bumps (src/db/read-versions.ts); the names on a page are its players'
 * `user` keys. A result in one game leaves the other games' leaderboards cached.
 */
export function leaderboardReadKeys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await replaceTriggers(db, engine, 'player_ratings', [leaderboardOfRating], inCommitOrder);
    },
    async down(db: Kysely<unknown>) {
      for (const event of ['insert', 'update', 'delete']) {
        const name = `read_versions_player_ratings_${event}`;
        if (engine === 'sqlite') await sql.raw(`drop trigger if exists ${name}`).execute(db);
        else {
          await sql.raw(`drop trigger if exists ${name} on player_ratings`).execute(db);
          await sql.raw(`drop function if exists ${name}()`).execute(db);
        }
      }
    },
  };
}
