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

// Due rows read per free slot: a backlog of one configuration must not crowd out the others.
const CANDIDATES_PER_SLOT = 2;

/**
 * Leases up to `limit` due deliveries of active configurations to `owner` until `leaseUntil`,
 * at most `perConfig` in flight per configuration, so one slow receiver cannot take every slot.
 * A lease that has run out (its worker died) is due again.
 */
export async function claimDue(db: Db, engine: Engine, claim: Claim): Promise<ClaimedDelivery[]> {
  const full = [...claim.inFlight].filter(([, n]) => n >= claim.perConfig).map(([id]) => id);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries as d')
      .select(['d.id', 'd.configId'])
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
      .limit(claim.limit * CANDIDATES_PER_SLOT)
      .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked())
      .execute();
    const chosen = withinCap(due, claim);
    if (chosen.length === 0) return [];
    return trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        leaseUntil: claim.leaseUntil,
        leaseOwner: claim.owner,
        attemptCount: eb('attemptCount', '+', 1),
        updatedAt: claim.now,
      }))
      .where('id', 'in', chosen)
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
  });
}

/** The first due rows, in order, that fit the free slots and each configuration's cap. */
function withinCap(due: { id: string; configId: string }[], claim: Claim): string[] {
  const counts = new Map(claim.inFlight);
  const chosen: string[] = [];
  for (const { id, configId } of due) {
    if (chosen.length === claim.limit) break;
    const n = counts.get(configId) ?? 0;
    if (n >= claim.perConfig) continue;
    counts.set(configId, n + 1);
    chosen.push(id);
  }
  return chosen;
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
  engine: Engine,
  { delivery, owner, result, update, now }: AttemptRecord,
): Promise<string | null> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Locked until commit, so a redelivery request waits for this outcome instead of being lost.
    const held = await trx
      .selectFrom('webhook_deliveries')
      .select('redeliveryQueued')
      .where('id', '=', delivery.id)
      .where('leaseOwner', '=', owner)
      .$if(engine === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!held) return null;
    const next = held.redeliveryQueued === 1 ? withQueuedRedelivery(update, now) : update;
    await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: next.status,
        nextAttemptAt: next.nextAttemptAt,
        completedAt: next.completedAt,
        leaseUntil: null,
        leaseOwner: null,
        singleAttempt: next.singleAttempt ? 1 : 0,
        redeliveryQueued: 0,
        deferredAttempts: eb('deferredAttempts', '+', update.deferred ? 1 : 0),
        lastStatusCode: result.statusCode,
        lastError: result.error,
        updatedAt: at,
      }))
      .where('id', '=', delivery.id)
      .execute();
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
