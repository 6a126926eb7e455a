import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import { createGuardedDispatcher } from '../../src/features/webhooks/delivery/index.js';
import { claimDue, fanOut } from '../../src/features/webhooks/worker/queue.repository.js';
import {
  createWebhookWorker,
  type WebhookWorker,
} from '../../src/features/webhooks/worker/index.js';
import { buildTestApp, testWebhookSecrets, type TestApp } from '../helpers/test-app.js';
import { testDatabaseUrl } from '../helpers/test-db.js';
import { createConfig, emit, sleep, startServer, type TestServer } from './harness.js';

const EVENTS = 150;

// SKIP LOCKED is PostgreSQL's; on SQLite one worker runs at a time, so there is nothing to race.
describe.runIf(testDatabaseUrl)('two workers on one PostgreSQL outbox', () => {
  let t: TestApp;
  let server: TestServer;
  const handles: DbHandle[] = [];
  const dispatcher = createGuardedDispatcher({ allowPrivate: true });
  beforeAll(async () => {
    t = await buildTestApp();
    server = await startServer(
      (_req, res) => void sleep(Math.random() * 20).then(() => res.writeHead(200).end()),
    );
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.db.destroy()));
    await dispatcher.close();
    await server.close();
    await t.close();
  });

  /** A worker with its own connection pool, as a second process would have. */
  function separateWorker(): WebhookWorker {
    const handle = createDb(testDatabaseUrl!, { schema: t.database.schema!, poolSize: 4 });
    handles.push(handle);
    return createWebhookWorker({
      db: handle.db,
      engine: 'postgres',
      dispatcher,
      secrets: testWebhookSecrets,
      concurrency: 5,
      fanOutBatchSize: 20,
    });
  }

  async function drive(worker: WebhookWorker, isDone: () => Promise<boolean>) {
    let attempted = 0;
    while (!(await isDone())) {
      const round = await worker.runOnce();
      attempted += round.attempted;
      if (round.attempted === 0 && round.fannedOut === 0) await sleep(5);
    }
    return attempted;
  }

  it('delivers every event, and no attempt is sent by both', async () => {
    await createConfig(t, t.tenant.apiKey, { url: server.url('/a') });
    await createConfig(t, t.tenant.apiKey, { url: server.url('/b') });
    for (let i = 0; i < EVENTS; i++) await emit(t, t.tenant.tenantId, 'match.updated', { seq: i });

    const allDone = async () => {
      const row = await t.database.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      return Number(row.n) === 2 * EVENTS;
    };
    const [a, b] = await Promise.all([
      drive(separateWorker(), allDone),
      drive(separateWorker(), allDone),
    ]);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(a + b).toBe(2 * EVENTS);

    const perDelivery = new Map<string, number>();
    for (const r of server.received) {
      const id = r.headers['x-webhook-id'] as string;
      perDelivery.set(id, (perDelivery.get(id) ?? 0) + 1);
    }
    expect(perDelivery.size).toBe(2 * EVENTS);
    expect([...perDelivery.values()].every((n) => n === 1)).toBe(true);

    const deliveries = await t.database.db
      .selectFrom('webhook_deliveries')
      .select(['eventId', 'configId', 'attemptCount'])
      .execute();
    expect(deliveries).toHaveLength(2 * EVENTS);
    expect(deliveries.every((d) => d.attemptCount === 1)).toBe(true);
    const attempts = await t.database.db
      .selectFrom('webhook_attempts')
      .select('deliveryId')
      .execute();
    expect(attempts).toHaveLength(2 * EVENTS);
    for (const path of ['/a', '/b']) {
      const seqs = server.received
        .filter((r) => r.path === path)
        .map((r) => JSON.parse(r.rawBody.toString()).data.seq as number);
      expect(new Set(seqs).size).toBe(EVENTS);
    }
  }, 60_000);

  it('hands each delivery to one claim when claims of many rows race', async () => {
    await t.database.db.deleteFrom('webhook_configs').execute();
    await createConfig(t, t.tenant.apiKey, { url: server.url('/race') });
    const deliveries = 300;
    for (let i = 0; i < deliveries; i++) await emit(t, t.tenant.tenantId, 'match.updated', { i });
    const now = new Date(Date.now() + 1_000);
    while ((await fanOut(t.database.db, 'postgres', now.toISOString(), 100)) > 0);

    // Four pools, as four worker processes would have, claiming 25 at a time until none is left.
    const claimers = Array.from({ length: 4 }, (_, n) => {
      const handle = createDb(testDatabaseUrl!, { schema: t.database.schema!, poolSize: 2 });
      handles.push(handle);
      return async () => {
        const mine: string[] = [];
        for (;;) {
          const claimed = await claimDue(handle.db, 'postgres', {
            now: now.toISOString(),
            leaseUntil: new Date(now.getTime() + 60_000).toISOString(),
            owner: `claimer-${n}`,
            limit: 25,
            perConfig: 1_000,
            inFlight: new Map(),
          });
          if (claimed.length === 0) return mine;
          mine.push(...claimed.map((d) => d.id));
        }
      };
    });
    const taken = await Promise.all(claimers.map((claim) => claim()));
    const all = taken.flat();
    expect(all).toHaveLength(deliveries);
    expect(new Set(all).size).toBe(deliveries);
    const rows = await t.database.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'leaseOwner', 'attemptCount'])
      .execute();
    const ownerOf = new Map(taken.flatMap((ids, n) => ids.map((id) => [id, `claimer-${n}`])));
    for (const row of rows) {
      expect(row.leaseOwner).toBe(ownerOf.get(row.id));
      expect(row.attemptCount).toBe(1);
    }
  }, 60_000);
});
