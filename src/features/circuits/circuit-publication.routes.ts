import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { publicCache } from '../../http/cache-policy.js';
import { cachedOk } from '../../http/read-cache.js';
import { Envelope } from '../../http/schemas.js';
import { originOf } from '../staff/index.js';
import { PublicationBody, PublicTournamentQuery, ShareSlugParams } from '../tournaments/index.js';
import * as publication from './circuit-publication.service.js';
import { standingsReadKeys } from './circuit-standings.service.js';
import { CircuitParams, CircuitPublication, PublicCircuitPage } from './circuit.schemas.js';

const config = { access: 'manage' as const };
const tags = ['circuits'];

const PAGE =
  'The page lives at `pageUrl` (`/c/{shareSlug}`), its data at `GET /api/v1/public/circuits/{shareSlug}` and its live events at `/c/{shareSlug}/stream`.';

/** Publishing a circuit's standings page, and the page's data. */
export const circuitPublicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const response = { 200: Envelope(CircuitPublication) };

  app.get(
    '/circuits/:circuitId/publication',
    {
      config,
      schema: {
        operationId: 'getCircuitPublication',
        tags,
        summary: "Whether the circuit's public page is published, its share URL and embeds",
        description: PAGE,
        params: CircuitParams,
        response,
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await publication.getPublication(db, tenantOf(req), req.params.circuitId, originOf(req)),
      ),
  );

  app.put(
    '/circuits/:circuitId/publication',
    {
      config,
      schema: {
        operationId: 'setCircuitPublication',
        tags,
        summary: "Publish or hide the circuit's public page",
        description: `The first publish creates the random slug; hiding keeps it. ${PAGE}`,
        params: CircuitParams,
        body: PublicationBody,
        response,
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await publication.setPublication(
          db,
          tenantOf(req),
          req.params.circuitId,
          req.body.isPublic,
          originOf(req),
        ),
        req.body.isPublic ? 'Circuit published' : 'Circuit unpublished',
      ),
  );

  app.post(
    '/circuits/:circuitId/publication/slug',
    {
      config,
      schema: {
        operationId: 'regenerateCircuitShareSlug',
        tags,
        summary: 'Give the public page a new slug (the old URL answers 404 from now on)',
        params: CircuitParams,
        response,
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await publication.regenerateShareSlug(
          db,
          tenantOf(req),
          req.params.circuitId,
          originOf(req),
        ),
        'New share link created',
      ),
  );

  app.get(
    '/public/circuits/:shareSlug',
    {
      config: { access: 'public' },
      onSend: publicCache(app.deps.config.publicCache),
      schema: {
        operationId: 'getPublicCircuit',
        tags: ['public'],
        security: [],
        summary: 'A published circuit: its rules, tournaments and standings',
        description:
          'What the public page `/c/{shareSlug}` shows, without credentials. An unknown slug, an old one and an unpublished circuit are the same 404. Names only: no external ids; draft tournaments are left out.',
        params: ShareSlugParams,
        querystring: PublicTournamentQuery,
        response: { 200: Envelope(PublicCircuitPage) },
      },
    },
    async (req, reply) => {
      const { shareSlug } = req.params;
      const published = await publication.requirePublishedCircuit(db, shareSlug);
      return cachedOk(req, reply, {
        scope: 'public',
        keys: standingsReadKeys(db, published.tenantId, published.circuitId),
        load: () => publication.loadPublicCircuit(db, shareSlug, published),
      });
    },
  );
};
