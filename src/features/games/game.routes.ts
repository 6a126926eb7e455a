import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import { Game, GameListQuery, GameMap, GameParams, GamePage } from './game.schemas.js';
import * as service from './game.service.js';

const tags = ['games'];

/** The platform-wide game catalogue, read through the integration API. */
export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/games',
    {
      schema: {
        operationId: 'listGames',
        tags,
        summary: 'List games, ordered by name',
        querystring: GameListQuery,
        response: { 200: Envelope(GamePage) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listGames(db, req.query)),
  );

  app.get(
    '/games/:gameId',
    {
      schema: {
        operationId: 'getGame',
        tags,
        summary: 'Get a game',
        params: GameParams,
        response: { 200: Envelope(Game) },
      },
    },
    async (req, reply) => ok(req, reply, await service.getGame(db, req.params.gameId)),
  );

  app.get(
    '/games/:gameId/maps',
    {
      schema: {
        operationId: 'listGameMaps',
        tags,
        summary:
          "List a game's maps in their order (a result's `mapName` may also name a map outside it)",
        params: GameParams,
        response: { 200: Envelope(Type.Array(GameMap)) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listGameMaps(db, req.params.gameId)),
  );
};
