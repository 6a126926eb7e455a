import type { Kysely, Migration } from 'kysely';

/**
 * Every event wrote one more index entry than anything reads: the worker takes pending events
 * through the partial `outbox_events_pending` (0004), streams and the commit order through
 * `seq` and `(tournamentId, txid, seq)` (0023), and nothing looks events up by creation time
 * alone. Each write that records an event now touches one B-tree fewer.
 */
export function outboxWithoutCreatedIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('outbox_events_created').ifExists().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('outbox_events_created')
        .on('outbox_events')
        .columns(['createdAt', 'id'])
        .execute();
    },
  };
}
