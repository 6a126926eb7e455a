import { newRowId } from '../../src/db/row-ids.js';
import type { DbHandle } from '../../src/db/create-db.js';
import { nowIso } from '../../src/db/dialect.js';
import { createTenant, issueApiKey } from '../../src/features/tenants/tenant.service.js';
import type { BatchWriter } from './target.js';

export interface GameInfo {
  id: string;
  name: string;
  shortName: string;
  maps: string[];
  /** Relative share of teams and tournaments: a few games hold most of the activity. */
  weight: number;
}

const GAMES: [string, string, string[], number][] = [
  ['Counter Strike 2', 'CS2', ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Vertigo', 'Dust II'], 40],
  ['Valorant', 'VAL', ['Ascent', 'Bind', 'Haven', 'Split', 'Lotus', 'Sunset'], 20],
  ['League of Legends', 'LOL', ["Summoner's Rift"], 15],
  ['PUBG Mobile', 'PUBGM', ['Erangel', 'Miramar', 'Sanhok', 'Vikendi'], 10],
  ['Rocket League', 'RL', ['DFH Stadium', 'Mannfield', 'Champions Field'], 10],
  ['Free Fire', 'FF', ['Bermuda', 'Purgatory', 'Kalahari'], 5],
];

/** The platform-wide game catalogue (with maps) and two currencies. */
export function addCatalogue(writer: BatchWriter) {
  const now = nowIso();
  const games: GameInfo[] = GAMES.map(([name, shortName, maps, weight]) => {
    const id = newRowId();
    writer.add('games', {
      id,
      name,
      description: `${name}: competitive ${maps.length > 1 ? 'multi-map' : 'single-map'} play`,
      shortName,
      region: 'Global',
      developer: `${shortName} Studios`,
      publisher: `${shortName} Publishing`,
      platForm: 'PC',
      genre: 'Shooter',
      image: `https://cdn.example.com/games/${shortName.toLowerCase()}.png`,
      coverImage: `https://cdn.example.com/games/${shortName.toLowerCase()}-cover.png`,
      uidPlaceholder: 'Name#TAG',
      createdAt: now,
      updatedAt: now,
    });
    maps.forEach((map, position) =>
      writer.add('game_maps', { id: newRowId(), gameId: id, name: map, image: null, position }),
    );
    return { id, name, shortName, maps, weight };
  });
  const currencies = [
    ['USD', 'US Dollar', '$'],
    ['EUR', 'Euro', '€'],
  ].map(([code, name, symbol]) => {
    const id = newRowId();
    writer.add('currencies', { id, code: code as string, name: name as string, symbol: symbol as string, createdAt: now });
    return id;
  });
  return { games, currencies };
}

/** Tenants through the tenant service, each with a real API key (integration and manage scopes). */
export async function addTenants(handle: DbHandle, count: number) {
  const tenants: { tenantId: string; apiKey: string }[] = [];
  for (let i = 0; i < count; i++) {
    const { tenantId } = await createTenant(handle.db, `Bench Tenant ${i + 1}`);
    const { apiKey } = await issueApiKey(handle.db, tenantId, 'bench', ['integration', 'manage']);
    tenants.push({ tenantId, apiKey });
  }
  return tenants;
}
