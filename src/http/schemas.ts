import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) });
export const DateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** An absolute http(s) URL: `format: uri` alone would accept `javascript:` links. */
export const HttpUrl = (maxLength = 2048) =>
  Type.String({ format: 'uri', pattern: '^https?://', maxLength });

/** An integer code whose values the OpenAPI document names. */
export function IntegerCode(values: Record<number, string>, description: string) {
  const codes = Object.keys(values).map(Number);
  return Type.Integer({
    enum: codes,
    'x-enum-varnames': codes.map((c) => values[c]),
    description: `${description}: ${codes.map((c) => `${c} = ${values[c]}`).join(', ')}`,
  });
}

export const Meta = Type.Object({
  traceId: Type.String(),
  elapsedMs: Type.Number(),
  serverTimestamp: DateTime(),
});

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Boolean(), message: Type.String(), data, meta: Meta });

/** Deletes answer with the envelope and no `data`. */
export const EmptyEnvelope = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  meta: Meta,
});

export const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() });

/** Both of the spec's error bodies: `errors` for validation, `error` for business rules. */
export const ErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
    error: Type.Optional(
      Type.Object({
        code: Type.Literal('BUSINESS_RULE_VIOLATION'),
        message: Type.String(),
        reason: Type.String({
          description: 'Stable machine-readable name of the rule that refused the request',
        }),
      }),
    ),
    meta: Meta,
  },
  { $id: 'ErrorBody' },
);
export type ErrorBodyType = Static<typeof ErrorBody>;

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

/** A paginated payload: the list under `listName` next to the page fields. */
export const Page = <K extends string, T extends TSchema>(listName: K, item: T) =>
  Type.Object({ [listName]: Type.Array(item), ...PageFields } as {
    [P in K]: ReturnType<typeof Type.Array<T>>;
  } & typeof PageFields);

export const ExternalUserId = (description: string) =>
  Type.String({ minLength: 1, maxLength: 128, description });
