import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { done } from '../../http/envelope.js';
import { EmptyEnvelope } from '../../http/schemas.js';
import { UserExternalIdParams } from '../users/index.js';
import { eraseUser } from './erasure.service.js';

const tags = ['users'];

export const erasureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.deps.database;

  app.delete(
    '/external/users/:externalId',
    {
      schema: {
        operationId: 'eraseUser',
        tags,
        summary: 'Erase a user and their personal data (409 USER_OWNS_TEAM while they own a team)',
        description:
          'For an account deletion (GDPR Art. 17, the stores\' rules). The name, username, email, phone, country code, images and in-game ids are removed, the username and display name replaced by a pseudonym ("Deleted player"); memberships end (`team.member_left` each) and invite links the user made are revoked; the copies of those values in past events, webhook deliveries and their logged answers, and kept idempotent answers, are scrubbed. Completed matches, standings and registrations stay, naming the participant "Deleted player". Sends `user.erased` (`{userId, erasedAt}`, no personal value). The external id is released: registering it again makes a new user. Repeating the call answers 200 again ("User already erased") without a new event; an external id never registered is a 404. Refused with 409 `USER_OWNS_TEAM` (`error.details.teamIds`) while the user owns a team: delete the team first.',
        params: UserExternalIdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      const outcome = await eraseUser(database, tenantOf(req), req.params.externalId);
      return done(req, reply, outcome === 'erased' ? 'User erased' : 'User already erased');
    },
  );
};
