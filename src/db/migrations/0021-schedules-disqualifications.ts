import type { Kysely, Migration } from 'kysely';

/**
 * An FFA group's scheduled start (a duel match already has `matches.scheduledAt`), and when a
 * registration's participant was disqualified: the registration stays approved (status 2, so
 * the contract's codes keep their meaning) and this marks it out of the competition.
 */
export function schedulesDisqualifications(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('round_groups').addColumn('scheduledAt', 'text').execute();
      await db.schema
        .alterTable('tournament_registrations')
        .addColumn('disqualifiedAt', 'text')
        .execute();
      // Every result asks whether its tournament has anyone disqualified: a seek, not a scan.
      await db.schema
        .createIndex('registrations_disqualified')
        .on('tournament_registrations')
        .columns(['tournamentId', 'disqualifiedAt'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('registrations_disqualified').execute();
      await db.schema.alterTable('round_groups').dropColumn('scheduledAt').execute();
      await db.schema.alterTable('tournament_registrations').dropColumn('disqualifiedAt').execute();
    },
  };
}
