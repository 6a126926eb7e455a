import type { ExpressionBuilder } from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Database, Db, Executor } from '../../db/database.js';
import { firstRowIdAt } from '../../db/row-ids.js';
import type { DeliveryStatus } from './webhook.table.js';

const DELIVERY_COLUMNS = [
  'id as deliveryId',
  'eventId',
  'event',
  'status',
  'attemptCount',
  'nextAttemptAt',
  'lastStatusCode',
  'lastError',
  'createdAt',
  'completedAt',
  'redeliveryQueued',
] as const;

export async function listDeliveries(
  db: Executor,
  tenantId: string,
  configId: string,
  filter: { status?: DeliveryStatus | undefined; limit: number; offset: number },
) {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('tenantId', '=', tenantId)
    .where('configId', '=', configId)
    .$if(filter.status !== undefined, (q) =>
      q.where('status', '=', filter.status as DeliveryStatus),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countDeliveries(
  db: Executor,
  tenantId: string,
  configId: string,
  status?: DeliveryStatus,
) {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenantId', '=', tenantId)
    .where('configId', '=', configId)
    .$if(status !== undefined, (q) => q.where('status', '=', status as DeliveryStatus))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const findDelivery = (
  db: Executor,
  tenantId: string,
  configId: string,
  deliveryId: string,
) =>
  db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('tenantId', '=', tenantId)
    .where('configId', '=', configId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();

/** The attempts of several deliveries at once, oldest first. */
export async function listAttempts(db: Executor, tenantId: string, deliveryIds: string[]) {
  // Guard against running an invalid `in ()` when the page is empty.
  if (deliveryIds.length === 0) return [];
  return db
    .selectFrom('webhook_attempts')
    .select([
      'deliveryId',
      'attemptNumber',
      'attemptedAt',
      'outcome',
      'statusCode',
      'durationMs',
      'responseExcerpt',
      'error',
    ])
    .where('tenantId', '=', tenantId)
    .where('deliveryId', 'in', deliveryIds)
    .orderBy('attemptedAt')
    .orderBy('attemptNumber')
    .execute();
}

/**
 * Queues a delivery to be sent again now, with the same id and bytes. A finished delivery gets
 * one attempt (no new retry schedule); a pending one keeps its schedule and is just moved forward.
 * While an attempt is in flight (the row is leased) its outcome would overwrite this, so the
 * request is flagged instead and the worker queues it right after recording the attempt.
 */
export async function requeueDelivery(
  db: Db,
  engine: Engine,
  tenantId: string,
  deliveryId: string,
  now: string,
) {
  await db.transaction().execute(async (trx) => {
    // Locked: a worker recording its attempt now waits, then sees the flag.
    const row = await trx
      .selectFrom('webhook_deliveries')
      .select(['status', 'leaseOwner'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', deliveryId)
      .$if(engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) return;
    const finished = row.status !== 'pending';
    await trx
      .updateTable('webhook_deliveries')
      .set(
        row.leaseOwner !== null
          ? { redeliveryQueued: 1, updatedAt: now }
          : {
              status: 'pending',
              nextAttemptAt: now,
              updatedAt: now,
              ...(finished ? { singleAttempt: 1, completedAt: null } : {}),
            },
      )
      .where('tenantId', '=', tenantId)
      .where('id', '=', deliveryId)
      .execute();
  });
}

/**
 * Deletes up to `limit` finished deliveries (succeeded or failed, no attempt in flight or
 * queued) whose last change is older than `before`, with their attempts; returns how many.
 */
export async function pruneFinishedDeliveries(db: Executor, before: Date, limit: number) {
  const old = (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) =>
    eb.and([
      // A delivery changes only after it is made: its id is older than its last change.
      eb('id', '<', firstRowIdAt(before)),
      eb('updatedAt', '<', before.toISOString()),
      // Succeeded or failed. Not `in`: SQLite would walk the (status, nextAttemptAt) index over
      // every finished delivery instead of the id range.
      eb('status', '!=', 'pending'),
      eb('leaseOwner', 'is', null),
      eb('redeliveryQueued', '=', 0),
    ]);
  // The conditions again on the deleted rows: PostgreSQL checks them anew on a row that changed
  // (a redelivery asked for meanwhile).
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where(old)
    .where(
      'id',
      'in',
      db.selectFrom('webhook_deliveries').select('id').where(old).orderBy('id').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
