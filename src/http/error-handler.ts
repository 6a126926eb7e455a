import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConcurrencyFailure, isUniqueViolation } from '../db/dialect.js';
import { AppError, businessRule, type FieldError } from '../errors.js';
import { meta } from './envelope.js';
import { toFieldErrors } from './validation.js';

// Fastify's own errors, by code, turned into ours so no Fastify-shaped body reaches a client.
const FRAMEWORK_ERRORS: Record<string, (e: FastifyError) => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError('PAYLOAD_TOO_LARGE', 'Request body is larger than 1 MiB'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError('UNSUPPORTED_MEDIA', 'Request body must be JSON (Content-Type: application/json)'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError('VALIDATION', 'Content-Length does not match the body'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError('VALIDATION', 'Request body is empty'),
};

/**
 * The last line of defence for a write that raced another one to a unique key without its
 * service turning that into a precise answer, or that PostgreSQL chose to undo in a deadlock:
 * the request conflicted, it did not crash, and nothing of it was written.
 */
const concurrentConflict = () =>
  businessRule('CONFLICT', 'The request conflicts with a concurrent change; retry it');

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isUniqueViolation(error) || isConcurrencyFailure(error)) return concurrentConflict();
  if (error.validation) {
    const fieldErrors = toFieldErrors(error.validation as Parameters<typeof toFieldErrors>[0]);
    return new AppError('VALIDATION', 'Validation failed', { fieldErrors });
  }
  const mapped = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (mapped) return mapped(error);
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('VALIDATION', 'Request body is not valid JSON', {
      fieldErrors: [{ field: 'body', message: 'is not valid JSON' }],
    });
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', 'Too many requests, slow down');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION', error.message);
  }
  return new AppError('INTERNAL', 'Internal server error');
}

const PATH_PROBLEMS: Record<string, string> = {
  FST_ERR_BAD_URL: 'is not valid percent-encoded UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: 'has a segment that is too long',
};

/**
 * A path the router cannot even match: a 400 naming `path`. The path is not echoed back, as it
 * may be megabytes long or hold control characters.
 */
export function malformedPathError(error: FastifyError): AppError {
  const problem = PATH_PROBLEMS[error.code] ?? 'is malformed';
  return new AppError('VALIDATION', `Malformed request path: it ${problem}`, {
    fieldErrors: [{ field: 'path', message: problem }],
  });
}

export function errorBody(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const base = { success: false as const, message: error.message, meta: meta(request, reply) };
  const { reason, context } = error.details;
  // Other refusals carry `error` only when they name a reason (e.g. a 403 CSRF_TOKEN_INVALID).
  if (error.code === 'BUSINESS_RULE' || reason !== undefined) {
    return {
      ...base,
      error: {
        code: error.code === 'BUSINESS_RULE' ? ('BUSINESS_RULE_VIOLATION' as const) : error.code,
        message: error.message,
        reason: reason ?? 'RULE',
        ...(context === undefined ? {} : { details: context }),
      },
    };
  }
  const errors: FieldError[] | undefined = error.details.fieldErrors;
  return errors ? { ...base, errors } : base;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    // Logged so a path that still lets the constraint speak for it can be found and fixed.
    else if (isUniqueViolation(error)) request.log.warn({ err: error }, 'unique key conflict');
    else if (isConcurrencyFailure(error))
      request.log.warn({ err: error }, 'transaction undone by the database');
    const retryAfter = appError.details.retryAfterSeconds;
    if (retryAfter !== undefined && !reply.hasHeader('retry-after'))
      void reply.header('retry-after', retryAfter);
    return reply.code(appError.status).send(errorBody(request, reply, appError));
  });
  // Return 404 with the envelope for unknown routes and methods alike.
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        errorBody(
          request,
          reply,
          new AppError(
            'NOT_FOUND',
            `Route ${request.method} ${request.url.split('?')[0]} not found`,
          ),
        ),
      ),
  );
}
