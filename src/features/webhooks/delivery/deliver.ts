import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
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
const DEFAULT_MAX_RESPONSE_BYTES = 20 * 1024;
const MAX_ERROR_LENGTH = 200;

/**
 * One POST of a delivery. Never throws: network failures, timeouts and guard refusals come back
 * as outcome 'retry' with statusCode null and a short error. Redirects are not followed (a 3xx is
 * a failed attempt), and at most maxResponseBytes of the response are read.
 *
 * Sent through the dispatcher's handler interface rather than `request()`: a delivery needs
 * neither a response stream nor an abort signal, and those cost more CPU than the rest of the
 * request (most of what a worker spent per delivery).
 */
export function deliverOnce({
  url,
  body,
  headers,
  dispatcher,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
  now = Date.now,
}: DeliverOnceInput): Promise<DeliveryAttemptResult> {
  return new Promise((resolve) => {
    const exchange = new Exchange(resolve, maxResponseBytes, timeoutMs, now);
    try {
      const target = typeof url === 'string' ? new URL(url) : url;
      dispatcher.dispatch(
        {
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          body,
          headers,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        },
        exchange,
      );
    } catch (error) {
      exchange.onResponseError(null, error as Error);
    }
  });
}

/**
 * One request's answer as it arrives, settled once: at the end of the body, at the byte cap
 * (the connection is then closed, so an endless or huge body costs at most the cap), on an
 * error, or when the time budget (connect, headers and body) runs out.
 */
class Exchange implements Dispatcher.DispatchHandler {
  private readonly startedAt: number;
  private readonly timer: NodeJS.Timeout;
  private controller: Dispatcher.DispatchController | null = null;
  private timedOut = false;
  private settled = false;
  private statusCode: number | null = null;
  private retryAfterMs: number | null = null;
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly resolve: (result: DeliveryAttemptResult) => void,
    private readonly maxBytes: number,
    private readonly timeoutMs: number,
    private readonly now: () => number,
  ) {
    this.startedAt = now();
    this.timer = setTimeout(() => this.timeOut(), timeoutMs);
  }

  onRequestStart(controller: Dispatcher.DispatchController) {
    this.controller = controller;
    // The budget ran out while connecting: the request goes no further.
    if (this.timedOut) controller.abort(new Error('timeout'));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ) {
    // 1xx informational answers come before the real one.
    if (statusCode < 200) return;
    this.statusCode = statusCode;
    this.retryAfterMs = retryAfterFromResponse(statusCode, headers, this.now());
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    if (this.settled) return;
    const piece = chunk.subarray(0, this.maxBytes - this.size);
    this.chunks.push(piece);
    this.size += piece.length;
    if (this.size >= this.maxBytes) {
      this.finish(null);
      controller.abort(new Error('response body over the cap'));
    }
  }

  onResponseEnd() {
    this.finish(null);
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error) {
    this.finish(error ?? new Error('request failed'));
  }

  private timeOut() {
    this.timedOut = true;
    this.finish(new Error(`timeout after ${this.timeoutMs} ms`));
    this.controller?.abort(new Error('timeout'));
  }

  private finish(error: Error | null) {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    const described = error === null ? null : this.describe(error);
    const durationMs = this.now() - this.startedAt;
    if (this.statusCode === null) {
      this.resolve({
        outcome: classifyResponse({ error }),
        statusCode: null,
        durationMs,
        responseExcerpt: '',
        error: described ?? 'no response',
        retryAfterMs: null,
      });
      return;
    }
    this.resolve({
      // The status line is the receiver's verdict; a body cut short only affects the log.
      outcome: classifyResponse({ status: this.statusCode }),
      statusCode: this.statusCode,
      durationMs,
      responseExcerpt:
        this.size === 0 ? '' : utf8Excerpt(Buffer.concat(this.chunks, this.size), this.maxBytes),
      error: described === null ? null : `reading response body: ${described}`,
      retryAfterMs: this.retryAfterMs,
    });
  }

  private describe(error: Error) {
    return this.timedOut ? `timeout after ${this.timeoutMs} ms` : describeError(error);
  }
}

function describeError(error: unknown): string {
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
