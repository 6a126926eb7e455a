import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { realType, uuidType } from '../dialect.js';

export function tournaments(engine: Engine): Migration {
  const uuid = uuidType(engine);
  const real = realType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tournaments')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('gameId', uuid, (c) => c.notNull().references('games.id'))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('enrollmentLimit', 'integer', (c) => c.notNull())
        .addColumn('maxTeamMembers', 'integer', (c) => c.notNull())
        .addColumn('minTeamMembers', 'integer', (c) => c.notNull())
        .addColumn('startTime', 'text', (c) => c.notNull())
        .addColumn('endTime', 'text', (c) => c.notNull())
        .addColumn('registrationDeadline', 'text', (c) => c.notNull())
        .addColumn('isOnline', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('matchType', 'integer', (c) => c.notNull())
        .addColumn('participantType', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('tournamentFormat', 'text')
        .addColumn('teamType', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('prizePool', real, (c) => c.notNull().defaultTo(0))
        .addColumn('entryFee', real, (c) => c.notNull().defaultTo(0))
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('prizeDistribution', 'text', (c) => c.notNull())
        .addColumn('pointsSystem', 'text', (c) => c.notNull())
        .addColumn('bracketData', 'text')
        .addColumn('watchUrls', 'text')
        .addColumn('joinLink', 'text')
        .addColumn('image', 'text')
        .addColumn('coverImage', 'text')
        .addColumn('isTrending', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('isFeatured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('passwordHash', 'text')
        .addColumn('instantRegistrations', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('winnerTeamId', uuid)
        .addColumn('winnerTeamName', 'text')
        .addColumn('organiserName', 'text', (c) => c.notNull())
        .addColumn('organiserImage', 'text')
        .addColumn('entryFeeCurrencyId', uuid, (c) => c.notNull().references('currencies.id'))
        .addColumn('prizePoolCurrencyId', uuid, (c) => c.notNull().references('currencies.id'))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
      // The list page filters by tenant and any of status / game / featured, newest start first.
      await db.schema
        .createIndex('tournaments_tenant_status_start')
        .on('tournaments')
        .columns(['tenantId', 'status', 'startTime', 'id'])
        .execute();
      await db.schema
        .createIndex('tournaments_tenant_game_start')
        .on('tournaments')
        .columns(['tenantId', 'gameId', 'startTime', 'id'])
        .execute();
      await db.schema
        .createIndex('tournaments_tenant_featured_start')
        .on('tournaments')
        .columns(['tenantId', 'isFeatured', 'startTime', 'id'])
        .execute();
      await db.schema
        .createIndex('tournaments_tenant_start')
        .on('tournaments')
        .columns(['tenantId', 'startTime', 'id'])
        .execute();

      await db.schema
        .createTable('tournament_registrations')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('tournamentId', uuid, (c) =>
          c.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('participantId', uuid, (c) => c.notNull())
        .addColumn('participantType', 'integer', (c) => c.notNull())
        .addColumn('participantName', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('applicationMessage', 'text')
        .addColumn('entryFeePaid', real, (c) => c.notNull().defaultTo(0))
        .addColumn('paymentStatus', 'text', (c) => c.notNull())
        .addColumn('paymentTransactionId', 'text')
        .addColumn('paymentAmount', real)
        .addColumn('paymentCurrencyId', uuid)
        .addColumn('paymentMethod', 'text')
        .addColumn('seed', 'integer')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('registrations_tournament_participant', [
          'tournamentId',
          'participantId',
        ])
        .execute();
      await db.schema
        .createIndex('registrations_tournament_status')
        .on('tournament_registrations')
        .columns(['tournamentId', 'status'])
        .execute();
      await db.schema
        .createIndex('registrations_participant')
        .on('tournament_registrations')
        .columns(['participantId', 'status'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists tournament_registrations`.execute(db);
      await sql`drop table if exists tournaments`.execute(db);
    },
  };
}
