import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { tenantOf } from '../../http/auth.js';
import { done, ok } from '../../http/envelope.js';
import { EmptyEnvelope, Envelope } from '../../http/schemas.js';
import * as service from './invite.service.js';
import {
  ActorQuery,
  CreateInviteBody,
  InviteParams,
  InvitePreview,
  InviteSummary,
  IssuedInvite,
  JoinQuery,
  PreviewQuery,
  TeamDetail,
  TeamParams,
  TokenParams,
} from './team.schemas.js';

const tags = ['teams'];

export const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.deps.database;

  app.post(
    '/teams/:teamId/invites',
    {
      schema: {
        operationId: 'createTeamInvite',
        tags,
        summary: 'Create an invite token (owner only; the token is shown only here)',
        params: TeamParams,
        querystring: ActorQuery,
        body: CreateInviteBody,
        response: { 201: Envelope(IssuedInvite) },
      },
      // The body is optional: no body means the defaults.
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await service.createInvite(
              database,
              tenantOf(req),
              req.params.teamId,
              req.query.externalUserId,
              req.body.expiresInHours,
            ),
            'Invite created',
          ),
        ),
  );

  app.get(
    '/teams/:teamId/invites',
    {
      schema: {
        operationId: 'listTeamInvites',
        tags,
        summary: "List a team's active invites (owner only; never their tokens)",
        params: TeamParams,
        querystring: ActorQuery,
        response: { 200: Envelope(Type.Array(InviteSummary)) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.listInvites(
          database,
          tenantOf(req),
          req.params.teamId,
          req.query.externalUserId,
        ),
      ),
  );

  app.delete(
    '/teams/:teamId/invites/:inviteId',
    {
      schema: {
        operationId: 'revokeTeamInvite',
        tags,
        summary: 'Revoke an invite (owner only)',
        params: InviteParams,
        querystring: ActorQuery,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.revokeInvite(
        database,
        tenantOf(req),
        req.params.teamId,
        req.params.inviteId,
        req.query.externalUserId,
      );
      return done(req, reply, 'Invite revoked');
    },
  );

  app.get(
    '/teams/invites/:token',
    {
      schema: {
        operationId: 'previewTeamInvite',
        tags,
        summary: 'Preview the team behind an invite token',
        params: TokenParams,
        querystring: PreviewQuery,
        response: { 200: Envelope(InvitePreview) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.previewInvite(
          database,
          tenantOf(req),
          req.params.token,
          req.query.externalUserId,
        ),
      ),
  );

  app.post(
    '/teams/invites/:token/join',
    {
      schema: {
        operationId: 'joinTeam',
        tags,
        summary: 'Join a team with an invite token (no body)',
        params: TokenParams,
        querystring: JoinQuery,
        response: { 200: Envelope(TeamDetail) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.joinByInvite(
          database,
          tenantOf(req),
          req.params.token,
          req.query.externalUserId,
        ),
        'Joined the team',
      ),
  );
};
