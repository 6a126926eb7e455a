import type { CliTarget } from './cli.js';
import {
  fillPath,
  pathParameters,
  sampleOf,
  worldValue,
  type Operation,
} from './openapi-operations.js';
import { gamesFor } from '../property/bracket-client.js';
import { call, expectOk, type TestApp } from './test-app.js';
import { processDatabaseUrl } from './test-db.js';
import type { World } from './world.js';

/** Where `tourney` acts on the test app's database. */
export const targetOf = (t: TestApp): CliTarget => ({ url: processDatabaseUrl(t.database) });

// The catalogue is the installation's, not the tenant's: the target lists its own games too.
const isCatalogue = (path: string) => /^\/api\/v1\/(games|currencies)\b/.test(path);

/** Every GET of the integration API (key auth, no endless stream), filled with the world's ids. */
export function integrationReads(operations: Operation[], world: World) {
  return operations
    .filter(
      (op) => op.method === 'GET' && op.auth === 'key' && !op.streams && !isCatalogue(op.path),
    )
    .map((op) => {
      const path = fillPath(
        op.path,
        pathParameters(op.path).map(({ name, after }) => worldValue(world, name, after)!),
      );
      const query = op.parameters
        .filter((p) => p.in === 'query' && (p.required || worldValue(world, p.name)))
        .map((p) => [
          p.name,
          worldValue(world, p.name) ?? String(sampleOf(p.schema, p.name, world)),
        ]);
      const search = new URLSearchParams(query).toString();
      return search ? `${path}?${search}` : path;
    });
}

/** An answer as compared: status and body, but `meta` (trace id, timing, server time). */
export async function tenantRead(t: TestApp, apiKey: string, url: string) {
  const response = await call(t.app, apiKey, { url });
  const body = String(response.headers['content-type']).includes('json')
    ? { ...response.json(), meta: undefined }
    : response.body;
  return { url, status: response.statusCode, body };
}

/** Results on both of the world's tournaments, so the archive carries standings and layouts. */
export async function playSomeResults(t: TestApp, world: World) {
  const api = (options: Parameters<typeof call>[2]) => call(t.app, world.apiKey, options);
  expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/matches/${world.matchId}/result`,
      payload: { games: gamesFor(1) },
    }),
  );
  const inGroup = await t.database.db
    .selectFrom('group_participants')
    .select('participantId')
    .where('groupId', '=', world.groupId)
    .orderBy('participantId')
    .execute();
  expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/groups/${world.groupId}/results`,
      payload: {
        matchNumber: 1,
        placements: inGroup.map(({ participantId }, i) => ({
          participantId,
          placement: i + 1,
          finishes: inGroup.length - i,
          knocks: i,
        })),
      },
    }),
  );
}

/** What `tourney tenant import --as-new-tenant --id-map <file>` writes. */
export interface IdMap {
  sourceTenantId: string;
  tenantId: string;
  ids: Record<string, string>;
  shareSlugs: Record<string, string>;
}

/** The original's answer as a copy should give it: every id and slug mapped. */
export function mapped(value: unknown, idMap: IdMap): unknown {
  let text = JSON.stringify(value);
  for (const [from, to] of [...Object.entries(idMap.ids), ...Object.entries(idMap.shareSlugs)])
    text = text.replaceAll(from, to);
  return JSON.parse(text);
}

/** A new key of both scopes for `tenantId`, issued by the operator. */
export async function issueKey(t: TestApp, tenantId: string) {
  const issued = expectOk(
    await call(t.app, 'admin', {
      method: 'POST',
      url: `/api/v1/admin/tenants/${tenantId}/api-keys`,
      payload: { name: 'after the import', scopes: ['integration', 'manage'] },
    }),
    201,
  );
  return issued.apiKey as string;
}
