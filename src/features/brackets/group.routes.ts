import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { cachedOk } from '../../http/read-cache.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import { getGroupStandings } from './standings/index.js';
import { postGroupResults } from './results/index.js';
import {
  FfaResultBody,
  FfaStandings,
  getGroup,
  GroupDetail,
  GroupListQuery,
  GroupPage,
  GroupParams,
  listGroups,
} from './groups/index.js';
import { groupReadKeys, roundReadKeys } from './read-keys.js';

const tags = ['groups'];

export const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/groups',
    {
      schema: {
        operationId: 'listGroups',
        tags,
        summary: "List a round's groups",
        querystring: GroupListQuery,
        response: { 200: Envelope(GroupPage) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: roundReadKeys(db, tenantOf(req), req.query.roundId),
        load: () => listGroups(db, tenantOf(req), req.query),
      }),
  );

  app.get(
    '/groups/:groupId',
    {
      schema: {
        operationId: 'getGroup',
        tags,
        summary: 'Get a group',
        params: GroupParams,
        response: { 200: Envelope(GroupDetail) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: groupReadKeys(db, tenantOf(req), req.params.groupId),
        load: () => getGroup(db, tenantOf(req), req.params.groupId),
      }),
  );

  app.get(
    '/groups/:groupId/standings',
    {
      schema: {
        operationId: 'getGroupStandings',
        tags,
        summary: "A free-for-all group's points leaderboard",
        params: GroupParams,
        response: { 200: Envelope(FfaStandings) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: groupReadKeys(db, tenantOf(req), req.params.groupId),
        load: () => getGroupStandings(db, tenantOf(req), req.params.groupId),
      }),
  );

  app.post(
    '/groups/:groupId/results',
    {
      config: { access: 'manage' },
      schema: {
        operationId: 'recordGroupResults',
        tags: ['organiser'],
        summary: "Record (or replace) one FFA match's placements",
        description:
          'Replacing a match with every participant at the placement it had (finishes and knocks may change) keeps the match where it was in play order and moves no rating. Other placements re-rate the game from that match on (see the ratings guide).',
        params: GroupParams,
        body: FfaResultBody,
        response: { 200: Envelope(FfaStandings) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await postGroupResults(db, tenantOf(req), req.params.groupId, req.body),
        'Results recorded',
      ),
  );
};
