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

type Schema = Record<string, unknown>;

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null']);
const isScalar = (option: Schema) =>
  typeof option.type === 'string' &&
  SCALAR_TYPES.has(option.type) &&
  option.anyOf === undefined &&
  option.oneOf === undefined;
const isNull = (option: Schema) => option.type === 'null' && Object.keys(option).length === 1;

/**
 * The union `options` as one schema with a list of types, when the types alone tell its options
 * apart: every option a scalar (nullable scalars, unions of literals), or one option and null.
 * Undefined when an option needs its schema checked to be told from another.
 */
function asTypeList(union: Schema[], shared: Record<string, unknown>): Schema | undefined {
  // A component is taken in place of its reference: `$id` names the component alone.
  const options = union.map((option) => {
    const target = typeof option.$ref === 'string' ? shared[option.$ref] : undefined;
    if (!target || Object.keys(option).length !== 1) return option;
    const schema: Schema = { ...(target as Schema) };
    delete schema.$id;
    // One level: a component that refers to itself stays a reference below it.
    return withTypeLists(schema, {}) as Schema;
  });
  const others = options.filter((option) => !isNull(option));
  const withNull = (type: unknown) => (others.length < options.length ? [type, 'null'] : type);
  const types = new Set(others.map((option) => option.type));
  const [only] = others;
  if (others.every(isScalar) && types.size === 1) {
    // One format only: literals of a type serialize as that type, whatever their values.
    const format = others.length === 1 ? only?.format : undefined;
    return { type: withNull(only?.type), ...(format === undefined ? {} : { format }) };
  }
  if (others.length === 1 && (only?.type === 'object' || only?.type === 'array') && !only.anyOf)
    return { ...only, type: withNull(only.type) };
  return undefined;
}

/**
 * `schema` with its unions written as type lists where that says the same (see `asTypeList`).
 * fast-json-stringify serializes a union by validating the value against each option in turn
 * (a nullable uuid is matched against the uuid pattern, a nullable object against its whole
 * schema) but a type list by the value's type alone: a tournament's detail took ten times as
 * long as `JSON.stringify`. The OpenAPI document and validation keep the unions.
 */
export function withTypeLists(schema: unknown, shared: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withTypeLists(item, shared));
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withTypeLists(value, shared);
  const union = (copy.anyOf ?? copy.oneOf) as Schema[] | undefined;
  const merged = union && asTypeList(union, shared);
  if (!merged) return copy;
  delete copy.anyOf;
  delete copy.oneOf;
  return { ...copy, ...merged };
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
    const plain = withTypeLists(used, used) as typeof used;
    serialize = defaultFactory(
      plain,
      options,
    )({ ...route, schema: withTypeLists(route.schema, used) as typeof route.schema });
    compiled.set(key, serialize);
  }
  return serialize;
};
