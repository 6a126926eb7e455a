import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { cachedOk } from '../../http/read-cache.js';
import { readKey } from '../../db/read-versions.js';
import { done, ok } from '../../http/envelope.js';
import { EmptyEnvelope, Envelope } from '../../http/schemas.js';
import { inviteRoutes } from './invite.routes.js';
import {
  ActorQuery,
  CreateTeamBody,
  CreateTeamQuery,
  MemberParams,
  Team,
  TeamDetail,
  TeamParams,
  UpdateTeamBody,
} from './team.schemas.js';
import * as service from './team.service.js';

const tags = ['teams'];

export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.deps.database;

  app.post(
    '/teams',
    {
      schema: {
        operationId: 'createTeam',
        tags,
        summary: 'Create a team owned by a user with a userGameId for the game',
        querystring: CreateTeamQuery,
        body: CreateTeamBody,
        response: { 200: Envelope(Team) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.createTeam(database, tenantOf(req), req.query, req.body),
        'Team created',
      ),
  );

  app.get(
    '/teams/:teamId',
    {
      schema: {
        operationId: 'getTeam',
        tags,
        summary: 'Get a team with its members',
        params: TeamParams,
        response: { 200: Envelope(TeamDetail) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: [readKey.team(tenantOf(req), req.params.teamId), readKey.catalogue],
        load: () => service.getTeam(database, tenantOf(req), req.params.teamId),
      }),
  );

  app.put(
    '/teams/:teamId',
    {
      schema: {
        operationId: 'updateTeam',
        tags,
        summary: 'Update a team (owner only)',
        params: TeamParams,
        querystring: ActorQuery,
        body: UpdateTeamBody,
        response: { 200: Envelope(TeamDetail) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.updateTeam(
          database,
          tenantOf(req),
          req.params.teamId,
          req.query.externalUserId,
          req.body,
        ),
        'Team updated',
      ),
  );

  app.delete(
    '/teams/:teamId',
    {
      schema: {
        operationId: 'deleteTeam',
        tags,
        summary: 'Delete a team (owner only); cannot be undone',
        description:
          "Withdraws the team's pending and approved registrations of tournaments that are not over (status 4, a `registration.updated` event each), freeing their places. Refused with 409 `TEAM_IN_ONGOING_TOURNAMENT` while the team plays in an ongoing tournament.",
        params: TeamParams,
        querystring: ActorQuery,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.deleteTeam(
        database,
        tenantOf(req),
        req.params.teamId,
        req.query.externalUserId,
      );
      return done(req, reply, 'Team deleted');
    },
  );

  app.delete(
    '/teams/:teamId/members/:userId',
    {
      schema: {
        operationId: 'removeTeamMember',
        tags,
        summary: 'Leave a team, or (owner) remove a member',
        params: MemberParams,
        querystring: ActorQuery,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.removeMember(
        database,
        tenantOf(req),
        req.params.teamId,
        req.params.userId,
        req.query.externalUserId,
      );
      return done(req, reply, 'Member removed');
    },
  );

  await app.register(inviteRoutes);
};
