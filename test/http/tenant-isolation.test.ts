import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillPath,
  MISSING_UUID,
  operationsOf,
  pathParameters,
  sampleOf,
  worldValue,
  type Operation,
} from '../helpers/openapi-operations.js';
import { injectStreaming } from '../helpers/inject-streaming.js';
import { buildTestApp, call, expectOk, UUID_RE, type TestApp } from '../helpers/test-app.js';
import { tenantSnapshot } from '../helpers/tenant-snapshot.js';
import { seedWorld, type World } from '../helpers/world.js';

/**
 * Sweeps the app's route table: every route that takes a tenant-owned id is called with
 * tenant A's key and tenant B's id, one id at a time (the others A's own). The answer must be
 * the 404 a missing id gets, and B's rows must not change. A route the sweep cannot place
 * fails it, so a new route needs a case here.
 */

// Built while the file is collected, so that each route is a test of its own: one test for the
// whole sweep (a world reseeded after every write) outgrew any timeout on a busy machine.
const t: TestApp = await buildTestApp();
const operations: Operation[] = await operationsOf(t.app);
let a: World;
let b: World;
// The world that replaces A after a write is seeded while the write's route is swept (on
// PostgreSQL most of either is waiting on the server). It is a tenant of its own, which none
// of these calls may reach any more than B's rows.
const seedNext = async () => seedWorld(t, await t.newTenant());
let next: Promise<World>;
beforeAll(async () => {
  a = await seedWorld(t, t.tenant);
  b = await seedWorld(t, await t.newTenant());
  next = seedNext();
}, 120_000);
afterAll(async () => {
  await next;
  await t.close();
});

// The catalogue is platform-wide, and the operator API spans tenants by design.
const PLATFORM_PARAMETERS = new Set(['gameId']);
const isOperatorRoute = (url: string) => url.startsWith('/api/v1/admin/');
// Signing in and invitations are public: a secret token, not a tenant's credentials, opens them.
const isPublicConsoleRoute = (url: string) =>
  url === '/api/v1/console/session' || url.startsWith('/api/v1/console/invitations');
// The public pages' data is anyone's to read by a published slug, whoever asks (test/public).
const isPublicPageRoute = (url: string) => url.startsWith('/api/v1/public/');

/** Routes that take no tenant-owned id: they only create, or list the caller's own rows. */
const NO_TENANT_OWNED_ID = new Set([
  'GET /api/v1/games',
  'GET /api/v1/games/:gameId',
  'GET /api/v1/games/:gameId/maps',
  // The game is the platform's; the leaderboard lists the asking tenant's players only.
  'GET /api/v1/games/:gameId/leaderboard',
  'GET /api/v1/currencies',
  'POST /api/v1/external/users',
  'POST /api/v1/external/webhooks',
  'GET /api/v1/external/webhooks',
  'POST /api/v1/webhooks',
  'GET /api/v1/webhooks',
  'POST /api/v1/tournaments',
  // Pure: what a stage plan makes of a number of teams, nothing read or written.
  'POST /api/v1/stages/preview',
  'GET /api/v1/circuits',
  'POST /api/v1/circuits',
  'GET /api/v1/openapi.json',
  'GET /api/v1/console/me',
  'DELETE /api/v1/console/session',
  'DELETE /api/v1/console/sessions',
  'PUT /api/v1/console/me/password',
  'GET /api/v1/staff',
  'GET /api/v1/staff/invitations',
  'POST /api/v1/staff/invitations',
  'GET /api/v1/keys',
  'POST /api/v1/keys',
  'GET /api/v1/settings/embedding',
  'PUT /api/v1/settings/embedding',
]);

interface Route {
  method: string;
  url: string;
}

// `POST /teams?externalId=` names the team it creates: see the natural-keys case below.
const NEW_ROW_PARAMETERS = new Set(['externalId']);

