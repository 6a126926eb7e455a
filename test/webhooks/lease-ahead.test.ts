import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import {
  createConfig,
  emit,
  fakeClock,
  sleep,
  useWebhookHarness,
  waitFor,
  workerFactory,
} from './harness.js';

/**
 * A worker leases more deliveries than it may send at once and holds the rest until a request
 * finishes: these must still start in their events' order, never reach a receiver twice, and
 * never be lost when the worker stops or their leases run short.
 */

let t: TestApp;
let workers: ReturnType<typeof workerFactory>;
const { receiver } = useWebhookHarness((app, w) => {
  t = app;
  workers = w;
});

/** Events 0..count-1, a few milliseconds apart: events of the same millisecond have no order. */
async function emitInOrder(count: number) {
  for (let seq = 0; seq < count; seq++) {
    await emit(t, t.tenant.tenantId, 'match.updated', { seq });
    await sleep(2);
  }
}

const seqsOf = (server: { received: { rawBody: Buffer }[] }) =>
  server.received.map((r) => JSON.parse(r.rawBody.toString()).data.seq as number);

const deliveryRows = () =>
  t.database.db
    .selectFrom('webhook_deliveries')
    .select(['status', 'attemptCount', 'leaseOwner', 'leaseUntil'])
    .execute();

describe('deliveries leased ahead', () => {
  it('start in their events’ order across fan-outs and claims, each sent once', async () => {
    const server = await receiver();
    await createConfig(t, t.tenant.apiKey, { url: server.url() });
    const events = 30;
    await emitInOrder(events);
    // One request at a time (arrival order is start order), three held per configuration, and
    // fan-outs smaller than that: most deliveries are created unleased and claimed later.
    const worker = workers.make({
      clock: fakeClock(),
      concurrency: 4,
      perConfigConcurrency: 1,
      leaseAhead: 3,
      fanOutBatchSize: 4,
      pollIntervalMs: 20,
    });
    worker.start();
    try {
      await waitFor(() => server.received.length >= events);
      await sleep(100); // a request sent twice would arrive by now
    } finally {
      await worker.stop();
    }
    expect(seqsOf(server)).toEqual([...Array(events).keys()]);
    const rows = await deliveryRows();
    expect(rows.every((r) => r.status === 'succeeded' && r.attemptCount === 1)).toBe(true);
  });

  it('are given back when the worker stops, and the next worker sends them, in order', async () => {
    // Holds the first request until answered by hand; answers the others at once.
    let held: ServerResponse | null = null;
    const server = await receiver((_req, res: ServerResponse) => {
      if (held === null) held = res;
      else res.writeHead(204).end();
    });
    const answer = () => held!.writeHead(204).end();
    await createConfig(t, t.tenant.apiKey, { url: server.url() });
    const events = 12;
    await emitInOrder(events);
    const first = workers.make({
      clock: fakeClock(),
      concurrency: 1,
      perConfigConcurrency: 1,
      leaseAhead: 4,
    });
    first.start();
    await waitFor(() => server.received.length === 1);
    // One request in flight and three held: the worker stops while it waits for the answer.
    await waitFor(async () => (await deliveryRows()).filter((r) => r.leaseOwner).length === 4);
    const stopped = first.stop();
    await sleep(20);
    answer();
    await stopped;
    const rows = await deliveryRows();
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    // Never sent: due again at once, no attempt counted, for any worker to take.
    const rest = rows.filter((r) => r.status === 'pending');
    expect(rest).toHaveLength(events - 1);
    expect(rest.every((r) => r.leaseOwner === null && r.leaseUntil === null)).toBe(true);
    expect(rest.every((r) => r.attemptCount === 0)).toBe(true);

    const second = workers.make({ clock: fakeClock(), perConfigConcurrency: 1 });
    second.start();
    try {
      await waitFor(() => server.received.length >= events);
      await sleep(100);
    } finally {
      await second.stop();
    }
    expect(seqsOf(server)).toEqual([...Array(events).keys()]);
  });

  it('are not sent once their lease could run out during the request: no one is sent twice', async () => {
    const answers: (() => void)[] = [];
    const server = await receiver((_req, res: ServerResponse) => {
      answers.push(() => void res.writeHead(204).end());
    });
    await createConfig(t, t.tenant.apiKey, { url: server.url() });
    const events = 6;
    await emitInOrder(events);
    const clock = fakeClock();
    const options = {
      clock,
      concurrency: 1,
      perConfigConcurrency: 1,
      leaseAhead: 4,
      leaseMs: 60_000,
      timeoutMs: 5_000,
      pollIntervalMs: 20,
    };
    const first = workers.make(options);
    first.start();
    await waitFor(() => answers.length === 1);
    // The first request hangs until the leases of those held behind it have run out; another
    // worker takes them over meanwhile. The first must not send them as well once it may.
    // (Two workers each send their own share in order, not one order between them.)
    clock.advance(61_000);
    const second = workers.make(options);
    second.start();
    const answering = setInterval(() => answers.shift()?.(), 1);
    try {
      await waitFor(() => server.received.length >= events);
      await sleep(200);
    } finally {
      clearInterval(answering);
      await Promise.all([first.stop(), second.stop()]);
    }
    // The hanging request outlived its own lease: the other worker sent it again (at least
    // once). Each one held behind it reached the receiver once, from one worker or the other.
    const seqs = seqsOf(server).sort((a, b) => a - b);
    expect(seqs).toEqual([0, 0, 1, 2, 3, 4, 5]);
    const rows = await deliveryRows();
    expect(rows.every((r) => r.status === 'succeeded')).toBe(true);
  });
});
