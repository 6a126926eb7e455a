import { i18n } from '../i18n/i18n';

export interface FieldError {
  field: string;
  message: string;
}

interface ErrorEnvelope {
  message?: string;
  errors?: FieldError[];
  error?: { reason?: string; message?: string; details?: Record<string, unknown> };
}

/** An answer of the API that was not a success, with what the server said about it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly reason: string | undefined = undefined,
    /** The rule's `details` (e.g. the tenants to choose from), when the server gave some. */
    readonly details: Record<string, unknown> = {},
    /** From a 429's Retry-After: how long until trying again may succeed. */
    readonly retryAfterSeconds: number | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static from(status: number, body: unknown, headers?: Headers): ApiError {
    const envelope = (typeof body === 'object' && body !== null ? body : {}) as ErrorEnvelope;
    const message = envelope.error?.message ?? envelope.message ?? `The server answered ${status}`;
    const retryAfter = Number(headers?.get('retry-after') ?? Number.NaN);
    return new ApiError(
      status,
      message,
      envelope.errors ?? [],
      envelope.error?.reason,
      envelope.error?.details ?? {},
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
  }

  /** Field errors keyed by field path, as form libraries take them. */
  get byField(): Record<string, string> {
    return Object.fromEntries(this.fieldErrors.map((e) => [e.field, e.message]));
  }
}

/** What to tell a person about a failure of any kind. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return i18n.t('common.somethingWentWrong');
}