/** Tenant-owned query parameters, from the route's OpenAPI operation (hidden routes have none). */
function ownedQueryParameters(op: Operation | undefined) {
  return (op?.parameters ?? []).filter(
    (p) =>
      p.in === 'query' &&
      !PLATFORM_PARAMETERS.has(p.name) &&
      !NEW_ROW_PARAMETERS.has(p.name) &&
      worldValue(a, p.name),
  );
}

const opOf = (route: Route) =>
  operations.find(
    (op) => op.method === route.method && op.path === route.url.replace(/:(\w+)/g, '{$1}'),
  );

const sweptRoutes = () =>
  t.app.routeList.filter(
    (r) =>
      r.url.startsWith('/api/v1/') &&
      r.method !== 'HEAD' &&
      !isOperatorRoute(r.url) &&
      !isPublicConsoleRoute(r.url) &&
      !isPublicPageRoute(r.url),
  );

/** A request of `route` as tenant A (its key, or its console session where only that will do), with `swap` (a path or query parameter) set to `value`. */
function requestOf(
  route: Route,
  op: Operation | undefined,
  swap?: { name: string; value: string },
) {
  const pathValues = pathParameters(route.url).map(({ name, after }) =>
    swap?.name === name ? swap.value : worldValue(a, name, after)!,
  );
  const query = (op?.parameters ?? [])
    .filter((p) => p.in === 'query' && (p.required || swap?.name === p.name))
    .map((p): [string, string] => [
      p.name,
      swap?.name === p.name
        ? swap.value
        : (worldValue(a, p.name) ?? String(sampleOf(p.schema, p.name, a))),
    ]);
  const search = new URLSearchParams(query).toString();
  const body = op?.body ? sampleOf(op.body, '', a) : undefined;
  return {
    method: route.method as 'GET',
    key: op?.auth === 'session' ? null : a.apiKey,
    headers: op?.auth === 'session' ? a.console : {},
    url: fillPath(route.url, pathValues) + (search ? `?${search}` : ''),
    ...(body === undefined ? {} : { payload: body as object }),
  };
}

/** The tenant-owned ids a route takes: its path parameters, then its query parameters. */
function ownedParameters(route: Route, op: Operation | undefined) {
  const inPath = pathParameters(route.url)
    .filter(({ name }) => !PLATFORM_PARAMETERS.has(name))
    .map(({ name, after }) => ({ name, after, uuid: UUID_RE.test(worldValue(a, name, after)!) }));
  const inQuery = ownedQueryParameters(op).map((p) => ({
    name: p.name,
    after: '',
    uuid: p.schema.format === 'uuid',
  }));
  return [...inPath, ...inQuery];
}

const bIds = () =>
  Object.entries(b)
    .filter(([key]) => !['gameId', 'currencyId', 'apiKey', 'console'].includes(key))
    .flatMap(([, value]) =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, string>),
    );

/** An event stream as tenant A: it never ends, so only its status and headers are read. */
function ownStream(request: ReturnType<typeof requestOf>) {
  const { key, headers, ...rest } = request;
  return injectStreaming(t.app, {
    ...rest,
    headers: { ...headers, ...(key ? { 'x-api-key': key } : {}) },
  });
}

function leaksB(res: Pick<LightMyRequestResponse, 'body'>) {
  return bIds().filter((id) => res.body.includes(id));
}

