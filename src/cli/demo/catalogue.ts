import type { DemoApi } from './api-client.js';

export interface DemoCatalogue {
  duelGameId: string;
  ffaGameId: string;
  usdId: string;
}

const DUEL_GAME = {
  name: 'Strike Arena',
  shortName: 'SA',
  description: 'Five-a-side tactical shooter played in best-of series.',
  region: 'Global',
  developer: 'Northwind Games',
  publisher: 'Northwind Games',
  platForm: 'PC',
  genre: 'Tactical shooter',
  uidPlaceholder: 'Name#TAG',
  maps: [{ name: 'Harbor' }, { name: 'Citadel' }, { name: 'Foundry' }, { name: 'Canyon' }],
};

const FFA_GAME = {
  name: 'Drop Zone',
  shortName: 'DZ',
  description: 'Battle royale: squads drop in, the last one standing wins.',
  region: 'Global',
  developer: 'Skyline Studio',
  publisher: 'Skyline Studio',
  platForm: 'PC, Console',
  genre: 'Battle royale',
  uidPlaceholder: 'Player id (digits)',
  maps: [{ name: 'Archipelago' }, { name: 'Tundra' }],
};

/** Games and currencies are platform-wide: reuse them when an earlier seed made them. */
export async function ensureCatalogue(api: DemoApi): Promise<DemoCatalogue> {
  const { games } = await api.tenant<{ games: { id: string; name: string }[] }>(
    'GET',
    '/games?pageSize=100',
  );
  const gameId = async (game: typeof DUEL_GAME) =>
    games.find((g) => g.name === game.name)?.id ??
    (await api.admin<{ id: string }>('POST', '/admin/games', game)).id;
  const currencies = await api.admin<{ currencyId: string; code: string }[]>(
    'GET',
    '/admin/currencies',
  );
  const usdId =
    currencies.find((c) => c.code === 'USD')?.currencyId ??
    (
      await api.admin<{ currencyId: string }>('POST', '/admin/currencies', {
        code: 'USD',
        name: 'US dollar',
        symbol: '$',
      })
    ).currencyId;
  return { duelGameId: await gameId(DUEL_GAME), ffaGameId: await gameId(FFA_GAME), usdId };
}
