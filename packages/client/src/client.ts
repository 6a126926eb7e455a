import { ConnectionError, errorFromResponse, TourneyError } from './errors.js';
import { operationRoutes } from './generated/routes.js';
import type {
  ApiResponse,
  CallArgs,
  CallInput,
  OperationId,
  PagedOperationId,
  PageItem,
  ResponseData,
} from './operations.js';
import {
  outcomeOf,
  retryDelayMs,
  retryPolicy,
  sleep,
  type RetryOptions,
  type RetryPolicy,
} from './retry.js';
import { tournamentStream, type StreamEvent, type StreamOptions } from './stream.js';

export const SDK_VERSION = '0.1.0';

export interface ClientOptions {
  /** Where the server answers, e.g. `https://tourney.example.com` (without `/api/v1`). */
  baseUrl: string;
  /** The tenant's API key, sent as `X-API-KEY`. */
  apiKey?: string;
  /** The operator's ADMIN_TOKEN, for the `/api/v1/admin` operations. */
  adminToken?: string;
  /** The fetch to send requests with (a mock in tests, a proxy agent…). Default: global fetch. */
  fetch?: typeof fetch;
  /** Retries of a failed attempt: a count, or the whole policy. Default 3, from 250 ms to 8 s. */
  retries?: number | RetryOptions;
  /** Sent as `User-Agent` where the runtime allows it. */
  userAgent?: string;
  /** Time allowed to one attempt, in milliseconds. Default 30 s. */
  timeoutMs?: number;
  /** Hears every retry before its wait, e.g. to log it. */
  onRetry?: (retry: RetryEvent) => void;
}

export interface RetryEvent {
  operationId: string;
  /** 1 for the first retry. */
  retry: number;
  delayMs: number;
  /** The failure of the attempt being retried. */
  error: TourneyError;
  /** The key every attempt of this call sends (POST only). */
  idempotencyKey: string | undefined;
}

/** Everything the requests and the stream share: where, who, how, and how often to retry. */
export interface Transport {
  baseUrl: string;
  fetch: typeof fetch;
  headers: Record<string, string>;
  policy: RetryPolicy;
  timeoutMs: number;
}

export interface TourneyClient {
  /** Calls an operation by its operationId and resolves to the answer's `data`. */
  call<K extends OperationId>(operationId: K, ...args: CallArgs<K>): Promise<ResponseData<K>>;
  /** Like `call`, with the whole answer: `data`, `message`, `meta`, status and headers. */
  request<K extends OperationId>(operationId: K, ...args: CallArgs<K>): Promise<ApiResponse<K>>;
  /** Every page of a list, from `pageNumber` (default 1) to the last. */
  pages<K extends PagedOperationId>(
    operationId: K,
    ...args: CallArgs<K>
  ): AsyncIterable<ResponseData<K>>;
  /** Every item of a list, across its pages. */
  items<K extends PagedOperationId>(
    operationId: K,
    ...args: CallArgs<K>
  ): AsyncIterable<PageItem<K>>;
  tournaments: {
    /** The tournament's live events; reconnects with the last event id when dropped. */
    stream(tournamentId: string, options?: StreamOptions): AsyncIterable<StreamEvent>;
  };
}

