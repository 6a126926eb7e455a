/**
 * A webhook worker as its own process, for the durability tests: they SIGKILL it mid-batch.
 * Run with `node --import tsx test/webhooks/worker-child.ts`; configured by the environment:
 * DATABASE_URL, TEST_SCHEMA (PostgreSQL), LEASE_MS, TIMEOUT_MS, CONCURRENCY, WEBHOOK_SECRET_KEYS.
 */
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/create-db.js';
import { loadWebhookSecrets } from '../../src/features/webhooks/secrets/keyring.js';
import { createWebhookWorker } from '../../src/features/webhooks/worker/index.js';

const env = process.env;
const database = createDb(env.DATABASE_URL!, {
  poolSize: 4,
  ...(env.TEST_SCHEMA ? { schema: env.TEST_SCHEMA } : {}),
});
const worker = createWebhookWorker({
  db: database.db,
  engine: database.engine,
  allowPrivate: true,
  pollIntervalMs: 50,
  leaseMs: Number(env.LEASE_MS ?? 60_000),
  ...(env.TIMEOUT_MS ? { timeoutMs: Number(env.TIMEOUT_MS) } : {}),
  concurrency: Number(env.CONCURRENCY ?? 10),
  secrets: loadWebhookSecrets(loadConfig(env)).box,
  logger: {
    info: () => undefined,
    warn: (obj, msg) => process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`),
    error: (obj, msg) => process.stderr.write(`${msg} ${String((obj as { err?: unknown }).err)}\n`),
  },
});
worker.start();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void worker
    .stop()
    .then(() => database.db.destroy())
    .then(() => process.exit(0));
});
