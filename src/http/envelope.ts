import type { FastifyReply, FastifyRequest } from 'fastify';

export function meta(request: FastifyRequest, reply: FastifyReply) {
  return {
    traceId: request.id,
    elapsedMs: Math.round(reply.elapsedTime * 100) / 100,
    serverTimestamp: new Date().toISOString(),
  };
}

/** The success envelope around `data`. */
export function ok<T>(request: FastifyRequest, reply: FastifyReply, data: T, message = 'OK') {
  return { success: true as const, message, data, meta: meta(request, reply) };
}

/** The success envelope without `data`, as deletes answer. */
export function done(request: FastifyRequest, reply: FastifyReply, message: string) {
  return { success: true as const, message, meta: meta(request, reply) };
}
