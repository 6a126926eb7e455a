import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DbHandle } from './db/create-db.js';
import { pruneEvents } from './features/events/outbox.js';
import { deleteExpiredSessions } from './features/staff/session.service.js';
import { pruneFinishedDeliveries } from './features/webhooks/delivery-log.repository.js';
import { startPeriodic, type PeriodicTask } from './periodic.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// Small enough that a batch holds SQLite's write lock for milliseconds, not seconds.
const BATCH = 500;

/**
 * Runs `prune` in batches until one deletes less than a batch, or `signal` aborts; returns how
 * many it deleted in all.
 */
async function inBatches(prune: (limit: number) => Promise<number>, signal?: AbortSignal) {
  let total = 0;
  for (;;) {
    const deleted = await prune(BATCH);
    total += deleted;
    if (deleted < BATCH || signal?.aborted) return total;
    // Requests waiting for the database go first.
    await nextTurn();
  }
}

/**
 * Deletes the outbox events and the finished webhook deliveries older than `retentionDays` (none
 * at 0): without it both grow with every write for as long as the server runs. Events the worker
 * has not fanned out yet and deliveries still pending stay whatever their age. Also deletes the
 * console sessions that have expired, whatever the retention. Safe from any number of processes
 * at once.
 */
export async function pruneExpired(
  database: DbHandle,
  retentionDays: number,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
) {
  const sessions = await deleteExpiredSessions(database.db, now.getTime());
  if (retentionDays === 0) return { events: 0, deliveries: 0, sessions };
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const events = await inBatches(
    (limit) => pruneEvents(database.db, database.engine, before, limit),
    signal,
  );
  const deliveries = await inBatches(
    (limit) => pruneFinishedDeliveries(database.db, before, limit),
    signal,
  );
  return { events, deliveries, sessions };
}

/**
 * Runs `pruneExpired` shortly after start, then every `intervalMs`; a failed run is logged and
 * tried again at the next. Stopping ends a long first run (months to delete after an upgrade)
 * between batches.
 */
export const startRetention = (
  database: DbHandle,
  logger: Record<'info' | 'error', (fields: object, message: string) => void>,
  retentionDays: number,
  { firstAfterMs = 10_000, intervalMs = 60 * 60 * 1000 } = {},
): PeriodicTask =>
  startPeriodic(
    async (signal) => {
      const { events, deliveries, sessions } = await pruneExpired(database, retentionDays, {
        signal,
      });
      if (events + deliveries + sessions > 0)
        logger.info(
          { events, deliveries, sessions, retentionDays },
          'deleted events past the retention and expired console sessions',
        );
    },
    (error) => logger.error({ err: error }, 'deleting old events and expired sessions failed'),
    { firstAfterMs, intervalMs },
  );
