import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../packages/client/src/webhooks.js';
import { call, ISO_RE, UUID_RE, type TestApp } from '../helpers/test-app.js';
import {
  SECRET,
  createConfig,
  deliveriesOf,
  emit,
  fakeClock,
  runUntilIdle,
  useWebhookHarness,
  workerFactory,
} from './harness.js';

let t: TestApp;
let workers: ReturnType<typeof workerFactory>;
const { receiver } = useWebhookHarness((app, w) => {
  t = app;
  workers = w;
});

/** The Standard Webhooks headers of a delivery, without X-Webhook-Signature. */
const standardOnly = (headers: Record<string, unknown>) => ({
  'webhook-id': headers['webhook-id'] as string,
  'webhook-timestamp': headers['webhook-timestamp'] as string,
  'webhook-signature': headers['webhook-signature'] as string,
});

describe('a delivery as the receiver sees it', () => {
  it('POSTs the event with the spec’s headers and body, signed over the raw bytes', async () => {
    const server = await receiver((_req, res) => res.writeHead(200).end('thanks'));
    const config = await createConfig(t, t.tenant.apiKey, { url: server.url(), secretKey: SECRET });
    const data = { teamId: 'c3d1c1f4-8a51-4c41-9c6b-0d0f4f6c9e10', name: 'Zoë ⚽ 🏆', members: [] };
    await emit(t, t.tenant.tenantId, 'team.created', data);
    const clock = fakeClock();
    await runUntilIdle(workers.make({ clock }));

    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request!.method).toBe('POST');
    const headers = request!.headers;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-webhook-id']).toMatch(UUID_RE);
    expect(headers['webhook-id']).toBe(headers['x-webhook-id']);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(clock.now() / 1000)));

    const hex = createHmac('sha256', SECRET).update(request!.rawBody).digest('hex');
    expect(headers['x-webhook-signature']).toBe(`sha256=${hex}`);
    const rawBody = request!.rawBody;
    const hexOnly = { 'x-webhook-signature': headers['x-webhook-signature'] as string };
    expect(await verifyWebhook({ secret: SECRET, body: rawBody, headers: hexOnly })).toBe(true);
    const otherSecret = 'another-secret-0123456789';
    expect(await verifyWebhook({ secret: otherSecret, body: rawBody, headers: hexOnly })).toBe(
      false,
    );
    // With the Standard Webhooks headers present, those are what the verifier checks.
    const now = new Date(clock.now());
    expect(
      await verifyWebhook({ secret: SECRET, body: rawBody, headers: standardOnly(headers), now }),
    ).toBe(true);
    expect(await verifyWebhook({ secret: otherSecret, body: rawBody, headers, now })).toBe(false);

    const body = JSON.parse(request!.rawBody.toString('utf8'));
    expect(Object.keys(body).sort()).toEqual(['data', 'event', 'eventId', 'tenantId', 'timestamp']);
    expect(body).toMatchObject({ event: 'team.created', tenantId: t.tenant.tenantId, data });
    expect(body.eventId).toMatch(UUID_RE);
    expect(body.timestamp).toMatch(ISO_RE);
    const outbox = await t.database.db
      .selectFrom('outbox_events')
      .selectAll()
      .where('id', '=', body.eventId)
      .executeTakeFirstOrThrow();
    expect(outbox.createdAt).toBe(body.timestamp);

    const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery).toMatchObject({
      deliveryId: headers['x-webhook-id'],
      eventId: body.eventId,
      event: 'team.created',
      status: 'succeeded',
      attemptCount: 1,
      nextAttemptAt: null,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(delivery.createdAt).toMatch(ISO_RE);
    expect(delivery.completedAt).toMatch(ISO_RE);
    expect(delivery.attempts).toEqual([
      {
        attemptNumber: 1,
        attemptedAt: expect.stringMatching(ISO_RE),
        outcome: 'success',
        statusCode: 200,
        durationMs: expect.any(Number),
        responseExcerpt: 'thanks',
        error: null,
      },
    ]);
  });

  it('sends no signature header when no secret is set', async () => {
    const server = await receiver();
    await createConfig(t, t.tenant.apiKey, { url: server.url() });
    await emit(t, t.tenant.tenantId, 'team.updated', { teamId: 'x' });
    await runUntilIdle(workers.make({ clock: fakeClock() }));
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.headers).not.toHaveProperty('x-webhook-signature');
    expect(server.received[0]!.headers).not.toHaveProperty('webhook-signature');
    expect(server.received[0]!.headers['x-webhook-id']).toMatch(UUID_RE);
  });

  it('delivers only subscribed events, only the tenant’s own, one delivery per configuration', async () => {
    const server = await receiver();
    const other = await t.newTenant();
    const matchOnly = await createConfig(t, t.tenant.apiKey, {
      url: server.url('/match'),
      eventTypes: ['match.updated'],
    });
    const all = await createConfig(t, t.tenant.apiKey, { url: server.url('/all') });
    await createConfig(t, other.apiKey, { url: server.url('/other') });
    const inactive = await createConfig(t, t.tenant.apiKey, {
      url: server.url('/off'),
      isActive: false,
    });
    await emit(t, t.tenant.tenantId, 'match.updated', { matchId: 'm1' });
    await emit(t, t.tenant.tenantId, 'team.deleted', { teamId: 't1' });
    await runUntilIdle(workers.make({ clock: fakeClock() }));

    const byPath = (path: string) =>
      server.received
        .filter((r) => r.path === path)
        .map((r) => JSON.parse(r.rawBody.toString()).event);
    expect(byPath('/match')).toEqual(['match.updated']);
    expect(byPath('/all').sort()).toEqual(['match.updated', 'team.deleted']);
    expect(byPath('/other')).toEqual([]);
    expect(byPath('/off')).toEqual([]);
    expect(await deliveriesOf(t, t.tenant.apiKey, matchOnly.id)).toHaveLength(1);
    expect(await deliveriesOf(t, t.tenant.apiKey, all.id)).toHaveLength(2);
    expect(await deliveriesOf(t, t.tenant.apiKey, inactive.id)).toHaveLength(0);
  });
});

