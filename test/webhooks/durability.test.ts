import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_WEBHOOK_SECRET_KEYS, type TestApp } from '../helpers/test-app.js';
import { createConfig, emit, sleep, startServer, waitFor, type TestServer } from './harness.js';

const EVENTS = 40;
const LEASE_MS = 4_000;
/** Short enough next to the lease for the worker to hold twice as many as it sends at once. */
const TIMEOUT_MS = 1_000;
const CONCURRENCY = 10;

let t: TestApp;
let server: TestServer;
const children: ChildProcess[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  // Slow enough that a batch is always in flight when the worker is killed.
  server = await startServer((_req, res) => void sleep(150).then(() => res.writeHead(200).end()));
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await server.close();
  await t.close();
});

async function spawnWorker(): Promise<ChildProcess> {
  // node --import tsx, not npx: the pid must be the worker itself, or SIGKILL would miss it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/webhooks/worker-child.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: t.database.url,
      TEST_SCHEMA: t.database.schema ?? '',
      LEASE_MS: String(LEASE_MS),
      TIMEOUT_MS: String(TIMEOUT_MS),
      CONCURRENCY: String(CONCURRENCY),
      WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(line.toString()).toContain('ready');
  return child;
}

const statusCounts = async () => {
  const rows = await t.database.db
    .selectFrom('webhook_deliveries')
    .select(['status', 'leaseUntil'])
    .execute();
  return {
    total: rows.length,
    succeeded: rows.filter((r) => r.status === 'succeeded').length,
    leased: rows.filter((r) => r.status === 'pending' && r.leaseUntil !== null).length,
  };
};

describe('durability: a worker process killed mid-batch', () => {
  it('loses no event: after a restart every event is delivered at least once', async () => {
    await createConfig(t, t.tenant.apiKey, { url: server.url() });
    for (let i = 0; i < EVENTS; i++) await emit(t, t.tenant.tenantId, 'match.updated', { seq: i });

    const first = await spawnWorker();
    await waitFor(() => server.received.length >= 12, 20_000);
    first.kill('SIGKILL');
    await once(first, 'exit');

    const atKill = await statusCounts();
    expect(atKill.succeeded).toBeLessThan(EVENTS);
    // The batch in flight, and the deliveries held behind it, died with their worker: their
    // claims are held until the leases run out.
    expect(atKill.leased).toBeGreaterThan(0);

    const second = await spawnWorker();
    await waitFor(async () => (await statusCounts()).succeeded === EVENTS, 30_000);
    second.kill('SIGTERM');
    const [code] = await once(second, 'exit');
    expect(code).toBe(0);

    const outbox = await t.database.db
      .selectFrom('outbox_events')
      .select('id')
      .where('tenantId', '=', t.tenant.tenantId)
      .execute();
    expect(outbox).toHaveLength(EVENTS);
    const receivedEventIds = new Set(
      server.received.map((r) => JSON.parse(r.rawBody.toString()).eventId),
    );
    for (const { id } of outbox) expect(receivedEventIds.has(id)).toBe(true);
    expect(server.received.length).toBeGreaterThanOrEqual(EVENTS);
    // A redelivered event carries the same X-Webhook-Id as before: receivers can dedupe.
    const idsByEvent = new Map<string, Set<string>>();
    for (const r of server.received) {
      const eventId = JSON.parse(r.rawBody.toString()).eventId as string;
      idsByEvent.set(
        eventId,
        (idsByEvent.get(eventId) ?? new Set()).add(r.headers['x-webhook-id'] as string),
      );
    }
    for (const ids of idsByEvent.values()) expect(ids.size).toBe(1);
  }, 60_000);
});
