import { sql } from 'kysely';
import type { Engine } from '../../../db/create-db.js';
import type { Db, Executor } from '../../../db/database.js';
import { valuesList } from '../../../db/values-list.js';
import { newRowId } from '../../../db/row-ids.js';
import type { DeliveryAttemptResult } from '../delivery/index.js';
import {
  failingTooLong,
  FAILING_TOO_LONG,
  withQueuedRedelivery,
  type DeliveryUpdate,
} from './outcome.js';
import type { ClaimedDelivery } from './queue.repository.js';

export interface AttemptRecord {
  delivery: ClaimedDelivery;
  owner: string;
  result: DeliveryAttemptResult;
  update: DeliveryUpdate;
  now: Date;
}

/**
 * Stores finished attempts and their consequences in one transaction, each only while its
 * `owner` still holds the lease: a few statements for the whole batch instead of a transaction
 * per attempt, which is what a delivery used to cost most. A redelivery asked for meanwhile is
 * queued right behind its attempt. Returns, per record, the reason when its configuration got
 * disabled, else null.
 */
export async function recordAttempts(
  db: Db,
  engine: Engine,
  records: readonly AttemptRecord[],
): Promise<(string | null)[]> {
  if (records.length === 0) return [];
  if (engine === 'postgres' && records.every((r) => r.result.outcome === 'success')) {
    await recordSuccesses(db, records);
    return records.map(() => null);
  }
  return db.transaction().execute(async (trx) => {
    const stillLeased = await updateDeliveries(trx, engine, records);
    const kept = records.filter((r) => stillLeased.has(r.delivery.id));
    if (kept.length === 0) return records.map(() => null);
    await insertAttempts(trx, engine, kept);
    const disabled = await trackHealth(trx, engine, kept);
    return records.map((r) => disabled.get(r.delivery.id) ?? null);
  });
}

const ATTEMPT_COLUMNS = {
  id: 'uuid',
  deliveryId: 'uuid',
  tenantId: 'uuid',
  attemptNumber: 'integer',
  attemptedAt: 'text',
  outcome: 'text',
  statusCode: 'integer',
  durationMs: 'integer',
  responseExcerpt: 'text',
  error: 'text',
} as const;

const attemptRow = ({ delivery, result, now }: AttemptRecord) => ({
  id: newRowId(),
  deliveryId: delivery.id,
  tenantId: delivery.tenantId,
  attemptNumber: delivery.attemptCount,
  attemptedAt: now.toISOString(),
  outcome: result.outcome,
  statusCode: result.statusCode,
  durationMs: Math.round(result.durationMs),
  responseExcerpt: result.responseExcerpt,
  error: result.error,
});

const attemptColumns = sql.join(Object.keys(ATTEMPT_COLUMNS).map((column) => sql.ref(column)));

/** One row per attempt into the log, in one statement whose text is the same for any batch. */
async function insertAttempts(trx: Executor, engine: Engine, records: readonly AttemptRecord[]) {
  await sql`
    with ${valuesList(engine, 'a', ATTEMPT_COLUMNS, records.map(attemptRow))}
    insert into webhook_attempts (${attemptColumns}) select ${attemptColumns} from a
  `.execute(trx);
}

const flag = (value: boolean) => (value ? 1 : 0);

/** The outcome of each attempt, and the one a redelivery queued meanwhile would give it. */
function deliveryRow({ delivery, owner, result, update, now }: AttemptRecord) {
  const queued = withQueuedRedelivery(update, now);
  return {
    deliveryId: delivery.id,
    owner,
    newStatus: update.status,
    newNextAttemptAt: update.nextAttemptAt,
    newCompletedAt: update.completedAt,
    newSingleAttempt: flag(update.singleAttempt),
    queuedStatus: queued.status,
    queuedNextAttemptAt: queued.nextAttemptAt,
    queuedCompletedAt: queued.completedAt,
    queuedSingleAttempt: flag(queued.singleAttempt),
    deferredIncrement: flag(update.deferred),
    statusCode: result.statusCode,
    errorText: result.error,
    recordedAt: now.toISOString(),
  };
}

const DELIVERY_COLUMNS = {
  deliveryId: 'uuid',
  owner: 'text',
  newStatus: 'text',
  newNextAttemptAt: 'text',
  newCompletedAt: 'text',
  newSingleAttempt: 'integer',
  queuedStatus: 'text',
  queuedNextAttemptAt: 'text',
  queuedCompletedAt: 'text',
  queuedSingleAttempt: 'integer',
  deferredIncrement: 'integer',
  statusCode: 'integer',
  errorText: 'text',
  recordedAt: 'text',
} as const;

/**
 * One statement for every delivery of the batch; the ids of those still leased to their owner.
 * A redelivery asked for during the attempt (redeliveryQueued) is read by the same statement
 * that records the outcome, so it cannot slip in between and be lost.
 */
