import type { Readable } from 'node:stream';
import { request, type Dispatcher } from 'undici';
import { classifyResponse, retryAfterFromResponse, type DeliveryOutcome } from './retry-policy.js';
import { utf8Excerpt } from './utf8-excerpt.js';

export interface DeliverOnceInput {
  url: string | URL;
  /** Sent byte for byte; the signature headers must have been computed over this same string. */
  body: string;
  headers: Record<string, string>;
  /** Use createGuardedDispatcher: it is the connect-time SSRF check. */
  dispatcher: Dispatcher;
  /** Budget for the whole attempt: connect, headers and body. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Wall clock in ms since the epoch (durations and Retry-After dates). */
  now?: () => number;
}

export interface DeliveryAttemptResult {
  outcome: DeliveryOutcome;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string;
  error: string | null;
  retryAfterMs: number | null;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 20 * 1024;
const MAX_ERROR_LENGTH = 200;

/**
 * One POST of a delivery. Never throws: network failures, timeouts and guard refusals come back
 * as outcome 'retry' with statusCode null and a short error. Redirects are not followed (a 3xx is
 * a failed attempt), and at most maxResponseBytes of the response are read.
 */
export async function deliverOnce({
  url,
  body,
  headers,
  dispatcher,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
  now = Date.now,
}: DeliverOnceInput): Promise<DeliveryAttemptResult> {
  const startedAt = now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const describe = (error: unknown) =>
    controller.signal.aborted ? `timeout after ${timeoutMs} ms` : describeError(error);

  try {
    const response = await request(url, {
      method: 'POST',
      body,
      headers,
      dispatcher,
      signal: controller.signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const read = await readCapped(response.body, maxResponseBytes);
    return {
      // The status line is the receiver's verdict; a body cut short only affects the log.
      outcome: classifyResponse({ status: response.statusCode }),
      statusCode: response.statusCode,
      durationMs: now() - startedAt,
      responseExcerpt: utf8Excerpt(read.bytes, maxResponseBytes),
      error: read.error === null ? null : `reading response body: ${describe(read.error)}`,
      retryAfterMs: retryAfterFromResponse(response.statusCode, response.headers, now()),
    };
  } catch (error) {
    return {
      outcome: classifyResponse({ error }),
      statusCode: null,
      durationMs: now() - startedAt,
      responseExcerpt: '',
      error: describe(error),
      retryAfterMs: null,
    };
  } finally {
    clearTimeout(timer);
  }
}

interface CappedRead {
  bytes: Buffer;
  error: unknown;
}

// Stops at maxBytes and destroys the stream, which closes the connection: an endless or huge
// body costs at most maxBytes of memory.
async function readCapped(body: Readable, maxBytes: number): Promise<CappedRead> {
  const chunks: Buffer[] = [];
  let size = 0;
  let error: unknown = null;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const piece = chunk.subarray(0, maxBytes - size);
      chunks.push(piece);
      size += piece.length;
      if (size >= maxBytes) break;
    }
  } catch (caught) {
    error = caught ?? new Error('response body failed');
  } finally {
    if (!body.destroyed) body.destroy();
  }
  return { bytes: Buffer.concat(chunks), error };
}

export function describeError(error: unknown): string {
  const cause =
    error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  const { code, message, name } = (cause ?? {}) as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
  };
  const text = typeof message === 'string' && message !== '' ? message : String(name ?? cause);
  const described = typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
  return described.slice(0, MAX_ERROR_LENGTH);
}
