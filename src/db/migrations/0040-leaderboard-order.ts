import type { Kysely, Migration } from 'kysely';

/**
 * The leaderboard's index in the leaderboard's own order (rating, best first, then the player's
 * id), with each player's count of matches: a page is read off the index, without sorting the
 * game's players, and a deep page, the count and the `minMatches` filter read index entries
 * only, before any row of the page is.
 */
export const leaderboardOrder = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('player_ratings_leaderboard').execute();
    await db.schema
      .createIndex('player_ratings_leaderboard')
      .on('player_ratings')
      .columns(['tenantId', 'gameId', 'ordinal desc', 'userId', 'matchesPlayed'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('player_ratings_leaderboard').execute();
    await db.schema
      .createIndex('player_ratings_leaderboard')
      .on('player_ratings')
      .columns(['tenantId', 'gameId', 'ordinal'])
      .execute();
  },
});
