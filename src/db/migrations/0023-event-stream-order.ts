import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

/**
 * Lets a reader follow the outbox per tournament and resume where it left off (the event
 * streams): each event names its tournament (null for team events) and carries its place in
 * commit order, `(txid, seq)`.
 *
 * PostgreSQL takes a sequence value at insert, not at commit, so `seq` alone can be passed by
 * a transaction that commits later. `txid` records the writing transaction
 * (`pg_current_xact_id()`), and readers only take rows whose transaction is below the current
 * snapshot's xmin, in `(txid, seq)` order: every row that becomes visible later belongs to a
 * transaction at or above that xmin, so it sorts after everything already read.
 *
 * SQLite has one writer at a time, so numbering at insert is commit order: each insert takes
 * one past the highest `seq` (`nextEventSeq`), and `txid` stays 0. Events written before this
 * migration keep 0 and no tournament, so streams never show them (resuming from one resets).
 */
export function eventStreamOrder(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Constant defaults: adding the columns rewrites no row, however long the outbox is.
      await db.schema
        .alterTable('outbox_events')
        .addColumn('tournamentId', uuidType(engine))
        .execute();
      await db.schema
        .alterTable('outbox_events')
        .addColumn('txid', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('outbox_events')
        .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      if (engine === 'postgres') {
        await sql`create sequence outbox_events_seq owned by outbox_events.seq`.execute(db);
        await sql`alter table outbox_events
          alter column seq set default nextval('outbox_events_seq'),
          alter column txid set default (pg_current_xact_id()::text::bigint)`.execute(db);
      } else {
        // Each insert reads the highest number so far through this index, under the write lock.
        await db.schema
          .createIndex('outbox_events_seq')
          .on('outbox_events')
          .column('seq')
          .execute();
      }
      // The streams' one read: a tournament's events after a position. Team events have none.
      await db.schema
        .createIndex('outbox_events_tournament_order')
        .on('outbox_events')
        .columns(['tournamentId', 'txid', 'seq'])
        .where(sql.ref('tournamentId'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('outbox_events_tournament_order').ifExists().execute();
      if (engine === 'sqlite') await db.schema.dropIndex('outbox_events_seq').ifExists().execute();
      for (const column of ['seq', 'txid', 'tournamentId']) {
        await db.schema.alterTable('outbox_events').dropColumn(column).execute();
      }
    },
  };
}
