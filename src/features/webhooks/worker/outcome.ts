import {
  planRetry,
  shouldDisableForFailures,
  type DeliveryAttemptResult,
} from '../delivery/index.js';
import type { DeliveryStatus } from '../webhook.table.js';

export interface DeliveryUpdate {
  status: DeliveryStatus;
  nextAttemptAt: string | null;
  completedAt: string | null;
  /** Set when the receiver asked never to be called again (410 Gone). */
  disableReason: string | null;
  /** The attempt was answered with a honoured Retry-After: it does not use up the schedule. */
  deferred: boolean;
  /** The next attempt is a manual redelivery's one attempt, without a retry schedule. */
  singleAttempt: boolean;
}

export interface AttemptContext {
  /** Attempts made so far, this one included. */
  attemptCount: number;
  /** Earlier attempts answered with a honoured Retry-After. */
  deferredAttempts: number;
  /** This attempt is a manual redelivery's one attempt. */
  singleAttempt: boolean;
}

/**
 * What one attempt means for its delivery: done, failed for good, or due again later (the
 * schedule, or the receiver's Retry-After). A manual redelivery of a finished delivery gets
 * this one attempt only, though a Retry-After answer does not use it up either.
 */
export function applyAttempt(
  result: DeliveryAttemptResult,
  context: AttemptContext,
  now: Date,
  random: () => number,
): DeliveryUpdate {
  const at = now.toISOString();
  const finished = { nextAttemptAt: null, completedAt: at, deferred: false, singleAttempt: false };
  if (result.outcome === 'success')
    return { status: 'succeeded', disableReason: null, ...finished };
  if (result.outcome === 'disable') {
    const disableReason = `The receiver answered ${result.statusCode ?? 410} Gone`;
    return { status: 'failed', disableReason, ...finished };
  }
  const usedAttempts = context.attemptCount - context.deferredAttempts;
  const next = planRetry(
    { usedAttempts, deferredAttempts: context.deferredAttempts },
    result.retryAfterMs,
    now,
    random,
  );
  if (next === null || (context.singleAttempt && !next.deferred))
    return { status: 'failed', disableReason: null, ...finished };
  return {
    status: 'pending',
    nextAttemptAt: next.at.toISOString(),
    completedAt: null,
    disableReason: null,
    deferred: next.deferred,
    singleAttempt: context.singleAttempt,
  };
}

/**
 * A redelivery asked for while the attempt was in flight runs right after it: a delivery still
 * pending is moved to now, a finished one gets one more attempt.
 */
export function withQueuedRedelivery(update: DeliveryUpdate, now: Date): DeliveryUpdate {
  return {
    ...update,
    status: 'pending',
    nextAttemptAt: now.toISOString(),
    completedAt: null,
    singleAttempt: update.status === 'pending' ? update.singleAttempt : true,
  };
}

export const FAILING_TOO_LONG = 'Every delivery has failed for 5 days';

/** After a failed attempt: has this configuration only failed for long enough to be disabled? */
export function failingTooLong(
  config: { firstFailureAt: string | null; lastSuccessAt: string | null },
  now: Date,
): boolean {
  if (config.firstFailureAt === null) return false;
  const lastSuccess = config.lastSuccessAt === null ? null : new Date(config.lastSuccessAt);
  return shouldDisableForFailures(new Date(config.firstFailureAt), lastSuccess, now);
}

/** An attempt that was not sent: failed, and retried on the schedule. */
export function unsent(error: string): DeliveryAttemptResult {
  return {
    outcome: 'retry',
    statusCode: null,
    durationMs: 0,
    responseExcerpt: '',
    error,
    retryAfterMs: null,
  };
}
