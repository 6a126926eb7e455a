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
import { outcomeOf, retryDelayMs, retryPolicy, sleep, type RetryOptions } from './retry.js';
import { tournamentStream, type StreamEvent, type StreamOptions } from './stream.js';
import type { Transport } from './transport.js';
import {
  keptAnswerKey,
  keptAnswers,
  type ConditionalRequestOptions,
  type KeptAnswer,
} from './kept-answers.js';

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
  /**
   * Conditional GETs: the last answer of each URL (per credential) is kept with its `ETag` and
   * sent back as `If-None-Match`; a `304 Not Modified` resolves to the kept answer. `false`
   * turns it off. Default on, keeping up to 200 answers.
   */
  conditionalRequests?: boolean | ConditionalRequestOptions;
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
  const kept = keptAnswers(options.conditionalRequests);

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
    // A caller's own If-None-Match is theirs to handle: its 304 is not ours to answer.
    const keptKey =
      kept && method === 'GET' && !('if-none-match' in headers)
        ? keptAnswerKey(headers, url)
        : undefined;
    const keptAnswer = keptKey === undefined ? undefined : kept?.get(keptKey);
    if (keptAnswer) headers['if-none-match'] = keptAnswer.etag;
    const hasBody = 'body' in given && given.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const init = { method, headers, body: hasBody ? JSON.stringify(given.body) : undefined };

    for (let retriesSoFar = 0; ; retriesSoFar++) {
      let error: TourneyError;
      try {
        const { response, body } = await attempt(transport, url, init, given.signal);
        if (response.status === 304 && keptAnswer) {
          return fromKeptAnswer<K>(keptAnswer, response.headers);
        }
        if (response.ok) {
          const envelope = (body ?? {}) as { data?: unknown; message?: string; meta?: unknown };
          if (keptKey !== undefined) keepAnswer(keptKey, envelope, response);
          return {
            data: envelope.data as ResponseData<K>,
            message: envelope.message ?? '',
            meta: envelope.meta as ApiResponse<K>['meta'],
            status: response.status,
            headers: response.headers,
            notModified: false,
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

  function keepAnswer(
    key: string,
    envelope: { data?: unknown; message?: string; meta?: unknown },
    response: Response,
  ) {
    const etag = response.headers.get('etag');
    if (response.status !== 200 || etag === null) return kept?.delete(key);
    // A copy, so that a caller changing what it was given does not change what is served next.
    kept?.set(key, {
      etag,
      data: structuredClone(envelope.data),
      message: envelope.message ?? '',
      meta: structuredClone(envelope.meta),
    });
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

/** A 304's answer: the kept 200's data, message and meta, with the 304's own headers. */
function fromKeptAnswer<K extends OperationId>(
  answer: KeptAnswer,
  headers: Headers,
): ApiResponse<K> {
  return {
    data: structuredClone(answer.data) as ResponseData<K>,
    message: answer.message,
    meta: structuredClone(answer.meta) as ApiResponse<K>['meta'],
    status: 200,
    headers,
    notModified: true,
  };
}

/** The list a page holds: its one array member (`items`, or `games`, `matches`, …). */
function listOf(page: unknown): unknown[] {
  return Object.values(page as object).find((value) => Array.isArray(value)) ?? [];
}

/** The base URL, the path with its parameters filled in, and the query string. */
function buildUrl(
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
async function attempt(
  transport: Transport,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<{ response: Response; body: unknown }> {
  const timeout = AbortSignal.timeout(transport.timeoutMs);
  // AbortSignal.any lets go of the caller's signal once the combined one is unreachable, where
  // listeners added to a long-lived signal would pile up with every call.
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const response = await transport.fetch(url, { ...init, signal: combined });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text.length > 0;
  return { response, body: isJson ? (JSON.parse(text) as unknown) : undefined };
}
