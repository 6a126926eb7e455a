import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Stored duel standings keep, beside their lines, the names, logos, external ids and types of
 * the lines' participants, read at the same read version: a rename of a registered team or
 * user bumps its tournaments' versions, so they are as current as the lines, and a standings
 * read takes both from one row instead of looking every participant up again. Rows stored
 * before this column (null) are computed again by their first read.
 */
export function storedStandingsParticipants(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('duel_standings').addColumn('participants', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table duel_standings drop column participants`.execute(db);
    },
  };
}
