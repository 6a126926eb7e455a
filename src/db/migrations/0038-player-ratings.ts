import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { realType, uuidType } from '../dialect.js';

/**
 * Skill ratings (DESIGN.md, Ratings and circuits): a rating per player per game, each change
 * kept with the match that made it, and the roster a team played a tournament with. Tournaments
 * are rated unless their organiser says otherwise.
 */
export function playerRatings(engine: Engine): Migration {
  const uuid = uuidType(engine);
  const real = realType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tournaments')
        .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('player_ratings')
        .addColumn('tenantId', uuid, (c) => c.notNull().references('tenants.id'))
        .addColumn('gameId', uuid, (c) => c.notNull().references('games.id'))
        .addColumn('userId', uuid, (c) => c.notNull().references('users.id'))
        .addColumn('mu', real, (c) => c.notNull())
        .addColumn('sigma', real, (c) => c.notNull())
        .addColumn('ordinal', real, (c) => c.notNull())
        .addColumn('matchesPlayed', 'integer', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('player_ratings_pk', ['tenantId', 'gameId', 'userId'])
        .execute();
      // The leaderboard: a game's players by rating, best first.
      await db.schema
        .createIndex('player_ratings_leaderboard')
        .on('player_ratings')
        .columns(['tenantId', 'gameId', 'ordinal'])
        .execute();
      await db.schema
        .createTable('rating_changes')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull().references('tenants.id'))
        .addColumn('gameId', uuid, (c) => c.notNull().references('games.id'))
        .addColumn('userId', uuid, (c) => c.notNull().references('users.id'))
        .addColumn('tournamentId', uuid, (c) => c.notNull().references('tournaments.id'))
        // A duel match's id, or an FFA group's id with the match's number in it.
        .addColumn('matchId', uuid)
        .addColumn('groupId', uuid)
        .addColumn('groupMatchNumber', 'integer')
        .addColumn('participantId', uuid, (c) => c.notNull())
        .addColumn('muBefore', real, (c) => c.notNull())
        .addColumn('sigmaBefore', real, (c) => c.notNull())
        .addColumn('ordinalBefore', real, (c) => c.notNull())
        .addColumn('muAfter', real, (c) => c.notNull())
        .addColumn('sigmaAfter', real, (c) => c.notNull())
        .addColumn('ordinalAfter', real, (c) => c.notNull())
        // When the match was completed: the order ratings are computed in.
        .addColumn('playedAt', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rating_changes_player')
        .on('rating_changes')
        .columns(['tenantId', 'gameId', 'userId', 'playedAt'])
        .execute();
      // A correction finds where its match stands in the game's history, and what came after.
      await db.schema
        .createIndex('rating_changes_order')
        .on('rating_changes')
        .columns(['tenantId', 'gameId', 'playedAt'])
        .execute();
      await db.schema
        .createIndex('rating_changes_match')
        .on('rating_changes')
        .columns(['tenantId', 'matchId'])
        .execute();
      await db.schema
        .createIndex('rating_changes_group')
        .on('rating_changes')
        .columns(['tenantId', 'groupId', 'groupMatchNumber'])
        .execute();
      await db.schema
        .createTable('tournament_rosters')
        .addColumn('tenantId', uuid, (c) => c.notNull().references('tenants.id'))
        .addColumn('tournamentId', uuid, (c) => c.notNull().references('tournaments.id'))
        .addColumn('participantId', uuid, (c) => c.notNull())
        .addColumn('userId', uuid, (c) => c.notNull().references('users.id'))
        .addPrimaryKeyConstraint('tournament_rosters_pk', [
          'tournamentId',
          'participantId',
          'userId',
        ])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('tournament_rosters').execute();
      await db.schema.dropTable('rating_changes').execute();
      await db.schema.dropTable('player_ratings').execute();
      await db.schema.alterTable('tournaments').dropColumn('rated').execute();
    },
  };
}
