import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Config } from '../config.js';

type PublicCache = Config['publicCache'];

/**
 * A public answer (a published tournament's page or JSON): shared caches keep it `sMaxage`
 * seconds, then may serve it stale for `staleWhileRevalidate` more while they fetch it again,
 * so a hidden or re-slugged page is served for at most the two together. Browsers keep nothing
 * fresh (`max-age=0`) and revalidate with the ETag. No `Vary`: the answer depends on the URL
 * only, whatever key, cookie or language the request carries; the server does not compress, and
 * a CDN that does adds `Vary: Accept-Encoding` itself.
 */
function publicCacheControl({ sMaxage, staleWhileRevalidate }: PublicCache): string {
  if (sMaxage === 0) return 'no-cache';
  const stale = staleWhileRevalidate > 0 ? `, stale-while-revalidate=${staleWhileRevalidate}` : '';
  return `public, max-age=0, s-maxage=${sMaxage}${stale}`;
}

/**
 * A public 404 (unknown, unpublished or old slug): kept as briefly as a page, never served stale,
 * so a page just published shows within `sMaxage` while a flood of requests for a page just
 * hidden still stops at the cache.
 */
function publicMissCacheControl({ sMaxage }: PublicCache): string {
  return sMaxage === 0 ? 'no-cache' : `public, max-age=0, s-maxage=${sMaxage}`;
}

// Keyed and session answers hold private fields (emails, external ids, keys): no cache, shared
// or the browser's, keeps them. A client that polls sends the ETag it holds itself.
const PRIVATE_CACHE_CONTROL = 'private, no-store';
// A public route's failures (a 429 of one address, a 503 of one moment) are nobody else's.
const NOT_STORED = 'no-store';

/**
 * The `onSend` hook of a route whose answer is the same for every viewer (no credentials,
 * nothing private): shared caches (a CDN, a caching proxy) may keep its 200s and 404s.
 */
export function publicCache(config: PublicCache): onSendHookHandler {
  const found = publicCacheControl(config);
  const missing = publicMissCacheControl(config);
  return (_request, reply, payload, done) => {
    const status = reply.statusCode;
    const value = status === 200 || status === 304 ? found : status === 404 ? missing : NOT_STORED;
    void reply.header('cache-control', value);
    done(null, payload);
  };
}

/**
 * `Cache-Control: private, no-store` on every answer under /api/v1, errors included, unless its
 * route says otherwise: an event stream's `no-cache`, a public read's `publicCache` hook (route
 * hooks run after this one).
 */
export function registerCachePolicy(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/v1/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  });
}
