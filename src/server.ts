import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { describeFailure, explainListenError } from './failure.js';
import { startAutoConfirm } from './features/match-reports/auto-confirm.js';
import { openWebhookSecrets } from './features/webhooks/secrets/startup.js';
import { createWebhookWorker } from './features/webhooks/worker/index.js';
import { startRetention } from './retention.js';

/** How to reach the server, printed once it listens: text, or one JSON line among the logs. */
function banner(config: Config, address: string, json: boolean) {
  if (json) {
    const token = config.adminTokenGenerated ? { adminToken: config.adminToken } : {};
    const info = {
      listening: `${address}/api/v1`,
      docs: `${address}/docs`,
      console: `${address}/console`,
      ...token,
    };
    process.stdout.write(`${JSON.stringify(info)}\n`);
    return;
  }
  const lines = [
    `Tourney is listening on ${address}/api/v1`,
    `API docs:        ${address}/docs  (OpenAPI: ${address}/api/v1/openapi.json)`,
    config.adminTokenGenerated
      ? `Admin token:     ${config.adminToken}  (generated for this run; set ADMIN_TOKEN to keep one)`
      : 'Admin token:     from ADMIN_TOKEN',
    `Console:         ${address}/console  (sign in as the operator with the admin token)`,
    // The link must name this server: without --url the CLI would take HOST and PORT of its own
    // environment, and this server may listen elsewhere (PORT=0, another shell).
    `First owner:     npm run cli -- staff invite <tenantId> you@example.com --role owner --url ${address}`,
    '                 (prints a sign-up link; tenants: npm run cli -- tenant create "Acme")',
    'Game catalogue:  npm run cli -- seed --catalogue   (common games, their maps, currencies)',
    'Demo data:       npm run cli -- seed --demo   (a demo tenant, its key and tournaments)',
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

const HEAP_GROWING_FLAG = '--heap-growing-percent';

/**
 * V8 lets the old generation grow to about four times the live heap before it collects it again:
 * under load the API's live heap of 40-60 MB took 170 MB, and the process 330 MB. Growing by
 * 30 % instead kept the old generation at 62 MB at a million matches under the mixed load (67 MB
 * growing by half), for 13 full collections instead of 8 and 0.3 s of pauses instead of 0.1 s
 * in 47 s of CPU. V8 reads this flag at every collection, so setting it after start takes
 * effect; one given on the command line wins.
 */
function boundHeapGrowth() {
  if (!process.execArgv.some((arg) => arg.startsWith(HEAP_GROWING_FLAG))) {
    setFlagsFromString(`${HEAP_GROWING_FLAG}=30`);
  }
}

/**
 * Connections waiting to be accepted. After a restart every live viewer reconnects within the
 * same second or two; past Node's default of 511 the kernel drops the others' SYNs, and each
 * tries again 1, 3, 7, 15… seconds later. The kernel caps it at `net.core.somaxconn` (4096 on
 * current Linux).
 */
const LISTEN_BACKLOG = 4096;

export interface ServeOptions {
  /** PostgreSQL: work in this schema instead of the default one. */
  schema?: string;
  /** Print the start banner as one JSON line. */
  json?: boolean;
}

/** Migrates, builds the app and listens; on failure closes what it opened, so the process can exit. */
async function start(config: Config, schema: string | undefined) {
  const logger = pino({ level: config.logLevel });
  const database = createDb(config.databaseUrl, {
    namedStatements: config.pgNamedStatements,
    logger,
    ...(schema ? { schema } : {}),
  });
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db, database.engine, schema);
    const webhookSecrets = await openWebhookSecrets(config, database.db, logger);
    app = await buildApp({ config, database, webhookSecrets }, { level: config.logLevel });
    try {
      const address = await app.listen({
        port: config.port,
        host: config.host,
        backlog: LISTEN_BACKLOG,
      });
      return { app, database, webhookSecrets, address };
    } catch (error) {
      throw explainListenError(error, config.host, config.port);
    }
  } catch (error) {
    await (app ? app.close() : database.db.destroy());
    throw error;
  }
}

/** Starts the API: migrates, listens, and shuts down gracefully on signals. */
export async function serve(config: Config, options: ServeOptions = {}) {
  boundHeapGrowth();
  const { app, database, webhookSecrets, address } = await start(config, options.schema);
  // Delivers webhooks from this process unless WEBHOOK_WORKER=false (then run `tourney worker`).
  const worker = config.webhookWorker
    ? createWebhookWorker({
        db: database.db,
        engine: database.engine,
        secrets: webhookSecrets,
        logger: app.log,
        allowPrivate: config.webhookAllowPrivateUrls,
        ...config.webhookWorkerTuning,
      })
    : null;

  // Reported scores past their tournament's auto-confirm delay apply from every API process;
  // each applies once however many run.
  const autoConfirm = startAutoConfirm(database, app.log);
  const retention = startRetention(database, app.log, config.eventRetentionDays);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request stuck past the timeout must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), config.requestTimeoutMs + 5_000);
    force.unref();
    await worker?.stop(); // before app.close(), which closes the database
    await autoConfirm.stop();
    await retention.stop();
    await app.close();
    process.exit(0);
  };
  // Listening before the banner: a supervisor may signal the moment it reads it, and a signal
  // with no listener yet would kill the process without a graceful shutdown.
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  worker?.start();
  banner(config, address, options.json ?? false);
  return app;
}

const isEntryPoint = import.meta.url === `file://${process.argv[1]}`;
if (isEntryPoint) {
  try {
    await serve(loadConfig());
  } catch (error) {
    for (const line of describeFailure(error)) process.stderr.write(`error: ${line}\n`);
    process.exit(1);
  }
}
