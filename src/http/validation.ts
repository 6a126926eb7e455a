import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../errors.js';

// ajv-formats ships CommonJS with a default export that NodeNext sees as a namespace.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options) {
  const ajv = new Ajv({
    allErrors: false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    ...options,
  });
  addFormats(ajv);
  ajv.addKeyword('x-enum-varnames');
  return ajv;
}

// Bodies are JSON and must carry the right types: `"5"` for an integer is a 400, not coerced.
// Query strings and path segments are text by nature, so those are coerced.
const bodyAjv = makeAjv({ coerceTypes: false });
const textAjv = makeAjv({ coerceTypes: true });

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object) as ReturnType<
    FastifySchemaCompiler<unknown>
  >;

/** Turns ajv's errors into the spec's `{field, message}` entries, naming the offending field. */
export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  return errors.map((e) => {
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const leaf = params.missingProperty ?? params.additionalProperty;
    const field = [path, leaf].filter(Boolean).join('.') || 'body';
    return { field, message: describe(e) };
  });
}

function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'format':
      return `must be a valid ${String(params.format)}`;
    default:
      return e.message ?? 'is invalid';
  }
}
