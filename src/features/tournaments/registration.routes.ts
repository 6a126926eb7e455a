import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { done, ok } from '../../http/envelope.js';
import { EmptyEnvelope, Envelope } from '../../http/schemas.js';
import * as checkIn from './check-in.service.js';
import {
  CheckInQuery,
  RegisterTeamBody,
  RegisterTeamQuery,
  TeamRegistrationParams,
  TeamRegistrationResult,
  WithdrawQuery,
} from './registration.schemas.js';
import * as service from './registration.service.js';
import * as withdrawal from './waitlist.service.js';

const tags = ['tournaments'];

/** Every body field is optional, so a call without a body means an empty one. */
export const bodyOptional = async (req: { body: unknown }) => {
  req.body ??= {};
};

const REGISTER_DESCRIPTION = [
  'Creates a pending registration (status 1) for the organiser to approve or reject; a rejected or withdrawn',
  'registration is re-submitted under the same registrationId. Refused with 409 and `error.reason`:',
  '`INSTANT_REGISTRATION`, `TOURNAMENT_NOT_UPCOMING`, `REGISTRATION_CLOSED`, `INVALID_PASSWORD`, `GAME_MISMATCH`,',
  '`TEAM_SIZE_OUT_OF_RANGE`, `ALREADY_REGISTERED`, `TOURNAMENT_FULL`, `PAYMENT_MISMATCH`. When the tournament is full and',
  'its organiser turned `waitlistEnabled` on, the registration joins the waitlist instead (status 5, with its',
  '`waitlistPosition`) and is promoted to pending, in order, when a place frees up. With an entry fee the payment',
  'must match it and its currency; it is recorded as `PendingPayment` with `entryFeePaid` 0 until the organiser',
  'confirms it. Without an entry fee `paymentStatus` is `NotRequired`.',
].join(' ');

export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const handle = app.deps.database;

  app.post(
    '/tournaments/:tournamentId/registrations/teams/:teamId',
    {
      preValidation: bodyOptional,
      schema: {
        operationId: 'registerTeam',
        tags,
        summary: 'Register a team for a tournament',
        description: REGISTER_DESCRIPTION,
        params: TeamRegistrationParams,
        querystring: RegisterTeamQuery,
        body: RegisterTeamBody,
        response: { 200: Envelope(TeamRegistrationResult) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.registerTeam(
          handle,
          tenantOf(req),
          req.params,
          req.query.externalUserId,
          req.body,
        ),
        'Registration submitted',
      ),
  );

  app.delete(
    '/tournaments/:tournamentId/registrations/teams/:teamId',
    {
      schema: {
        operationId: 'withdrawTeamRegistration',
        tags,
        summary: "Withdraw a team's registration (team owner, while the tournament is upcoming)",
        description:
          'Sets the pending, approved or waitlisted registration to withdrawn (status 4); it can be re-submitted later. The place it frees goes to the first team on the waitlist in the same transaction (its registration becomes pending, with a `registration.updated` event). 409 TOURNAMENT_NOT_UPCOMING once the tournament has started.',
        params: TeamRegistrationParams,
        querystring: WithdrawQuery,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await withdrawal.withdrawTeam(handle, tenantOf(req), req.params, req.query.externalUserId);
      return done(req, reply, 'Registration withdrawn');
    },
  );

  app.post(
    '/tournaments/:tournamentId/registrations/teams/:teamId/check-in',
    {
      schema: {
        operationId: 'checkInTeam',
        tags,
        summary: "Check in a team's approved registration (a member of the team)",
        description: [
          'Sets `checkedInAt` and sends `registration.checked_in`; checking in again returns the registration unchanged.',
          'Open from `checkInWindowMinutes` before `startTime` until `startTime`. 403 NOT_TEAM_MEMBER when `externalUserId` is',
          'not a member of the team; 404 when the user, team or registration does not exist; 409 with `error.reason`:',
          '`CHECK_IN_DISABLED` (the tournament has no check-in), `REGISTRATION_NOT_APPROVED`, `CHECK_IN_NOT_OPEN`',
          '(before the window; `error.details.checkInOpensAt` says when it opens), `CHECK_IN_CLOSED` (the tournament started).',
        ].join(' '),
        params: TeamRegistrationParams,
        querystring: CheckInQuery,
        response: { 200: Envelope(TeamRegistrationResult) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await checkIn.checkInTeam(handle, tenantOf(req), req.params, req.query.externalUserId),
        'Checked in',
      ),
  );
};
