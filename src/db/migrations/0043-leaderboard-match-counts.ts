import type { Kysely, Migration } from 'kysely';

/**
 * A game's players by how many rated matches they played: a board filtered by `minMatches` is
 * counted as the smaller side of its threshold (src/features/ratings/leaderboard-sizes.ts), a
 * range of this index, instead of walking every player of the game on the leaderboard's.
 */
export const leaderboardMatchCounts = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('player_ratings_matches_played')
      .on('player_ratings')
      .columns(['tenantId', 'gameId', 'matchesPlayed'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('player_ratings_matches_played').execute();
  },
});
