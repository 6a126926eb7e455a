import type { DbHandle } from '../../db/create-db.js';
import type { Db } from '../../db/database.js';
import { nowIso, toBool } from '../../db/dialect.js';
import { businessRule, notFound } from '../../errors.js';
import { pageInfo, pageOffset } from '../../http/pagination.js';
import * as log from './delivery-log.repository.js';
import { findConfig } from './webhook.repository.js';
import type { DeliveryQueryInput, DeliveryView } from './webhook.schemas.js';

async function requireConfig(db: Db, tenantId: string, id: string) {
  const row = await findConfig(db, tenantId, id);
  if (!row) throw notFound('Webhook');
  return row;
}

type DeliveryRow = Awaited<ReturnType<typeof log.listDeliveries>>[number];

async function withAttempts(
  db: Db,
  tenantId: string,
  rows: DeliveryRow[],
): Promise<DeliveryView[]> {
  const attempts = await log.listAttempts(
    db,
    tenantId,
    rows.map((r) => r.deliveryId),
  );
  return rows.map((row) => ({
    ...row,
    redeliveryQueued: toBool(row.redeliveryQueued),
    attempts: attempts
      .filter((a) => a.deliveryId === row.deliveryId)
      .map(({ deliveryId: _, ...a }) => a),
  }));
}

/** A configuration's deliveries, newest first, each with every attempt made. */
export async function listDeliveries(
  db: Db,
  tenantId: string,
  configId: string,
  query: DeliveryQueryInput,
) {
  await requireConfig(db, tenantId, configId);
  const [rows, total] = await Promise.all([
    log.listDeliveries(db, tenantId, configId, {
      status: query.status,
      limit: query.pageSize,
      offset: pageOffset(query),
    }),
    log.countDeliveries(db, tenantId, configId, query.status),
  ]);
  return { items: await withAttempts(db, tenantId, rows), ...pageInfo(query, total) };
}

export async function getDelivery(db: Db, tenantId: string, configId: string, deliveryId: string) {
  await requireConfig(db, tenantId, configId);
  const row = await log.findDelivery(db, tenantId, configId, deliveryId);
  if (!row) throw notFound('Delivery');
  const [view] = await withAttempts(db, tenantId, [row]);
  return view as DeliveryView;
}

/**
 * Queues the delivery again with the same X-Webhook-Id and the same bytes; the worker sends it
 * within its poll interval, or right after the attempt in flight (`redeliveryQueued`). A
 * delivery of an inactive configuration would never be sent: 409.
 */
export async function redeliver(
  database: DbHandle,
  tenantId: string,
  configId: string,
  deliveryId: string,
) {
  const { db, engine } = database;
  const config = await requireConfig(db, tenantId, configId);
  if (!toBool(config.isActive)) {
    throw businessRule(
      'WEBHOOK_INACTIVE',
      'The webhook is not active; activate it before redelivering',
    );
  }
  const row = await log.findDelivery(db, tenantId, configId, deliveryId);
  if (!row) throw notFound('Delivery');
  await log.requeueDelivery(db, engine, tenantId, deliveryId, nowIso());
  return getDelivery(db, tenantId, configId, deliveryId);
}
