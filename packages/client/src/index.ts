/**
 * The TypeScript client of the Tourney integration API: typed calls of every operation by its
 * operationId, the envelope unwrapped, typed errors, automatic Idempotency-Key and retries,
 * pagination, the tournament stream and the webhook verifier.
 */
export { createClient, SDK_VERSION } from './client.js';
export type { ClientOptions, RetryEvent, TourneyClient } from './client.js';
export type { ConditionalRequestOptions } from './kept-answers.js';
export {
  AuthenticationError,
  BusinessRuleError,
  ConnectionError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  TourneyError,
  UnprocessableError,
  ValidationError,
} from './errors.js';
export type { TourneyErrorCode } from './errors.js';
export type {
  ApiResponse,
  CallInput,
  CallOptions,
  OperationId,
  PagedOperationId,
  PageFields,
  PageItem,
  ResponseData,
} from './operations.js';
export type { RetryOptions } from './retry.js';
export { createSseReader, parseSse } from './sse.js';
export type { SseMessage, SseParseResult, SseReader, SseReaderCallbacks } from './sse.js';
export type { StreamEvent, StreamOptions } from './stream.js';
export { parseWebhookEvent, verifyWebhook, WebhookVerificationError } from './webhooks.js';
export type {
  VerifyWebhookInput,
  WebhookEvent,
  WebhookEventName,
  WebhookHeaders,
} from './webhooks.js';
export type { components, operations, paths } from './generated/openapi.js';
export type * from './generated/schemas.js';
