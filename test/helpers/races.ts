import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Fires `count` requests at once and waits for all of them: `app.inject` interleaves them on the
 * event loop, and on PostgreSQL each can hold its own pooled connection, so they really race.
 */
export function concurrently(
  count: number,
  request: (index: number) => Promise<LightMyRequestResponse>,
) {
  return Promise.all(Array.from({ length: count }, (_, i) => request(i)));
}

/** Asserts that no response is a server error, naming the first one that is. */
export function expectNoServerError(responses: LightMyRequestResponse[]) {
  const failed = responses.find((r) => r.statusCode >= 500);
  expect(failed?.body).toBeUndefined();
}

/** How many responses have each status code, e.g. `{ 200: 1, 409: 19 }`. */
export function statusCounts(responses: LightMyRequestResponse[]) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

/**
 * Starts `request` after `ticks` turns of the event loop. Racing two requests with different
 * head starts makes them cross at different points of their transactions, on either engine.
 */
export async function afterTicks<T>(ticks: number, request: () => Promise<T>): Promise<T> {
  for (let i = 0; i < ticks; i++) await new Promise((resolve) => setImmediate(resolve));
  return request();
}
