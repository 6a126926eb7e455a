import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tournamentReadKeys } from '../../db/read-versions.js';
import { publicCache } from '../../http/cache-policy.js';
import { cachedOk } from '../../http/read-cache.js';
import { Envelope } from '../../http/schemas.js';
import { PublicTournamentQuery, ShareSlugParams } from '../tournaments/index.js';
import { PublicTournamentPage } from './public.schemas.js';
import { loadPublicTournament, requirePublishedTournament } from './public-tournament.service.js';

/** The data of the public pages: no credentials, rate-limited by address like every keyless call. */
export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/public/tournaments/:shareSlug',
    {
      config: { access: 'public' },
      onSend: publicCache(app.deps.config.publicCache),
      schema: {
        operationId: 'getPublicTournament',
        tags: ['public'],
        security: [],
        summary: 'A published tournament: its card, rounds, brackets and standings',
        description:
          'What the public page `/t/{shareSlug}` shows, without credentials. An unknown slug, an old one (after a new link) and an unpublished or draft tournament are all the same 404. Names only: no external ids, emails or other private fields.',
        params: ShareSlugParams,
        querystring: PublicTournamentQuery,
        response: { 200: Envelope(PublicTournamentPage) },
      },
    },
    async (req, reply) => {
      const { shareSlug } = req.params;
      const published = await requirePublishedTournament(db, shareSlug);
      return cachedOk(req, reply, {
        scope: 'public',
        keys: tournamentReadKeys(published.tenantId, published.tournamentId),
        load: () => loadPublicTournament(db, shareSlug, published),
      });
    },
  );
};
