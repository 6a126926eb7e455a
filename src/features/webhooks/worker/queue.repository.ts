import { sql, type Insertable } from 'kysely';
import type { Engine } from '../../../db/create-db.js';
import type { Db, Executor } from '../../../db/database.js';
import { valuesList } from '../../../db/values-list.js';
import { newRowId } from '../../../db/row-ids.js';
import type { WebhookDeliveryTable } from '../webhook.table.js';
import { eventBody, parseEventTypes, subscribes } from './event-body.js';

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
  return (await fanOutAndLease(db, engine, now, limit, null)).events;
}

/** Room a worker has for deliveries it creates already leased to itself. */
export interface FanOutLease {
  owner: string;
  leaseUntil: string;
  /** Deliveries it may still take in all. */
  total: number;
  /** Deliveries it may still take for one configuration. */
  room(configId: string): number;
}

export interface FanOutResult {
  events: number;
  /** Deliveries created leased to the worker, in the order of their events, to send now. */
  leased: ClaimedDelivery[];
  /** Where the leased deliveries go. */
  targets: Map<string, Target>;
  /** Configurations whose deliveries were created without a lease (no room): a claim must take those. */
  unleased: Set<string>;
}

type Target = { url: string; secretKey: string | null };

/**
 * fanOut, and with `lease`, the deliveries the worker has room for are created already leased
 * to it, as a claim would lease them: no claim has to rewrite them (the row carries the body),
 * and the worker sends them at once. They are taken in event order per configuration, and once
 * one is left for a claim, none after it is leased, so claims keep that order.
 */
