import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Engine } from './create-db.js';
import type { Database, Executor } from './database.js';

/**
 * A place in the outbox's commit order, `(txid, seq)` (migration 0023-event-stream-order):
 * events compare by `txid`, then `seq`.
 */
export interface EventPosition {
  txid: number;
  seq: number;
}

/**
 * Keeps only the events a reader may take now without ever missing one that commits later. On
 * PostgreSQL: the events of transactions below the statement's snapshot xmin, which have all
 * ended, so any event still to appear belongs to a transaction at or above it and sorts after
 * these. SQLite commits one writer at a time in `seq` order, so every visible event is settled.
 */
export const settledEvents =
  (engine: Engine) =>
  <O>(query: SelectQueryBuilder<Database, 'outbox_events', O>) =>
    engine === 'postgres'
      ? query.where('txid', '<', sql<number>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`)
      : query;

// Above any seq a sequence or SQLite hands out, below 2^53 so it stays an exact number.
const LAST_SEQ = Number.MAX_SAFE_INTEGER;

/**
 * The position a reader starting now begins after: every event settled so far counts as read.
 * PostgreSQL needs no look at the outbox: events still to come have `txid` >= the xmin.
 */
export async function settledHead(db: Executor, engine: Engine): Promise<EventPosition> {
  if (engine === 'postgres') {
    const { rows } = await sql<{
      xmin: number;
    }>`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin`.execute(db);
    return { txid: Number(rows[0]!.xmin) - 1, seq: LAST_SEQ };
  }
  const row = await db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return { txid: 0, seq: Number(row?.seq ?? 0) };
}

const engines = new WeakMap<Executor, Engine>();

/** The engine behind a handle or transaction, told by its parameter placeholders: no query. */
function engineBehind(db: Executor): Engine {
  let engine = engines.get(db);
  if (!engine) {
    const { sql: text } = db.selectNoFrom(sql<number>`${1}`.as('probe')).compile();
    engine = text.includes('$1') ? 'postgres' : 'sqlite';
    engines.set(db, engine);
  }
  return engine;
}

/**
 * The `seq` column's value for a new event, the `offset`-th of one insert. PostgreSQL takes it
 * from the column's sequence (the default), row by row. SQLite numbers it in the insert itself,
 * `offset` past the one past the highest (read through its index, once for the statement), which
 * is commit order since the writer holds the database's write lock until it commits.
 */
export function nextEventSeq(db: Executor, offset = 0): { seq?: RawBuilder<number> } {
  if (engineBehind(db) === 'postgres') return {};
  return { seq: sql<number>`(select coalesce(max(seq), 0) + ${1 + offset} from outbox_events)` };
}
