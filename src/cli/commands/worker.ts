import { once } from 'node:events';
import { pino } from 'pino';
import { engineOf } from '../../db/create-db.js';
import { createWebhookWorker } from '../../features/webhooks/worker/index.js';
import { loggerOptions } from '../../http/logging.js';
import type { Cli } from '../context.js';

export interface WorkerOptions {
  /** Milliseconds between polls of an idle outbox. */
  pollInterval?: string;
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
      // The same structured logs as the API server's, at LOG_LEVEL.
      logger: pino(loggerOptions({ level: config.logLevel }), {
        write: (line: string) => cli.stdout.write(line),
      }),
      allowPrivate: config.webhookAllowPrivateUrls,
      ...(pollIntervalMs ? { pollIntervalMs } : {}),
    });
    worker.start();
    // Like the server's banner: printed whatever LOG_LEVEL says, so supervisors see it is up.
    cli.stdout.write(`Tourney webhook worker running (pid ${process.pid}); SIGTERM stops it\n`);
    await Promise.race([once(process, 'SIGTERM'), once(process, 'SIGINT')]);
    cli.stderr.write('webhook worker stopping: finishing the deliveries in flight\n');
    await worker.stop();
  });
}