async function updateDeliveries(
  trx: Executor,
  engine: Engine,
  records: readonly AttemptRecord[],
): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    with ${valuesList(engine, 'v', DELIVERY_COLUMNS, records.map(deliveryRow))}
    ${deliveriesUpdate()}
  `.execute(trx);
  return new Set(rows.map((r) => r.id));
}

/** The update of the deliveries listed in `v`, returning those still leased to their owner. */
function deliveriesUpdate() {
  const row = (column: string) => sql.ref(`webhook_deliveries.${column}`);
  const given = (column: keyof typeof DELIVERY_COLUMNS) => sql.ref(`v.${column}`);
  const ifQueued = (
    queued: keyof typeof DELIVERY_COLUMNS,
    otherwise: keyof typeof DELIVERY_COLUMNS,
  ) =>
    sql`case when ${row('redeliveryQueued')} = 1 then ${given(queued)} else ${given(otherwise)} end`;
  return sql`
    update webhook_deliveries set
      ${sql.ref('status')} = ${ifQueued('queuedStatus', 'newStatus')},
      ${sql.ref('nextAttemptAt')} = ${ifQueued('queuedNextAttemptAt', 'newNextAttemptAt')},
      ${sql.ref('completedAt')} = ${ifQueued('queuedCompletedAt', 'newCompletedAt')},
      ${sql.ref('singleAttempt')} = ${ifQueued('queuedSingleAttempt', 'newSingleAttempt')},
      ${sql.ref('redeliveryQueued')} = 0,
      ${sql.ref('leaseUntil')} = null,
      ${sql.ref('leaseOwner')} = null,
      ${sql.ref('deferredAttempts')} = ${row('deferredAttempts')} + ${given('deferredIncrement')},
      ${sql.ref('lastStatusCode')} = ${given('statusCode')},
      ${sql.ref('lastError')} = ${given('errorText')},
      ${sql.ref('updatedAt')} = ${given('recordedAt')}
    from v
    where ${row('id')} = ${given('deliveryId')} and ${row('leaseOwner')} = ${given('owner')}
    returning ${row('id')}, ${row('configId')}, ${row('tenantId')}, ${row('updatedAt')}
  `;
}

/**
 * PostgreSQL, a batch of successes only (nearly every batch): the same three writes as the
 * transaction below, as one statement (data-modifying `with` parts see each other's results
 * through `returning`), so a batch costs one round trip instead of five. Each configuration's
 * `lastSuccessAt` is its latest recorded attempt, and its run of failures ends.
 */
async function recordSuccesses(db: Db, records: readonly AttemptRecord[]) {
  const ref = (column: string) => sql.ref(column);
  await sql`
    with ${valuesList('postgres', 'v', DELIVERY_COLUMNS, records.map(deliveryRow))},
      ${valuesList('postgres', 'a', ATTEMPT_COLUMNS, records.map(attemptRow))},
      recorded as (${deliveriesUpdate()}),
      logged as (
        insert into webhook_attempts (${attemptColumns})
        select ${attemptColumns} from a where ${ref('a.deliveryId')} in (select id from recorded)
      ),
      latest as (
        select ${ref('configId')}, ${ref('tenantId')}, max(${ref('updatedAt')}) as at
        from recorded group by ${ref('configId')}, ${ref('tenantId')}
      )
    update webhook_configs set ${ref('lastSuccessAt')} = latest.at, ${ref('firstFailureAt')} = null
    from latest
    where ${ref('webhook_configs.id')} = ${ref('latest.configId')}
      and ${ref('webhook_configs.tenantId')} = ${ref('latest.tenantId')}
  `.execute(db);
}

/**
 * Each configuration's run of failures. Configurations that only succeeded in this batch take
 * one statement together; one with a failure goes attempt by attempt, in order, as the disabling
 * rules read (failures are rare: a failed delivery waits at least 5 s for its next attempt).
 * Configurations are visited in id order, so two workers lock them in the same order.
 */
async function trackHealth(trx: Executor, engine: Engine, records: readonly AttemptRecord[]) {
  const byConfig = new Map<string, AttemptRecord[]>();
  const inOrder = [...records].sort((a, b) => a.now.getTime() - b.now.getTime());
  for (const r of inOrder) {
    const group = byConfig.get(r.delivery.configId);
    if (group) group.push(r);
    else byConfig.set(r.delivery.configId, [r]);
  }
  const configIds = [...byConfig.keys()].sort();
  const succeeded = (r: AttemptRecord) => r.result.outcome === 'success';
  const healthy = configIds.filter((id) => byConfig.get(id)!.every(succeeded));
  if (healthy.length > 0) {
    const rows = healthy.map((configId) => {
      const last = byConfig.get(configId)!.at(-1)!;
      return {
        configId,
        tenantId: last.delivery.tenantId,
        lastSuccessAt: last.now.toISOString(),
      };
    });
    const list = valuesList(
      engine,
      'v',
      { configId: 'uuid', tenantId: 'uuid', lastSuccessAt: 'text' },
      rows,
    );
    await sql`
      with ${list}
      update webhook_configs set
        ${sql.ref('lastSuccessAt')} = ${sql.ref('v.lastSuccessAt')},
        ${sql.ref('firstFailureAt')} = null
      from v
      where ${sql.ref('webhook_configs.id')} = ${sql.ref('v.configId')}
        and ${sql.ref('webhook_configs.tenantId')} = ${sql.ref('v.tenantId')}
    `.execute(trx);
  }
  const disabled = new Map<string, string>();
  for (const configId of configIds.filter((id) => !healthy.includes(id))) {
    for (const record of byConfig.get(configId)!) {
      const reason = await trackOne(trx, record, succeeded(record));
      if (reason !== null) disabled.set(record.delivery.id, reason);
    }
  }
  return disabled;
}

async function trackOne(trx: Executor, { delivery, update, now }: AttemptRecord, ok: boolean) {
  const at = now.toISOString();
  const config = trx
    .updateTable('webhook_configs')
    .where('id', '=', delivery.configId)
    .where('tenantId', '=', delivery.tenantId);
  if (ok) {
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
  const reason =
    update.disableReason ?? (row && failingTooLong(row, now) ? FAILING_TOO_LONG : null);
  if (reason === null) return null;
  await config
    .where('isActive', '=', 1)
    .set({ isActive: 0, disabledAt: at, disabledReason: reason, updatedAt: at })
    .execute();
  return reason;
}
