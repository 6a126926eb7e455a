import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Everything of the envelope before its `meta`, which is made afresh for each response: the
// serializers write `meta` last.
const META = Buffer.from(',"meta":{');

/** A weak validator of the bytes of an answer before its `meta`, given in parts. */
export function entityTagOfParts(parts: readonly (string | Buffer)[]): string {
  const sha1 = createHash('sha1');
  for (const part of parts) sha1.update(part);
  return `W/"${sha1.digest('base64url')}"`;
}

/** A weak validator of an answer: the same bytes before `meta`, the same tag. */
export function entityTagOf(body: string | Buffer): string {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const end = bytes.lastIndexOf(META);
  return entityTagOfParts([end === -1 ? bytes : bytes.subarray(0, end)]);
}

/** RFC 9110 §13.1.2: `*`, or a list of tags compared weakly (the `W/` prefix aside). */
function noneMatch(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/**
 * Conditional GETs on every JSON answer: a 200 carries an `ETag` that changes exactly when what
 * it says changes (its envelope without `meta`), and a request whose `If-None-Match` holds that
 * tag gets 304 with no body. A poller then pays for a small answer only.
 */
export function registerConditionalRequests(app: FastifyInstance) {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done(null, payload);
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      return done(null, payload);
    // A cached answer's tag was hashed once, when it was first sent: not again at each hit.
    const kept = reply.getHeader('etag');
    const tag = typeof kept === 'string' ? kept : entityTagOf(payload);
    if (kept === undefined) void reply.header('etag', tag);
    const presented = request.headers['if-none-match'];
    if (presented === undefined || !noneMatch(presented, tag)) return done(null, payload);
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    done(null, '');
  });
}
