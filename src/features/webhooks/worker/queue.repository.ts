import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { Engine } from '../../../db/create-db.js';
import type { Db, Executor } from '../../../db/database.js';
import type { DeliveryAttemptResult } from '../delivery/index.js';
import type { WebhookDeliveryTable } from '../webhook.table.js';
import { eventBody, subscribes } from './event-body.js';
import {
  failingTooLong,
  FAILING_TOO_LONG,
  withQueuedRedelivery,
  type DeliveryUpdate,
} from './outcome.js';

/**
 * The worker's SQL, across tenants: it serves every tenant, but every row it writes carries
 * the tenant of the event it came from. On PostgreSQL, rows are taken with FOR UPDATE SKIP
 * LOCKED, so any number of workers can share one outbox without stepping on each other.
 */

const INSERT_CHUNK = 200;

/**
 * Turns up to `limit` new outbox events into one delivery per matching active configuration
 * of the same tenant, in one transaction. Deliveries are unique per (event, configuration), so
 * running it twice over the same event adds nothing.
 */
export async function fanOut(db: Db, engine: Engine, now: string, limit: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('outbox_events')
      .select(['id', 'tenantId', 'event', 'payload', 'createdAt'])
      .where('fannedOutAt', 'is', null)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit)
      .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked())
      .execute();
    if (events.length === 0) return 0;
    const configs = await trx
      .selectFrom('webhook_configs')
      .select(['id', 'tenantId', 'eventTypes', 'createdAt'])
      .where('tenantId', 'in', [...new Set(events.map((e) => e.tenantId))])
      .where('isActive', '=', 1)
      .execute();
    const rows: Insertable<WebhookDeliveryTable>[] = events.flatMap((event) =>
      configs
        // A configuration receives the events that happen after it exists.
        .filter(
          (c) =>
            c.tenantId === event.tenantId &&
            c.createdAt <= event.createdAt &&
            subscribes(c.eventTypes, event.event),
        )
        .map((c) => ({
          id: randomUUID(),
          tenantId: event.tenantId,
          configId: c.id,
          eventId: event.id,
          event: event.event,
          body: eventBody(event),
          status: 'pending' as const,
          attemptCount: 0,
          singleAttempt: 0,
          deferredAttempts: 0,
          redeliveryQueued: 0,
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })),
    );
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('webhook_deliveries')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.columns(['eventId', 'configId']).doNothing())
        .execute();
    }
    await trx
      .updateTable('outbox_events')
      .set({ fannedOutAt: now })
      .where(
        'id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    return events.length;
  });
}

export interface ClaimedDelivery {
  id: string;
  tenantId: string;
  configId: string;
  body: string;
  attemptCount: number;
  deferredAttempts: number;
  singleAttempt: number;
}

export interface Claim {
  now: string;
  leaseUntil: string;
  owner: string;
  /** Free slots: deliveries to claim at most. */
  limit: number;
  /** Attempts one configuration may have in flight in this worker. */
  perConfig: number;
  /** This worker's attempts in flight, per configuration. */
  inFlight: ReadonlyMap<string, number>;
}

/**
 * Leases due deliveries of active configurations to `owner` until `leaseUntil`, in one
 * statement: at most `limit`, and never more than `perConfig` in flight for one configuration,
 * so one slow receiver cannot take every slot. Configurations at their cap are left out, and the
 * claim is no larger than the room left to the busiest of the others, which keeps every cap
 * without counting per configuration in SQL. A lease that has run out (its worker died) is due
 * again.
 */
export async function claimDue(db: Db, engine: Engine, claim: Claim): Promise<ClaimedDelivery[]> {
  const counts = [...claim.inFlight];
  const full = counts.filter(([, n]) => n >= claim.perConfig).map(([id]) => id);
  const busiest = Math.max(0, ...counts.map(([, n]) => n).filter((n) => n < claim.perConfig));
  const limit = Math.min(claim.limit, claim.perConfig - busiest);
  const due = db
    .selectFrom('webhook_deliveries as d')
    .select('d.id')
    .where('d.status', '=', 'pending')
    .where('d.nextAttemptAt', '<=', claim.now)
    .where((eb) => eb.or([eb('d.leaseUntil', 'is', null), eb('d.leaseUntil', '<', claim.now)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('webhook_configs as c')
          .select('c.id')
          .whereRef('c.id', '=', 'd.configId')
          .where('c.isActive', '=', 1),
      ),
    )
    .$if(full.length > 0, (q) => q.where('d.configId', 'not in', full))
    .orderBy('d.nextAttemptAt')
    .orderBy('d.id')
    .limit(limit)
    .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      leaseUntil: claim.leaseUntil,
      leaseOwner: claim.owner,
      attemptCount: eb('attemptCount', '+', 1),
      updatedAt: claim.now,
    }))
    .where('id', 'in', due)
    .returning([
      'id',
      'tenantId',
      'configId',
      'body',
      'attemptCount',
      'deferredAttempts',
      'singleAttempt',
    ])
    .execute();
}

