import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { openWebhookSecrets } from './features/webhooks/secrets/startup.js';
import { createWebhookWorker } from './features/webhooks/worker/index.js';

function banner(config: Config, address: string) {
  const lines = [
    `Tourney is listening on ${address}/api/v1`,
    `API docs:        ${address}/docs  (OpenAPI: ${address}/api/v1/openapi.json)`,
    config.adminTokenGenerated
      ? `Admin token:     ${config.adminToken}  (generated for this run; set ADMIN_TOKEN to keep one)`
      : 'Admin token:     from ADMIN_TOKEN',
    'Game catalogue:  npm run cli -- seed --catalogue   (common games, their maps, currencies)',
    'Get an API key:  npm run cli -- seed --demo   (a demo tenant and its key), or',
    `                 curl -X POST ${address}/api/v1/admin/tenants -H "Authorization: Bearer <admin token>" ...`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

/** Starts the API: validates config, migrates, listens, and shuts down gracefully on signals. */
export async function serve(config: Config) {
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database.db, database.engine);
  const logger = pino({ level: config.logLevel });
  const webhookSecrets = await openWebhookSecrets(config, database.db, logger);
  const app = await buildApp({ config, database, webhookSecrets }, { level: config.logLevel });
  const address = await app.listen({ port: config.port, host: config.host });
  banner(config, address);
  // Delivers webhooks from this process unless WEBHOOK_WORKER=false (then run `tourney worker`).
  const worker = config.webhookWorker
    ? createWebhookWorker({
        db: database.db,
        engine: database.engine,
        secrets: webhookSecrets,
        logger: app.log,
        allowPrivate: config.webhookAllowPrivateUrls,
      })
    : null;
  worker?.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request stuck past the timeout must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), config.requestTimeoutMs + 5_000);
    force.unref();
    await worker?.stop(); // before app.close(), which closes the database
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return app;
}

const isEntryPoint = import.meta.url === `file://${process.argv[1]}`;
if (isEntryPoint) {
  try {
    await serve(loadConfig());
  } catch (error) {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : (error as Error).stack}\n`,
    );
    process.exit(1);
  }
}