export function createClient(options: ClientOptions): TourneyClient {
  const transport: Transport = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    headers: {
      accept: 'application/json',
      'user-agent': options.userAgent ?? `tourney-client/${SDK_VERSION}`,
      ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
      ...(options.adminToken ? { authorization: `Bearer ${options.adminToken}` } : {}),
    },
    policy: retryPolicy(options.retries),
    timeoutMs: options.timeoutMs ?? 30_000,
  };

  async function request<K extends OperationId>(
    operationId: K,
    ...[input]: CallArgs<K>
  ): Promise<ApiResponse<K>> {
    const [method, template] = operationRoutes[operationId];
    const given = (input ?? {}) as CallInput<K>;
    const url = buildUrl(transport.baseUrl, template, given.params);
    const headers: Record<string, string> = { ...transport.headers };
    for (const [name, value] of Object.entries(given.headers ?? {})) {
      headers[name.toLowerCase()] = value;
    }
    // One key per logical call, the same on each of its attempts, so the server runs it once.
    const idempotencyKey =
      method === 'POST'
        ? (given.idempotencyKey ?? headers['idempotency-key'] ?? crypto.randomUUID())
        : undefined;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const hasBody = 'body' in given && given.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const init = { method, headers, body: hasBody ? JSON.stringify(given.body) : undefined };

    for (let retriesSoFar = 0; ; retriesSoFar++) {
      let error: TourneyError;
      try {
        const { response, body } = await attempt(transport, url, init, given.signal);
        if (response.ok) {
          const envelope = (body ?? {}) as { data?: unknown; message?: string; meta?: unknown };
          return {
            data: envelope.data as ResponseData<K>,
            message: envelope.message ?? '',
            meta: envelope.meta as ApiResponse<K>['meta'],
            status: response.status,
            headers: response.headers,
          };
        }
        error = errorFromResponse(response.status, body, response.headers, operationId);
      } catch (cause) {
        if (given.signal?.aborted) throw given.signal.reason;
        error = new ConnectionError({
          status: 0,
          code: 'CONNECTION',
          message: `No answer from ${method} ${url}: ${(cause as Error).message}`,
          operationId,
          cause,
        });
      }
      const hasIdempotencyKey = idempotencyKey !== undefined;
      const delayMs = retryDelayMs(
        outcomeOf(error),
        { method, hasIdempotencyKey, retriesSoFar },
        transport.policy,
      );
      if (delayMs === undefined) throw error;
      options.onRetry?.({ operationId, retry: retriesSoFar + 1, delayMs, error, idempotencyKey });
      await sleep(delayMs, given.signal);
    }
  }

  async function* pages<K extends PagedOperationId>(operationId: K, ...[input]: CallArgs<K>) {
    const given = (input ?? {}) as { params?: { query?: { pageNumber?: number } } };
    let pageNumber = given.params?.query?.pageNumber ?? 1;
    for (;;) {
      const pageInput = {
        ...given,
        params: { ...given.params, query: { ...given.params?.query, pageNumber } },
      };
      const page = (await request(operationId, ...([pageInput] as CallArgs<K>))).data as {
        totalPages: number;
      };
      yield page as ResponseData<K>;
      if (pageNumber >= page.totalPages) return;
      pageNumber += 1;
    }
  }

  async function* items<K extends PagedOperationId>(operationId: K, ...args: CallArgs<K>) {
    for await (const page of pages(operationId, ...args)) {
      yield* listOf(page) as PageItem<K>[];
    }
  }

  return {
    request,
    call: async (operationId, ...args) => (await request(operationId, ...args)).data,
    pages,
    items,
    tournaments: {
      stream: (tournamentId, streamOptions = {}) =>
        tournamentStream(transport, tournamentId, streamOptions),
    },
  };
}

/** The list a page holds: its one array member (`items`, or `games`, `matches`, …). */
function listOf(page: unknown): unknown[] {
  return Object.values(page as object).find((value) => Array.isArray(value)) ?? [];
}

/** The base URL, the path with its parameters filled in, and the query string. */
export function buildUrl(
  baseUrl: string,
  template: string,
  params: { path?: object; query?: object } | undefined,
): string {
  const pathParams = (params?.path ?? {}) as Record<string, unknown>;
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params?.query ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString() === '' ? '' : `?${query.toString()}`;
  return `${baseUrl}${path}${search}`;
}

/**
 * One attempt: the response and its parsed JSON body. Throws when no complete answer arrived
 * (network failure, timeout, a body cut short).
 */
export async function attempt(
  transport: Transport,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<{ response: Response; body: unknown }> {
  const timeout = AbortSignal.timeout(transport.timeoutMs);
  const response = await transport.fetch(url, { ...init, signal: anySignal(signal, timeout) });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text.length > 0;
  return { response, body: isJson ? (JSON.parse(text) as unknown) : undefined };
}

/** A signal that aborts when either does (AbortSignal.any is missing before Node 20.3). */
export function anySignal(a: AbortSignal | undefined, b: AbortSignal): AbortSignal {
  if (!a) return b;
  const controller = new AbortController();
  const abort = (source: AbortSignal) => () => controller.abort(source.reason);
  for (const signal of [a, b]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', abort(signal), { once: true });
  }
  return controller.signal;
}
