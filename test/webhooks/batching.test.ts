import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { recordAttempts } from '../../src/features/webhooks/worker/attempts.repository.js';
import { applyAttempt } from '../../src/features/webhooks/worker/outcome.js';
import { claimDue, fanOut } from '../../src/features/webhooks/worker/queue.repository.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  createConfig,
  deliveriesOf,
  emit,
  fakeClock,
  runUntilIdle,
  sleep,
  useWebhookHarness,
  waitFor,
  workerFactory,
} from './harness.js';

let t: TestApp;
let workers: ReturnType<typeof workerFactory>;
const { receiver } = useWebhookHarness((app, w) => {
  t = app;
  workers = w;
});

/** A receiver that answers each request after a few milliseconds and notes how many it held at once. */
async function countingReceiver() {
  let open = 0;
  let most = 0;
  const server = await receiver((_req, res: ServerResponse) => {
    open += 1;
    most = Math.max(most, open);
    void sleep(2 + Math.random() * 10).then(() => {
      open -= 1;
      res.writeHead(204).end();
    });
  });
  return { server, most: () => most, open: () => open };
}

describe('the running worker', () => {
  it('never has more requests in flight than its bounds, in all or per configuration', async () => {
    const a = await countingReceiver();
    const b = await countingReceiver();
    await createConfig(t, t.tenant.apiKey, { url: a.server.url() });
    await createConfig(t, t.tenant.apiKey, { url: b.server.url() });
    const worker = workers.make({
      clock: fakeClock(),
      concurrency: 5,
      perConfigConcurrency: 3,
      pollIntervalMs: 10,
    });
    const events = 40;
    for (let i = 0; i < events; i++) await emit(t, t.tenant.tenantId, 'match.updated', { i });
    let mostInAll = 0;
    const watch = setInterval(() => (mostInAll = Math.max(mostInAll, a.open() + b.open())), 1);
    worker.start();
    try {
      await waitFor(() => a.server.received.length + b.server.received.length === 2 * events);
    } finally {
      clearInterval(watch);
      await worker.stop();
    }
    expect(a.most()).toBeLessThanOrEqual(3);
    expect(b.most()).toBeLessThanOrEqual(3);
    expect(mostInAll).toBeLessThanOrEqual(5);
    // Bounded, not serialised: both receivers had requests at once.
    expect(a.most() + b.most()).toBeGreaterThan(2);
    const ids = [...a.server.received, ...b.server.received].map((r) => r.headers['x-webhook-id']);
    expect(new Set(ids).size).toBe(2 * events);
  });

  it('picks up an event written while it is idle at the next outbox check, not the next poll', async () => {
    const server = await receiver();
    await createConfig(t, t.tenant.apiKey, { url: server.url() });
    const worker = workers.make({ clock: fakeClock(), pollIntervalMs: 600_000, outboxCheckMs: 20 });
    worker.start();
    try {
      await sleep(100); // its first round found nothing: it now waits for the poll
      await emit(t, t.tenant.tenantId, 'match.updated', { late: true });
      await waitFor(() => server.received.length === 1);
    } finally {
      await worker.stop();
    }
    expect(JSON.parse(server.received[0]!.rawBody.toString()).data).toEqual({ late: true });
  });
});

describe('order', () => {
  it('starts a configuration’s deliveries in the order of their events', async () => {
    const server = await receiver();
    await createConfig(t, t.tenant.apiKey, { url: server.url() });
    for (let seq = 0; seq < 12; seq++) {
      await emit(t, t.tenant.tenantId, 'match.updated', { seq });
      await sleep(2); // distinct timestamps: events of the same millisecond have no order
    }
    // One at a time, so that the arrival order is the order the worker started them in.
    const worker = workers.make({ clock: fakeClock(), perConfigConcurrency: 1 });
    await runUntilIdle(worker);
    const seqs = server.received.map((r) => JSON.parse(r.rawBody.toString()).data.seq);
    expect(seqs).toEqual([...Array(12).keys()]);
  });
});

describe('recording a batch of attempts', () => {
  it('records each attempt only while its claim holds, and keeps a redelivery asked for meanwhile', async () => {
    const config = await createConfig(t, t.tenant.apiKey, { url: 'http://127.0.0.1:9/hook' });
    for (let i = 0; i < 3; i++) await emit(t, t.tenant.tenantId, 'match.updated', { i });
    const { db, engine } = t.database;
    const now = new Date(Date.now() + 1_000);
    await fanOut(db, engine, now.toISOString(), 10);
    const claimed = await claimDue(db, engine, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + 60_000).toISOString(),
      owner: 'worker-a',
      limit: 10,
      perConfig: 10,
      inFlight: new Map(),
    });
    expect(claimed).toHaveLength(3);
    const [lost, redelivered, plain] = claimed as [
      (typeof claimed)[0],
      (typeof claimed)[0],
      (typeof claimed)[0],
    ];
    // Its lease ran out and another worker took it over; a redelivery was asked for the second.
    await db
      .updateTable('webhook_deliveries')
      .set({ leaseOwner: 'worker-b' })
      .where('id', '=', lost.id)
      .execute();
    await db
      .updateTable('webhook_deliveries')
      .set({ redeliveryQueued: 1 })
      .where('id', '=', redelivered.id)
      .execute();

    const result = {
      outcome: 'success' as const,
      statusCode: 204,
      durationMs: 3,
      responseExcerpt: '',
      error: null,
      retryAfterMs: null,
    };
    const update = applyAttempt(
      result,
      { attemptCount: 1, deferredAttempts: 0, singleAttempt: false },
      now,
      Math.random,
    );
    const reasons = await recordAttempts(
      db,
      engine,
      claimed.map((delivery) => ({ delivery, owner: 'worker-a', result, update, now })),
    );
    expect(reasons).toEqual([null, null, null]);

    const byId = new Map(
      (await deliveriesOf(t, t.tenant.apiKey, config.id)).map((d) => [d.deliveryId, d]),
    );
    expect(byId.get(plain.id)).toMatchObject({ status: 'succeeded', attemptCount: 1 });
    expect(byId.get(plain.id)!.attempts).toHaveLength(1);
    // Queued behind the attempt: pending again at once, for one more attempt.
    expect(byId.get(redelivered.id)).toMatchObject({
      status: 'pending',
      redeliveryQueued: false,
      nextAttemptAt: now.toISOString(),
    });
    // Not this worker's any more: left as the other worker holds it, and no attempt logged.
    expect(byId.get(lost.id)).toMatchObject({ status: 'pending', attempts: [] });
    const row = await db
      .selectFrom('webhook_deliveries')
      .select('leaseOwner')
      .where('id', '=', lost.id)
      .executeTakeFirstOrThrow();
    expect(row.leaseOwner).toBe('worker-b');
  });
});
