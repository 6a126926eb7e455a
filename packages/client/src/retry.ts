/** When a failed attempt is tried again, and after how long. */

export interface RetryOptions {
  /** Retries after the first attempt; 0 turns retrying off. Default 3. */
  retries?: number;
  /** The first backoff; each retry doubles it. Default 250 ms. */
  baseDelayMs?: number;
  /** The largest backoff. Default 8 s. */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown. Default 60 s. */
  maxRetryAfterSeconds?: number;
}

export type RetryPolicy = Required<RetryOptions>;

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterSeconds: 60,
};

export function retryPolicy(option: number | RetryOptions | undefined): RetryPolicy {
  if (typeof option === 'number') return { ...DEFAULT_RETRY_POLICY, retries: option };
  return { ...DEFAULT_RETRY_POLICY, ...option };
}

/**
 * The backoff before retry number `retry` (1 for the first): exponential, with "equal jitter"
 * (half fixed, half random), so clients that failed together do not all come back together
 * while each wait still grows.
 */
export function backoffDelayMs(retry: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return ceiling / 2 + random() * (ceiling / 2);
}

// Statuses that say the server (or a proxy before it) did not finish the request.
const TRANSIENT_STATUSES = new Set([408, 500, 502, 503, 504]);
// Methods a repeat of which cannot do the work twice.
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export type AttemptOutcome =
  | { kind: 'answer'; status: number; reason?: string; retryAfterSeconds?: number }
  | { kind: 'no-answer' };

/** The outcome a failed attempt's error stands for (status 0: no answer arrived). */
export function outcomeOf(error: {
  status: number;
  reason?: string;
  retryAfterSeconds?: number;
}): AttemptOutcome {
  const { status, reason, retryAfterSeconds } = error;
  return status === 0
    ? { kind: 'no-answer' }
    : { kind: 'answer', status, reason, retryAfterSeconds };
}

export interface AttemptContext {
  method: string;
  /** The request carries an Idempotency-Key, so the server runs it at most once. */
  hasIdempotencyKey: boolean;
  /** Retries made so far. */
  retriesSoFar: number;
}

/** How long to wait before trying again, or undefined to give up with the error. */
export function retryDelayMs(
  outcome: AttemptOutcome,
  context: AttemptContext,
  policy: RetryPolicy,
  random = Math.random,
): number | undefined {
  if (context.retriesSoFar >= policy.retries) return undefined;
  const backoff = backoffDelayMs(context.retriesSoFar + 1, policy, random);
  const repeatable = context.hasIdempotencyKey || IDEMPOTENT_METHODS.has(context.method);

  if (outcome.kind === 'no-answer') return repeatable ? backoff : undefined;

  const { status, reason, retryAfterSeconds } = outcome;
  // A 429 is refused before the request runs, and a key still in flight means the first
  // request is running: both are safe to repeat whatever the method, after the asked wait.
  const refusedBeforeRunning =
    status === 429 || (status === 409 && reason === 'IDEMPOTENCY_KEY_IN_USE');
  if (!refusedBeforeRunning && !(TRANSIENT_STATUSES.has(status) && repeatable)) return undefined;
  if (retryAfterSeconds === undefined) return backoff;
  if (retryAfterSeconds > policy.maxRetryAfterSeconds) return undefined;
  // Not earlier than asked; a little jitter spreads the clients that were told the same time.
  return retryAfterSeconds * 1000 + random() * policy.baseDelayMs;
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
