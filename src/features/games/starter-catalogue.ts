import type { Db } from '../../db/database.js';
import type { CurrencyInput } from './currency.schemas.js';
import * as currencies from './currency.service.js';
import type { GameInput } from './game.schemas.js';
import * as games from './game.service.js';

/** A starting catalogue for a fresh install: widely played competitive games and their maps. */
export const STARTER_GAMES: GameInput[] = [
  {
    name: 'Counter-Strike 2',
    shortName: 'CS2',
    description: 'Five-a-side tactical shooter: bomb defusal, played in best-of series.',
    developer: 'Valve',
    publisher: 'Valve',
    platForm: 'PC',
    genre: 'Tactical shooter',
    uidPlaceholder: 'Steam friend code or SteamID64',
    maps: mapList('Ancient, Anubis, Dust II, Inferno, Mirage, Nuke, Overpass, Train, Vertigo'),
  },
  {
    name: 'Valorant',
    shortName: 'VAL',
    description: 'Five-a-side tactical hero shooter.',
    developer: 'Riot Games',
    publisher: 'Riot Games',
    platForm: 'PC, Console',
    genre: 'Tactical shooter',
    uidPlaceholder: 'Riot ID (Name#TAG)',
    maps: mapList(
      'Abyss, Ascent, Bind, Breeze, Fracture, Haven, Icebox, Lotus, Pearl, Split, Sunset',
    ),
  },
  {
    name: 'League of Legends',
    shortName: 'LoL',
    description: 'Five-a-side multiplayer online battle arena.',
    developer: 'Riot Games',
    publisher: 'Riot Games',
    platForm: 'PC',
    genre: 'MOBA',
    uidPlaceholder: 'Riot ID (Name#TAG)',
    maps: mapList("Summoner's Rift, Howling Abyss"),
  },
  {
    name: 'Dota 2',
    shortName: 'Dota 2',
    description: 'Five-a-side multiplayer online battle arena.',
    developer: 'Valve',
    publisher: 'Valve',
    platForm: 'PC',
    genre: 'MOBA',
    uidPlaceholder: 'Steam friend code',
    maps: [],
  },
  {
    name: 'Rocket League',
    shortName: 'RL',
    description: 'Car football, usually three against three.',
    developer: 'Psyonix',
    publisher: 'Epic Games',
    platForm: 'PC, Console',
    genre: 'Sports',
    uidPlaceholder: 'Epic Games display name',
    maps: mapList(
      'DFH Stadium, Mannfield, Champions Field, Urban Central, Beckwith Park, Utopia Coliseum, Neo Tokyo',
    ),
  },
  {
    name: 'Overwatch 2',
    shortName: 'OW2',
    description: 'Five-a-side hero shooter.',
    developer: 'Blizzard Entertainment',
    publisher: 'Blizzard Entertainment',
    platForm: 'PC, Console',
    genre: 'Hero shooter',
    uidPlaceholder: 'BattleTag (Name#1234)',
    maps: mapList(
      "Busan, Ilios, Lijiang Tower, King's Row, Numbani, Dorado, Circuit Royal, Colosseo",
    ),
  },
  {
    name: 'Rainbow Six Siege',
    shortName: 'R6',
    description: 'Five-a-side tactical shooter of attack and defence.',
    developer: 'Ubisoft Montreal',
    publisher: 'Ubisoft',
    platForm: 'PC, Console',
    genre: 'Tactical shooter',
    uidPlaceholder: 'Ubisoft Connect name',
    maps: mapList('Bank, Border, Chalet, Clubhouse, Consulate, Kafe Dostoyevsky, Lair, Skyscraper'),
  },
  {
    name: 'Apex Legends',
    shortName: 'Apex',
    description: 'Battle royale for squads of three.',
    developer: 'Respawn Entertainment',
    publisher: 'Electronic Arts',
    platForm: 'PC, Console',
    genre: 'Battle royale',
    uidPlaceholder: 'EA ID',
    maps: mapList("Kings Canyon, World's Edge, Olympus, Storm Point, Broken Moon, E-District"),
  },
  {
    name: 'PUBG: Battlegrounds',
    shortName: 'PUBG',
    description: 'Battle royale, solo or in squads of up to four.',
    developer: 'PUBG Studios',
    publisher: 'Krafton',
    platForm: 'PC, Console',
    genre: 'Battle royale',
    uidPlaceholder: 'In-game name',
    maps: mapList('Erangel, Miramar, Sanhok, Vikendi, Taego, Deston, Rondo'),
  },
  {
    name: 'Street Fighter 6',
    shortName: 'SF6',
    description: 'One-on-one fighting game.',
    developer: 'Capcom',
    publisher: 'Capcom',
    platForm: 'PC, Console',
    genre: 'Fighting',
    uidPlaceholder: 'User code (10 digits)',
    maps: [],
  },
].map((game) => ({ region: 'Global', ...game }));

export const STARTER_CURRENCIES: CurrencyInput[] = [
  { code: 'USD', name: 'US dollar', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'Pound sterling', symbol: '£' },
];

function mapList(names: string) {
  return names.split(', ').map((name) => ({ name }));
}

export interface SeededCatalogue {
  /** Game id by name, for every starter game (added now or found from before). */
  games: Record<string, string>;
  /** Currency id by code. */
  currencies: Record<string, string>;
  gamesAdded: number;
  currenciesAdded: number;
}

/**
 * Adds the starter games and currencies that are not there yet and leaves the rest alone, so it
 * can run any number of times and never overwrites an operator's own edits. A game counts as
 * there when one of the same name exists, whatever its case; a currency, by its code.
 */
export async function seedCatalogue(db: Db): Promise<SeededCatalogue> {
  const seeded: SeededCatalogue = { games: {}, currencies: {}, gamesAdded: 0, currenciesAdded: 0 };
  for (const game of STARTER_GAMES) {
    const existing = await games.findGameByName(db, game.name);
    if (existing) {
      seeded.games[game.name] = existing.id;
    } else {
      seeded.games[game.name] = (await games.createGame(db, game)).id;
      seeded.gamesAdded++;
    }
  }
  const known = new Map((await currencies.listCurrencies(db)).map((c) => [c.code, c.currencyId]));
  for (const currency of STARTER_CURRENCIES) {
    let id = known.get(currency.code);
    if (!id) {
      id = (await currencies.createCurrency(db, currency)).currencyId;
      seeded.currenciesAdded++;
    }
    seeded.currencies[currency.code] = id;
  }
  return seeded;
}

/** How many games and currencies the catalogue holds, starter or not. */
export async function catalogueSize(db: Db): Promise<{ games: number; currencies: number }> {
  const [gamePage, currencyList] = await Promise.all([
    games.listGames(db, { pageNumber: 1, pageSize: 1 }),
    currencies.listCurrencies(db),
  ]);
  return { games: gamePage.totalCount, currencies: currencyList.length };
}
