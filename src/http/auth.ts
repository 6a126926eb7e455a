import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { sessionTokenOf } from '../features/staff/session-cookie.js';
import {
  csrfTokenMatches,
  resolveSession,
  type ConsoleSession,
} from '../features/staff/session.service.js';
import { secretsEqual } from '../features/tenants/api-key.js';
import {
  authenticate,
  rememberedPrincipal,
  type Principal,
} from '../features/tenants/tenant.service.js';
import { adminTokenAt, credentialOf, type AuthFailures } from './auth-failures.js';

/**
 * Who may call a route. Keys by scope, console sessions by their staff member's role:
 * - `integration`: a key with the integration scope; any staff session may read (GET) only;
 * - `webhooks`: a key with the integration scope, or an admin or owner session;
 * - `manage`: a key with the manage scope, or any staff session;
 * - `read`: a key with either scope, or any staff session, for reads only (event streams);
 * - `keys`: an admin or owner session (a tenant's own keys); `staff`: an owner session;
 * - `session`: any console session, the operator's too (`/console/me`, sign-out);
 * - `admin`: the operator, by `Authorization: Bearer <ADMIN_TOKEN>` or an operator session;
 * - `public`: anyone.
 */
export type Access =
  | 'integration'
  | 'webhooks'
  | 'manage'
  | 'read'
  | 'keys'
  | 'staff'
  | 'session'
  | 'admin'
  | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The console session that authenticated the request, if one did. */
    consoleSession: ConsoleSession | null;
  }
}

export const API_KEY_HEADER = 'x-api-key';
const CSRF_HEADER = 'x-csrf-token';

/** The authenticated tenant of a request; routes behind a key can rely on it. */
export function tenantOf(request: FastifyRequest): string {
  if (!request.principal) throw new AppError('UNAUTHORIZED', 'Missing or invalid API key');
  return request.principal.tenantId;
}

/** The console session of a request; routes with `session` (or stricter) access can rely on it. */
export function sessionOf(request: FastifyRequest): ConsoleSession {
  if (!request.consoleSession) throw new AppError('UNAUTHORIZED', 'Sign in first');
  return request.consoleSession;
}

/**
 * For a query option that widens a read beyond what the route's access gives (e.g. drafts to a
 * `manage` key). Call it before any cached answer is looked up: the cache keys on the URL only.
 */
export function requireScope(
  request: FastifyRequest,
  scope: Exclude<Access, 'admin' | 'public' | 'read'>,
) {
  const principal = request.principal;
  // A console session has no scopes: its staff member's role says what it may do.
  if (principal?.via === 'session' && principal.role) {
    if (roleMay(principal.role, scope, request.method)) return;
    throw new AppError(
      'FORBIDDEN',
      `A staff member with the ${principal.role} role may not do this`,
    );
  }
  if (!principal?.scopes.includes(scope)) {
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
 * body, and before the rate limit, which then counts a valid key on its own budget. Every check
 * of a presented secret against what is stored is counted in `failures` before it is made.
 */
export function registerAuth(
  app: FastifyInstance,
  db: Db,
  adminToken: string,
  failures: AuthFailures,
) {
  const verifier: Verifier = { db, adminToken, failures, checking: new Map() };
  app.decorateRequest('principal', null);
  app.decorateRequest('consoleSession', null);
  app.addHook('preParsing', async (request, reply) => {
    // Fastify builds `routeOptions` anew at each access: read once.
    const { url, config } = request.routeOptions;
    if (!url) return; // unknown route: the not-found handler answers
    const access = config.access ?? (url.startsWith('/api/v1/') ? 'integration' : 'public');
    if (access === 'public') return;
    await identify(request, reply, verifier, access);
  });
}

/** Says where the token comes from: a generated one changes at every start. */
const wrongAdminToken = () =>
  new AppError(
    'UNAUTHORIZED',
    'Missing or invalid admin token: send the ADMIN_TOKEN the server runs with as "Authorization: Bearer <token>" (a server started without ADMIN_TOKEN prints the one it generated at each start; set ADMIN_TOKEN to keep one)',
  );

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_ONLY: ReadonlySet<Access> = new Set(['keys', 'staff', 'session']);

interface Verifier {
  db: Db;
  adminToken: string;
  failures: AuthFailures;
  /** Checks under way, by the credential presented (`credentialOf`): see `checkedOnce`. */
  checking: Map<string, Promise<unknown>>;
}

/**
 * Runs `check` counted as a failed authentication of `credential` unless it succeeds, or fails
 * for another reason than the credential (a database outage must not spend anyone's budget).
 */
async function counted<T>(
  { failures }: Verifier,
  request: FastifyRequest,
  reply: FastifyReply,
  credential: string,
  check: () => T | Promise<T>,
): Promise<T> {
  const attempt = await failures.begin(request, reply, credential);
  try {
    const result = await check();
    attempt.succeeded();
    return result;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'UNAUTHORIZED')) attempt.succeeded();
    throw error;
  }
}

