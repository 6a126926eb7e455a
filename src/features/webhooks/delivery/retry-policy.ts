/**
 * When to try a delivery again, modelled on Svix / Standard Webhooks.
 *
 * Attempt 1 is sent immediately. After the n-th attempt that uses up the schedule fails, the
 * next one is scheduled RETRY_DELAYS_MS[n-1] later (±20% jitter): 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 10 h. That is 8 attempts over about 28 hours; when the 8th fails the delivery is marked
 * failed. Attempts answered with a honoured Retry-After do not count (see planRetry).
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const JITTER_RATIO = 0.2;
const RETRY_AFTER_MIN_MS = 5 * SECOND;
const RETRY_AFTER_MAX_MS = HOUR;
/** Retry-After answers per delivery that do not use up an attempt. */
export const MAX_DEFERRED_ATTEMPTS = 24;
const DISABLE_AFTER_FAILING_FOR_MS = 5 * DAY;

export type DeliveryOutcome = 'success' | 'retry' | 'disable';

export type ResponseHeaders = Record<string, string | string[] | undefined>;

export type AttemptResult = { status: number; headers?: ResponseHeaders } | { error: unknown };

/** 2xx succeeds; 410 Gone disables the configuration; everything else (3xx included) is retried. */
export function classifyResponse(result: AttemptResult): DeliveryOutcome {
  if ('error' in result) return 'retry';
  if (result.status >= 200 && result.status <= 299) return 'success';
  if (result.status === 410) return 'disable';
  return 'retry';
}

/**
 * The receiver's requested wait in ms, clamped to [5 s, 1 h], for 429 and 503 responses that
 * carry a valid Retry-After (delay-seconds or HTTP-date); otherwise null.
 */
export function retryAfterFromResponse(
  status: number,
  headers: ResponseHeaders,
  nowMs: number,
): number | null {
  if (status !== 429 && status !== 503) return null;
  return parseRetryAfter(headerValue(headers, 'retry-after'), nowMs);
}

export function parseRetryAfter(value: string | undefined, nowMs: number): number | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^\d+$/.test(trimmed)) return clampRetryAfter(Number(trimmed) * SECOND);
  // Only real HTTP-dates: Date.parse alone would also accept things like "1".
  if (!/[a-z]/i.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : clampRetryAfter(at - nowMs);
}

function clampRetryAfter(ms: number): number {
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(RETRY_AFTER_MIN_MS, ms));
}

/**
 * When the next attempt should run, given that `usedAttempts` attempts (1-based, the one that
 * just failed included) have used up the schedule; null when that was the last one (give up,
 * mark the delivery failed).
 */
export function nextAttemptAt(usedAttempts: number, now: Date, random: () => number): Date | null {
  const scheduled = RETRY_DELAYS_MS[usedAttempts - 1];
  if (scheduled === undefined || !Number.isInteger(usedAttempts)) return null;
  return new Date(now.getTime() + withJitter(scheduled, random()));
}

export interface RetryState {
  /** Attempts that used up the schedule, the one that just failed included. */
  usedAttempts: number;
  /** Earlier attempts answered with a Retry-After that was honoured. */
  deferredAttempts: number;
}

export interface PlannedRetry {
  at: Date;
  /** The attempt was answered with a Retry-After and does not use up the schedule. */
  deferred: boolean;
}

/**
 * After a failed attempt: when to try again, or null to give up. A Retry-After answer is
 * honoured (clamped) and does not use up an attempt, so the schedule continues from the attempts
 * actually used. Past MAX_DEFERRED_ATTEMPTS such answers it counts like any failure, waiting the
 * later of the schedule and the receiver's request, so a receiver that always asks to wait
 * cannot keep a delivery pending forever.
 */
export function planRetry(
  state: RetryState,
  retryAfterMs: number | null,
  now: Date,
  random: () => number,
): PlannedRetry | null {
  if (retryAfterMs !== null && state.deferredAttempts < MAX_DEFERRED_ATTEMPTS) {
    return { at: new Date(now.getTime() + clampRetryAfter(retryAfterMs)), deferred: true };
  }
  const scheduled = nextAttemptAt(state.usedAttempts, now, random);
  if (scheduled === null) return null;
  const asked = retryAfterMs === null ? 0 : now.getTime() + clampRetryAfter(retryAfterMs);
  return { at: new Date(Math.max(scheduled.getTime(), asked)), deferred: false };
}

// random() is in [0, 1): 0 gives -20%, values near 1 give nearly +20%.
function withJitter(delayMs: number, random: number): number {
  const unit = Math.min(1, Math.max(0, random));
  return Math.round(delayMs * (1 - JITTER_RATIO + 2 * JITTER_RATIO * unit));
}

/**
 * A configuration whose deliveries have only failed for 5 days is disabled. `firstFailureAt` is
 * the first failure of the current streak; a success at or after it means the streak is over.
 */
export function shouldDisableForFailures(
  firstFailureAt: Date,
  lastSuccessAt: Date | null,
  now: Date,
): boolean {
  if (lastSuccessAt !== null && lastSuccessAt.getTime() >= firstFailureAt.getTime()) return false;
  return now.getTime() - firstFailureAt.getTime() >= DISABLE_AFTER_FAILING_FOR_MS;
}

function headerValue(headers: ResponseHeaders, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}
