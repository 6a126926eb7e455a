import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireScope, tenantOf } from '../../http/auth.js';
import { cachedOk } from '../../http/read-cache.js';
import { tournamentReadKeys } from '../../db/read-versions.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import { generateRound } from './generation/index.js';
import { nextSwissStage } from './results/index.js';
import {
  createRound,
  CreateRoundBody,
  GenerateBody,
  getRound,
  listTournamentRounds,
  Round,
  RoundListQuery,
  RoundParams,
  setRoundTiebreakers,
  SetTiebreakersBody,
} from './rounds/index.js';
import { TournamentIdParams } from '../tournaments/index.js';
import { roundReadKeys } from './read-keys.js';

const manage = { access: 'manage' as const };
const organiser = ['organiser'];

export const roundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.deps.database;
  const { db } = database;

  app.post(
    '/tournaments/:tournamentId/rounds',
    {
      config: manage,
      schema: {
        operationId: 'createRound',
        tags: organiser,
        summary: 'Add a round to a tournament',
        params: TournamentIdParams,
        body: CreateRoundBody,
        response: { 201: Envelope(Round) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await createRound(database, tenantOf(req), req.params.tournamentId, req.body),
            'Round created',
          ),
        ),
  );

  app.post(
    '/rounds/:roundId/generate',
    {
      config: manage,
      // The body is optional: no body means default seeding.
      preValidation: async (req) => {
        req.body ??= {};
      },
      schema: {
        operationId: 'generateRound',
        tags: organiser,
        summary: "Seed the approved participants into the round's matches or FFA groups",
        params: RoundParams,
        body: GenerateBody,
        response: { 200: Envelope(Round) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await generateRound(database, tenantOf(req), req.params.roundId, req.body),
        'Round generated',
      ),
  );

  app.post(
    '/rounds/:roundId/next-stage',
    {
      config: manage,
      schema: {
        operationId: 'pairNextSwissStage',
        tags: organiser,
        summary: 'Pair the next Swiss stage',
        params: RoundParams,
        response: { 200: Envelope(Round) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await nextSwissStage(db, tenantOf(req), req.params.roundId),
        'Next stage paired',
      ),
  );

  app.put(
    '/rounds/:roundId/tiebreakers',
    {
      config: manage,
      schema: {
        operationId: 'setRoundTiebreakers',
        tags: organiser,
        summary: "Choose the tiebreakers of a round's standings",
        description:
          'Ties on wins (FFA: on points) are broken by these names in order, then by seed. Names of another kind of round, or one named twice, are a 400 on `tiebreakers.<index>`; a completed or cancelled tournament is a 409 `TOURNAMENT_CLOSED`.',
        params: RoundParams,
        body: SetTiebreakersBody,
        response: { 200: Envelope(Round) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await setRoundTiebreakers(database, tenantOf(req), req.params.roundId, req.body),
        'Tiebreakers set',
      ),
  );

  app.get(
    '/tournaments/:tournamentId/rounds',
    {
      // A draft's rounds are the organiser's: the scope is checked before a cached answer.
      preHandler: async (req) => {
        if (req.query.includeDrafts) requireScope(req, 'manage');
      },
      schema: {
        operationId: 'listTournamentRounds',
        tags: ['rounds'],
        summary: "List a tournament's rounds (stages) in order",
        description:
          'Every round as `GET /rounds/{roundId}` shows it, by `roundNumber`. Not paginated: a tournament has few rounds.',
        params: TournamentIdParams,
        querystring: RoundListQuery,
        response: { 200: Envelope(Type.Array(Round)) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: tournamentReadKeys(tenantOf(req), req.params.tournamentId),
        load: () =>
          listTournamentRounds(db, tenantOf(req), req.params.tournamentId, req.query.includeDrafts),
      }),
  );

  app.get(
    '/rounds/:roundId',
    {
      schema: {
        operationId: 'getRound',
        tags: ['rounds'],
        summary: 'Get a round',
        params: RoundParams,
        response: { 200: Envelope(Round) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: roundReadKeys(db, tenantOf(req), req.params.roundId),
        load: () => getRound(db, tenantOf(req), req.params.roundId),
      }),
  );
};
