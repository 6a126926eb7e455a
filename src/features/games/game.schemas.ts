import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { HttpUrl, Nullable, Page, PageQuery, Uuid } from '../../http/schemas.js';

/** The spec's Game, as the integration API returns it. Text fields may be empty strings. */
const GameSchema = Type.Object({
  id: Uuid(),
  name: Type.String(),
  description: Type.String(),
  shortName: Type.String(),
  region: Type.String(),
  developer: Type.String(),
  publisher: Type.String(),
  platForm: Type.String({ description: 'Spelled exactly so' }),
  genre: Type.String(),
  image: Type.String({ description: 'URL, or empty' }),
  coverImage: Type.String({ description: 'URL, or empty' }),
  uidPlaceholder: Type.String({ description: 'Hint text for the in-game id input' }),
  mapCount: Type.Integer(),
});
export const Game = Component('Game', GameSchema);
export type GameView = Static<typeof Game>;

export const GameMap = Component(
  'GameMap',
  Type.Object({ name: Type.String(), image: Nullable(Type.String()) }),
);

/** The operator's view: the Game plus its maps in order. */
export const AdminGame = Component(
  'GameWithMaps',
  Type.Composite([GameSchema, Type.Object({ maps: Type.Array(GameMap) })]),
);

export const GamePage = Page('games', Game);
export const AdminGamePage = Page('games', AdminGame);

export const GameListQuery = Type.Object(PageQuery);

export const GameParams = Type.Object({ gameId: Uuid('Game id', EXAMPLE_ID.game) });

const UrlOrEmpty = () => Type.Union([HttpUrl(), Type.Literal('')]);
const Text = (maxLength: number) => Type.String({ maxLength });

const MAX_MAPS = 100;

const MapInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    image: Type.Optional(UrlOrEmpty()),
  },
  { additionalProperties: false },
);
const MapInput = Component('GameMapInput', MapInputSchema);

const writable = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Text(4000)),
  shortName: Type.Optional(Text(50)),
  region: Type.Optional(Text(100)),
  developer: Type.Optional(Text(200)),
  publisher: Type.Optional(Text(200)),
  platForm: Type.Optional(Text(100)),
  genre: Type.Optional(Text(100)),
  image: Type.Optional(UrlOrEmpty()),
  coverImage: Type.Optional(UrlOrEmpty()),
  uidPlaceholder: Type.Optional(Text(200)),
  maps: Type.Optional(
    Type.Array(MapInput, {
      maxItems: MAX_MAPS,
      description: 'Map names, unique within the game; the order is kept',
    }),
  ),
};

/** Omitted text fields are stored as empty strings. */
export const CreateGameBody = Component(
  'CreateGameRequest',
  Type.Object(writable, { additionalProperties: false }),
  {
    name: 'Valorant',
    shortName: 'VAL',
    description: '5v5 character-based tactical shooter',
    developer: 'Riot Games',
    publisher: 'Riot Games',
    platForm: 'PC',
    genre: 'Tactical shooter',
    region: 'Global',
    image: 'https://cdn.example.com/games/valorant.png',
    uidPlaceholder: 'Riot ID, e.g. Name#TAG',
    maps: [{ name: 'Ascent' }, { name: 'Bind' }, { name: 'Haven' }],
  },
);
export type GameInput = Static<typeof CreateGameBody>;

/** Only the fields given change; `maps`, when given, replaces the whole list. */
export const UpdateGameBody = Component(
  'UpdateGameRequest',
  Type.Partial(Type.Object(writable), { additionalProperties: false }),
  {
    uidPlaceholder: 'Riot ID, e.g. Name#TAG',
    maps: [{ name: 'Ascent' }, { name: 'Bind' }, { name: 'Haven' }, { name: 'Lotus' }],
  },
);
export type GameUpdate = Static<typeof UpdateGameBody>;
export type MapInputType = Static<typeof MapInput>;

/** What seeding the starter catalogue did: counts of what it added, and every starter id. */
export const SeededCatalogue = Component(
  'SeededCatalogue',
  Type.Object({
    gamesAdded: Type.Integer({ minimum: 0, description: 'Starter games added now' }),
    currenciesAdded: Type.Integer({ minimum: 0, description: 'Starter currencies added now' }),
    games: Type.Record(Type.String(), Uuid(), {
      description: 'Game id by name, for every starter game (added now or there before)',
    }),
    currencies: Type.Record(Type.String(), Uuid(), {
      description: 'Currency id by code, for every starter currency',
    }),
  }),
);
