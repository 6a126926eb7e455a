import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';

/** Dead rows after which autovacuum cleans the outbox, whatever its size. */
const DEAD_ROWS = 10_000;

/**
 * PostgreSQL: the webhook worker looks for pending events through the partial index
 * `outbox_events_pending` twenty times a second, and every fan-out leaves a dead entry there
 * until a vacuum: 306 854 of them made each look 10 ms (2 190 index pages) instead of 0.03 ms.
 * Autovacuum waits by default for a fifth of a table to be dead, and the outbox keeps every
 * event, so the pauses between its passes grew with the table; now it comes every 10 000.
 * SQLite deletes index entries as it goes: nothing to do.
 */
export function outboxVacuum(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`alter table outbox_events set (
        autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = ${sql.lit(DEAD_ROWS)})`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`alter table outbox_events
        reset (autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold)`.execute(db);
    },
  };
}
