import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireScope, tenantOf } from '../../http/auth.js';
import { invalidField } from '../../errors.js';
import { assembledOk, cachedOk } from '../../http/read-cache.js';
import {
  tournamentListReadKeys,
  tournamentReadKeys,
  type VersionReader,
} from '../../db/read-versions.js';
import { Envelope } from '../../http/schemas.js';
import { organiserRoutes } from './organiser.routes.js';
import { publicationRoutes } from './publication.routes.js';
import { registrationRoutes } from './registration.routes.js';
import {
  DetailQuery,
  ListQuery,
  MyTournamentsQuery,
  PointsSystemView,
  PrizeDistributionView,
  RulesView,
  TOURNAMENT_STATUS,
  TournamentDetail,
  TournamentListItem,
  TournamentPage,
  TournamentParams,
} from './tournament.schemas.js';
import { listPageChunks } from './list-page-json.js';
import * as service from './tournament.service.js';
import { nextDeadline } from './tournament.view.js';

const tags = ['tournaments'];

/** Integration reads. Drafts (status 0) are invisible here: a 404, and never listed. */
const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const handle = app.deps.database;

  app.get(
    '/tournaments',
    {
      // Drafts are the organiser's: the scope is checked before a cached answer.
      preHandler: async (req) => {
        if (req.query.includeDrafts) requireScope(req, 'manage');
        else if (req.query.status === TOURNAMENT_STATUS.DRAFT)
          throw invalidField('status', 'drafts are listed only with includeDrafts=true');
      },
      schema: {
        operationId: 'listTournaments',
        tags,
        summary: 'List tournaments, latest start first',
        description:
          'Filters combine. Drafts are listed only with `includeDrafts=true` (the `manage` scope; 403 without it), and then `status=0` lists drafts alone; otherwise `status=0` is a 400. With `externalUserId` (404 when unknown) the user fields are filled.',
        querystring: ListQuery,
        response: { 200: Envelope(TournamentPage) },
      },
    },
    (req, reply) => {
      const tenantId = tenantOf(req);
      const { shared } = req.server.readCache;
      const load = (readVersions: VersionReader) =>
        service.listTournaments({ ...handle, readVersions }, tenantId, req.query, shared);
      // Each viewer's page is the page as everyone sees it with a few fields of the viewer's:
      // kept per URL, every registration on the page would turn all of them stale at once.
      if (req.query.externalUserId !== undefined)
        return assembledOk(req, reply, {
          load,
          fromMemory: (page) => page.fromMemory,
          serialize: listPageChunks,
        });
      return cachedOk(req, reply, {
        keys: tournamentListReadKeys(tenantId),
        memberKeys: (readVersions) =>
          service.listedTournamentKeysOfPage(
            { ...handle, readVersions },
            tenantId,
            req.query,
            shared.pages,
          ),
        load,
        serialize: listPageChunks,
        expiresAt: (page, now) => nextDeadline(page.everyone.rows, now),
      });
    },
  );

  app.get(
    '/tournaments/my-tournaments',
    {
      schema: {
        operationId: 'listMyTournaments',
        tags,
        summary:
          'The tournaments where a team of the user holds a pending or approved registration',
        querystring: MyTournamentsQuery,
        response: { 200: Envelope(Type.Array(TournamentListItem)) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: tournamentListReadKeys(tenantOf(req), req.query.externalUserId),
        memberKeys: () =>
          service.listedTournamentKeysOfUser(handle, tenantOf(req), req.query.externalUserId),
        load: () => service.myTournaments(handle, tenantOf(req), req.query.externalUserId),
        expiresAt: nextDeadline,
      }),
  );

  app.get(
    '/tournaments/:id',
    {
      // As on the list: a draft is the organiser's, the scope is checked before a cached answer.
      preHandler: async (req) => {
        if (req.query.includeDrafts) requireScope(req, 'manage');
      },
      schema: {
        operationId: 'getTournament',
        tags,
        summary: 'Get a tournament',
        description:
          'A draft is a 404 unless `includeDrafts=true` (the `manage` scope; 403 without it). With `externalUserId` (404 when unknown) the user fields are filled; without it they are null.',
        params: TournamentParams,
        querystring: DetailQuery,
        response: { 200: Envelope(TournamentDetail) },
      },
    },
    (req, reply) =>
      cachedOk(req, reply, {
        keys: tournamentReadKeys(tenantOf(req), req.params.id, req.query.externalUserId),
        load: () => service.getTournament(handle, tenantOf(req), req.params.id, req.query),
        expiresAt: (tournament, now) => nextDeadline([tournament], now),
      }),
  );

  const jsonRoutes = [
    [
      'points-system',
      'pointsSystem',
      PointsSystemView,
      'points system',
      'getTournamentPointsSystem',
    ],
    [
      'prize-distribution',
      'prizeDistribution',
      PrizeDistributionView,
      'prize distribution',
      'getTournamentPrizeDistribution',
    ],
    ['rules', 'rules', RulesView, 'rules', 'getTournamentRules'],
  ] as const;
  for (const [path, field, view, label, operationId] of jsonRoutes) {
    app.get(
      `/tournaments/:id/${path}`,
      {
        schema: {
          operationId,
          tags,
          summary: `Get the tournament's ${label} (a string containing JSON)`,
          params: TournamentParams,
          response: { 200: Envelope(view) },
        },
      },
      (req, reply) =>
        cachedOk(req, reply, {
          keys: tournamentReadKeys(tenantOf(req), req.params.id),
          load: () => service.getJsonField(handle, tenantOf(req), req.params.id, field),
        }),
    );
  }
};

/** Everything under /tournaments that this feature owns: integration reads, registration, the organiser API. */
export const tournamentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(readRoutes);
  await app.register(registrationRoutes);
  await app.register(organiserRoutes);
  await app.register(publicationRoutes);
};
