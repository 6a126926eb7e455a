import type { Middleware } from 'openapi-fetch';

interface KeptAnswer {
  etag: string;
  body: string;
  headers: Headers;
}

/** The middleware, and a way to drop what it keeps when the person signed in changes. */
export interface ConditionalRequests {
  middleware: Middleware;
  forget(): void;
}

/**
 * Conditional GETs: the API answers `Cache-Control: no-store`, so the browser keeps nothing and
 * revalidates nothing; this keeps the last 200 of each URL with its `ETag`, sends the tag back
 * as `If-None-Match`, and turns the server's bodiless 304 back into that 200. A refetch of an
 * unchanged answer (after a live event) then costs a few headers.
 */
export function conditionalRequests(maxEntries = 200): ConditionalRequests {
  // A Map keeps insertion order: re-inserting on use leaves the least recently used first.
  const kept = new Map<string, KeptAnswer>();
  // The answer whose tag each request carries: the one a 304 confirms, even if the URL's kept
  // answer changed while the request was on its way.
  const revalidating = new WeakMap<Request, KeptAnswer>();
  const keep = (url: string, answer: KeptAnswer) => {
    kept.delete(url);
    kept.set(url, answer);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
  };

  const middleware: Middleware = {
    onRequest({ request }) {
      if (request.method !== 'GET' || request.headers.has('If-None-Match')) return undefined;
      const answer = kept.get(request.url);
      if (answer) {
        request.headers.set('If-None-Match', answer.etag);
        revalidating.set(request, answer);
      }
      return request;
    },
    async onResponse({ request, response }) {
      if (request.method !== 'GET') return undefined;
      const answer = revalidating.get(request);
      if (response.status === 304 && answer) {
        keep(request.url, answer);
        return new Response(answer.body, { status: 200, headers: answer.headers });
      }
      const etag = response.headers.get('ETag');
      if (response.status !== 200 || etag === null) {
        kept.delete(request.url);
        return undefined;
      }
      const headers = new Headers(response.headers);
      // The kept body is the decoded text: its length and encoding on the wire no longer apply.
      headers.delete('Content-Length');
      headers.delete('Content-Encoding');
      keep(request.url, { etag, body: await response.clone().text(), headers });
      return undefined;
    },
  };
  return { middleware, forget: () => kept.clear() };
}
