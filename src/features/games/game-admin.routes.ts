import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import {
  AdminGame,
  AdminGamePage,
  CreateGameBody,
  GameListQuery,
  GameParams,
  SeededCatalogue,
  UpdateGameBody,
} from './game.schemas.js';
import * as service from './game.service.js';
import { seedCatalogue } from './starter-catalogue.js';

const config = { access: 'admin' as const };
const tags = ['operator'];
const security = [{ adminToken: [] }];

/** The operator manages the game catalogue, which every tenant shares. */
export const gameAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/admin/games',
    {
      config,
      schema: {
        operationId: 'listOperatorGames',
        tags,
        security,
        summary: 'List games with their maps, ordered by name',
        querystring: GameListQuery,
        response: { 200: Envelope(AdminGamePage) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listAdminGames(db, req.query)),
  );

  app.post(
    '/admin/games',
    {
      config,
      schema: {
        operationId: 'createGame',
        tags,
        security,
        summary:
          'Add a game with its maps (409 GAME_EXISTS when the name is taken, whatever its case)',
        body: CreateGameBody,
        response: { 201: Envelope(AdminGame) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(req, reply, await service.createGame(db, req.body), 'Game created')),
  );

  app.put(
    '/admin/games/:gameId',
    {
      config,
      schema: {
        operationId: 'updateGame',
        tags,
        security,
        summary:
          'Update a game: only the fields given change; `maps`, when given, replaces the list (409 GAME_EXISTS when another game has the name)',
        params: GameParams,
        body: UpdateGameBody,
        response: { 200: Envelope(AdminGame) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await service.updateGame(db, req.params.gameId, req.body), 'Game updated'),
  );

  app.get(
    '/admin/games/:gameId',
    {
      config,
      schema: {
        operationId: 'getGameWithMaps',
        tags,
        security,
        summary: 'Get a game with its maps',
        params: GameParams,
        response: { 200: Envelope(AdminGame) },
      },
    },
    async (req, reply) => ok(req, reply, await service.getAdminGame(db, req.params.gameId)),
  );

  app.post(
    '/admin/catalogue/seed',
    {
      config,
      schema: {
        operationId: 'seedStarterCatalogue',
        tags,
        security,
        summary:
          'Add the starter games (with their maps) and currencies that are missing, as `tourney seed --catalogue` does; games and currencies already there, whatever their later edits, are left alone, so it is safe to repeat',
        response: { 200: Envelope(SeededCatalogue) },
      },
    },
    async (req, reply) => ok(req, reply, await seedCatalogue(db), 'Starter catalogue seeded'),
  );
};
