/** Stored answers of writes sent with an `Idempotency-Key`, for the HTTP hook that replays them. */
export type { ClaimRef } from './idempotency.repository.js';
export { beginRequest, finishRequest, forgetExpiredKeys } from './idempotency.service.js';
