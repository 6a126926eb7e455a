import type { FieldError } from './generated/schemas.js';

export type { FieldError };

/**
 * What went wrong, one word per kind: the discriminant of `TourneyError`. Each has a subclass
 * too, for `instanceof`.
 */
export type TourneyErrorCode =
  | 'VALIDATION' // 400: `fields` names each offending field
  | 'UNAUTHORIZED' // 401: missing or invalid API key
  | 'FORBIDDEN' // 403: the key lacks the scope, or the resource is not the tenant's
  | 'NOT_FOUND' // 404
  | 'BUSINESS_RULE_VIOLATION' // 409: the request is valid but a rule refuses it; see `reason`
  | 'UNPROCESSABLE' // 422
  | 'RATE_LIMITED' // 429: see `retryAfterSeconds`
  | 'SERVER_ERROR' // 5xx
  | 'CONNECTION' // no answer: the network failed or the request timed out
  | 'HTTP_ERROR'; // any other status (408, 413, 415, 431, …)

export interface TourneyErrorInit {
  status: number;
  code: TourneyErrorCode;
  message: string;
  fields?: FieldError[];
  reason?: string;
  details?: Record<string, unknown>;
  traceId?: string;
  retryAfterSeconds?: number;
  operationId?: string;
  cause?: unknown;
}

/** A refused or failed call. `status` is 0 when no answer arrived. */
export class TourneyError extends Error {
  override name = 'TourneyError';
  readonly status: number;
  readonly code: TourneyErrorCode;
  /** The fields a 400 refused, each with what is wrong with it (empty otherwise). */
  readonly fields: FieldError[];
  /** The stable machine-readable name of the rule that refused the request, e.g. `TEAM_FULL`. */
  readonly reason: string | undefined;
  /** Facts that help act on a refusal (the error body's `error.details`). */
  readonly details: Record<string, unknown> | undefined;
  /** The answer's `meta.traceId`: quote it to the operator, it finds the request in the log. */
  readonly traceId: string | undefined;
  /** The `Retry-After` of the answer, in seconds. */
  readonly retryAfterSeconds: number | undefined;
  /** The operation that was called. */
  readonly operationId: string | undefined;

  constructor(init: TourneyErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.reason = init.reason;
    this.details = init.details;
    this.traceId = init.traceId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.operationId = init.operationId;
  }
}

export class ValidationError extends TourneyError {
  override name = 'ValidationError';
  declare readonly code: 'VALIDATION';
}
export class AuthenticationError extends TourneyError {
  override name = 'AuthenticationError';
  declare readonly code: 'UNAUTHORIZED';
}
export class PermissionError extends TourneyError {
  override name = 'PermissionError';
  declare readonly code: 'FORBIDDEN';
}
export class NotFoundError extends TourneyError {
  override name = 'NotFoundError';
  declare readonly code: 'NOT_FOUND';
}
export class BusinessRuleError extends TourneyError {
  override name = 'BusinessRuleError';
  declare readonly code: 'BUSINESS_RULE_VIOLATION';
  declare readonly reason: string;
}
export class UnprocessableError extends TourneyError {
  override name = 'UnprocessableError';
  declare readonly code: 'UNPROCESSABLE';
}
export class RateLimitError extends TourneyError {
  override name = 'RateLimitError';
  declare readonly code: 'RATE_LIMITED';
}
export class ServerError extends TourneyError {
  override name = 'ServerError';
  declare readonly code: 'SERVER_ERROR';
}
export class ConnectionError extends TourneyError {
  override name = 'ConnectionError';
  declare readonly code: 'CONNECTION';
}

const BY_STATUS: Record<number, [TourneyErrorCode, typeof TourneyError]> = {
  400: ['VALIDATION', ValidationError],
  401: ['UNAUTHORIZED', AuthenticationError],
  403: ['FORBIDDEN', PermissionError],
  404: ['NOT_FOUND', NotFoundError],
  409: ['BUSINESS_RULE_VIOLATION', BusinessRuleError],
  422: ['UNPROCESSABLE', UnprocessableError],
  429: ['RATE_LIMITED', RateLimitError],
};

/** The error envelope of the contract, as far as a client relies on it. */
interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  error?: { reason?: unknown; details?: unknown; message?: unknown };
  meta?: { traceId?: unknown };
}

/** The error an answer with a non-2xx status stands for. */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers,
  operationId?: string,
): TourneyError {
  const envelope: ErrorBody = typeof body === 'object' && body !== null ? body : {};
  const [code, ErrorClass] =
    BY_STATUS[status] ??
    (status >= 500 ? ['SERVER_ERROR', ServerError] : ['HTTP_ERROR', TourneyError]);
  const fields = Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : [];
  const said =
    typeof envelope.message === 'string' ? envelope.message : `HTTP ${status} from ${operationId}`;
  // "Validation failed" alone sends the reader to `.fields`: the message names them.
  const message =
    fields.length === 0
      ? said
      : `${said}: ${fields.map((field) => `${field.field} ${field.message}`).join('; ')}`;
  return new ErrorClass({
    status,
    code,
    message,
    fields,
    reason: typeof envelope.error?.reason === 'string' ? envelope.error.reason : undefined,
    details:
      typeof envelope.error?.details === 'object' && envelope.error.details !== null
        ? (envelope.error.details as Record<string, unknown>)
        : undefined,
    traceId: typeof envelope.meta?.traceId === 'string' ? envelope.meta.traceId : undefined,
    retryAfterSeconds: retryAfterSeconds(headers.get('retry-after')),
    operationId,
  });
}

/** `Retry-After` as seconds from now: a number of seconds or an HTTP date. */
function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - now) / 1000);
}
