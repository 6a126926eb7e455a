import type { Engine } from '../../db/create-db.js';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Executor } from '../../db/database.js';
import { nextEventSeq } from '../../db/commit-order.js';
import { nowIso } from '../../db/dialect.js';
import { preparedShapes } from '../../db/prepared.js';
import { firstRowIdAt, newRowId } from '../../db/row-ids.js';

export type EventName =
  | 'team.created'
  | 'team.updated'
  | 'team.deleted'
  | 'team.member_joined'
  | 'team.member_left'
  | 'registration.created'
  | 'registration.updated'
  | 'registration.checked_in'
  | 'registration.waitlisted'
  | 'tournament.updated'
  | 'match.updated'
  | 'match.reported'
  | 'match.disputed'
  | 'match.scheduled'
  | 'standings.updated'
  | 'stage.completed'
  | 'circuit.standings_updated'
  | 'user.erased'
  | 'test.ping';

/**
 * Whose event it is: the tenant, and the tournament it concerns (null for team and user events;
 * a circuit's id for circuit events, which its stream follows).
 */
export interface EventScope {
  tenantId: string;
  tournamentId: string | null;
}

/**
 * Writes an event into the outbox. Call it with the transaction that makes the change, so
 * the event exists exactly when the change does: nothing is lost if the process dies. The
 * tournament lets its streams find the event (features/streams).
 */
export async function recordEvent(
  trx: Executor,
  scope: EventScope,
  event: EventName,
  data: unknown,
) {
  await recordEvents(trx, scope, [{ event, data }]);
}

export interface OutboxEvent {
  event: EventName;
  data: unknown;
}

/** `recordEvent` for the events of one change, in their order, in one statement. */
export async function recordEvents(
  trx: Executor,
  { tenantId, tournamentId }: EventScope,
  events: readonly OutboxEvent[],
) {
  // Guard against running an invalid insert when the list is empty.
  if (events.length === 0) return;
  await preparedInsertEvents(
    events.length,
    trx,
    tenantId,
    tournamentId,
    nowIso(),
    ...events.flatMap(({ event, data }) => [newRowId(), event, JSON.stringify(data)]),
  );
}

// Built once per number of events in one change (each write records one to a few).
const preparedInsertEvents = preparedShapes(
  () =>
    (
      trx: Executor,
      tenantId: string,
      tournamentId: string | null,
      createdAt: string,
      ...fields: string[]
    ) =>
      trx.insertInto('outbox_events').values(
        Array.from({ length: fields.length / 3 }, (_, i) => ({
          id: fields[3 * i] as string,
          tenantId,
          tournamentId,
          ...nextEventSeq(trx, i),
          event: fields[3 * i + 1] as EventName,
          payload: fields[3 * i + 2] as string,
          createdAt,
        })),
      ),
);

/**
 * Deletes up to `limit` events recorded before `before` that the webhook worker has fanned out
 * (their deliveries carry their own copy), oldest first; returns how many. A stream resuming
 * from a deleted event starts over from the tournament's latest. On SQLite the newest event is
 * kept whatever its age: the next one is numbered from it (`nextEventSeq`), and a number handed
 * out twice would hide the later event from streams that have read the earlier.
 */
export async function pruneEvents(db: Executor, engine: Engine, before: Date, limit: number) {
  const old = (eb: ExpressionBuilder<Database, 'outbox_events'>) =>
    eb.and([
      eb('id', '<', firstRowIdAt(before)),
      eb('createdAt', '<', before.toISOString()),
      eb('fannedOutAt', 'is not', null),
      ...(engine === 'sqlite'
        ? [eb('seq', '<', eb.selectFrom('outbox_events').select(eb.fn.max('seq').as('seq')))]
        : []),
    ]);
  // The conditions again on the deleted rows: PostgreSQL checks them anew on a row that changed.
  const result = await db
    .deleteFrom('outbox_events')
    .where(old)
    .where(
      'id',
      'in',
      db.selectFrom('outbox_events').select('id').where(old).orderBy('id').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
