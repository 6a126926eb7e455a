import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import { EmbeddingSettings } from './embedding.schemas.js';
import * as service from './embedding.service.js';

const config = { access: 'keys' as const };
const tags = ['settings'];
const security = [{ consoleSession: [] }];

const WHY =
  "The public pages' Content-Security-Policy lists these origins in `frame-ancestors`: only pages on them (and this server) may show the public pages in an iframe.";

/** Which sites may embed the tenant's public pages, for its admins and owners. */
export const embeddingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/settings/embedding',
    {
      config,
      schema: {
        operationId: 'getEmbeddingSettings',
        tags,
        security,
        summary: 'The origins allowed to frame the public pages',
        description: WHY,
        response: { 200: Envelope(EmbeddingSettings) },
      },
    },
    async (req, reply) => ok(req, reply, await service.getEmbeddingSettings(db, tenantOf(req))),
  );

  app.put(
    '/settings/embedding',
    {
      config,
      schema: {
        operationId: 'setEmbeddingSettings',
        tags,
        security,
        summary: 'Replace the origins allowed to frame the public pages',
        description: `${WHY} Each entry is an http(s) origin written as browsers do (scheme://host[:port], lower case, no path or trailing slash); \`https://*.example.com\` allows the subdomains of example.com. A bad entry is a 400 naming it (\`frameAncestors.<index>\`).`,
        body: EmbeddingSettings,
        response: { 200: Envelope(EmbeddingSettings) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.setEmbeddingSettings(db, tenantOf(req), req.body),
        'Embedding settings saved',
      ),
  );
};
