import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'];

const defaultFactory = SerializerSelector();

/** The shared schemas `schema` refers to, directly or through each other. */
function reachableSchemas(schema: unknown, shared: Record<string, unknown>) {
  const found: Record<string, unknown> = {};
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const ref = (node as { $ref?: unknown }).$ref;
    const id = typeof ref === 'string' ? ref.split('#')[0]! : '';
    if (id && !(id in found) && id in shared) {
      found[id] = shared[id];
      visit(shared[id]);
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(schema);
  return found;
}

type Serializer = ReturnType<ReturnType<typeof defaultFactory>>;

// Many routes answer the same schema (every error response, the shared envelopes): one compiled
// serializer serves them all. Components never change while the process runs.
const compiled = new Map<string, Serializer>();

/**
 * Fastify's default serializer, compiled once per distinct response schema and handed only the
 * components that schema uses: given all of them for every response of every route,
 * fast-json-stringify would take seconds to start the app.
 */
export const buildSerializer: SerializerFactory = (sharedSchemas, options) => (route) => {
  const key = JSON.stringify(route.schema);
  let serialize = compiled.get(key);
  if (!serialize) {
    const used = reachableSchemas(route.schema, (sharedSchemas ?? {}) as Record<string, unknown>);
    serialize = defaultFactory(used, options)(route);
    compiled.set(key, serialize);
  }
  return serialize;
};
