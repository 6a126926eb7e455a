import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { World } from './world.js';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) the served document uses. */
export interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minProperties?: number;
}

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `/api/v1/teams/{teamId}`. */
  path: string;
  /** `session`: a console session only (the routes of a tenant's own keys and staff). */
  auth: 'key' | 'admin' | 'session' | 'none';
  parameters: Parameter[];
  body?: Schema;
  /** Answers with an endless `text/event-stream` (read it with `injectStreaming`). */
  streams: boolean;
  /** The media type of a 200 that is a file, not the JSON envelope (an archive to download). */
  download?: string;
}

interface OpenApiOperation {
  security?: Record<string, unknown>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}

/**
 * The value with every `$ref` (`#/components/...`) replaced by what it names, so the corpus
 * sees each schema and parameter whole. The API's schemas are not recursive.
 */
function dereference(value: unknown, doc: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(item, doc));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
    return dereference(target, doc);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, dereference(item, doc)]),
  );
}

/** Every operation of the served OpenAPI document, with the credentials it needs. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const served = (await app.inject({ url: '/api/v1/openapi.json' })).json();
  const doc = { ...served, paths: dereference(served.paths, served) };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schemes = op.security?.flatMap((s) => Object.keys(s));
      operations.push({
        method: method.toUpperCase(),
        path,
        auth: authOf(schemes),
        parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
        streams: op.responses?.['200']?.content?.['text/event-stream'] !== undefined,
        ...downloadOf(op),
      });
    }
  }
  return operations;
}

function downloadOf(op: OpenApiOperation): { download?: string } {
  const types = Object.keys(op.responses?.['200']?.content ?? {});
  const file = types.find((t) => t !== 'application/json' && t !== 'text/event-stream');
  return file ? { download: file } : {};
}

function authOf(schemes: string[] | undefined): Operation['auth'] {
  if (!schemes || schemes.includes('apiKey')) return 'key';
  if (schemes.includes('adminToken')) return 'admin';
  return schemes.includes('consoleSession') ? 'session' : 'none';
}

/** The headers that authenticate `op` as the world's tenant (or the operator). */
export function credentialsOf(op: Pick<Operation, 'auth'>, world: World, adminToken: string) {
  switch (op.auth) {
    case 'admin':
      return { authorization: `Bearer ${adminToken}` };
    case 'key':
      return { 'x-api-key': world.apiKey };
    case 'session':
      return world.console;
    case 'none':
      return {};
  }
}

/** The path's parameters in order, each with the segment before it (`id` names several things). */
export function pathParameters(path: string): { name: string; after: string }[] {
  const segments = path.split('/');
  return segments.flatMap((segment, i) => {
    const name = /^[{:]([A-Za-z]+)}?$/.exec(segment)?.[1];
    return name ? [{ name, after: segments[i - 1] ?? '' }] : [];
  });
}

/** Puts `values` into an OpenAPI (`{name}`) or Fastify (`:name`) path, URL-encoded. */
export function fillPath(path: string, values: string[]): string {
  let i = 0;
  return path
    .split('/')
    .map((segment) => (/^[{:]/.test(segment) ? encodeURIComponent(values[i++]!) : segment))
    .join('/');
}

/**
 * The world's value for a path or query parameter that names a tenant-owned thing, by its
 * name and the path segment before it; undefined for anything else.
 */
export function worldValue(world: World, name: string, after = ''): string | undefined {
  if (name === 'token' && after === 'invitations') return world.invitationToken;
  if (name === 'id') {
    return after === 'webhooks'
      ? world.webhookId
      : after === 'tournaments'
        ? world.tournamentId
        : undefined;
  }
  const byName: Record<string, string> = {
    tenantId: world.tenantId,
    teamId: world.teamId,
    userId: world.member.userId,
    inviteId: world.inviteId,
    token: world.token,
    externalId: world.owner.externalId,
    externalUserId: world.owner.externalId,
    gameId: world.gameId,
    tournamentId: world.tournamentId,
    webhookId: world.webhookId,
    roundId: world.roundId,
    matchId: world.matchId,
    groupId: world.groupId,
    registrationId: world.registrationId,
    deliveryId: world.deliveryId,
    participantId: world.teamId,
    currencyId: world.currencyId,
    staffId: world.staffId,
    invitationId: world.invitationId,
    keyId: world.keyId,
    circuitId: world.circuitId,
    entryFeeCurrencyId: world.currencyId,
    prizePoolCurrencyId: world.currencyId,
  };
  return byName[name];
}

/** A well-formed id that names nothing. */
export const MISSING_UUID = '00000000-0000-4000-8000-00000000dead';

const SAMPLE_DATES: [RegExp, string][] = [
  [/deadline/i, '2030-01-01T00:00:00.000Z'],
  [/end/i, '2030-01-03T00:00:00.000Z'],
  [/./, '2030-01-02T00:00:00.000Z'],
];

const fitsLength = (s: Schema) => (value: string) =>
  value.length >= (s.minLength ?? 0) && value.length <= (s.maxLength ?? Infinity);

function sampleString(schema: Schema, name: string, world: World): string {
  if (schema.format === 'uuid') return worldValue(world, name) ?? MISSING_UUID;
  if (schema.format === 'date-time') return SAMPLE_DATES.find(([re]) => re.test(name))![1];
  if (schema.format === 'uri') return 'https://example.com/image.png';
  if (schema.format === 'email') return 'sample@example.com';
  const readable = `${name}Sample`
    .slice(0, schema.maxLength ?? 64)
    .padEnd(schema.minLength ?? 0, 'x');
  if (!schema.pattern || new RegExp(schema.pattern).test(readable)) return readable;
  // Deterministic, like the rest of the corpus.
  const matching = fc.stringMatching(new RegExp(schema.pattern)).filter(fitsLength(schema));
  return fc.sample(matching, { seed: 42, numRuns: 1 })[0]!;
}

/**
 * A value the schema accepts, with real ids of the world for the fields that name one, and
 * only the properties of objects that are needed: each bad value is then the only thing wrong.
 */
export function sampleOf(schema: Schema, name: string, world: World): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleOf(branches[0]!, name, world);
  switch (schema.type) {
    case 'string':
      return sampleString(schema, name, world);
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(schema.items ?? {}, name, world),
      );
    case 'object': {
      // An update needs some field (minProperties): the first ones documented then.
      const optional = Object.keys(schema.properties ?? {}).filter(
        (key) => !schema.required?.includes(key),
      );
      const keys = [...(schema.required ?? [])];
      while (keys.length < (schema.minProperties ?? 0)) keys.push(optional.shift()!);
      return Object.fromEntries(
        keys.map((key) => [key, sampleOf(schema.properties![key]!, key, world)]),
      );
    }
    default:
      return 'sample';
  }
}
