import type { TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import type { FieldError } from '../errors.js';
import { componentSchemas } from './components.js';
import { inputGuardErrors } from './input-guards.js';

// ajv-formats ships CommonJS with a default export that NodeNext sees as a namespace.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options) {
  const ajv = new Ajv({
    // Every problem of a request at once, not one per round trip.
    allErrors: true,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    // Each error carries its schema, so a bound is told with the other one ("between 1 and 100").
    verbose: true,
    ...options,
  });
  addFormats(ajv);
  ajv.addKeyword('x-enum-varnames');
  return ajv;
}

// Bodies are JSON and must carry the right types: `"5"` for an integer is a 400, not coerced.
// Query strings and path segments are text by nature, so those are coerced.
// JSON's 1e400 parses to Infinity, which would be stored as null: strictNumbers refuses it.
// Not for text: coerced from "1e400", Infinity passes ajv's strictNumbers (the bounds of every
// query number refuse it instead).
const bodyAjv = makeAjv({ coerceTypes: false, strictNumbers: true });
const textAjv = makeAjv({ coerceTypes: true });
const firstErrorBodyAjv = makeAjv({ coerceTypes: false, strictNumbers: true, allErrors: false });

/** At most this many entries in `errors[]`; the rest of a very wrong request is not listed. */
export const MAX_FIELD_ERRORS = 50;

// Reporting every problem costs an error object per bad value. Real requests hold a few dozen
// values; a body with more than this (up to 1 MiB of them) gets its first problem only, so a
// hostile body cannot make the validator build hundreds of thousands of errors.
const ALL_ERRORS_MAX_VALUES = 5_000;

