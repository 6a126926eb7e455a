import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { resolveComponent } from './components.js';
import { prependRouteHook } from './route-hooks.js';

interface ObjectSchema {
  properties?: Record<string, { format?: string }>;
}

/** The top-level properties of `schema` declared as `format: uuid`. */
function uuidNames(schema: unknown): string[] {
  const properties = resolveComponent(schema as ObjectSchema | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.format === 'uuid')
    .map(([name]) => name);
}

function lowercase(values: unknown, names: readonly string[]) {
  if (names.length === 0 || typeof values !== 'object' || values === null) return;
  const record = values as Record<string, unknown>;
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string') record[name] = value.toLowerCase();
  }
}

/**
 * UUIDs are case-insensitive, but ids are stored lower-case (and SQLite compares text exactly):
 * an id sent in upper case is lowered before validation, for the path, the query and the top
 * level of the body — wherever the route's schema declares `format: uuid`. Only those routes
 * get the hook: the others (most reads) would run it for nothing.
 */
export function registerUuidCaseFolding(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const { schema } = route;
    if (!schema) return;
    const params = uuidNames(schema.params);
    // `query` is Fastify's alias of `querystring`, resolved only after the onRoute hooks.
    const query = uuidNames(schema.querystring ?? (schema as { query?: unknown }).query);
    const body = uuidNames(schema.body);
    if (params.length + query.length + body.length === 0) return;
    prependRouteHook(route, 'preValidation', (request: FastifyRequest, _reply, done) => {
      lowercase(request.params, params);
      lowercase(request.query, query);
      lowercase(request.body, body);
      done();
    });
  });
}
