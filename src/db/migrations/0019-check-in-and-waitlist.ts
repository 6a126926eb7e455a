import type { Kysely, Migration } from 'kysely';

/**
 * Check-in and the waitlist (DESIGN.md, Competition): a tournament's check-in window and waitlist
 * opt-in; a registration's check-in time, its no-show mark and when it joined the waitlist, whose
 * order is the order of promotion.
 */
export function checkInAndWaitlist(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tournaments')
        .addColumn('checkInWindowMinutes', 'integer')
        .execute();
      await db.schema
        .alterTable('tournaments')
        .addColumn('waitlistEnabled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('tournament_registrations')
        .addColumn('checkedInAt', 'text')
        .execute();
      await db.schema
        .alterTable('tournament_registrations')
        .addColumn('noShow', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('tournament_registrations')
        .addColumn('waitlistedAt', 'text')
        .execute();
      await db.schema
        .createIndex('tournament_registrations_waitlist')
        .on('tournament_registrations')
        .columns(['tournamentId', 'status', 'waitlistedAt', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('tournament_registrations_waitlist').execute();
      for (const column of ['waitlistedAt', 'noShow', 'checkedInAt'])
        await db.schema.alterTable('tournament_registrations').dropColumn(column).execute();
      for (const column of ['waitlistEnabled', 'checkInWindowMinutes'])
        await db.schema.alterTable('tournaments').dropColumn(column).execute();
    },
  };
}
