import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  call,
  expectError,
  expectOk,
  expectRule,
  ISO_RE,
  type TestApp,
} from '../helpers/test-app.js';
import {
  configOf,
  createConfig,
  deliveriesOf,
  emit,
  fakeClock,
  runUntilIdle,
  sleep,
  startServer,
  useWebhookHarness,
  workerFactory,
} from './harness.js';

let t: TestApp;
let workers: ReturnType<typeof workerFactory>;
const { receiver } = useWebhookHarness((app, w) => {
  t = app;
  workers = w;
});

/** One event to a fresh configuration pointing at `handler`, one round of the worker. */
async function deliverOneTo(handler: Parameters<typeof startServer>[0], clock = fakeClock()) {
  const server = await receiver(handler);
  const config = await createConfig(t, t.tenant.apiKey, { url: server.url() });
  await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'm-1' });
  const worker = workers.make({ clock });
  await runUntilIdle(worker);
  const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
  return { server, config, delivery, worker, clock };
}

describe('delivery policy', () => {
  it('a 3xx is a failed attempt and the redirect is never followed', async () => {
    const { server, delivery } = await deliverOneTo((req, res) =>
      req.url === '/hook'
        ? res.writeHead(302, { Location: '/elsewhere' }).end()
        : res.writeHead(200).end(),
    );
    await sleep(100);
    expect(server.received.map((r) => r.path)).toEqual(['/hook']);
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: 302 });
    expect(delivery.attempts[0]).toMatchObject({ outcome: 'retry', statusCode: 302 });
  });

  it('410 Gone fails the delivery and disables the configuration, visibly', async () => {
    const { config, delivery, worker, server } = await deliverOneTo((_req, res) =>
      res.writeHead(410).end('gone'),
    );
    expect(delivery).toMatchObject({ status: 'failed', lastStatusCode: 410, nextAttemptAt: null });
    expect(delivery.attempts[0]).toMatchObject({ outcome: 'disable', responseExcerpt: 'gone' });
    const after = await configOf(t, t.tenant.apiKey, config.id);
    expect(after).toMatchObject({
      isActive: false,
      disabledReason: expect.stringContaining('410'),
    });
    expect(after.disabledAt).toMatch(ISO_RE);

    await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'm-2' });
    await runUntilIdle(worker);
    expect(server.received).toHaveLength(1);
    expect(await deliveriesOf(t, t.tenant.apiKey, config.id)).toHaveLength(1);

    const back = expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'PUT',
        url: `/api/v1/external/webhooks/${config.id}`,
        payload: { isActive: true },
      }),
    );
    expect(back).toMatchObject({ isActive: true, disabledAt: null, disabledReason: null });
  });

  it('429 with Retry-After schedules the next attempt when the receiver asked', async () => {
    const { delivery, clock } = await deliverOneTo((_req, res) =>
      res.writeHead(429, { 'Retry-After': '120' }).end(),
    );
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: 429 });
    expect(Date.parse(delivery.nextAttemptAt) - clock.now()).toBe(120_000);
  });

  it('a Retry-After answer does not use up an attempt: the schedule continues from the used ones', async () => {
    const answers = [
      (res: ServerResponse) => res.writeHead(500).end(),
      (res: ServerResponse) => res.writeHead(503, { 'Retry-After': '120' }).end(),
      () => undefined, // hangs: cut at the timeout
    ];
    const server = await receiver((_req, res) => answers.shift()?.(res));
    const config = await createConfig(t, t.tenant.apiKey, { url: server.url() });
    await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'm-1' });
    const clock = fakeClock();
    const worker = workers.make({ clock, timeoutMs: 300 });
    const nextDelay = async () => {
      const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
      return Date.parse(delivery.nextAttemptAt) - clock.now();
    };

    await runUntilIdle(worker);
    expect(await nextDelay()).toBe(5_000);
    clock.advance(5_000);
    await runUntilIdle(worker);
    expect(await nextDelay()).toBe(120_000);
    clock.advance(120_000);
    await runUntilIdle(worker);
    // Two attempts used up (the 503 did not count): the next delay is the second, 5 minutes, not 30.
    expect(await nextDelay()).toBe(5 * 60_000);
    const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery).toMatchObject({ status: 'pending', attemptCount: 3 });
    expect(delivery.attempts.map((a: any) => [a.statusCode, a.error])).toEqual([
      [500, null],
      [503, null],
      [null, 'timeout after 300 ms'],
    ]);
  });

  it('503 with an absurd Retry-After is held to one hour', async () => {
    const { delivery, clock } = await deliverOneTo((_req, res) =>
      res.writeHead(503, { 'Retry-After': '999999' }).end(),
    );
    expect(Date.parse(delivery.nextAttemptAt) - clock.now()).toBe(3_600_000);
  });

  it('stores at most 20 KB of a huge response body', async () => {
    const { delivery } = await deliverOneTo((_req, res) =>
      res.writeHead(200).end(Buffer.alloc(5 * 1024 * 1024, 'y')),
    );
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts[0].responseExcerpt).toBe('y'.repeat(20 * 1024));
  });

  it('a connection reset is a failed attempt with its error, retried', async () => {
    const { delivery } = await deliverOneTo((req) => req.socket.destroy());
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: null });
    expect(delivery.lastError).toMatch(/socket|ECONNRESET|closed/i);
    expect(delivery.attempts[0]).toMatchObject({ outcome: 'retry', statusCode: null });
  });

  it('disables a configuration that has only failed for 5 days', async () => {
    const { config, worker, clock } = await deliverOneTo((_req, res) => res.writeHead(500).end());
    clock.advance(4 * 86_400_000);
    await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'm-3' });
    await runUntilIdle(worker);
    expect((await configOf(t, t.tenant.apiKey, config.id)).isActive).toBe(true);

    clock.advance(86_400_000);
    await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'm-4' });
    await runUntilIdle(worker);
    const after = await configOf(t, t.tenant.apiKey, config.id);
    expect(after).toMatchObject({
      isActive: false,
      disabledReason: 'Every delivery has failed for 5 days',
    });
    expect(after.disabledAt).toBe(new Date(clock.now()).toISOString());
  });

  it('a success ends the failure streak', async () => {
    let fail = true;
    const { config, worker, clock } = await deliverOneTo((_req, res) =>
      res.writeHead(fail ? 500 : 200).end(),
    );
    clock.advance(4 * 86_400_000);
    fail = false;
    await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'ok' });
    await runUntilIdle(worker);
    fail = true;
    clock.advance(2 * 86_400_000);
    await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'm-5' });
    await runUntilIdle(worker);
    expect((await configOf(t, t.tenant.apiKey, config.id)).isActive).toBe(true);
  });
});

