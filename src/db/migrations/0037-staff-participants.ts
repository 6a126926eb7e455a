import type { Kysely, Migration } from 'kysely';

/**
 * Participants added by staff (DESIGN.md, Competition): users and teams created by the console
 * or the organiser API, for events without an integrator, are marked so. They are tenant users
 * and teams like any other; the mark only tells the organiser which ones it may edit.
 */
export function staffParticipants(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['users', 'teams'])
        await db.schema
          .alterTable(table)
          .addColumn('createdByStaff', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['users', 'teams'])
        await db.schema.alterTable(table).dropColumn('createdByStaff').execute();
    },
  };
}
