import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import type { Db } from '../db/database.js';
import { businessRule, invalidField } from '../errors.js';
import {
  beginRequest,
  finishRequest,
  forgetExpiredKeys,
  type ClaimRef,
} from '../features/idempotency/index.js';
import { resolveComponent } from './components.js';
import { meta } from './envelope.js';
import { prependRouteHook } from './route-hooks.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set from the route's answers: one may hold a secret (a field marked `SECRET`: a new API
     * key, an invitation). Such an answer is not stored: a repeat of the request with the same
     * Idempotency-Key is refused, not replayed.
     */
    secretShownOnce?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: ClaimRef | null;
  }
}

// The header's grammar: 1 to 255 printable ASCII characters (a UUID is the usual choice).
const VALID_KEY = /^[\x20-\x7E]{1,255}$/;
// Expired keys are deleted by the first keyed request after this interval, in each process.
const SWEEP_INTERVAL_MS = 60_000;
// Most writes answer within milliseconds, so a repeat that found the first one running may
// come back soon.
const IN_FLIGHT_RETRY_AFTER_S = 1;

/** Whose keys these are: the tenant of the API key, or the operator; none for public routes. */
function scopeOf(request: FastifyRequest): string | undefined {
  if (request.routeOptions.config.access === 'admin') return 'admin';
  return request.principal ? `tenant:${request.principal.tenantId}` : undefined;
}

/** Whether a schema, or one inside it (through component references too), is marked `SECRET`. */
function holdsSecret(schema: unknown, seen = new Set<unknown>()): boolean {
  const resolved = resolveComponent(schema);
  if (typeof resolved !== 'object' || resolved === null || seen.has(resolved)) return false;
  seen.add(resolved);
  if ((resolved as Record<string, unknown>)['x-secret'] === true) return true;
  const { properties, items, anyOf, oneOf, allOf } = resolved as Record<string, unknown>;
  const inner = [
    ...Object.values((properties as Record<string, unknown> | undefined) ?? {}),
    items,
    ...[anyOf, oneOf, allOf].flatMap((list) => (Array.isArray(list) ? list : [])),
  ];
  return inner.some((child) => holdsSecret(child, seen));
}

const successAnswers = (route: RouteOptions) =>
  Object.entries((route.schema?.response ?? {}) as Record<string, unknown>)
    .filter(([status]) => status.startsWith('2'))
    .map(([, schema]) => schema);

/** The same request gives the same fingerprint, whatever the order of its JSON members. */
function fingerprintOf(request: FastifyRequest): string {
  const { method, params, query } = request;
  // An uploaded file (a tenant archive) by its digest: as JSON, its bytes would be an array.
  const body = Buffer.isBuffer(request.body)
    ? createHash('sha256').update(request.body).digest('hex')
    : request.body;
  const parts: object = { method, route: request.routeOptions.url, params, query, body };
  return createHash('sha256').update(stringify(parts)).digest('hex');
}

/** The serialized envelope without `meta`, which is made afresh for every response. */
function envelopeOf(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  try {
    const envelope = JSON.parse(payload.toString()) as Record<string, unknown>;
    delete envelope.meta;
    return envelope;
  } catch {
    return undefined;
  }
}

/**
 * `Idempotency-Key` on every POST, with Stripe's rules: the first request with a key claims it
 * (one insert wins, on either engine) and its answer is kept for 24 hours; a repeat with the
 * same request gets that answer again (status and body, fresh `meta`, `Idempotent-Replayed:
 * true`) without running again; a repeat with a different request, or while the first is still
 * running, is refused with a 409. Only answers the handler reached are kept: input refused
 * by the schema (400), authentication (401/403) and rate limiting (429) never claim the key, and
 * a 5xx releases it so the client can retry.
 *
 * The handler's transaction commits before the answer is recorded (in onSend, before the
 * response leaves): if the process dies in between, the claim stays in flight for
 * IN_FLIGHT_TTL_MS and the key may then run the request again.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotencyClaim', null);
  let nextSweepAt = 0;

  const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    const scope = scopeOf(request);
    if (request.method !== 'POST' || key === undefined || !scope) return;
    if (typeof key !== 'string' || !VALID_KEY.test(key)) {
      throw invalidField(IDEMPOTENCY_KEY_HEADER, 'must be 1 to 255 printable ASCII characters');
    }
    const now = Date.now();
    if (now >= nextSweepAt) {
      nextSweepAt = now + SWEEP_INTERVAL_MS;
      await forgetExpiredKeys(db, now);
    }
    const begun = await beginRequest(db, { scope, key, fingerprint: fingerprintOf(request) }, now);
    if (begun.kind === 'claimed') {
      request.idempotencyClaim = begun.claim;
      return;
    }
    if (begun.kind === 'in-flight') {
      reply.header('retry-after', String(IN_FLIGHT_RETRY_AFTER_S));
      throw businessRule(
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is still running; retry in a moment',
      );
    }
    // Sent through the route's serializer for that status, as the first answer was.
    const { status, envelope } = begun.answer;
    return reply
      .code(status)
      .header(REPLAYED_HEADER, 'true')
      .send({ ...envelope, meta: meta(request, reply) });
  };

  const recordAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const secretShownOnce = request.routeOptions.config.secretShownOnce === true;
    try {
      await finishRequest(db, claim, reply.statusCode, envelopeOf(payload), {
        secretShownOnce,
      });
    } catch (err) {
      // The work is done: answer it. The key stays claimed until its claim expires.
      request.log.error({ err }, 'could not record the answer of an Idempotency-Key request');
    }
    return payload;
  };

  // Only POST routes take a key: reads and other writes skip both hooks.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (![route.method].flat().includes('POST')) return;
    if (successAnswers(route).some((schema) => holdsSecret(schema))) {
      route.config = { ...route.config, secretShownOnce: true };
    }
    prependRouteHook(route, 'preHandler', claimKey);
    prependRouteHook(route, 'onSend', recordAnswer);
  });
}