/**
 * `counted`, shared by the requests that present the same credential while its check is under
 * way: one database look-up and one count for all of them. Counted one by one, a valid key's
 * requests arriving together when its remembered principal expires (hundreds a second under
 * load) would spend its budget of failures before the first check succeeded, and be refused.
 * A request that joined a check refused for its leader's address is judged on its own.
 */
async function checkedOnce<T>(
  verifier: Verifier,
  request: FastifyRequest,
  reply: FastifyReply,
  credential: string,
  check: () => Promise<T>,
): Promise<T> {
  const underWay = verifier.checking.get(credential) as Promise<T> | undefined;
  if (underWay) {
    try {
      return await underWay;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
    }
    return counted(verifier, request, reply, credential, check);
  }
  const checked = counted(verifier, request, reply, credential, check);
  verifier.checking.set(credential, checked);
  try {
    return await checked;
  } finally {
    verifier.checking.delete(credential);
  }
}

/**
 * A key or the operator's token wins over a session cookie, which is then ignored: a request
 * carrying credentials of its own is not one a browser made on its own. Nothing presented is
 * not counted as a failure: there is nothing to guess.
 */
async function identify(
  request: FastifyRequest,
  reply: FastifyReply,
  verifier: Verifier,
  access: Exclude<Access, 'public'>,
) {
  const key = request.headers[API_KEY_HEADER];
  const bearer = bearerToken(request);
  if (access === 'admin' && bearer !== undefined) {
    return counted(verifier, request, reply, adminTokenAt(request), () => {
      if (!secretsEqual(bearer, verifier.adminToken)) {
        throw wrongAdminToken();
      }
    });
  }
  const sessionToken = key === undefined && bearer === undefined && sessionTokenOf(request);
  if (sessionToken) return identifySession(request, reply, verifier, sessionToken, access);
  if (access === 'admin') throw wrongAdminToken();
  request.principal = await authenticateKey(request, reply, verifier, key);
  if (SESSION_ONLY.has(access)) {
    throw new AppError('FORBIDDEN', 'This route is for the console: sign in to use it');
  }
  const scopes =
    access === 'read'
      ? ['integration', 'manage']
      : [access === 'webhooks' ? 'integration' : access];
  if (!scopes.some((scope) => request.principal?.scopes.includes(scope))) {
    const named = scopes.map((scope) => `'${scope}'`).join(' or ');
    throw new AppError('FORBIDDEN', `This API key lacks the ${named} scope`);
  }
}

/** A key accepted a moment ago is not looked up, nor counted, again. */
function authenticateKey(
  request: FastifyRequest,
  reply: FastifyReply,
  verifier: Verifier,
  key: string | string[] | undefined,
): Principal | Promise<Principal> {
  if (typeof key !== 'string' || key === '') {
    throw new AppError('UNAUTHORIZED', 'Missing or invalid API key');
  }
  return (
    rememberedPrincipal(verifier.db, key) ??
    checkedOnce(verifier, request, reply, credentialOf('key', key), () =>
      authenticate(verifier.db, key),
    )
  );
}

const csrfRefused = (message: string) =>
  new AppError('FORBIDDEN', message, { reason: 'CSRF_TOKEN_INVALID' });

async function identifySession(
  request: FastifyRequest,
  reply: FastifyReply,
  verifier: Verifier,
  token: string,
  access: Exclude<Access, 'public'>,
) {
  const session = await checkedOnce(
    verifier,
    request,
    reply,
    credentialOf('session', token),
    async () => {
      const found = await resolveSession(verifier.db, token);
      if (!found) throw new AppError('UNAUTHORIZED', 'The session has expired or ended: sign in');
      return found;
    },
  );
  if (!READS.has(request.method)) {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
      throw csrfRefused('Cross-site request refused');
    }
    const presented = request.headers[CSRF_HEADER];
    if (typeof presented !== 'string' || !csrfTokenMatches(token, presented)) {
      throw csrfRefused(`Missing or wrong ${CSRF_HEADER} header`);
    }
  }
  request.consoleSession = session;
  const { staff } = session;
  if (!staff) {
    if (access === 'admin' || access === 'session') return;
    throw new AppError('FORBIDDEN', "The operator's session reaches only the operator routes");
  }
  if (!roleMay(staff.role, access, request.method)) {
    throw new AppError('FORBIDDEN', `A staff member with the ${staff.role} role may not do this`);
  }
  request.principal = {
    tenantId: staff.tenantId,
    via: 'session',
    keyId: null,
    scopes: [],
    staffId: staff.id,
    role: staff.role,
  };
}

function roleMay(role: string, access: Exclude<Access, 'public'>, method: string): boolean {
  switch (access) {
    case 'session':
    case 'manage':
      return true;
    case 'read':
    case 'integration':
      // Integration writes (users, teams) are the acts of the integrator's users, not staff.
      return READS.has(method);
    case 'webhooks':
    case 'keys':
      return role === 'admin' || role === 'owner';
    case 'staff':
      return role === 'owner';
    case 'admin':
      return false;
  }
}