/** Whether `data` holds more than `limit` values (objects, arrays, scalars); looks at no more. */
function hasMoreValuesThan(data: unknown, limit: number): boolean {
  let seen = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    seen += 1;
    if (value === null || typeof value !== 'object') continue;
    for (const key in value) {
      if (seen + pending.length >= limit) return true;
      pending.push((value as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/** A body validator that reports every problem, or only the first one of an oversized body. */
function bodyValidator(schema: object): ValidateFunction {
  const everyError = bodyAjv.compile(schema);
  let firstError: ValidateFunction | undefined;
  const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const chosen = hasMoreValuesThan(data, ALL_ERRORS_MAX_VALUES)
      ? (firstError ??= firstErrorBodyAjv.compile(schema))
      : everyError;
    const valid = chosen(data, context);
    validate.errors = chosen.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify hands ajv the parent object (needed to apply defaults) only when it sees this.
  validate.schemaEnv = everyError.schemaEnv;
  return validate;
}

type Validate = ReturnType<FastifySchemaCompiler<unknown>> & { errors?: ErrorObject[] | null };

/**
 * Compiles the route's schema for its part of the request, plus the checks no schema states
 * (control characters, nesting depth: see input-guards.ts), reported next to the schema's own
 * errors.
 */
const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const matchesSchema =
    httpPart === 'body' ? bodyValidator(schema as object) : textAjv.compile(schema as object);
  const validate: Validate = (data: unknown) => {
    const valid = matchesSchema(data);
    const errors = [...(valid ? [] : (matchesSchema.errors ?? [])), ...inputGuardErrors(data)];
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return validate;
};

/**
 * Adds the shared schemas (the OpenAPI components) that route schemas `$ref`. Every app shares
 * the two compilers, and a component has one definition, so one added by an earlier app is kept.
 */
function addSharedSchemas(sharedSchemas: Record<string, unknown>) {
  for (const ajv of [bodyAjv, firstErrorBodyAjv, textAjv]) {
    for (const [id, schema] of Object.entries(sharedSchemas)) {
      if (!ajv.schemas[id]) ajv.addSchema(schema as object);
    }
  }
}

function buildValidatorCompiler(sharedSchemas: Record<string, unknown>) {
  addSharedSchemas(sharedSchemas);
  return validatorCompiler;
}

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

/**
 * Fastify's validator factory (`schemaController.compilersFactory.buildValidator`), handed the
 * shared schemas. Its type describes ajv's own `compile`; at run time Fastify calls the compiler
 * with the route definition (`{schema, httpPart, ...}`), exactly as for `setValidatorCompiler`.
 */
export const buildValidator = buildValidatorCompiler as unknown as ValidatorFactory;

/** Validates a body outside of any route, as the API would (the CLI checks its input so). */
export function compileBodyValidator(schema: TSchema): ValidateFunction {
  addSharedSchemas(componentSchemas());
  return bodyAjv.compile(schema);
}

/**
 * Turns ajv's errors into the spec's `{field, message}` entries, naming the offending field
 * (at most MAX_FIELD_ERRORS of them).
 * A union (e.g. "null or an URL", or a list of allowed words) fails once per branch; the caller
 * gets one entry per field, listing the allowed words when the branches were constants.
 */
export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const byField = new Map<string, ErrorObject[]>();
  for (const e of withinClosestBranches(errors)) {
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const leaf = params.missingProperty ?? params.additionalProperty;
    const field = [path, leaf].filter(Boolean).join('.') || 'body';
    byField.set(field, [...(byField.get(field) ?? []), e]);
  }
  return [...byField]
    .slice(0, MAX_FIELD_ERRORS)
    .map(([field, fieldErrors]) => ({ field, message: describeAll(fieldErrors) }));
}

/**
 * A body that is one of several shapes (staff or operator sign-in) fails every shape; the caller
 * meant the one it is closest to: the branch with the fewest missing and unknown fields, then
 * the fewest problems. Only that branch's errors are told, without "must match a schema in anyOf".
 */
function withinClosestBranches(errors: ErrorObject[]): ErrorObject[] {
  let kept = errors;
  for (const union of errors.filter((e) => e.keyword === 'anyOf' && hasObjectBranches(e))) {
    const prefix = `${union.schemaPath}/`;
    const branchOf = (e: ErrorObject) =>
      e.schemaPath.startsWith(prefix) ? e.schemaPath.slice(prefix.length).split('/')[0] : undefined;
    const cost = new Map<string, [number, number]>();
    for (const e of kept) {
      const branch = branchOf(e);
      if (branch === undefined) continue;
      const [shape, all] = cost.get(branch) ?? [0, 0];
      const structural = e.keyword === 'required' || e.keyword === 'additionalProperties';
      cost.set(branch, [shape + (structural ? 1 : 0), all + 1]);
    }
    const [closest] = [...cost].sort(([, a], [, b]) => a[0] - b[0] || a[1] - b[1])[0] ?? [];
    if (closest === undefined) continue;
    kept = kept.filter((e) => e !== union && (branchOf(e) ?? closest) === closest);
  }
  return kept;
}

function hasObjectBranches(e: ErrorObject): boolean {
  const branches = (e.schema ?? []) as { type?: unknown }[];
  return (
    Array.isArray(branches) && branches.length > 1 && branches.every((b) => b.type === 'object')
  );
}

function describeAll(errors: ErrorObject[]): string {
  const allowed = errors
    .filter((e) => e.keyword === 'const')
    .map((e) => JSON.stringify((e.params as { allowedValue: unknown }).allowedValue));
  if (allowed.length > 1) return `must be one of ${allowed.join(', ')}`;
  // The branch that is not "must be null" says what the value should have been.
  const telling = errors.find(
    (e) =>
      e.keyword !== 'anyOf' &&
      !(e.keyword === 'type' && (e.params as { type?: string }).type === 'null'),
  );
  return describe(telling ?? errors[0]!);
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const count = (limit: unknown, noun: string) => `${String(limit)} ${noun}${limit === 1 ? '' : 's'}`;

/** ajv's words for the common rules are its own ("must NOT have fewer than 3 characters"): ours read as a sentence. */
function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'format':
      return `must be a valid ${String(params.format)}`;
    case 'type':
      return `must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must have at least ${count(params.limit, 'character')}`;
    case 'maxLength':
      return `must have at most ${count(params.limit, 'character')}`;
    case 'minItems':
      return `must have at least ${count(params.limit, 'item')}`;
    case 'maxItems':
      return `must have at most ${count(params.limit, 'item')}`;
    case 'minimum':
    case 'maximum':
      return describeBounds(e);
    case 'pattern':
      return describePattern(String(params.pattern));
    default:
      return e.message ?? 'is invalid';
  }
}

/** "must be between 1 and 100" when the schema has both bounds, else the one that was broken. */
function describeBounds(e: ErrorObject): string {
  const schema = (e.parentSchema ?? {}) as { minimum?: number; maximum?: number };
  const { minimum, maximum } = schema;
  if (minimum !== undefined && maximum !== undefined)
    return `must be between ${minimum} and ${maximum}`;
  return e.keyword === 'minimum'
    ? `must be at least ${String(minimum)}`
    : `must be at most ${String(maximum)}`;
}

/** The patterns the API uses, in words; any other is quoted as it is. */
const PATTERN_WORDS: Record<string, string> = {
  '\\S': 'must not be blank',
  '^#[0-9a-fA-F]{6}$': 'must be a colour written #RRGGBB, like #2B6CB0',
  '^https?://': 'must start with http:// or https://',
};

function describePattern(pattern: string): string {
  return PATTERN_WORDS[pattern] ?? `must match the pattern ${pattern}`;
}