describe("tenant A's key against tenant B's rows", () => {
  it('has a case for every route of the route table', () => {
    const unplaced = sweptRoutes().flatMap((route) => {
      const key = `${route.method} ${route.url}`;
      const unknown = pathParameters(route.url).filter(
        ({ name, after }) => !PLATFORM_PARAMETERS.has(name) && !worldValue(a, name, after),
      );
      if (unknown.length > 0) return [`${key}: no id for ${unknown.map((p) => p.name).join(', ')}`];
      const owned = ownedParameters(route, opOf(route)).length > 0;
      if (owned === NO_TENANT_OWNED_ID.has(key)) {
        return [
          owned ? `${key} takes a tenant-owned id but is listed as taking none` : `${key}: no case`,
        ];
      }
      return [];
    });
    expect(unplaced).toEqual([]);
  });

  let swept = 0;
  const named = sweptRoutes().map((route) => [`${route.method} ${route.url}`, route] as const);
  it.each(named)(
    "answers 404 like a missing id, changes nothing of B's: %s",
    async (key, route) => {
      const problems: string[] = [];
      const op = opOf(route);
      const before = await tenantSnapshot(t.database, b.tenantId);
      for (const param of ownedParameters(route, op)) {
        const foreign = worldValue(b, param.name, param.after)!;
        const missing = param.uuid ? MISSING_UUID : `missing-${param.name}`;
        const asA = (value: string) =>
          call(t.app, a.apiKey, requestOf(route, op, { name: param.name, value }));

        const [withForeign, withMissing] = [await asA(foreign), await asA(missing)];
        const message = (res: LightMyRequestResponse, id: string) =>
          res.json().message.replaceAll(id, '<id>');
        if (withForeign.statusCode !== 404 || withMissing.statusCode !== 404) {
          problems.push(
            `${param.name}: B's id → ${withForeign.statusCode}, a missing one → ${withMissing.statusCode} ${withForeign.body.slice(0, 200)}`,
          );
        } else if (message(withForeign, foreign) !== message(withMissing, missing)) {
          problems.push(`${param.name}: "${withForeign.body}" vs "${withMissing.body}"`);
        }
        swept++;
      }
      // A's own ids reach the rows, so the 404s above are B's rows being out of reach.
      const own = op?.streams
        ? await ownStream(requestOf(route, op))
        : await call(t.app, a.apiKey, requestOf(route, op));
      if (own.statusCode === 404) problems.push(`A's own ids → 404 ${own.body}`);
      const leaked = leaksB(own);
      if (leaked.length) problems.push(`shows B's ${leaked.join(', ')}`);
      // A write may have moved A's rows on (a tournament back to draft, a team deleted).
      if (route.method !== 'GET') {
        a = await next;
        next = seedNext();
      }
      const after = await tenantSnapshot(t.database, b.tenantId);
      if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`changed B's rows`);
      expect(problems).toEqual([]);
    },
  );

  it('swept every tenant-owned id of those routes', () => {
    expect(swept).toBeGreaterThan(50);
  });

  it('keeps natural keys per tenant: B’s external ids name new rows of A', async () => {
    const before = await tenantSnapshot(t.database, b.tenantId);
    // The snapshot sees the tenant's tables, so comparing two of them means something.
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['users', 'teams', 'tournaments', 'matches', 'webhook_deliveries']),
    );
    expect(before.teams!.length).toBeGreaterThan(0);
    const user = expectOk(
      await call(t.app, a.apiKey, {
        method: 'POST',
        url: '/api/v1/external/users',
        payload: { externalId: b.member.externalId, username: 'a-namesake' },
      }),
    );
    expect(user.isNewUser).toBe(true);
    expect(user.userId).not.toBe(b.member.userId);
    const team = expectOk(
      await call(t.app, a.apiKey, {
        method: 'POST',
        url: `/api/v1/teams?externalId=${b.teamExternalId}&externalUserId=${a.owner.externalId}`,
        payload: { name: 'Namesake', gameId: a.gameId },
      }),
    );
    expect(team.teamId).not.toBe(b.teamId);
    expect(await tenantSnapshot(t.database, b.tenantId)).toEqual(before);
  });

  it("lists only A's rounds: B's tournament is a 404, with or without includeDrafts", async () => {
    const own = expectOk(
      await call(t.app, a.apiKey, { url: `/api/v1/tournaments/${a.tournamentId}/rounds` }),
    );
    expect(own.map((r: { tournamentId: string }) => r.tournamentId)).toEqual([a.tournamentId]);
    for (const query of ['', '?includeDrafts=true']) {
      const res = await call(t.app, a.apiKey, {
        url: `/api/v1/tournaments/${b.tournamentId}/rounds${query}`,
      });
      expect(res.statusCode).toBe(404);
      expect(leaksB(res)).toEqual([]);
    }
  });
});
