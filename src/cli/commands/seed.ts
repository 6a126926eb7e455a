import { buildApp } from '../../app.js';
import { createDb } from '../../db/create-db.js';
import { migrateToLatest } from '../../db/migrate.js';
import { loadWebhookSecrets } from '../../features/webhooks/secrets/keyring.js';
import { DemoApi } from '../demo/api-client.js';
import { ensureCatalogue } from '../demo/catalogue.js';
import { createCommunity } from '../demo/community.js';
import { createTournaments } from '../demo/tournaments.js';
import type { Cli, OutputOptions } from '../context.js';

/**
 * Fills a demo tenant through the API itself (in process), so the demo data obeys every rule
 * an integrator's data does, and prints the tenant's key.
 */
export async function seedDemo(cli: Cli, options: OutputOptions) {
  const config = { ...cli.config(), webhookWorker: false };
  const database = createDb(config.databaseUrl, cli.schema ? { schema: cli.schema } : {});
  await migrateToLatest(database.db, database.engine, cli.schema);
  const app = await buildApp({
    config,
    database,
    webhookSecrets: loadWebhookSecrets(config).box,
  });
  try {
    const api = new DemoApi(app, config.adminToken);
    const tenant = await api.admin<{ tenantId: string }>('POST', '/admin/tenants', {
      name: 'Demo Esports',
    });
    const key = await api.admin<{ apiKey: string }>(
      'POST',
      `/admin/tenants/${tenant.tenantId}/api-keys`,
      {
        name: 'demo',
        scopes: ['integration', 'manage'],
      },
    );
    api.apiKey = key.apiKey;
    const catalogue = await ensureCatalogue(api);
    const community = await createCommunity(api, {
      duel: catalogue.duelGameId,
      ffa: catalogue.ffaGameId,
    });
    const tournaments = await createTournaments(
      api,
      catalogue,
      community.duelTeams,
      community.ffaTeams,
    );
    const result = {
      tenantId: tenant.tenantId,
      apiKey: key.apiKey,
      users: community.users.length,
      tournaments,
    };
    cli.report(options, result, [
      `Demo tenant ${tenant.tenantId}: ${community.users.length} users, ${community.duelTeams.length + community.ffaTeams.length} teams, 4 tournaments.`,
      `API key (shown once): ${key.apiKey}`,
      `Try: curl -H "X-API-KEY: ${key.apiKey}" http://${config.host}:${config.port}/api/v1/tournaments`,
    ]);
  } finally {
    await app.close();
  }
}
