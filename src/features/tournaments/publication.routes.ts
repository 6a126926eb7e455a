import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import { originOf } from '../staff/index.js';
import { Publication, PublicationBody } from './publication.schemas.js';
import * as publication from './publication.service.js';
import { TournamentIdParams } from './tournament.schemas.js';

const config = { access: 'manage' as const };
const tags = ['organiser'];

const PAGE =
  'The page lives at `pageUrl` (`/t/{shareSlug}`) and its data at `GET /api/v1/public/tournaments/{shareSlug}`; a draft stays hidden until it leaves draft.';

/** Publishing a tournament's public page, for organisers. */
export const publicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const handle = app.deps.database;
  const response = { 200: Envelope(Publication) };

  app.get(
    '/tournaments/:tournamentId/publication',
    {
      config,
      schema: {
        operationId: 'getTournamentPublication',
        tags,
        summary:
          "Whether the tournament's public page is published, its share URL and embed snippets",
        description: PAGE,
        params: TournamentIdParams,
        response,
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await publication.getPublication(
          handle.db,
          tenantOf(req),
          req.params.tournamentId,
          originOf(req),
        ),
      ),
  );

  app.put(
    '/tournaments/:tournamentId/publication',
    {
      config,
      schema: {
        operationId: 'setTournamentPublication',
        tags,
        summary: "Publish or hide the tournament's public page",
        description: `The first publish creates the random slug; hiding keeps it, so publishing again brings the same URL back. ${PAGE}`,
        params: TournamentIdParams,
        body: PublicationBody,
        response,
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await publication.setPublication(
          handle,
          tenantOf(req),
          req.params.tournamentId,
          req.body.isPublic,
          originOf(req),
        ),
        req.body.isPublic ? 'Tournament published' : 'Tournament unpublished',
      ),
  );

  app.post(
    '/tournaments/:tournamentId/publication/slug',
    {
      config,
      schema: {
        operationId: 'regenerateTournamentShareSlug',
        tags,
        summary: 'Give the public page a new slug',
        description:
          'The old URL, and every embed of it, answers 404 from now on; publishing state is unchanged.',
        params: TournamentIdParams,
        response,
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await publication.regenerateShareSlug(
          handle,
          tenantOf(req),
          req.params.tournamentId,
          originOf(req),
        ),
        'New share link created',
      ),
  );
};