export async function findTargets(db: Db, configIds: string[]) {
  if (configIds.length === 0) return new Map<string, { url: string; secretKey: string | null }>();
  const rows = await db
    .selectFrom('webhook_configs')
    .select(['id', 'url', 'secretKey'])
    .where('id', 'in', configIds)
    .execute();
  return new Map(rows.map((r) => [r.id, { url: r.url, secretKey: r.secretKey }]));
}

export interface AttemptRecord {
  delivery: ClaimedDelivery;
  owner: string;
  result: DeliveryAttemptResult;
  update: DeliveryUpdate;
  now: Date;
}

/**
 * Stores the attempt and its consequences in one transaction, only while `owner` still holds the
 * lease. A redelivery asked for meanwhile is queued right behind it. Returns the reason when the
 * configuration got disabled, else null.
 */
export async function recordAttempt(
  db: Db,
  { delivery, owner, result, update, now }: AttemptRecord,
): Promise<string | null> {
  const at = now.toISOString();
  // A redelivery asked for during the attempt (redeliveryQueued) is read in the same statement
  // that records the outcome, so it cannot slip in between and be lost.
  const queued = withQueuedRedelivery(update, now);
  const isQueued = sql`${sql.ref('redeliveryQueued')} = 1`;
  const ifQueued = <T>(queuedValue: T, otherwise: T) =>
    sql<T>`case when ${isQueued} then ${queuedValue} else ${otherwise} end`;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: ifQueued(queued.status, update.status),
        nextAttemptAt: ifQueued(queued.nextAttemptAt, update.nextAttemptAt),
        completedAt: ifQueued(queued.completedAt, update.completedAt),
        singleAttempt: sql<number>`case when ${isQueued} then ${sql.lit(queued.singleAttempt ? 1 : 0)} else ${sql.lit(update.singleAttempt ? 1 : 0)} end`,
        redeliveryQueued: 0,
        leaseUntil: null,
        leaseOwner: null,
        deferredAttempts: eb('deferredAttempts', '+', update.deferred ? 1 : 0),
        lastStatusCode: result.statusCode,
        lastError: result.error,
        updatedAt: at,
      }))
      .where('id', '=', delivery.id)
      .where('leaseOwner', '=', owner)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    await trx
      .insertInto('webhook_attempts')
      .values({
        id: randomUUID(),
        deliveryId: delivery.id,
        tenantId: delivery.tenantId,
        attemptNumber: delivery.attemptCount,
        attemptedAt: at,
        outcome: result.outcome,
        statusCode: result.statusCode,
        durationMs: Math.round(result.durationMs),
        responseExcerpt: result.responseExcerpt,
        error: result.error,
      })
      .execute();
    return trackHealth(trx, delivery, result.outcome === 'success', update.disableReason, now);
  });
}

async function trackHealth(
  trx: Executor,
  delivery: ClaimedDelivery,
  succeeded: boolean,
  disableReason: string | null,
  now: Date,
) {
  const at = now.toISOString();
  const config = trx
    .updateTable('webhook_configs')
    .where('id', '=', delivery.configId)
    .where('tenantId', '=', delivery.tenantId);
  if (succeeded) {
    await config.set({ lastSuccessAt: at, firstFailureAt: null }).execute();
    return null;
  }
  await config
    .set({ firstFailureAt: sql<string>`coalesce(${sql.ref('firstFailureAt')}, ${at})` })
    .execute();
  const row = await trx
    .selectFrom('webhook_configs')
    .select(['firstFailureAt', 'lastSuccessAt'])
    .where('id', '=', delivery.configId)
    .executeTakeFirst();
  const reason = disableReason ?? (row && failingTooLong(row, now) ? FAILING_TOO_LONG : null);
  if (reason === null) return null;
  await config
    .where('isActive', '=', 1)
    .set({ isActive: 0, disabledAt: at, disabledReason: reason, updatedAt: at })
    .execute();
  return reason;
}
