import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/**
 * The named schemas of the API, each listed once under `components/schemas` of the OpenAPI
 * document so that generated clients get one type per name instead of anonymous copies.
 * Schemas register themselves when their module loads (or, for envelopes, when a route names
 * them); `addComponentSchemas` hands them all to Fastify, which validates and serializes the
 * `$ref`s to them.
 */
const components = new Map<string, TSchema>();

/** A reference to a component that keeps the static type of the schema it names. */
export type ComponentRef<T extends TSchema> = TUnsafe<Static<T>> & { $ref: string };

/**
 * Names `schema` as the component `name` and returns a reference to it. Naming the same schema
 * twice returns the same reference; giving one name to two different schemas is a mistake.
 * `example` is shown in the API docs (request bodies have one: the example test sends it).
 */
export function Component<T extends TSchema>(
  name: string,
  schema: T,
  example?: Static<T>,
): ComponentRef<T> {
  const named = { ...schema, $id: name, ...(example === undefined ? {} : { examples: [example] }) };
  const existing = components.get(name);
  if (existing && JSON.stringify(existing) !== JSON.stringify(named)) {
    throw new Error(`Two different schemas are named ${name}`);
  }
  components.set(name, named);
  return Type.Unsafe<Static<T>>(Type.Ref(name)) as ComponentRef<T>;
}

/** The name of the component a schema refers to, if it is such a reference. */
export function componentName(schema: unknown): string | undefined {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' && components.has(ref) ? ref : undefined;
}

/** The schema itself: a reference to a component is replaced by the component it names. */
export function resolveComponent<T>(schema: T): T {
  const name = componentName(schema);
  return name ? (components.get(name) as T) : schema;
}

/** Every component by name. */
export const componentSchemas = (): Record<string, TSchema> => Object.fromEntries(components);

/**
 * Adds every component to the app. Call it after the features: routes name their envelopes as
 * they register. Fastify copies root schemas into every plugin, so each route sees them all.
 */
export function addComponentSchemas(app: FastifyInstance) {
  for (const schema of components.values()) app.addSchema(schema);
}