describe('retries', () => {
  it('a receiver failing twice then succeeding gets three attempts, at growing intervals, with identical bytes', async () => {
    let calls = 0;
    const server = await receiver((_req, res) =>
      res.writeHead(++calls <= 2 ? 500 : 200).end(`call ${calls}`),
    );
    const config = await createConfig(t, t.tenant.apiKey, { url: server.url(), secretKey: SECRET });
    await emit(t, t.tenant.tenantId, 'standings.updated', { roundId: 'r1' });
    const clock = fakeClock();
    const start = clock.now();
    const worker = workers.make({ clock });

    await runUntilIdle(worker);
    expect(server.received).toHaveLength(1);
    let [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery).toMatchObject({ status: 'pending', attemptCount: 1, lastStatusCode: 500 });
    // random() = 0.5: no jitter, exactly the schedule.
    expect(Date.parse(delivery.nextAttemptAt) - start).toBe(5_000);

    clock.advance(4_999);
    await runUntilIdle(worker);
    expect(server.received).toHaveLength(1);

    clock.advance(1);
    await runUntilIdle(worker);
    expect(server.received).toHaveLength(2);
    [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(Date.parse(delivery.nextAttemptAt) - clock.now()).toBe(5 * 60_000);

    clock.advance(5 * 60_000);
    await runUntilIdle(worker);
    expect(server.received).toHaveLength(3);
    [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attemptCount: 3,
      nextAttemptAt: null,
      lastStatusCode: 200,
    });
    expect(
      delivery.attempts.map((a: any) => [
        a.attemptNumber,
        a.outcome,
        a.statusCode,
        a.responseExcerpt,
      ]),
    ).toEqual([
      [1, 'retry', 500, 'call 1'],
      [2, 'retry', 500, 'call 2'],
      [3, 'success', 200, 'call 3'],
    ]);
    const times = delivery.attempts.map((a: any) => Date.parse(a.attemptedAt));
    expect(times[1] - times[0]).toBe(5_000);
    expect(times[2] - times[1]).toBe(5 * 60_000);

    const [first, ...rest] = server.received;
    for (const r of rest) {
      expect(r.rawBody.equals(first!.rawBody)).toBe(true);
      expect(r.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);
      expect(r.headers['x-webhook-signature']).toBe(first!.headers['x-webhook-signature']);
    }
  });

  it('jitter keeps each delay within ±20% of the schedule', async () => {
    const server = await receiver((_req, res) => res.writeHead(500).end());
    const config = await createConfig(t, t.tenant.apiKey, { url: server.url() });
    await emit(t, t.tenant.tenantId, 'team.updated', {});
    const clock = fakeClock();
    await runUntilIdle(workers.make({ clock, random: () => 0.999999 }));
    const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    const delay = Date.parse(delivery.nextAttemptAt) - clock.now();
    expect(delay).toBeGreaterThan(5_000);
    expect(delay).toBeLessThanOrEqual(6_000);
  });

  it('marks the delivery failed after the last scheduled attempt (8 attempts over about 28 hours)', async () => {
    const server = await receiver((_req, res) => res.writeHead(503).end());
    const config = await createConfig(t, t.tenant.apiKey, { url: server.url() });
    await emit(t, t.tenant.tenantId, 'team.updated', {});
    const clock = fakeClock();
    const worker = workers.make({ clock });
    const started = clock.now();
    for (let i = 0; i < 10; i++) {
      await runUntilIdle(worker);
      clock.advance(11 * 3_600_000);
    }
    const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 8, nextAttemptAt: null });
    expect(server.received).toHaveLength(8);
    expect(Date.parse(delivery.completedAt) - started).toBeGreaterThan(24 * 3_600_000);
    expect(
      (await call(t.app, t.tenant.apiKey, { url: `/api/v1/external/webhooks/${config.id}` })).json()
        .data.isActive,
    ).toBe(true);
  });

  it('cuts a hanging receiver at the timeout and retries later', async () => {
    const server = await receiver(() => undefined);
    const config = await createConfig(t, t.tenant.apiKey, { url: server.url() });
    await emit(t, t.tenant.tenantId, 'team.updated', {});
    const started = Date.now();
    await runUntilIdle(workers.make({ clock: fakeClock(), timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(5_000);
    const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attemptCount: 1,
      lastStatusCode: null,
      lastError: 'timeout after 300 ms',
    });
    expect(delivery.attempts[0]).toMatchObject({
      outcome: 'retry',
      statusCode: null,
      error: 'timeout after 300 ms',
    });
    expect(delivery.attempts[0].durationMs).toBeGreaterThanOrEqual(250);
  });
});