export async function fanOutAndLease(
  db: Db,
  engine: Engine,
  now: string,
  limit: number,
  lease: FanOutLease | null,
): Promise<FanOutResult> {
  return db.transaction().execute(async (trx) => {
    // Taken and marked in one statement; the deliveries below commit with the mark.
    const waiting = trx
      .selectFrom('outbox_events')
      .select('id')
      .where('fannedOutAt', 'is', null)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit)
      .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked());
    const taken = await trx
      .updateTable('outbox_events')
      .set({ fannedOutAt: now })
      .where('id', 'in', waiting)
      .returning(['id', 'tenantId', 'event', 'payload', 'createdAt'])
      .execute();
    // RETURNING keeps no order: back to the outbox's.
    const events = taken.sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
    const result: FanOutResult = {
      events: events.length,
      leased: [],
      targets: new Map(),
      unleased: new Set(),
    };
    if (events.length === 0) return result;
    const configs = await trx
      .selectFrom('webhook_configs')
      .select(['id', 'tenantId', 'eventTypes', 'createdAt', 'url', 'secretKey'])
      .where('tenantId', 'in', [...new Set(events.map((e) => e.tenantId))])
      .where('isActive', '=', 1)
      .execute();
    const subscribed = new Map(configs.map((c) => [c.id, parseEventTypes(c.eventTypes)]));
    const leasedPerConfig = new Map<string, number>();
    let left = lease?.total ?? 0;
    const rows: NewDelivery[] = [];
    for (const event of events) {
      for (const c of configs) {
        // A configuration receives the events that happen after it exists.
        if (c.tenantId !== event.tenantId || c.createdAt > event.createdAt) continue;
        if (!subscribes(subscribed.get(c.id)!, event.event)) continue;
        const count = leasedPerConfig.get(c.id) ?? 0;
        const leased = lease !== null && left > 0 && count < lease.room(c.id);
        if (leased) {
          leasedPerConfig.set(c.id, count + 1);
          left -= 1;
        } else result.unleased.add(c.id);
        rows.push({
          id: newRowId(),
          tenantId: event.tenantId,
          configId: c.id,
          eventId: event.id,
          event: event.event,
          body: eventBody(event),
          status: 'pending' as const,
          attemptCount: leased ? 1 : 0,
          singleAttempt: 0,
          deferredAttempts: 0,
          redeliveryQueued: 0,
          // Due from the event's own time, so that claims, which take the earliest first, start
          // a configuration's deliveries in the order of the events (clocks that disagree aside).
          nextAttemptAt: event.createdAt < now ? event.createdAt : now,
          leaseUntil: leased ? lease.leaseUntil : null,
          leaseOwner: leased ? lease.owner : null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    const inserted = new Set<string>();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      for (const id of await insertDeliveries(trx, engine, rows.slice(i, i + INSERT_CHUNK)))
        inserted.add(id);
    // Only rows this call created: one that existed already is not this worker's to send.
    for (const row of rows) {
      if (row.leaseOwner == null || !inserted.has(row.id)) continue;
      result.leased.push(leasedDelivery(row));
      const c = configs.find((config) => config.id === row.configId)!;
      result.targets.set(c.id, { url: c.url, secretKey: c.secretKey });
    }
    return result;
  });
}

const DELIVERY_COLUMNS = {
  id: 'uuid',
  tenantId: 'uuid',
  configId: 'uuid',
  eventId: 'uuid',
  event: 'text',
  body: 'text',
  status: 'text',
  attemptCount: 'integer',
  singleAttempt: 'integer',
  deferredAttempts: 'integer',
  redeliveryQueued: 'integer',
  nextAttemptAt: 'text',
  leaseUntil: 'text',
  leaseOwner: 'text',
  createdAt: 'text',
  updatedAt: 'text',
} as const;

type NewDelivery = Required<Pick<Insertable<WebhookDeliveryTable>, keyof typeof DELIVERY_COLUMNS>>;

/**
 * The rows in one statement whose text is the same for any number of them (one JSON parameter);
 * the ids of those created, not already there. (`where true`: SQLite's grammar needs it between
 * a select and `on conflict`.)
 */
async function insertDeliveries(trx: Executor, engine: Engine, rows: NewDelivery[]) {
  const columns = sql.join(Object.keys(DELIVERY_COLUMNS).map((column) => sql.ref(column)));
  const { rows: created } = await sql<{ id: string }>`
    with ${valuesList(engine, 'd', DELIVERY_COLUMNS, rows)}
    insert into webhook_deliveries (${columns}) select ${columns} from d where true
    on conflict (${sql.ref('eventId')}, ${sql.ref('configId')}) do nothing
    returning id
  `.execute(trx);
  return created.map((r) => r.id);
}

function leasedDelivery(row: NewDelivery): ClaimedDelivery {
  return {
    id: row.id,
    tenantId: row.tenantId,
    configId: row.configId,
    eventId: row.eventId,
    body: row.body,
    attemptCount: 1,
    deferredAttempts: 0,
    singleAttempt: 0,
    nextAttemptAt: row.nextAttemptAt ?? null,
  };
}

export interface ClaimedDelivery {
  id: string;
  tenantId: string;
  configId: string;
  eventId: string;
  body: string;
  attemptCount: number;
  deferredAttempts: number;
  singleAttempt: number;
  nextAttemptAt: string | null;
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

/** How many deliveries claimDue takes at most: the free slots, within every configuration's cap. */
export function claimLimit(claim: Pick<Claim, 'limit' | 'perConfig' | 'inFlight'>): number {
  const counts = [...claim.inFlight.values()];
  const busiest = Math.max(0, ...counts.filter((n) => n < claim.perConfig));
  return Math.max(0, Math.min(claim.limit, claim.perConfig - busiest));
}

/**
 * Leases due deliveries of active configurations to `owner` until `leaseUntil`, in one
 * statement: at most `limit`, and never more than `perConfig` in flight for one configuration,
 * so one slow receiver cannot take every slot. Configurations at their cap are left out, and the
 * claim is no larger than the room left to the busiest of the others, which keeps every cap
 * without counting per configuration in SQL. A lease that has run out (its worker died) is due
 * again. The earliest due come first, and come back in that order: a configuration's new
 * deliveries in the order of their events.
 */
export async function claimDue(db: Db, engine: Engine, claim: Claim): Promise<ClaimedDelivery[]> {
  const full = [...claim.inFlight].filter(([, n]) => n >= claim.perConfig).map(([id]) => id);
  const limit = claimLimit(claim);
  const due = db
    .selectFrom('webhook_deliveries as d')
    .select('d.id')
    .where('d.status', '=', 'pending')
    .where('d.nextAttemptAt', '<=', claim.now)
    .where((eb) => eb.or([eb('d.leaseUntil', 'is', null), eb('d.leaseUntil', '<', claim.now)]))
    // Not a join with the active configurations: a join lets the planner read and sort every due
    // delivery instead of walking the index and stopping at the limit. (Every delivery has its
    // configuration: deleting one deletes its deliveries.)
    .where(
      'd.configId',
      'not in',
      db.selectFrom('webhook_configs as c').select('c.id').where('c.isActive', '=', 0),
    )
    .$if(full.length > 0, (q) => q.where('d.configId', 'not in', full))
    // Only the index's own order, so that the scan stops after `limit` rows however long the
    // queue is: a tiebreak outside the index would sort every due delivery at each claim.
    .orderBy('d.nextAttemptAt')
    .limit(limit)
    .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked());
  const claimed = await db
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
      'eventId',
      'body',
      'attemptCount',
      'deferredAttempts',
      'singleAttempt',
      'nextAttemptAt',
    ])
    .execute();
  // RETURNING keeps no order: put the claim back in due order, events of the same instant in
  // the outbox's order.
  return claimed.sort(
    (a, b) =>
      compare(a.nextAttemptAt ?? '', b.nextAttemptAt ?? '') || compare(a.eventId, b.eventId),
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whether the outbox holds events not fanned out yet: one read of a small partial index, cheap
 * enough for an idle worker to ask many times a second instead of running whole rounds.
 */
export async function hasNewEvents(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('outbox_events')
    .select('id')
    .where('fannedOutAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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

/**
 * Ends the leases of deliveries their worker held and never sent, so that they are due again
 * at once (they keep their place: the earliest due, claimed first), their attempt not counted.
 * Only while each is still leased to the `owner` it was leased to.
 */
export async function releaseLeases(db: Db, deliveries: readonly { id: string; owner: string }[]) {
  const byOwner = new Map<string, string[]>();
  for (const { id, owner } of deliveries) {
    const ids = byOwner.get(owner);
    if (ids) ids.push(id);
    else byOwner.set(owner, [id]);
  }
  for (const [owner, ids] of byOwner)
    await db
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        leaseUntil: null,
        leaseOwner: null,
        attemptCount: eb('attemptCount', '-', 1),
      }))
      .where('id', 'in', ids)
      .where('leaseOwner', '=', owner)
      .execute();
}
