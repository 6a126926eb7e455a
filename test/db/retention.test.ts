import { v7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextEventSeq } from '../../src/db/commit-order.js';
import type { DeliveryStatus } from '../../src/features/webhooks/webhook.table.js';
import { pruneExpired, startRetention } from '../../src/retention.js';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-db.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-27T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
/** An id made `days` before NOW, as `newRowId` would have made it then. */
const idFrom = (days: number) => v7({ msecs: daysAgo(days).getTime() });

let database: TestDatabase;
let tenantId: string;
let configId: string;

beforeEach(async () => {
  database = await createTestDatabase();
  tenantId = v7();
  configId = v7();
  const at = daysAgo(100).toISOString();
  await database.db
    .insertInto('tenants')
    .values({ id: tenantId, name: 'T', createdAt: at })
    .execute();
  await database.db
    .insertInto('webhook_configs')
    .values({
      id: configId,
      tenantId,
      url: 'https://example.com/hook',
      eventTypes: '[]',
      isActive: 1,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
});
afterEach(() => database.drop());

/** Records an event `days` old, fanned out or not; returns its id. Events go in commit order. */
async function event(days: number, fannedOut: boolean) {
  const id = idFrom(days);
  const at = daysAgo(days).toISOString();
  await database.db
    .insertInto('outbox_events')
    .values({
      id,
      tenantId,
      tournamentId: null,
      ...nextEventSeq(database.db),
      event: 'team.updated',
      payload: '{}',
      createdAt: at,
      fannedOutAt: fannedOut ? at : null,
    })
    .execute();
  return id;
}

/** A delivery made `days` ago and last changed `changedDays` ago, with two attempts. */
async function delivery(status: DeliveryStatus, days: number, changedDays = days) {
  const id = idFrom(days);
  await database.db
    .insertInto('webhook_deliveries')
    .values({
      id,
      tenantId,
      configId,
      eventId: v7(),
      event: 'team.updated',
      body: '{}',
      status,
      attemptCount: 2,
      deferredAttempts: 0,
      nextAttemptAt: null,
      leaseUntil: null,
      leaseOwner: null,
      singleAttempt: 0,
      redeliveryQueued: 0,
      lastStatusCode: 500,
      lastError: null,
      createdAt: daysAgo(days).toISOString(),
      updatedAt: daysAgo(changedDays).toISOString(),
      completedAt: status === 'pending' ? null : daysAgo(changedDays).toISOString(),
    })
    .execute();
  for (const attemptNumber of [1, 2])
    await database.db
      .insertInto('webhook_attempts')
      .values({
        id: v7(),
        deliveryId: id,
        tenantId,
        attemptNumber,
        attemptedAt: daysAgo(changedDays).toISOString(),
        outcome: 'retry',
        statusCode: 500,
        durationMs: 3,
        responseExcerpt: '',
        error: null,
      })
      .execute();
  return id;
}

const eventIds = async () =>
  (await database.db.selectFrom('outbox_events').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
const deliveryIds = async () =>
  (await database.db.selectFrom('webhook_deliveries').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
const attemptsOf = async (deliveryId: string) =>
  (
    await database.db
      .selectFrom('webhook_attempts')
      .select('id')
      .where('deliveryId', '=', deliveryId)
      .execute()
  ).length;

describe('deleting events and deliveries past the retention', () => {
  it('deletes fanned-out events older than the retention and keeps the rest', async () => {
    const oldDone = await event(40, true);
    const oldWaiting = await event(39, false);
    const recent = await event(10, true);
    const newest = await event(0, false);

    expect(await pruneExpired(database, 30, { now: NOW })).toEqual({
      events: 1,
      deliveries: 0,
      sessions: 0,
    });
    const left = await eventIds();
    expect(left).not.toContain(oldDone);
    // Not fanned out yet: its deliveries do not exist, so it is kept whatever its age.
    expect(left).toEqual([oldWaiting, recent, newest].sort());
  });

  it('deletes finished deliveries with their attempts; keeps pending and recently changed ones', async () => {
    const succeeded = await delivery('succeeded', 40);
    const failed = await delivery('failed', 35);
    const pending = await delivery('pending', 40);
    // Made long ago, sent again five days ago: the log shows that attempt.
    const redelivered = await delivery('failed', 45, 5);
    const recent = await delivery('succeeded', 10);
    await event(0, false);

    expect(await pruneExpired(database, 30, { now: NOW })).toEqual({
      events: 0,
      deliveries: 2,
      sessions: 0,
    });
    expect(await deliveryIds()).toEqual([pending, redelivered, recent].sort());
    expect(await attemptsOf(succeeded)).toBe(0);
    expect(await attemptsOf(failed)).toBe(0);
    expect(await attemptsOf(pending)).toBe(2);
    expect(await attemptsOf(redelivered)).toBe(2);
  });

  it('works through more than one batch', async () => {
    const rows = Array.from({ length: 1_203 }, (_, i) => ({
      id: v7({ msecs: daysAgo(60).getTime() + i }),
      tenantId,
      tournamentId: null,
      event: 'team.updated',
      payload: '{}',
      createdAt: daysAgo(60).toISOString(),
      fannedOutAt: daysAgo(60).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 100)
      await database.db
        .insertInto('outbox_events')
        .values(
          rows.slice(i, i + 100).map((row, j) => ({ ...row, ...nextEventSeq(database.db, j) })),
        )
        .execute();
    const kept = await event(1, true);

    // Stopping (the server shutting down) ends a run after the batch in progress.
    expect(await pruneExpired(database, 30, { now: NOW, signal: AbortSignal.abort() })).toEqual({
      events: 500,
      deliveries: 0,
      sessions: 0,
    });
    expect(await pruneExpired(database, 30, { now: NOW })).toEqual({
      events: 703,
      deliveries: 0,
      sessions: 0,
    });
    expect(await eventIds()).toEqual([kept]);
  });

  it.runIf(testEngine === 'sqlite')(
    'keeps the newest event on SQLite, which numbers the next one',
    async () => {
      await event(50, true);
      const newest = await event(40, true);

      expect(await pruneExpired(database, 30, { now: NOW })).toEqual({
        events: 1,
        deliveries: 0,
        sessions: 0,
      });
      expect(await eventIds()).toEqual([newest]);
      const next = await event(0, false);
      const seqs = await database.db
        .selectFrom('outbox_events')
        .select(['id', 'seq'])
        .orderBy('seq')
        .execute();
      expect(seqs.map((r) => r.id)).toEqual([newest, next]);
      expect(Number(seqs[1]!.seq)).toBeGreaterThan(Number(seqs[0]!.seq));
    },
  );

  it('runs from the server on a timer, logs what it deleted, and keeps everything at 0 days', async () => {
    await event(400, true);
    await event(0, false);
    const logged: { fields: object; message: string }[] = [];
    const logger = {
      info: (fields: object, message: string) => logged.push({ fields, message }),
      error: (fields: object, message: string) => logged.push({ fields, message }),
    };

    const off = startRetention(database, logger, 0, { firstAfterMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await off.stop();
    expect(await eventIds()).toHaveLength(2);

    const loop = startRetention(database, logger, 365, { firstAfterMs: 1 });
    await expect.poll(eventIds).toHaveLength(1);
    await loop.stop();
    expect(logged).toEqual([
      {
        fields: { events: 1, deliveries: 0, sessions: 0, retentionDays: 365 },
        message: 'deleted events past the retention and expired console sessions',
      },
    ]);
  });
});

describe('deleting expired console sessions', () => {
  const HOUR_MS = 60 * 60 * 1000;
  const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS).toISOString();
  /** An operator's session made and last seen so many hours before NOW; returns its id. */
  async function session(madeHours: number, seenHours: number) {
    const id = v7();
    await database.db
      .insertInto('console_sessions')
      .values({
        id,
        tokenHash: id,
        staffId: null,
        createdAt: hoursAgo(madeHours),
        lastSeenAt: hoursAgo(seenHours),
      })
      .execute();
    return id;
  }
  const sessionIds = async () =>
    (await database.db.selectFrom('console_sessions').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );

  it.each([30, 0])(
    'deletes those idle for 12 hours or made 7 days ago, keeps live ones (retention %i days)',
    async (retentionDays) => {
      await session(13, 12.5); // idle past 12 hours
      const seenRecently = await session(24 * 6, 11);
      await session(24 * 7 + 1, 0.1); // in use, but older than 7 days
      const fresh = await session(1, 1);
      const oldEvent = await event(400, true);
      const recentEvent = await event(1, true);

      const deleted = await pruneExpired(database, retentionDays, { now: NOW });

      expect(deleted.sessions).toBe(2);
      expect(await sessionIds()).toEqual([seenRecently, fresh]);
      // The sessions go whatever the retention; events only with one.
      expect(await eventIds()).toEqual(
        retentionDays === 0 ? [oldEvent, recentEvent] : [recentEvent],
      );
    },
  );
});
