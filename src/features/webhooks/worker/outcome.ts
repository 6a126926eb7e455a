import {
  nextAttemptAt,
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
}

/**
 * What one attempt means for its delivery: done, failed for good, or due again later (the
 * schedule, or the receiver's Retry-After). A manual redelivery of a finished delivery gets
 * this one attempt only.
 */
export function applyAttempt(
  result: DeliveryAttemptResult,
  attemptNumber: number,
  singleAttempt: boolean,
  now: Date,
  random: () => number,
): DeliveryUpdate {
  const at = now.toISOString();
  if (result.outcome === 'success')
    return { status: 'succeeded', nextAttemptAt: null, completedAt: at, disableReason: null };
  if (result.outcome === 'disable') {
    return {
      status: 'failed',
      nextAttemptAt: null,
      completedAt: at,
      disableReason: `The receiver answered ${result.statusCode ?? 410} Gone`,
    };
  }
  const next = singleAttempt
    ? null
    : nextAttemptAt(attemptNumber, now, random, result.retryAfterMs);
  return next === null
    ? { status: 'failed', nextAttemptAt: null, completedAt: at, disableReason: null }
    : {
        status: 'pending',
        nextAttemptAt: next.toISOString(),
        completedAt: null,
        disableReason: null,
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
