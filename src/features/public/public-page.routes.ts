import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import { CONSOLE_BUILD_DIR, cspLike } from '../console-app/index.js';
import { publicCache } from '../../http/cache-policy.js';
import { frameAncestorsOf } from '../tenants/index.js';
import { findPublishedCircuit } from '../circuits/index.js';
import { findPublishedTournament } from './public-tournament.service.js';

/** The public page's HTML and the embed script, as `npm run build` writes them. */
const PUBLIC_PAGE_FILE = 'public.html';
const EMBED_SCRIPT_FILE = 'embed.js';

/**
 * Like the console's policy (scripts from this server only), with two differences: a tournament's
 * images may come from any https site (organisers link them), and the tenant's own sites may
 * frame the page, besides this server.
 */
const publicPageCsp = (frameAncestors: readonly string[]) =>
  cspLike({
    'img-src': "'self' data: https:",
    'frame-ancestors': ["'self'", ...frameAncestors].join(' '),
  });

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>' +
  '<body><h1>Not found</h1><p>This page does not exist or is not public.</p></body></html>';

// The embed script has a stable name, so it is cached briefly rather than for good.
const EMBED_CACHE_CONTROL = 'public, max-age=300';

const readIfBuilt = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

const notBuilt = () =>
  new AppError('UNAVAILABLE', 'The public pages are not built: run `npm run build`');

/**
 * `/t/{shareSlug}`: the public page of a published tournament (`?embed=1`: without its chrome,
 * for iframes), and `/embed.js`, which other sites load to embed it. The files are read once, at
 * start, like the console's.
 */
export async function publicPageRoutes(
  app: FastifyInstance,
  { buildDir = CONSOLE_BUILD_DIR }: { buildDir?: string },
) {
  const db = app.deps.database.db;
  const page = readIfBuilt(join(buildDir, PUBLIC_PAGE_FILE));
  const embedScript = readIfBuilt(join(buildDir, EMBED_SCRIPT_FILE));

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .headers({ 'content-security-policy': publicPageCsp([]) })
      .type('text/html; charset=utf-8')
      .send(NOT_FOUND_HTML);

  // A circuit's page is the same page: it reads which one from its address.
  const pages = [
    ['/t/:shareSlug', findPublishedTournament],
    ['/c/:shareSlug', findPublishedCircuit],
  ] as const;
  for (const [path, findPublished] of pages)
    app.withTypeProvider<TypeBoxTypeProvider>().get(
      path,
      {
        config: { access: 'public' },
        // A CDN keeps the page as briefly as its JSON; its scripts and styles are the console's
        // fingerprinted assets (/console/assets/), cached for good.
        onSend: publicCache(app.deps.config.publicCache),
        schema: { hide: true, params: Type.Object({ shareSlug: Type.String({ maxLength: 128 }) }) },
      },
      async (req, reply) => {
        const published = await findPublished(db, req.params.shareSlug);
        if (!published) return notFound(reply);
        if (page === undefined) throw notBuilt();
        // The policy's frame-ancestors decides who may frame the page; helmet's global
        // X-Frame-Options would forbid every site, the tenant's own too.
        reply.removeHeader('x-frame-options');
        return reply
          .headers({
            'content-security-policy': publicPageCsp(
              await frameAncestorsOf(db, published.tenantId),
            ),
          })
          .type('text/html; charset=utf-8')
          .send(page);
      },
    );

  app.get(
    '/embed.js',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_req, reply) => {
      if (embedScript === undefined) throw notBuilt();
      return reply
        .headers({
          'cache-control': EMBED_CACHE_CONTROL,
          // Loaded by <script> on other sites: helmet's same-origin policy would block it.
          'cross-origin-resource-policy': 'cross-origin',
        })
        .type('text/javascript; charset=utf-8')
        .send(embedScript);
    },
  );
}
