import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { call, expectOk, type TestApp } from '../helpers/test-app.js';
import {
  createConfig,
  deliveriesOf,
  emit,
  fakeClock,
  runUntilIdle,
  useWebhookHarness,
  type TestServer,
  workerFactory,
} from './harness.js';

let t: TestApp;
let workers: ReturnType<typeof workerFactory>;
const { receiver } = useWebhookHarness((app, w) => {
  t = app;
  workers = w;
});

/** A receiver that holds every request until the test answers it (or answers 204 at once). */
async function holdingReceiver({ hold = true } = {}) {
  const held: ServerResponse[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: TestServer = await receiver((_req, res) => {
    if (hold) held.push(res);
    else res.writeHead(204).end();
    for (const w of waiters.filter((w) => server.received.length >= w.count)) w.resolve();
  });
  return {
    server,
    /** Resolves once `count` requests have arrived since the receiver started. */
    arrived: (count: number) =>
      new Promise<void>((resolve) => {
        if (server.received.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    answerAll(status: number) {
      for (const res of held.splice(0)) res.writeHead(status).end();
    },
  };
}

describe('a slow receiver holds only its own slots', () => {
  it('other configurations keep receiving, and new events reach the log, while it hangs', async () => {
    const slow = await holdingReceiver();
    const fast = await receiver();
    const slowConfig = await createConfig(t, t.tenant.apiKey, {
      url: slow.server.url(),
      eventTypes: ['team.updated'],
    });
    const fastConfig = await createConfig(t, t.tenant.apiKey, {
      url: fast.url(),
      eventTypes: ['match.updated'],
    });
    const worker = workers.make({
      clock: fakeClock(),
      concurrency: 6,
      perConfigConcurrency: 3,
      timeoutMs: 60_000,
    });
    for (let i = 0; i < 4; i++) await emit(t, t.tenant.tenantId, 'team.updated', { i });

    // The first round claims three of the slow receiver's four deliveries (its cap) and hangs.
    const stuck = worker.runOnce();
    await slow.arrived(3);

    for (let i = 0; i < 3; i++) await emit(t, t.tenant.tenantId, 'match.updated', { i });
    const round = await worker.runOnce();
    expect(round).toEqual({ fannedOut: 3, attempted: 3, succeeded: 3 });
    expect(fast.received).toHaveLength(3);
    const delivered = await deliveriesOf(t, t.tenant.apiKey, fastConfig.id);
    expect(delivered.map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    // Still at its cap: the fourth delivery waits for a slot of its own configuration.
    const waiting = await deliveriesOf(t, t.tenant.apiKey, slowConfig.id);
    expect(waiting.map((d) => [d.status, d.attemptCount]).sort()).toEqual([
      ['pending', 0],
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);

    slow.answerAll(200);
    expect(await stuck).toEqual({ fannedOut: 4, attempted: 3, succeeded: 3 });
    const rest = runUntilIdle(worker);
    await slow.arrived(4);
    slow.answerAll(200);
    await rest;
    const all = await deliveriesOf(t, t.tenant.apiKey, slowConfig.id);
    expect(all.map((d) => d.status)).toEqual(Array(4).fill('succeeded'));
    expect(slow.server.received).toHaveLength(4);
  });
});

describe('the running worker', () => {
  it('keeps delivering other configurations’ events while one receiver hangs', async () => {
    const slow = await holdingReceiver();
    const fast = await holdingReceiver({ hold: false });
    await createConfig(t, t.tenant.apiKey, {
      url: slow.server.url(),
      eventTypes: ['team.updated'],
    });
    const fastConfig = await createConfig(t, t.tenant.apiKey, {
      url: fast.server.url(),
      eventTypes: ['match.updated'],
    });
    const worker = workers.make({ clock: fakeClock(), pollIntervalMs: 10, timeoutMs: 60_000 });
    worker.start();
    try {
      await emit(t, t.tenant.tenantId, 'team.updated', {});
      await slow.arrived(1);
      await emit(t, t.tenant.tenantId, 'match.updated', { n: 1 });
      await emit(t, t.tenant.tenantId, 'match.updated', { n: 2 });
      // Before the fix this waited for the hanging attempt, i.e. for its timeout.
      await fast.arrived(2);
      expect(slow.server.received).toHaveLength(1);
    } finally {
      slow.answerAll(200);
      await worker.stop();
    }
    const delivered = await deliveriesOf(t, t.tenant.apiKey, fastConfig.id);
    expect(delivered.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
  });
});

describe('a redelivery asked for while an attempt is in flight', () => {
  async function inFlight() {
    const slow = await holdingReceiver();
    const config = await createConfig(t, t.tenant.apiKey, { url: slow.server.url() });
    await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'm-1' });
    const clock = fakeClock();
    const worker = workers.make({ clock, timeoutMs: 60_000 });
    const attempt = worker.runOnce();
    await slow.arrived(1);
    const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    const redeliver = () =>
      call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/external/webhooks/${config.id}/deliveries/${delivery.deliveryId}/redeliver`,
      });
    return { slow, config, delivery, worker, clock, attempt, redeliver };
  }

  it('is queued, not dropped: it runs once right after the attempt, which succeeded', async () => {
    const { slow, config, delivery, worker, attempt, redeliver } = await inFlight();
    const queued = expectOk(await redeliver());
    expect(queued).toMatchObject({ status: 'pending', attemptCount: 1, redeliveryQueued: true });
    // Asking twice still means one more attempt.
    expect(expectOk(await redeliver()).redeliveryQueued).toBe(true);

    slow.answerAll(200);
    await attempt;
    const [afterFirst] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(afterFirst).toMatchObject({ status: 'pending', redeliveryQueued: false });

    const second = runUntilIdle(worker);
    await slow.arrived(2);
    slow.answerAll(500);
    await second;
    const [done] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    // The redelivery of a finished delivery is one attempt: it failed, so the delivery did.
    expect(done).toMatchObject({
      status: 'failed',
      attemptCount: 2,
      nextAttemptAt: null,
      redeliveryQueued: false,
    });
    expect(done.attempts.map((a: any) => [a.attemptNumber, a.statusCode])).toEqual([
      [1, 200],
      [2, 500],
    ]);
    expect(slow.server.received.map((r) => r.headers['x-webhook-id'])).toEqual([
      delivery.deliveryId,
      delivery.deliveryId,
    ]);
  });

  it('moves a failed attempt’s retry to now instead of waiting for the schedule', async () => {
    const { slow, config, worker, clock, attempt, redeliver } = await inFlight();
    expectOk(await redeliver());
    slow.answerAll(500);
    await attempt;
    const [afterFirst] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(afterFirst).toMatchObject({ status: 'pending', redeliveryQueued: false });
    expect(Date.parse(afterFirst.nextAttemptAt)).toBe(clock.now());

    const second = runUntilIdle(worker);
    await slow.arrived(2);
    slow.answerAll(500);
    await second;
    const [after] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    // It was still pending: it keeps its retry schedule (the second failure waits 5 minutes).
    expect(after).toMatchObject({ status: 'pending', attemptCount: 2 });
    expect(Date.parse(after.nextAttemptAt) - clock.now()).toBe(5 * 60_000);
  });
});
