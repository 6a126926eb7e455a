import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import { TournamentIdParams } from '../tournaments/index.js';
import {
  declareStages,
  DeclareStagesBody,
  listStages,
  previewStages,
  StageList,
  StagePreview,
  StagePreviewBody,
} from './stages/index.js';

const manage = { access: 'manage' as const };
const organiser = ['organiser'];

export const stageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.deps.database;

  app.put(
    '/tournaments/:tournamentId/stages',
    {
      config: manage,
      schema: {
        operationId: 'declareStages',
        tags: organiser,
        summary: "Declare a tournament's stages",
        description:
          "Each stage becomes one round (numbered from 1) that every round, match and standings read shows. When a stage's round completes, its qualifiers are seeded into the next stage in the same transaction as the last result, and `stage.completed` is sent. Replaces the rounds not generated yet; allowed until the second stage is generated (409 `STAGES_LOCKED`); a generated first stage keeps its format (409 `STAGE_STARTED`). Refusals of the plan are 409s naming the field in `error.details.field`: `STAGE_CANNOT_QUALIFY` (an elimination stage before another), `QUALIFIER_RULE_MISMATCH` (`perGroup` on Swiss), `QUALIFIERS_EXCEED_FIELD` (more qualifiers than the stage can yield), `STAGE_CANNOT_TAKE_QUALIFIERS` (a stage its qualifiers cannot play). A missing or extra `qualifiers` is a 400 on `stages.<index>.qualifiers`; another format's option a 400 on `stages.<index>.<option>`.",
        params: TournamentIdParams,
        body: DeclareStagesBody,
        response: { 200: Envelope(StageList) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await declareStages(database, tenantOf(req), req.params.tournamentId, req.body),
        'Stages declared',
      ),
  );

  app.get(
    '/tournaments/:tournamentId/stages',
    {
      config: manage,
      schema: {
        operationId: 'listStages',
        tags: organiser,
        summary: "A tournament's stages, their state and who qualified",
        params: TournamentIdParams,
        response: { 200: Envelope(StageList) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await listStages(database.db, tenantOf(req), req.params.tournamentId),
        'Stages',
      ),
  );

  app.post(
    '/stages/preview',
    {
      config: manage,
      schema: {
        operationId: 'previewStages',
        tags: organiser,
        summary: 'What a stage plan makes of a number of participants',
        description:
          'Writes nothing. The matches and rounds each stage plays and its empty bracket, for a plan before it is declared (e.g. while a tournament is being created). The plan is checked by the same rules as `PUT /tournaments/{tournamentId}/stages` (and, for `teamCount`, as generating the first stage): a refused plan is the same 400 or 409 naming the field, `teamCount` when the first stage cannot be played by that many.',
        body: StagePreviewBody,
        response: { 200: Envelope(StagePreview) },
      },
    },
    async (req, reply) => ok(req, reply, previewStages(req.body), 'Stage plan preview'),
  );
};
