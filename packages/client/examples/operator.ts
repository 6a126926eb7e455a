/**
 * The operator runs the server: tenants, their API keys, and the catalogue every tenant shares.
 * Run it with `TOURNEY_URL=http://127.0.0.1:3000 TOURNEY_ADMIN_TOKEN=… npx tsx operator.ts`.
 */
import { fileURLToPath } from 'node:url';
import { createClient, TourneyError, type TourneyClient } from '@tourney/client';

export interface NewTenant {
  tenantId: string;
  /** Shown once: hand it to the tenant's organiser. */
  apiKey: string;
  gameId: string;
}

/** A tenant with a key of both scopes, and a game of the catalogue to run tournaments of. */
export async function openTenant(operator: TourneyClient, name: string): Promise<NewTenant> {
  const tenant = await operator.call('createTenant', { body: { name } });
  const key = await operator.call('issueApiKey', {
    params: { path: { tenantId: tenant.tenantId } },
    body: { name: `${name} organiser`, scopes: ['integration', 'manage'] },
  });
  return { tenantId: tenant.tenantId, apiKey: key.apiKey, gameId: await catalogueGame(operator) };
}

/** The id of the catalogue's "Example Arena", added on the first run. */
async function catalogueGame(operator: TourneyClient): Promise<string> {
  try {
    const game = await operator.call('createGame', {
      body: { name: 'Example Arena', maps: [{ name: 'Harbour' }, { name: 'Foundry' }] },
    });
    return game.id;
  } catch (error) {
    // Added by an earlier run: the catalogue keeps one game per name.
    if (!(error instanceof TourneyError) || error.reason !== 'GAME_EXISTS') throw error;
    for await (const game of operator.items('listOperatorGames')) {
      if (game.name === 'Example Arena') return game.id;
    }
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const operator = createClient({
    baseUrl: process.env.TOURNEY_URL ?? 'http://127.0.0.1:3000',
    adminToken: process.env.TOURNEY_ADMIN_TOKEN,
  });
  const tenant = await openTenant(operator, `Example ${new Date().toISOString()}`);
  console.log(`TOURNEY_API_KEY=${tenant.apiKey} TOURNEY_GAME_ID=${tenant.gameId}`);
}
