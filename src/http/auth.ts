import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { secretsEqual } from '../features/tenants/api-key.js';
import { authenticate, type Principal } from '../features/tenants/tenant.service.js';
import type { AuthFailureBudget } from './rate-limit.js';

/** Who may call a route: a tenant key with a scope, the operator, or anyone. */
export type Access = 'integration' | 'manage' | 'admin' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const API_KEY_HEADER = 'x-api-key';

/** The authenticated tenant of a request; routes behind a key can rely on it. */
export function tenantOf(request: FastifyRequest): string {
  if (!request.principal) throw new AppError('UNAUTHORIZED', 'Missing or invalid API key');
  return request.principal.tenantId;
}

/**
 * For a query option that widens a read beyond what the route's access gives (e.g. drafts to a
 * `manage` key). Call it before any cached answer is looked up: the cache keys on the URL only.
 */
export function requireScope(request: FastifyRequest, scope: Exclude<Access, 'admin' | 'public'>) {
  if (!request.principal?.scopes.includes(scope)) {
    throw new AppError('FORBIDDEN', `This API key lacks the '${scope}' scope`);
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

/**
 * Checks every route by its `config.access` (default: `integration` under /api/v1, else public).
 * Runs before body parsing, so an unauthenticated caller cannot make the server read a large
 * body, and before the rate limit, which then counts a valid key on its own budget. A failed
 * authentication counts against the caller's address instead (`failures`).
 */
export function registerAuth(
  app: FastifyInstance,
  db: Db,
  adminToken: string,
  failures: AuthFailureBudget,
) {
  app.decorateRequest('principal', null);
  app.addHook('preParsing', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url) return; // unknown route: the not-found handler answers
    const access =
      request.routeOptions.config.access ?? (url.startsWith('/api/v1/') ? 'integration' : 'public');
    if (access === 'public') return;
    await failures.refuseIfSpent(request, reply);
    try {
      await identify(request, db, adminToken, access);
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHORIZED') {
        await failures.countFailure(request);
      }
      throw error;
    }
  });
}

async function identify(
  request: FastifyRequest,
  db: Db,
  adminToken: string,
  access: Exclude<Access, 'public'>,
) {
  if (access === 'admin') {
    const token = bearerToken(request);
    if (!token || !secretsEqual(token, adminToken)) {
      throw new AppError('UNAUTHORIZED', 'Missing or invalid admin token');
    }
    return;
  }
  const header = request.headers[API_KEY_HEADER];
  request.principal = await authenticate(db, typeof header === 'string' ? header : undefined);
  if (!request.principal.scopes.includes(access)) {
    throw new AppError('FORBIDDEN', `This API key lacks the '${access}' scope`);
  }
}