describe('deliveries log and redelivery', () => {
  it('redelivers a finished delivery once, with the same id and bytes', async () => {
    let status = 200;
    const { server, config, delivery, worker, clock } = await deliverOneTo((_req, res) =>
      res.writeHead(status).end(),
    );
    expect(delivery.status).toBe('succeeded');
    const url = `/api/v1/external/webhooks/${config.id}/deliveries/${delivery.deliveryId}/redeliver`;
    const queued = expectOk(await call(t.app, t.tenant.apiKey, { method: 'POST', url }));
    expect(queued).toMatchObject({
      deliveryId: delivery.deliveryId,
      status: 'pending',
      completedAt: null,
    });

    status = 500;
    clock.advance(1_000); // the API queued it at the real time; the worker's clock is the test's
    await runUntilIdle(worker);
    expect(server.received).toHaveLength(2);
    expect(server.received[1]!.rawBody.equals(server.received[0]!.rawBody)).toBe(true);
    expect(server.received[1]!.headers['x-webhook-id']).toBe(delivery.deliveryId);
    const one = expectOk(
      await call(t.app, t.tenant.apiKey, {
        url: `/api/v1/external/webhooks/${config.id}/deliveries/${delivery.deliveryId}`,
      }),
    );
    // A manual redelivery is one attempt: it failed, so the delivery is failed, not rescheduled.
    expect(one).toMatchObject({
      status: 'failed',
      attemptCount: 2,
      nextAttemptAt: null,
      lastStatusCode: 500,
    });
    expect(one.attempts.map((a: any) => a.attemptNumber)).toEqual([1, 2]);
  });

  it('works at the /webhooks alias, filters by status, and refuses an inactive configuration', async () => {
    const { config, delivery } = await deliverOneTo((_req, res) => res.writeHead(500).end());
    const pending = expectOk(
      await call(t.app, t.tenant.apiKey, {
        url: `/api/v1/webhooks/${config.id}/deliveries?status=pending`,
      }),
    );
    expect(pending).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 20, totalPages: 1 });
    const none = expectOk(
      await call(t.app, t.tenant.apiKey, {
        url: `/api/v1/webhooks/${config.id}/deliveries?status=succeeded`,
      }),
    );
    expect(none).toMatchObject({ items: [], totalCount: 0 });

    await call(t.app, t.tenant.apiKey, {
      method: 'PUT',
      url: `/api/v1/webhooks/${config.id}`,
      payload: { isActive: false },
    });
    const res = await call(t.app, t.tenant.apiKey, {
      method: 'POST',
      url: `/api/v1/webhooks/${config.id}/deliveries/${delivery.deliveryId}/redeliver`,
    });
    expectRule(res, 'WEBHOOK_INACTIVE');
  });

  it('404s for an unknown delivery and for another tenant', async () => {
    const { config, delivery } = await deliverOneTo((_req, res) => res.writeHead(200).end());
    const base = `/api/v1/external/webhooks/${config.id}/deliveries`;
    expectError(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `${base}/00000000-0000-4000-8000-000000000000/redeliver`,
      }),
      404,
    );
    const other = await t.newTenant();
    expectError(
      await call(t.app, other.apiKey, {
        method: 'POST',
        url: `${base}/${delivery.deliveryId}/redeliver`,
      }),
      404,
    );
    expectError(await call(t.app, other.apiKey, { url: `${base}/${delivery.deliveryId}` }), 404);
    expectError(await call(t.app, other.apiKey, { url: base }), 404);
  });
});
