import { fastifyCookie as cookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './session.service.js';

// Cookies are read and written here, not by a plugin hook: only a request that may be
// authenticated by its session (one without a key or bearer token) needs its cookies parsed.

/** Secure only when the request came over https (behind a proxy: with TRUST_PROXY). */
const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/api/v1',
  secure: request.protocol === 'https',
});

/** The console session token the request's cookie carries, if any. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? cookie.parse(header)[SESSION_COOKIE] : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  void reply.header(
    'set-cookie',
    cookie.serialize(SESSION_COOKIE, token, {
      ...cookieOptions(request),
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    }),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.header(
    'set-cookie',
    cookie.serialize(SESSION_COOKIE, '', {
      ...cookieOptions(request),
      expires: new Date(0),
      maxAge: 0,
    }),
  );
}

/** This server's origin as the client reached it, for links handed to people. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
