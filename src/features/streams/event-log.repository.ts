import type { Engine } from '../../db/create-db.js';
import { settledEvents, type EventPosition } from '../../db/commit-order.js';
import type { Executor } from '../../db/database.js';

/** An outbox event as the streams read it. */
export interface StreamedEvent {
  id: string;
  tenantId: string;
  tournamentId: string;
  event: string;
  /** The event's data, JSON as it was recorded (the webhooks' `data`). */
  payload: string;
  position: EventPosition;
}

const COLUMNS = ['id', 'tenantId', 'tournamentId', 'event', 'payload', 'txid', 'seq'] as const;

type Row = Omit<StreamedEvent, 'position' | 'tournamentId'> & {
  tournamentId: string | null;
  txid: number;
  seq: number;
};

const toEvent = ({ txid, seq, tournamentId, ...rest }: Row): StreamedEvent => ({
  ...rest,
  tournamentId: tournamentId as string,
  position: { txid: Number(txid), seq: Number(seq) },
});

/**
 * The settled events of these tournaments after `after`, in commit order: the hub's one query
 * for every tournament it serves, and a stream's catch-up on resume (one tournament). Served by
 * the index on (tournamentId, txid, seq).
 */
export async function eventsAfter(
  db: Executor,
  engine: Engine,
  tournamentIds: readonly string[],
  after: EventPosition,
  limit: number,
): Promise<StreamedEvent[]> {
  // Guard against running an invalid query when the ids list is empty.
  if (tournamentIds.length === 0) return [];
  const rows = await db
    .selectFrom('outbox_events')
    .select(COLUMNS)
    .where('tournamentId', 'in', tournamentIds)
    .where((eb) => eb(eb.refTuple('txid', 'seq'), '>', eb.tuple(after.txid, after.seq)))
    .$call(settledEvents(engine))
    .orderBy('txid')
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

/** Where an event of this tournament (and tenant) sits in commit order, if it exists. */
export async function positionOf(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  eventId: string,
): Promise<EventPosition | undefined> {
  const row = await db
    .selectFrom('outbox_events')
    .select(['txid', 'seq'])
    .where('id', '=', eventId)
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .executeTakeFirst();
  return row && { txid: Number(row.txid), seq: Number(row.seq) };
}

/** The tournament's latest settled event: where a stream that starts over resumes from. */
export async function latestEvent(
  db: Executor,
  engine: Engine,
  tenantId: string,
  tournamentId: string,
): Promise<{ id: string; position: EventPosition } | undefined> {
  const row = await db
    .selectFrom('outbox_events')
    .select(['id', 'txid', 'seq'])
    .where('tournamentId', '=', tournamentId)
    .where('tenantId', '=', tenantId)
    .$call(settledEvents(engine))
    .orderBy('txid', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, position: { txid: Number(row.txid), seq: Number(row.seq) } };
}
