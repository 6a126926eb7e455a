import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import {
  findTournament,
  PARTICIPANT_TYPE,
  RegistrationItem,
  TournamentIdParams,
} from '../tournaments/index.js';
import { exportParticipants, exportResults, importParticipants } from './csv.service.js';
import { readLines } from './line-format.js';
import { listParticipants } from './participant-list.service.js';
import {
  AddedParticipants,
  AddManyBody,
  AddParticipantBody,
  ImportBody,
  Participant,
  ParticipantList,
  ParticipantParams,
  UpdateParticipantBody,
} from './participant.schemas.js';
import * as service from './participant.service.js';
import { notFound } from '../../errors.js';

const config = { access: 'manage' as const };
const tags = ['organiser'];
const ADDED =
  'Staff-created teams and players are tenant teams and users like any other (integration reads show them), with external ids `staff-` and 22 random characters. The registration is approved at once: no deadline, password or entry fee applies; `enrollmentLimit` and the team size do. Completed and cancelled tournaments are a 409 TOURNAMENT_LOCKED.';
const LINES =
  'All or nothing: on any problem nothing is added, and the 400 lists every problem in `errors[]`, each `field` naming its line (`lines[3]`, 1-based) and each message starting `Line 3:`.';

const csvResponse = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: Type.String() } } },
});

/** Participants added and changed by staff (docs/organiser.md, "Participants added by staff"). */
export const participantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const handle = app.deps.database;

  app.get(
    '/tournaments/:tournamentId/participants',
    {
      config,
      schema: {
        operationId: 'listParticipants',
        tags,
        summary:
          "List a tournament's participants (pending, approved, waitlisted) with their players",
        params: TournamentIdParams,
        response: { 200: Envelope(ParticipantList) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await listParticipants(handle, tenantOf(req), req.params.tournamentId)),
  );

  app.post(
    '/tournaments/:tournamentId/participants',
    {
      config,
      schema: {
        operationId: 'addParticipant',
        tags,
        summary: 'Add a team (with its players) or a solo player, approved',
        description: `${ADDED} 409 TEAM_SIZE_OUT_OF_RANGE, TOURNAMENT_FULL, SEED_TAKEN, PARTICIPANT_NAME_TAKEN, USER_GAME_ID_TAKEN (an integrator's player holds the in-game id), PLAYER_ALREADY_IN, DUPLICATE_PLAYER; the message starts with the field.`,
        params: TournamentIdParams,
        body: AddParticipantBody,
        response: { 201: Envelope(Participant) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await service.addParticipant(handle, tenantOf(req), req.params.tournamentId, req.body),
            'Participant added',
          ),
        ),
  );

  app.post(
    '/tournaments/:tournamentId/participants/bulk',
    {
      config,
      schema: {
        operationId: 'addParticipants',
        tags,
        summary: 'Add many participants, one a line',
        description: `${ADDED} ${LINES}`,
        params: TournamentIdParams,
        body: AddManyBody,
        response: { 200: Envelope(AddedParticipants), 201: Envelope(AddedParticipants) },
      },
    },
    async (req, reply) => {
      const tenantId = tenantOf(req);
      const t = await findTournament(handle.db, tenantId, req.params.tournamentId);
      if (!t) throw notFound('Tournament');
      const lines = readLines(req.body.text, t.participantType === PARTICIPANT_TYPE.USER);
      const dryRun = req.body.dryRun === true;
      const added = await service.addMany(handle, tenantId, t.id, lines, dryRun);
      const message = `${added.count} participants ${dryRun ? 'would be added' : 'added'}`;
      return reply.code(dryRun ? 200 : 201).send(ok(req, reply, added, message));
    },
  );

  app.post(
    '/tournaments/:tournamentId/participants/import',
    {
      config,
      schema: {
        operationId: 'importParticipants',
        tags,
        summary: 'Import participants, with seeds, from CSV',
        description: `Columns: \`name\` (required), \`seed\`, \`players\` (\`Alice, Bob (bob#42)\`), \`userGameId\` (solo). ${ADDED} ${LINES} Lines are the file's, the header being line 1.`,
        params: TournamentIdParams,
        body: ImportBody,
        response: { 201: Envelope(AddedParticipants) },
      },
    },
    async (req, reply) => {
      const added = await importParticipants(
        handle,
        tenantOf(req),
        req.params.tournamentId,
        req.body.csv,
      );
      return reply.code(201).send(ok(req, reply, added, `${added.count} participants imported`));
    },
  );

  app.get(
    '/tournaments/:tournamentId/participants/export',
    {
      config,
      schema: {
        operationId: 'exportParticipants',
        tags,
        summary: 'Download the participants, with seeds, as CSV',
        description:
          'Columns: `name`, `seed`, `players`, `userGameId`, `status`, `externalId`; it imports back into another tournament.',
        params: TournamentIdParams,
        response: csvResponse('The participants, one a row, in order of registration'),
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="participants.csv"')
        .send(await exportParticipants(handle, tenantOf(req), req.params.tournamentId)),
  );

  app.get(
    '/tournaments/:tournamentId/results/export',
    {
      config,
      schema: {
        operationId: 'exportResults',
        tags,
        summary: "Download the tournament's duel results as CSV",
        description:
          'Columns: `round`, `match`, `status` (matchStatus), `participant1`, `participant2`, `participant1Score`, `participant2Score`, `winner` (empty until decided). Free-for-all groups have their standings instead.',
        params: TournamentIdParams,
        response: csvResponse('Every duel match, round by round'),
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="results.csv"')
        .send(await exportResults(handle, tenantOf(req), req.params.tournamentId)),
  );

  app.put(
    '/tournaments/:tournamentId/participants/:participantId',
    {
      config,
      schema: {
        operationId: 'updateParticipant',
        tags,
        summary: 'Rename, reseed or change the players of a staff-created participant',
        description:
          '`players` replaces the whole roster (the first is the owner). 409 NOT_CREATED_BY_STAFF for a participant the integrator registered, and the rules of adding one.',
        params: ParticipantParams,
        body: UpdateParticipantBody,
        response: { 200: Envelope(Participant) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.updateParticipant(handle, tenantOf(req), req.params, req.body),
        'Participant updated',
      ),
  );

  app.delete(
    '/tournaments/:tournamentId/participants/:participantId',
    {
      config,
      schema: {
        operationId: 'removeParticipant',
        tags,
        summary: 'Remove a staff-created participant (its registration is withdrawn)',
        description:
          'The team and its players stay tenant teams and users, to be added again. 409 PARTICIPANT_IN_BRACKET once a generated round holds it (disqualify it instead), NOT_CREATED_BY_STAFF.',
        params: ParticipantParams,
        response: { 200: Envelope(RegistrationItem) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.removeParticipant(handle, tenantOf(req), req.params),
        'Participant removed',
      ),
  );
};
