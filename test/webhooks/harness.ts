import { afterAll, afterEach, beforeAll } from 'vitest';
import { createGuardedDispatcher } from '../../src/features/webhooks/delivery/index.js';
import { recordEvent, type EventName } from '../../src/features/events/outbox.js';
import {
  createWebhookWorker,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from '../../src/features/webhooks/worker/index.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import { startServer, type TestServer } from '../webhooks-delivery/test-servers.js';

export { startServer, type TestServer };

export const SECRET = 'whk-test-secret-0123456789abcdefXYZ';

/** A clock the test moves by hand: retries become due without sleeping. */
export function fakeClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  };
}
export type FakeClock = ReturnType<typeof fakeClock>;

/** Builds workers on the test app's database; closes their dispatchers afterwards. */
export function workerFactory(t: TestApp) {
  const dispatchers: ReturnType<typeof createGuardedDispatcher>[] = [];
  return {
    make(options: Partial<WebhookWorkerOptions> & { clock: FakeClock }): WebhookWorker {
      const dispatcher = options.dispatcher ?? createGuardedDispatcher({ allowPrivate: true });
      dispatchers.push(dispatcher as ReturnType<typeof createGuardedDispatcher>);
      return createWebhookWorker({
        db: t.database.db,
        engine: t.database.engine,
        random: () => 0.5,
        secrets: t.app.deps.webhookSecrets,
        ...options,
        dispatcher,
      });
    },
    async close() {
      await Promise.all(dispatchers.map((d) => d.close()));
    },
  };
}

/** Rounds until nothing is due (at the worker's current clock). */
export async function runUntilIdle(worker: WebhookWorker, maxRounds = 50) {
  for (let i = 0; i < maxRounds; i++) {
    const round = await worker.runOnce();
    if (round.fannedOut === 0 && round.attempted === 0) return;
  }
  throw new Error('worker never went idle');
}

export async function createConfig(t: TestApp, apiKey: string, payload: Record<string, unknown>) {
  return expectOk(
    await call(t.app, apiKey, { method: 'POST', url: '/api/v1/external/webhooks', payload }),
    201,
  );
}

export async function emit(t: TestApp, tenantId: string, event: EventName, data: unknown) {
  await recordEvent(t.database.db, { tenantId, tournamentId: null }, event, data);
}

export async function deliveriesOf(t: TestApp, apiKey: string, configId: string) {
  return expectOk(
    await call(t.app, apiKey, {
      url: `/api/v1/external/webhooks/${configId}/deliveries?pageSize=100`,
    }),
  ).items as any[];
}

export async function configOf(t: TestApp, apiKey: string, configId: string) {
  return expectOk(await call(t.app, apiKey, { url: `/api/v1/external/webhooks/${configId}` }));
}

/** Forgets every configuration (and so every delivery) and event, so tests do not see each other's work. */
async function resetWebhooks(t: TestApp) {
  await t.database.db.deleteFrom('webhook_configs').execute();
  await t.database.db
    .updateTable('outbox_events')
    .set({ fannedOutAt: new Date().toISOString() })
    .where('fannedOutAt', 'is', null)
    .execute();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, checking every 10 ms; throws past `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

/**
 * The usual file setup: a test app and a worker factory built in beforeAll (handed to `ready`),
 * webhooks reset after each test, and receivers, workers and app closed in afterAll.
 */
export function useWebhookHarness(
  ready: (t: TestApp, workers: ReturnType<typeof workerFactory>) => void,
) {
  let t: TestApp;
  let workers: ReturnType<typeof workerFactory>;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    workers = workerFactory(t);
    ready(t, workers);
  });
  afterEach(() => resetWebhooks(t));
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await workers.close();
    await t.close();
  });

  /** A receiver closed with the file; by default it answers 204. */
  async function receiver(
    handler: Parameters<typeof startServer>[0] = (_req, res) => res.writeHead(204).end(),
  ) {
    const server = await startServer(handler);
    servers.push(server);
    return server;
  }

  return { receiver };
}
