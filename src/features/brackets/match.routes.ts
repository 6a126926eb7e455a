import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { cachedOk } from '../../http/read-cache.js';
import { tournamentReadKeys } from '../../db/read-versions.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import {
  DuelMatch,
  DuelMatchPage,
  DuelMatchQuery,
  listDuelMatches,
  MatchParams,
  ReportResultBody,
} from './matches/index.js';
import { reportResult } from './results/index.js';

export const matchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/matches/duel',
    {
      schema: {
        operationId: 'listDuelMatches',
        tags: ['matches'],
        summary: "List a tournament's duel matches",
        querystring: DuelMatchQuery,
        response: { 200: Envelope(DuelMatchPage) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: tournamentReadKeys(tenantOf(req), req.query.tournamentId),
        load: () => listDuelMatches(db, tenantOf(req), req.query),
      }),
  );

  app.post(
    '/matches/:matchId/result',
    {
      config: { access: 'manage' },
      schema: {
        operationId: 'reportMatchResult',
        tags: ['organiser'],
        summary: 'Report or correct a duel result; advances the bracket and standings',
        description:
          'A completed match reported again with the outcome it has (the same winner, or a draw again, and the same `forfeitBy`) takes the new games and scores but keeps its `completedAt` and moves no rating: a re-sent result or a fixed score costs what a first result does. Another outcome is a correction: the match completes again now and its game is re-rated from it on (see the ratings guide).',
        params: MatchParams,
        body: ReportResultBody,
        response: { 200: Envelope(DuelMatch) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await reportResult(db, tenantOf(req), req.params.matchId, req.body),
        'Result recorded',
      ),
  );
};
