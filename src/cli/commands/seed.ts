import type { Command } from 'commander';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/create-db.js';
import { migrateToLatest } from '../../db/migrate.js';
import * as staff from '../../features/staff/staff.service.js';
import { loadWebhookSecrets } from '../../features/webhooks/secrets/keyring.js';
import {
  catalogueSize,
  seedCatalogue,
  STARTER_CURRENCIES,
  STARTER_GAMES,
} from '../../features/games/starter-catalogue.js';
import type { Cli, OutputOptions } from '../context.js';
import { DemoApi } from '../demo/api-client.js';
import { createCheckInCup } from '../demo/check-in.js';
import { createStagedCup } from '../demo/stages.js';
import { createCommunity } from '../demo/community.js';
import { createTournaments } from '../demo/tournaments.js';
import { serverUrl } from '../server-url.js';

interface SeedOptions extends OutputOptions {
  catalogue?: boolean;
  ifEmpty?: boolean;
  demo?: boolean;
}

/** The `seed` command's options and action; `main.ts` registers it. */
export function configureSeedCommand(command: Command, cli: Cli) {
  return command
    .description(
      'fill the database with sample data: the starter catalogue, or a whole demo tenant',
    )
    .option(
      '--catalogue',
      `the starter catalogue: ${STARTER_GAMES.length} common games with their maps and the currencies ${STARTER_CURRENCIES.map((c) => c.code).join(', ')}; adds only what is missing`,
    )
    .option(
      '--if-empty',
      "with --catalogue: seed only a catalogue without any game or currency, so that a deployment can run it at every start and the operator's later changes (a renamed starter game) stay as they are",
    )
    .option(
      '--demo',
      'the catalogue plus a demo tenant: users, teams, a tournament in every status; prints its API key',
    )
    .action((options: SeedOptions) => seed(cli, options));
}

async function seed(cli: Cli, options: SeedOptions) {
  if (options.ifEmpty && (options.demo || !options.catalogue))
    throw new Error('--if-empty goes with --catalogue, not --demo');
  if (options.demo) return seedDemo(cli, options);
  if (options.catalogue) return seedStarterCatalogue(cli, options);
  throw new Error('choose what to seed: --catalogue or --demo');
}

async function seedStarterCatalogue(cli: Cli, options: SeedOptions) {
  const outcome = await cli.withDatabase(async (db) => {
    const held = options.ifEmpty ? await catalogueSize(db) : undefined;
    if (held && held.games + held.currencies > 0) return { held };
    return { seeded: await seedCatalogue(db) };
  });
  if (outcome.held) {
    const { held } = outcome;
    cli.report(
      options,
      { gamesAdded: 0, currenciesAdded: 0, held },
      `Catalogue left as it is (--if-empty): it holds ${held.games} games and ${held.currencies} currencies.`,
    );
    return;
  }
  const { seeded } = outcome;
  cli.report(options, seeded, [
    `Catalogue: ${seeded.gamesAdded} games and ${seeded.currenciesAdded} currencies added` +
      ` (${Object.keys(seeded.games).length} starter games and ${Object.keys(seeded.currencies).length} currencies in all).`,
    `Games: ${Object.keys(seeded.games).join(', ')}.`,
  ]);
}

const DEMO_OWNER_EMAIL = 'owner@demo.example';

/**
 * Fills a demo tenant through the API itself (in process), so the demo data obeys every rule
 * an integrator's data does, and prints the tenant's key
 * and a sign-up link for its owner in the console.
 */
async function seedDemo(cli: Cli, options: OutputOptions) {
  const config = { ...cli.config(), webhookWorker: false };
  const database = createDb(config.databaseUrl, {
    namedStatements: config.pgNamedStatements,
    ...(cli.schema ? { schema: cli.schema } : {}),
  });
  await migrateToLatest(database.db, database.engine, cli.schema);
  const app = await buildApp({
    config,
    database,
    webhookSecrets: loadWebhookSecrets(config).box,
  });
  try {
    const catalogue = await seedCatalogue(database.db);
    const api = new DemoApi(app, config.adminToken);
    const tenant = await api.admin<{ tenantId: string; name: string }>('POST', '/admin/tenants', {
      name: await freeTenantName(api),
    });
    const key = await api.admin<{ apiKey: string }>(
      'POST',
      `/admin/tenants/${tenant.tenantId}/api-keys`,
      { name: 'demo', scopes: ['integration', 'manage'] },
    );
    api.apiKey = key.apiKey;
    const gameIds = {
      duel: catalogue.games['Counter-Strike 2']!,
      ffa: catalogue.games['Apex Legends']!,
    };
    const community = await createCommunity(api, gameIds);
    const demoCatalogue = { ...gameIds, usd: catalogue.currencies.USD! };
    const tournaments = {
      ...(await createTournaments(api, demoCatalogue, community.duelTeams, community.ffaTeams)),
      checkIn: await createCheckInCup(api, demoCatalogue, community.duelTeams),
      staged: await createStagedCup(api, demoCatalogue, community.duelTeams),
    };
    const url = serverUrl(config);
    const owner = await staff.invite(
      database.db,
      tenant.tenantId,
      { email: DEMO_OWNER_EMAIL, role: 'owner' },
      url,
    );
    const result = {
      tenantId: tenant.tenantId,
      tenantName: tenant.name,
      apiKey: key.apiKey,
      ownerInvitationUrl: owner.acceptUrl,
      users: community.users.length,
      tournaments,
    };
    const teams = community.duelTeams.length + community.ffaTeams.length;
    const earlier =
      tenant.name === DEMO_TENANT_NAME
        ? []
        : [
            `"${DEMO_TENANT_NAME}" already exists (an earlier seed --demo): this is a new demo tenant beside it, "${tenant.name}".`,
          ];
    cli.report(options, result, [
      ...earlier,
      `Demo tenant "${tenant.name}" (${tenant.tenantId}): ${community.users.length} users, ${teams} teams,` +
        ` ${Object.keys(tournaments).length} tournaments (draft, upcoming, ongoing, completed, cancelled, one with check-in and a waitlist, one in stages: groups into playoffs).`,
      `API key (shown once): ${key.apiKey}`,
      `Try: curl -H "X-API-KEY: ${key.apiKey}" ${url}/api/v1/tournaments`,
      `     (${url} comes from HOST and PORT in this environment; use your server's address if it listens elsewhere)`,
      `Console: open ${owner.acceptUrl}`,
      `     to choose the password of the demo owner (${DEMO_OWNER_EMAIL}); the link works once, for 7 days.`,
    ]);
  } finally {
    await app.close();
  }
}

const DEMO_TENANT_NAME = 'Demo Esports';

/** "Demo Esports", or "Demo Esports 2", 3, ... when earlier seeds took the name. */
async function freeTenantName(api: DemoApi) {
  const tenants = await api.admin<{ name: string }[]>('GET', '/admin/tenants');
  const taken = new Set(tenants.map((t) => t.name.toLowerCase()));
  let name = DEMO_TENANT_NAME;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${DEMO_TENANT_NAME} ${n}`;
  return name;
}
