import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ATTEMPTS,
  MAX_DEFERRED_ATTEMPTS,
  RETRY_DELAYS_MS,
  classifyResponse,
  nextAttemptAt,
  parseRetryAfter,
  planRetry,
  retryAfterFromResponse,
  shouldDisableForFailures,
} from '../../../src/features/webhooks/delivery/retry-policy.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date('2025-03-01T00:00:00Z');
const delayOf = (attempt: number, random: number) =>
  nextAttemptAt(attempt, now, () => random)!.getTime() - now.getTime();
const planned = (usedAttempts: number, deferredAttempts: number, retryAfter: number | null) => {
  const plan = planRetry({ usedAttempts, deferredAttempts }, retryAfter, now, () => 0);
  return plan && { delay: plan.at.getTime() - now.getTime(), deferred: plan.deferred };
};

describe('retry schedule', () => {
  it('is 8 attempts: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(RETRY_DELAYS_MS).toEqual([
      5 * SECOND,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
    expect(MAX_ATTEMPTS).toBe(8);
  });

  it('applies ±20% jitter from random()', () => {
    RETRY_DELAYS_MS.forEach((base, index) => {
      const attempt = index + 1;
      expect(delayOf(attempt, 0)).toBe(Math.round(base * 0.8));
      expect(delayOf(attempt, 1)).toBe(Math.round(base * 1.2));
      expect(delayOf(attempt, 0.5)).toBe(base);
    });
  });

  it('stays within the bounds for any random value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, r) => {
          const base = RETRY_DELAYS_MS[a - 1]!;
          const delay = delayOf(a, r);
          expect(delay).toBeGreaterThanOrEqual(Math.round(base * 0.8));
          expect(delay).toBeLessThanOrEqual(Math.round(base * 1.2));
        },
      ),
    );
  });

  it('gives up after the eighth attempt', () => {
    expect(nextAttemptAt(7, now, () => 0.5)).not.toBeNull();
    expect(nextAttemptAt(8, now, () => 0.5)).toBeNull();
    expect(nextAttemptAt(9, now, () => 0.5)).toBeNull();
    expect(nextAttemptAt(0, now, () => 0.5)).toBeNull();
  });
});

describe('planRetry', () => {
  it('honours Retry-After, clamped to [5 s, 1 h], without jitter or using up an attempt', () => {
    expect(planned(5, 0, 7 * SECOND)).toEqual({ delay: 7 * SECOND, deferred: true });
    expect(planned(1, 3, 30 * MINUTE)).toEqual({ delay: 30 * MINUTE, deferred: true });
    expect(planned(1, 0, 1)).toEqual({ delay: 5 * SECOND, deferred: true });
    expect(planned(6, 0, 3 * HOUR)).toEqual({ delay: HOUR, deferred: true });
    // Even after the last scheduled attempt: a Retry-After answer does not use one up.
    expect(planned(8, 0, 10 * SECOND)).toEqual({ delay: 10 * SECOND, deferred: true });
  });

  it('continues the schedule from the attempts used up, whatever was deferred', () => {
    expect(planned(2, 0, null)).toEqual({ delay: Math.round(5 * MINUTE * 0.8), deferred: false });
    expect(planned(2, 5, null)).toEqual({ delay: Math.round(5 * MINUTE * 0.8), deferred: false });
    expect(planned(8, 5, null)).toBeNull();
  });

  it('counts Retry-After answers past the cap like failures, waiting the later of both', () => {
    const capped = MAX_DEFERRED_ATTEMPTS;
    expect(planned(1, capped, 7 * SECOND)).toEqual({ delay: 7 * SECOND, deferred: false });
    expect(planned(3, capped, 7 * SECOND)).toEqual({
      delay: Math.round(30 * MINUTE * 0.8),
      deferred: false,
    });
    expect(planned(8, capped, 7 * SECOND)).toBeNull();
  });
});

describe('classifyResponse', () => {
  it.each([
    [200, 'success'],
    [201, 'success'],
    [204, 'success'],
    [299, 'success'],
    [410, 'disable'],
    [301, 'retry'],
    [302, 'retry'],
    [307, 'retry'],
    [400, 'retry'],
    [401, 'retry'],
    [404, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [100, 'retry'],
  ] as const)('%i → %s', (status, outcome) => {
    expect(classifyResponse({ status, headers: {} })).toBe(outcome);
  });

  it('retries network errors', () => {
    expect(classifyResponse({ error: new Error('ECONNRESET') })).toBe('retry');
  });
});

describe('Retry-After', () => {
  const nowMs = now.getTime();

  it('parses delay-seconds and HTTP-dates, clamped to [5 s, 1 h]', () => {
    expect(parseRetryAfter('7', nowMs)).toBe(7 * SECOND);
    expect(parseRetryAfter(' 120 ', nowMs)).toBe(120 * SECOND);
    expect(parseRetryAfter('0', nowMs)).toBe(5 * SECOND);
    expect(parseRetryAfter('86400', nowMs)).toBe(HOUR);
    expect(parseRetryAfter(new Date(nowMs + 90 * SECOND).toUTCString(), nowMs)).toBe(90 * SECOND);
    expect(parseRetryAfter('Sat, 01 Mar 2025 00:10:00 GMT', nowMs)).toBe(10 * MINUTE);
    expect(parseRetryAfter(new Date(nowMs - HOUR).toUTCString(), nowMs)).toBe(5 * SECOND);
    expect(parseRetryAfter(new Date(nowMs + DAY).toUTCString(), nowMs)).toBe(HOUR);
  });

  it('ignores absent or invalid values', () => {
    for (const value of [undefined, '', '  ', 'soon', '-5', '1.5', 'Someday, 99 Foo']) {
      expect(parseRetryAfter(value, nowMs)).toBeNull();
    }
  });

  it('is only honoured on 429 and 503', () => {
    const headers = { 'retry-after': '7' };
    expect(retryAfterFromResponse(429, headers, nowMs)).toBe(7 * SECOND);
    expect(retryAfterFromResponse(503, { 'Retry-After': ['8'] }, nowMs)).toBe(8 * SECOND);
    expect(retryAfterFromResponse(500, headers, nowMs)).toBeNull();
    expect(retryAfterFromResponse(301, headers, nowMs)).toBeNull();
    expect(retryAfterFromResponse(429, {}, nowMs)).toBeNull();
  });
});

describe('shouldDisableForFailures', () => {
  const at = (ms: number) => new Date(now.getTime() + ms);

  it('disables after only failures for 5 days', () => {
    expect(shouldDisableForFailures(now, null, at(5 * DAY))).toBe(true);
    expect(shouldDisableForFailures(now, null, at(5 * DAY - 1))).toBe(false);
    expect(shouldDisableForFailures(now, at(-DAY), at(6 * DAY))).toBe(true);
  });

  it('does not disable when a success came after the first failure', () => {
    expect(shouldDisableForFailures(now, at(DAY), at(10 * DAY))).toBe(false);
    expect(shouldDisableForFailures(now, now, at(10 * DAY))).toBe(false);
  });
});
