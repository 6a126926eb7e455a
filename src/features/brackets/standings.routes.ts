import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { cachedOk } from '../../http/read-cache.js';
import { tournamentReadKeys } from '../../db/read-versions.js';
import { Envelope } from '../../http/schemas.js';
import { getAssignedDetails } from './groups/index.js';
import { FfaAssignedDetails } from './rounds/index.js';
import { TournamentIdParams } from '../tournaments/index.js';
import {
  AssignedDetailsQuery,
  DuelStandings,
  DuelStandingsQuery,
  getDuelStandings,
} from './standings/index.js';

const tags = ['tournaments'];

export const standingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/tournaments/:tournamentId/ffa/assigned-details',
    {
      schema: {
        operationId: 'getFfaAssignedDetails',
        tags,
        summary: "The FFA rounds and groups a user's teams are assigned to",
        params: TournamentIdParams,
        querystring: AssignedDetailsQuery,
        response: { 200: Envelope(FfaAssignedDetails) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: tournamentReadKeys(tenantOf(req), req.params.tournamentId, req.query.externalUserId),
        load: () =>
          getAssignedDetails(db, tenantOf(req), req.params.tournamentId, req.query.externalUserId),
      }),
  );

  app.get(
    '/tournaments/:tournamentId/duel/standings',
    {
      schema: {
        operationId: 'getDuelStandings',
        tags,
        summary: 'Duel standings: wins, then head-to-head, then game-score difference',
        params: TournamentIdParams,
        querystring: DuelStandingsQuery,
        response: { 200: Envelope(DuelStandings) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: tournamentReadKeys(tenantOf(req), req.params.tournamentId, req.query.externalUserId),
        load: () => getDuelStandings(db, tenantOf(req), req.params.tournamentId, req.query),
      }),
  );
};
