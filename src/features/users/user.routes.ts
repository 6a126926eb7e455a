import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { tenantOf } from '../../http/auth.js';
import { done, ok } from '../../http/envelope.js';
import { EmptyEnvelope, Envelope } from '../../http/schemas.js';
import {
  MapGameIdBody,
  Profile,
  RegisteredUser,
  RegisterUserBody,
  UpdateProfileBody,
  UserExternalIdParams,
  UserGameIdMapping,
  UserGameIdParams,
  UserGameIdQuery,
} from './user.schemas.js';
import * as service from './user.service.js';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.post(
    '/external/users',
    {
      schema: {
        operationId: 'registerUser',
        tags,
        summary: 'Register or update a user by externalId (200 for both; `isNewUser` tells which)',
        body: RegisterUserBody,
        response: { 200: Envelope(RegisteredUser) },
      },
    },
    async (req, reply) => {
      const user = await service.registerUser(db, tenantOf(req), req.body);
      return ok(req, reply, user, user.isNewUser ? 'User created' : 'User updated');
    },
  );

  app.get(
    '/external/users/:externalId/profile',
    {
      schema: {
        operationId: 'getUserProfile',
        tags,
        summary: "Get a user's profile",
        params: UserExternalIdParams,
        response: { 200: Envelope(Profile) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await service.getProfile(db, tenantOf(req), req.params.externalId)),
  );

  app.put(
    '/external/users/:externalId/profile',
    {
      schema: {
        operationId: 'updateUserProfile',
        tags,
        summary: "Update a user's profile (only the fields sent; null clears an image)",
        params: UserExternalIdParams,
        body: UpdateProfileBody,
        response: { 200: Envelope(Profile) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.updateProfile(db, tenantOf(req), req.params.externalId, req.body),
        'Profile updated',
      ),
  );

  app.post(
    '/external/user-game-ids',
    {
      schema: {
        operationId: 'linkUserGameId',
        tags,
        summary: "Link a user's in-game id for a game (mapping the game again replaces it)",
        querystring: UserGameIdQuery,
        body: MapGameIdBody,
        response: { 200: Envelope(UserGameIdMapping) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.mapUserGameId(db, tenantOf(req), req.query.externalUserId, req.body),
        'Game ID linked',
      ),
  );

  app.get(
    '/external/users/:externalId/game-ids',
    {
      schema: {
        operationId: 'listUserGameIds',
        tags,
        summary: "List a user's in-game ids, by game name",
        params: UserExternalIdParams,
        response: { 200: Envelope(Type.Array(UserGameIdMapping)) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await service.listUserGameIds(db, tenantOf(req), req.params.externalId)),
  );

  app.delete(
    '/external/users/:externalId/game-ids/:gameId',
    {
      schema: {
        operationId: 'unlinkUserGameId',
        tags,
        summary: "Unlink a user's in-game id (409 GAME_ID_IN_USE while in a team of that game)",
        params: UserGameIdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.unmapUserGameId(db, tenantOf(req), req.params.externalId, req.params.gameId);
      return done(req, reply, 'Game ID unlinked');
    },
  );
};
