import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { Envelope, Uuid } from '../../http/schemas.js';
import { RegistrationItem } from '../tournaments/index.js';
import { disqualifyParticipant } from './results/index.js';

const Params = Type.Object({
  tournamentId: Uuid('Tournament id', EXAMPLE_ID.tournament),
  participantId: Uuid(
    'The team (or, solo, the user) as matches and standings name it',
    EXAMPLE_ID.team,
  ),
});

const DESCRIPTION = [
  'Marks the registration disqualified (`disqualified: true`, status stays approved) and forfeits every',
  'remaining match of the participant: the opponent wins and the bracket advances, in one transaction,',
  'with `registration.updated`, `match.updated` and `standings.updated`. Matches it would reach later',
  '(double elimination: its losers-bracket matches; Swiss: later stages) are forfeited as soon as both',
  'sides are known, and rounds generated afterwards leave it out. In free-for-all groups its recorded',
  'placements stay and no new ones are accepted. 404 when the participant never registered for this',
  'tournament. Refused with 409 and `error.reason`: `TOURNAMENT_NOT_RUNNING` (the tournament is not',
  'ongoing), `NOT_A_PARTICIPANT` (its registration is not approved), `ALREADY_DISQUALIFIED`.',
].join(' ');

export const disqualificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const handle = app.deps.database;

  app.post(
    '/tournaments/:tournamentId/participants/:participantId/disqualify',
    {
      config: { access: 'manage' },
      schema: {
        operationId: 'disqualifyParticipant',
        tags: ['organiser'],
        summary: 'Disqualify a participant mid-tournament; its remaining matches are forfeits',
        description: DESCRIPTION,
        params: Params,
        response: { 200: Envelope(RegistrationItem) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await disqualifyParticipant(
          handle,
          tenantOf(req),
          req.params.tournamentId,
          req.params.participantId,
        ),
        'Participant disqualified',
      ),
  );
};
