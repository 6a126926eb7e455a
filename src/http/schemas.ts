import { Type, type TSchema } from '@sinclair/typebox';
import { Component, componentName } from './components.js';

/** A uuid; `example` is shown in the API docs (see examples.ts). */
export const Uuid = (description?: string, example?: string) =>
  Type.String({
    format: 'uuid',
    ...(description ? { description } : {}),
    ...(example ? { examples: [example] } : {}),
  });
export const DateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** An absolute http(s) URL: `format: uri` alone would accept `javascript:` links. */
export const HttpUrl = (maxLength = 2048) =>
  Type.String({ format: 'uri', pattern: '^https?://', maxLength });

/**
 * Marks a field of an answer that grants access (an API key, an invitation token, a link that
 * carries one). An answer that may hold one is never kept for an Idempotency-Key replay
 * (`holdsSecret` in idempotency.ts); the OpenAPI document shows the mark as `x-secret`.
 */
export const SECRET = { 'x-secret': true } as const;

/** An integer code whose values the OpenAPI document names. */
export function IntegerCode(values: Record<number, string>, description: string) {
  const codes = Object.keys(values).map(Number);
  return Type.Integer({
    enum: codes,
    'x-enum-varnames': codes.map((c) => values[c]),
    description: `${description}: ${codes.map((c) => `${c} = ${values[c]}`).join(', ')}`,
  });
}

const Meta = Component(
  'ResponseMeta',
  Type.Object({
    traceId: Type.String(),
    elapsedMs: Type.Number(),
    serverTimestamp: DateTime(),
  }),
);

function unnamed(what: string): never {
  throw new Error(`Name ${what}: it is not a component`);
}

/** `Tournament` → `TournamentResponse`; an array of them → `TournamentListResponse`. */
function envelopeName(data: TSchema): string {
  const name =
    componentName(data) ?? `${componentName(data.items) ?? unnamed('the data of an envelope')}List`;
  return `${name}Response`;
}

/** The success envelope around `data`, a component named after its data unless `name` is given. */
export const Envelope = <T extends TSchema>(data: T, name = envelopeName(data)) =>
  Component(
    name,
    Type.Object({ success: Type.Boolean(), message: Type.String(), data, meta: Meta }),
  );

/** Deletes answer with the envelope and no `data`. */
export const EmptyEnvelope = Component(
  'EmptyResponse',
  Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    meta: Meta,
  }),
);

const FieldErrorSchema = Component(
  'FieldError',
  Type.Object({ field: Type.String(), message: Type.String() }),
);

/** Both of the spec's error bodies: `errors` for validation, `error` for business rules. */
export const ErrorBody = Component(
  'ErrorResponse',
  Type.Object({
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
    error: Type.Optional(
      Type.Object({
        code: Type.Union([
          Type.Literal('BUSINESS_RULE_VIOLATION'),
          Type.Literal('FORBIDDEN'),
          Type.Literal('UNAUTHORIZED'),
          Type.Literal('UNAVAILABLE'),
        ]),
        message: Type.String(),
        reason: Type.String({
          description: 'Stable machine-readable name of the rule that refused the request',
        }),
        details: Type.Optional(
          Type.Record(Type.String(), Type.Unknown(), {
            description: 'Facts to act on, e.g. `tenants` of a TENANT_REQUIRED sign-in',
          }),
        ),
      }),
    ),
    meta: Meta,
  }),
);

export const PageQuery = {
  pageNumber: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    default: 1,
    description: 'Page number, 1-indexed',
  }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 20,
    description: 'Items per page, 1 to 100',
  }),
};

export const PageFields = {
  totalCount: Type.Integer(),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
};

/** A paginated payload: the list under `listName` next to the page fields; `Game` → `GamePage`. */
export const Page = <K extends string, T extends TSchema>(listName: K, item: T) =>
  Component(
    `${componentName(item) ?? unnamed('the item of a page')}Page`,
    Type.Object({ [listName]: Type.Array(item), ...PageFields } as {
      [P in K]: ReturnType<typeof Type.Array<T>>;
    } & typeof PageFields),
  );

export const ExternalUserId = (description: string, example?: string) =>
  Type.String({
    minLength: 1,
    maxLength: 128,
    description,
    ...(example ? { examples: [example] } : {}),
  });
