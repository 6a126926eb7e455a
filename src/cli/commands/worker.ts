import { once } from 'node:events';
import { engineOf } from '../../db/create-db.js';
import { createWebhookWorker, type WorkerLogger } from '../../features/webhooks/worker/index.js';
import type { Cli } from '../context.js';

export interface WorkerOptions {
  /** Milliseconds between polls of an idle outbox. */
  pollInterval?: string;
}

/** One JSON line per log entry on stdout, like the API server's logger. */
function jsonLogger(cli: Cli): WorkerLogger {
  const write = (level: string) => (obj: object, msg: string) => {
    const entry = { level, time: new Date().toISOString(), msg, ...obj } as Record<string, unknown>;
    if (entry.err instanceof Error)
      entry.err = { message: entry.err.message, stack: entry.err.stack };
    cli.stdout.write(`${JSON.stringify(entry)}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * Runs the webhook delivery worker in this process until SIGTERM or SIGINT: for scale, next to
 * API processes started with WEBHOOK_WORKER=false. On PostgreSQL any number may run at once;
 * on SQLite run one.
 */
export async function runWorker(cli: Cli, options: WorkerOptions = {}) {
  const config = cli.config();
  const pollIntervalMs =
    options.pollInterval === undefined ? undefined : Number(options.pollInterval);
  if (pollIntervalMs !== undefined && !(Number.isInteger(pollIntervalMs) && pollIntervalMs > 0)) {
    throw new Error('--poll-interval must be a positive integer (milliseconds)');
  }
  await cli.withDatabase(async (db) => {
    const worker = createWebhookWorker({
      db,
      engine: engineOf(config.databaseUrl),
      logger: jsonLogger(cli),
      allowPrivate: config.webhookAllowPrivateUrls,
      ...(pollIntervalMs ? { pollIntervalMs } : {}),
    });
    worker.start();
    await Promise.race([once(process, 'SIGTERM'), once(process, 'SIGINT')]);
    cli.stderr.write('webhook worker stopping: finishing the deliveries in flight\n');
    await worker.stop();
  });
}
