/**
 * The catalogue of application errors. Services throw `AppError` with one of these codes;
 * only the HTTP error handler turns a code into a status and a body.
 *
 * | code                  | status | body                                              |
 * |-----------------------|--------|---------------------------------------------------|
 * | VALIDATION            | 400    | `errors: [{field, message}]`                      |
 * | UNAUTHORIZED          | 401    | message only                                      |
 * | FORBIDDEN             | 403    | message only                                      |
 * | NOT_FOUND             | 404    | message only                                      |
 * | REQUEST_TIMEOUT       | 408    | message only (the request did not arrive in time) |
 * | BUSINESS_RULE         | 409    | `error: {code: BUSINESS_RULE_VIOLATION, message, reason}` |
 * | PAYLOAD_TOO_LARGE     | 413    | message only                                      |
 * | UNSUPPORTED_MEDIA     | 415    | message only                                      |
 * | HEADERS_TOO_LARGE     | 431    | message only (request line and headers > 16 KB)   |
 * | RATE_LIMITED          | 429    | message only, `Retry-After` header                |
 * | INTERNAL              | 500    | a generic message; details only in the log       |
 * | UNAVAILABLE           | 503    | message only (readiness: the database is down)   |
 */
const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  BUSINESS_RULE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      fieldErrors?: FieldError[];
      reason?: string;
      /** Sent as the `Retry-After` header (429s). */
      retryAfterSeconds?: number;
      /** Facts that help the caller act on a refusal, sent as `error.details`. */
      context?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export const invalidField = (field: string, message: string) => invalidFields([{ field, message }]);

/** Every problem found in one request, so the caller fixes them all in one go. */
const invalidFields = (fieldErrors: FieldError[]) =>
  new AppError('VALIDATION', 'Validation failed', { fieldErrors });

/** Throws the problems found, if there are any. */
export function throwIfInvalid(fieldErrors: FieldError[]) {
  if (fieldErrors.length > 0) throw invalidFields(fieldErrors);
}

/** A 409 with the spec's business-rule body; `reason` is a stable machine-readable word. */
export const businessRule = (reason: string, message: string) =>
  new AppError('BUSINESS_RULE', message, { reason });

/** A status change the thing's life cycle does not allow (a tournament's, a registration's). */
export const invalidTransition = (what: string, from: string, to: string) =>
  businessRule('INVALID_TRANSITION', `Cannot move a ${what} from ${from} to ${to}`);

export const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/**
 * A failure of the process rather than of a request (bad configuration, a port in use, a
 * database out of reach), already said in words an operator acts on: one line per problem,
 * printed as is, without a stack trace.
 */
export class ExplainedError extends Error {
  override name = 'ExplainedError';

  get lines(): string[] {
    return this.message.split('\n');
  }
}
