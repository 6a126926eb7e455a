import type { Kysely, Migration } from 'kysely';

/**
 * Stages declared up front (DESIGN.md, Competition): each stage is one round, marked as such,
 * with the rule that picks its qualifiers for the next stage (JSON `{perGroup}` or `{topN}`;
 * null on the last stage and on rounds added one by one).
 */
export function tournamentStages(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rounds')
        .addColumn('isStage', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('rounds').addColumn('stageQualifiers', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['stageQualifiers', 'isStage'])
        await db.schema.alterTable('rounds').dropColumn(column).execute();
    },
  };
}
