import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A duel match's `position`: its 1-based order within its round of its bracket side (the
 * matches of one round, one side and one stage, in match-number order), so that the matches
 * feeding position p of the next stage are 2p-1 and 2p. Stored at generation; existing rows
 * are filled here from the same order.
 */
export function matchPositions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('matches')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`
        update matches set "position" = (
          select count(*) from matches as earlier
          where earlier."roundId" = matches."roundId"
            and earlier.bracket = matches.bracket
            and earlier.stage = matches.stage
            and earlier."matchNumber" <= matches."matchNumber"
        )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('matches').dropColumn('position').execute();
    },
  };
}
