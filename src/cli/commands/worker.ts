import { once } from 'node:events';
import { pino } from 'pino';
import { engineOf } from '../../db/create-db.js';
import { openWebhookSecrets } from '../../features/webhooks/secrets/startup.js';
import { createWebhookWorker } from '../../features/webhooks/worker/index.js';
import { loggerOptions } from '../../http/logging.js';
import type { Cli, OutputOptions } from '../context.js';

export interface WorkerOptions extends OutputOptions {
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
    // The same structured logs as the API server's, at LOG_LEVEL.
    const logger = pino(loggerOptions({ level: config.logLevel }), {
      write: (line: string) => cli.stdout.write(line),
    });
    const worker = createWebhookWorker({
      db,
      engine: engineOf(config.databaseUrl),
      secrets: await openWebhookSecrets(config, db, logger),
      logger,
      allowPrivate: config.webhookAllowPrivateUrls,
      ...config.webhookWorkerTuning,
      ...(pollIntervalMs ? { pollIntervalMs } : {}),
    });
    // Listening before saying it runs: a supervisor may signal the moment it reads the line,
    // and a signal with no listener yet would kill the process outright.
    const stopRequested = Promise.race([once(process, 'SIGTERM'), once(process, 'SIGINT')]);
    worker.start();
    // Like the server's banner: printed whatever LOG_LEVEL says, so supervisors see it is up.
    cli.stdout.write(
      options.json
        ? `${JSON.stringify({ worker: 'running', pid: process.pid })}\n`
        : `Tourney webhook worker running (pid ${process.pid}); SIGTERM stops it\n`,
    );
    await stopRequested;
    cli.stderr.write(
      options.json
        ? `${JSON.stringify({ worker: 'stopping' })}\n`
        : 'webhook worker stopping: finishing the deliveries in flight\n',
    );
    await worker.stop();
  });
}
