import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import * as checkIns from './check-in.service.js';
import * as organiser from './organiser.service.js';
import {
  ApproveBody,
  RegistrationItem,
  RegistrationListQuery,
  RegistrationPage,
  RegistrationParams,
} from './registration.schemas.js';
import { bodyOptional } from './registration.routes.js';
import * as registrations from './registration-review.service.js';
import {
  CreateTournamentBody,
  StatusBody,
  TournamentDetail,
  TournamentIdParams,
  TournamentParams,
  UpdateTournamentBody,
} from './tournament.schemas.js';

const config = { access: 'manage' as const };
const tags = ['organiser'];

const REFERENCES = 'A `gameId` or currency id that names nothing is a 400 naming the field.';

/** The organiser API: an API key with the `manage` scope. */
export const organiserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const handle = app.deps.database;

  app.post(
    '/tournaments',
    {
      config,
      schema: {
        operationId: 'createTournament',
        tags,
        summary: 'Create a tournament (a draft, status 0)',
        description: `Drafts are invisible to integration reads and send no events until published. ${REFERENCES}`,
        body: CreateTournamentBody,
        response: { 201: Envelope(TournamentDetail) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await organiser.createTournament(handle, tenantOf(req), req.body),
            'Tournament created',
          ),
        ),
  );

  app.put(
    '/tournaments/:id',
    {
      config,
      schema: {
        operationId: 'updateTournament',
        tags,
        summary: 'Update a tournament',
        description: `Completed and cancelled tournaments cannot change (409 TOURNAMENT_LOCKED); the game cannot change while teams are registered (409 HAS_REGISTRATIONS). ${REFERENCES}`,
        params: TournamentParams,
        body: UpdateTournamentBody,
        response: { 200: Envelope(TournamentDetail) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await organiser.updateTournament(handle, tenantOf(req), req.params.id, req.body),
        'Tournament updated',
      ),
  );

  app.post(
    '/tournaments/:tournamentId/status',
    {
      config,
      schema: {
        operationId: 'changeTournamentStatus',
        tags,
        summary: 'Move a tournament along its lifecycle',
        description:
          'Draft → Upcoming → Ongoing → Completed; anything not Completed → Cancelled. Any other move is a 409 INVALID_TRANSITION.',
        params: TournamentIdParams,
        body: StatusBody,
        response: { 200: Envelope(TournamentDetail) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await organiser.changeStatus(
          handle,
          tenantOf(req),
          req.params.tournamentId,
          req.body.status,
        ),
        'Tournament status changed',
      ),
  );

  app.get(
    '/tournaments/:tournamentId/registrations',
    {
      config,
      schema: {
        operationId: 'listRegistrations',
        tags,
        summary: "List a tournament's registrations, oldest first",
        params: TournamentIdParams,
        querystring: RegistrationListQuery,
        response: { 200: Envelope(RegistrationPage) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await registrations.listRegistrations(
          handle,
          tenantOf(req),
          req.params.tournamentId,
          req.query,
        ),
      ),
  );

  app.post(
    '/tournaments/:tournamentId/registrations/:registrationId/approve',
    {
      config,
      preValidation: bodyOptional,
      schema: {
        operationId: 'approveRegistration',
        tags,
        summary: 'Approve a pending registration, optionally with a seed',
        description:
          '409 TOURNAMENT_FULL when enrollmentLimit registrations are already approved, SEED_TAKEN, INVALID_TRANSITION when not pending, TOURNAMENT_LOCKED when completed or cancelled.',
        params: RegistrationParams,
        body: ApproveBody,
        response: { 200: Envelope(RegistrationItem) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await registrations.decide(handle, tenantOf(req), req.params, {
          approve: true,
          seed: req.body.seed,
        }),
        'Registration approved',
      ),
  );

  app.post(
    '/tournaments/:tournamentId/registrations/:registrationId/reject',
    {
      config,
      schema: {
        operationId: 'rejectRegistration',
        tags,
        summary: 'Reject a pending or waitlisted registration',
        description:
          'A rejected pending registration frees its place for the first on the waitlist. 409 INVALID_TRANSITION when not pending or waitlisted, TOURNAMENT_LOCKED when completed or cancelled.',
        params: RegistrationParams,
        response: { 200: Envelope(RegistrationItem) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await registrations.decide(handle, tenantOf(req), req.params, { approve: false }),
        'Registration rejected',
      ),
  );

  app.post(
    '/tournaments/:tournamentId/registrations/:registrationId/confirm-payment',
    {
      config,
      schema: {
        operationId: 'confirmRegistrationPayment',
        tags,
        summary: 'Confirm the payment of a registration (PendingPayment → Paid)',
        description:
          '`entryFeePaid` becomes the amount paid. 409 PAYMENT_NOT_PENDING when no payment awaits confirmation.',
        params: RegistrationParams,
        response: { 200: Envelope(RegistrationItem) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await registrations.confirmPayment(handle, tenantOf(req), req.params),
        'Payment confirmed',
      ),
  );

  for (const checkedIn of [true, false]) {
    const action = checkedIn ? 'check-in' : 'check-out';
    app.post(
      `/tournaments/:tournamentId/registrations/:registrationId/${action}`,
      {
        config,
        schema: {
          operationId: checkedIn ? 'checkInRegistration' : 'checkOutRegistration',
          tags,
          summary: checkedIn
            ? 'Check in an approved registration, window or not'
            : 'Undo the check-in of an approved registration',
          description: checkedIn
            ? 'Sets `checkedInAt` (and clears `noShow`) with a `registration.checked_in` event; repeating it changes nothing. 409 CHECK_IN_DISABLED, REGISTRATION_NOT_APPROVED, TOURNAMENT_LOCKED.'
            : 'Clears `checkedInAt` with a `registration.updated` event; repeating it changes nothing. 409 CHECK_IN_DISABLED, REGISTRATION_NOT_APPROVED, TOURNAMENT_LOCKED.',
          params: RegistrationParams,
          response: { 200: Envelope(RegistrationItem) },
        },
      },
      async (req, reply) =>
        ok(
          req,
          reply,
          await checkIns.setCheckIn(handle, tenantOf(req), req.params, checkedIn),
          checkedIn ? 'Checked in' : 'Checked out',
        ),
    );
  }
};
