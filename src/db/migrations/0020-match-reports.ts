import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

/**
 * Self-reported duel scores: a case per match with both sides' reports (see
 * `match-report.table.ts`), and each tournament's auto-confirm delay.
 */
export function matchReports(engine: Engine): Migration {
  const uuid = uuidType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('match_reports')
        .addColumn('matchId', uuid, (c) =>
          c.primaryKey().references('matches.id').onDelete('cascade'),
        )
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('tournamentId', uuid, (c) =>
          c.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('roundId', uuid, (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('report1', 'text')
        .addColumn('report2', 'text')
        .addColumn('resolution', 'text')
        .addColumn('autoConfirmAt', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addColumn('settledAt', 'text')
        .execute();
      // The organiser's queues: a tenant's open cases, newest activity first, per tournament.
      await db.schema
        .createIndex('match_reports_tenant_state')
        .on('match_reports')
        .columns(['tenantId', 'state', 'updatedAt'])
        .execute();
      await db.schema
        .createIndex('match_reports_tournament_round')
        .on('match_reports')
        .columns(['tenantId', 'tournamentId', 'roundId'])
        .execute();
      // The auto-confirm sweep: pending cases by deadline, across tenants.
      await db.schema
        .createIndex('match_reports_due')
        .on('match_reports')
        .columns(['state', 'autoConfirmAt'])
        .execute();
      await db.schema
        .createTable('match_report_settings')
        .addColumn('tournamentId', uuid, (c) =>
          c.primaryKey().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('autoConfirmMinutes', 'integer')
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists match_report_settings`.execute(db);
      await sql`drop table if exists match_reports`.execute(db);
    },
  };
}
