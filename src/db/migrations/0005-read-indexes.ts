import { sql, type Kysely, type Migration } from 'kysely';

/** Indexes for the integration reads' hottest orders. */
export function readIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The tournament list shows the visible (non-draft) tournaments, newest start first: a
      // walk of this index, read backwards, yields the page without sorting, and counts them.
      await db.schema
        .createIndex('tournaments_visible_start')
        .on('tournaments')
        .columns(['tenantId', 'startTime', 'id'])
        .where(sql.ref('status'), '>', sql.lit(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('tournaments_visible_start').ifExists().execute();
    },
  };
}
