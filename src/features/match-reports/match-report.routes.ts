import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import { MatchParams, ReportResultBody } from '../brackets/index.js';
import { TournamentIdParams } from '../tournaments/index.js';
import {
  getReportSettings,
  listMatchReports,
  resolveReport,
  updateReportSettings,
} from './dispute.service.js';
import {
  MatchReport,
  MatchReportListQuery,
  MatchReportPage,
  ReportActorQuery,
  ReportSettings,
  SelfReportBody,
} from './match-report.schemas.js';
import { confirmReport, getMatchReport, reportScore } from './self-report.service.js';

const manage = { access: 'manage' as const };

/** Self-reported duel scores (integration API) and the organiser's dispute queue. */
export const matchReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.deps.database;
  const { db } = database;

  app.post(
    '/matches/:matchId/reports',
    {
      schema: {
        operationId: 'reportMatchScore',
        tags: ['matches'],
        summary: 'Report the score of a duel match for your side',
        description:
          "Acting for `externalUserId` (the owner of a team in the match, or the player in a solo tournament). The same score as the other side's report applies it (`match.updated`); a different one marks the match disputed (`match.disputed`) for the organiser; with no other report yet the match is ongoing until the other side confirms, reports, or the tournament's auto-confirm delay runs out. Reporting again replaces your side's report.",
        params: MatchParams,
        querystring: ReportActorQuery,
        body: SelfReportBody,
        response: { 200: Envelope(MatchReport) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await reportScore(
          database,
          tenantOf(req),
          req.params.matchId,
          req.query.externalUserId,
          req.body,
        ),
        'Score reported',
      ),
  );

  app.post(
    '/matches/:matchId/reports/confirm',
    {
      schema: {
        operationId: 'confirmMatchScore',
        tags: ['matches'],
        summary: "Confirm the other side's reported score; it applies to the match",
        params: MatchParams,
        querystring: ReportActorQuery,
        response: { 200: Envelope(MatchReport) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await confirmReport(database, tenantOf(req), req.params.matchId, req.query.externalUserId),
        'Score confirmed',
      ),
  );

  app.get(
    '/matches/:matchId/reports',
    {
      schema: {
        operationId: 'getMatchReport',
        tags: ['matches'],
        summary: "A match's reported scores: both sides' reports and where they stand",
        params: MatchParams,
        response: { 200: Envelope(MatchReport) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await getMatchReport(db, tenantOf(req), req.params.matchId)),
  );

  app.get(
    '/match-reports',
    {
      config: manage,
      schema: {
        operationId: 'listMatchReports',
        tags: ['organiser'],
        summary:
          'Reported scores waiting for an answer, and disputes (`disputed=true`: the dispute queue)',
        querystring: MatchReportListQuery,
        response: { 200: Envelope(MatchReportPage) },
      },
    },
    async (req, reply) => ok(req, reply, await listMatchReports(db, tenantOf(req), req.query)),
  );

  app.post(
    '/matches/:matchId/reports/resolve',
    {
      config: manage,
      schema: {
        operationId: 'resolveMatchReport',
        tags: ['organiser'],
        summary: 'Settle a reported or disputed match by entering its score',
        description:
          "The score applies through the result path (advancing the bracket and standings, `match.updated`); it wins over both sides' reports, which stay on record.",
        params: MatchParams,
        body: ReportResultBody,
        response: { 200: Envelope(MatchReport) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await resolveReport(database, tenantOf(req), req.params.matchId, req.body),
        'Dispute resolved',
      ),
  );

  app.get(
    '/tournaments/:tournamentId/report-settings',
    {
      config: manage,
      schema: {
        operationId: 'getMatchReportSettings',
        tags: ['organiser'],
        summary: "The tournament's auto-confirm delay for reported scores",
        params: TournamentIdParams,
        response: { 200: Envelope(ReportSettings) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await getReportSettings(db, tenantOf(req), req.params.tournamentId)),
  );

  app.put(
    '/tournaments/:tournamentId/report-settings',
    {
      config: manage,
      schema: {
        operationId: 'updateMatchReportSettings',
        tags: ['organiser'],
        summary:
          'Set how long a reported score waits for the other side before it applies as reported',
        description: 'Applies to reports made from now on; pending ones keep their deadline.',
        params: TournamentIdParams,
        body: ReportSettings,
        response: { 200: Envelope(ReportSettings) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await updateReportSettings(db, tenantOf(req), req.params.tournamentId, req.body),
        'Settings saved',
      ),
  );
};
