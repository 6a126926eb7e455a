import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

/** Rounds, groups, duel matches with their games, and FFA results. */
export function brackets(engine: Engine): Migration {
  const uuid = uuidType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rounds')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('tournamentId', uuid, (c) =>
          c.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('roundNumber', 'integer', (c) => c.notNull())
        .addColumn('roundName', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('roundType', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('startDate', 'text', (c) => c.notNull())
        .addColumn('endDate', 'text', (c) => c.notNull())
        .addColumn('bestOf', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('maxParticipants', 'integer')
        .addColumn('matchesPerGroup', 'integer', (c) => c.notNull())
        .addColumn('numberOfGroups', 'integer')
        .addColumn('teamCount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('generatedAt', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('rounds_tournament_number', ['tournamentId', 'roundNumber'])
        .execute();
      await db.schema
        .createIndex('rounds_tenant_tournament')
        .on('rounds')
        .columns(['tenantId', 'tournamentId', 'roundNumber'])
        .execute();

      await db.schema
        .createTable('round_groups')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('roundId', uuid, (c) => c.notNull().references('rounds.id').onDelete('cascade'))
        .addColumn('groupNumber', 'integer', (c) => c.notNull())
        .addColumn('groupName', 'text', (c) => c.notNull())
        .addColumn('maxParticipants', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('round_groups_round_number', ['roundId', 'groupNumber'])
        .execute();
      await db.schema
        .createIndex('round_groups_tenant_round')
        .on('round_groups')
        .columns(['tenantId', 'roundId', 'groupNumber'])
        .execute();

      await db.schema
        .createTable('group_participants')
        .addColumn('groupId', uuid, (c) =>
          c.notNull().references('round_groups.id').onDelete('cascade'),
        )
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('participantId', uuid, (c) => c.notNull())
        .addColumn('seed', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('group_participants_pk', ['groupId', 'participantId'])
        .execute();
      await db.schema
        .createIndex('group_participants_participant')
        .on('group_participants')
        .columns(['tenantId', 'participantId'])
        .execute();

      await db.schema
        .createTable('matches')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('tournamentId', uuid, (c) =>
          c.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('roundId', uuid, (c) => c.notNull().references('rounds.id').onDelete('cascade'))
        .addColumn('groupId', uuid, (c) => c.references('round_groups.id').onDelete('set null'))
        .addColumn('matchNumber', 'integer', (c) => c.notNull())
        .addColumn('bracket', 'text', (c) => c.notNull())
        .addColumn('stage', 'integer', (c) => c.notNull())
        .addColumn('participant1Id', uuid)
        .addColumn('participant2Id', uuid)
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('result', 'integer', (c) => c.notNull())
        .addColumn('isBye', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('isWalkover', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('forfeitBy', 'integer')
        .addColumn('winnerToMatch', 'integer')
        .addColumn('winnerToSlot', 'integer')
        .addColumn('loserToMatch', 'integer')
        .addColumn('loserToSlot', 'integer')
        .addColumn('scheduledAt', 'text')
        .addColumn('bestOf', 'integer', (c) => c.notNull())
        .addColumn('participant1Score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('participant2Score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('winnerId', uuid)
        .addColumn('completedAt', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('matches_round_number', ['roundId', 'matchNumber'])
        .execute();
      // GET /matches/duel filters by tournament, optionally round and status, in match order.
      await db.schema
        .createIndex('matches_tenant_tournament_round_status')
        .on('matches')
        .columns(['tenantId', 'tournamentId', 'roundId', 'status', 'matchNumber'])
        .execute();
      await db.schema
        .createIndex('matches_tenant_tournament_status')
        .on('matches')
        .columns(['tenantId', 'tournamentId', 'status'])
        .execute();

      await db.schema
        .createTable('match_games')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('matchId', uuid, (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('gameSerial', 'integer', (c) => c.notNull())
        .addColumn('mapId', uuid)
        .addColumn('mapName', 'text')
        .addColumn('participant1Score', 'integer', (c) => c.notNull())
        .addColumn('participant2Score', 'integer', (c) => c.notNull())
        .addColumn('winnerId', uuid)
        .addColumn('gameResult', 'integer', (c) => c.notNull())
        .addColumn('extraData', 'text')
        .addColumn('scheduledAt', 'text')
        .addUniqueConstraint('match_games_match_serial', ['matchId', 'gameSerial'])
        .execute();

      await db.schema
        .createTable('ffa_results')
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('groupId', uuid, (c) =>
          c.notNull().references('round_groups.id').onDelete('cascade'),
        )
        .addColumn('matchNumber', 'integer', (c) => c.notNull())
        .addColumn('participantId', uuid, (c) => c.notNull())
        .addColumn('placement', 'integer', (c) => c.notNull())
        .addColumn('finishes', 'integer', (c) => c.notNull())
        .addColumn('knocks', 'integer', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ffa_results_pk', ['groupId', 'matchNumber', 'participantId'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'ffa_results',
        'match_games',
        'matches',
        'group_participants',
        'round_groups',
        'rounds',
      ]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
