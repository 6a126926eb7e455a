import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A new trace id, in the form of a W3C trace id (32 hex digits). */
export const newTraceId = () => randomUUID().replaceAll('-', '');

export interface Meta {
  traceId: string;
  elapsedMs: number;
  serverTimestamp: string;
}

// The time of the last answer, written once per millisecond: answers come several a millisecond.
let lastStamp = { at: 0, iso: '' };

function timestampNow() {
  const at = Date.now();
  if (at !== lastStamp.at) lastStamp = { at, iso: new Date(at).toISOString() };
  return lastStamp.iso;
}

/** The envelope's `meta` of an answer that took `elapsedMs`. */
export function metaOf(traceId: string, elapsedMs: number): Meta {
  return {
    traceId,
    elapsedMs: Math.round(elapsedMs * 100) / 100,
    serverTimestamp: timestampNow(),
  };
}

export const meta = (request: FastifyRequest, reply: FastifyReply) =>
  metaOf(request.id, reply.elapsedTime);

/** The success envelope around `data`. */
export function ok<T>(request: FastifyRequest, reply: FastifyReply, data: T, message = 'OK') {
  return { success: true as const, message, data, meta: meta(request, reply) };
}

/** The success envelope without `data`, as deletes answer. */
export function done(request: FastifyRequest, reply: FastifyReply, message: string) {
  return { success: true as const, message, meta: meta(request, reply) };
}
