/**
 * Request and response types of every operation, derived from the generated `operations` of
 * the OpenAPI document, so a new endpoint is typed as soon as the types are regenerated.
 */
import type { operations } from './generated/openapi.js';
import type { StreamOperationId } from './generated/routes.js';
import type { ResponseMeta } from './generated/schemas.js';

/** Every operation answering JSON; the event streams have helpers of their own. */
export type OperationId = Exclude<keyof operations, StreamOperationId>;

type Parameters<K extends OperationId> = operations[K]['parameters'];

// `query?: never` marks a kind of parameter the operation does not have.
type Present<T> = [NonNullable<T>] extends [never] ? false : true;

type PathParams<K extends OperationId> =
  Present<Parameters<K>['path']> extends true
    ? { path: NonNullable<Parameters<K>['path']> }
    : { path?: never };

// The query object is optional unless the operation has a required query parameter.
type QueryParams<K extends OperationId> =
  Present<Parameters<K>['query']> extends true
    ? undefined extends Parameters<K>['query']
      ? { query?: NonNullable<Parameters<K>['query']> }
      : { query: NonNullable<Parameters<K>['query']> }
    : { query?: never };

type RequestBodyOf<K extends OperationId> = operations[K] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

type BodyInput<K extends OperationId> =
  Present<RequestBodyOf<K>> extends true
    ? undefined extends operations[K]['requestBody']
      ? { body?: RequestBodyOf<K> }
      : { body: RequestBodyOf<K> }
    : { body?: never };

/** Options any call takes besides its parameters. */
export interface CallOptions {
  /** Aborts the call, its retries and its waits between them. */
  signal?: AbortSignal;
  /**
   * The `Idempotency-Key` of a POST. One is made for every call by default, and kept across
   * that call's retries; pass your own to make two separate calls one logical request (e.g. a
   * job that may run twice).
   */
  idempotencyKey?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

type ParamsInput<K extends OperationId> = PathParams<K> & QueryParams<K>;

type RequiredKeys<T> = { [P in keyof T]-?: object extends Pick<T, P> ? never : P }[keyof T];

type ParamsField<K extends OperationId> =
  RequiredKeys<ParamsInput<K>> extends never
    ? { params?: ParamsInput<K> }
    : { params: ParamsInput<K> };

/** What a call of operation `K` takes: `params` (path and query), `body`, and call options. */
export type CallInput<K extends OperationId> = ParamsField<K> & BodyInput<K> & CallOptions;

/** The arguments after the operation id: the input may be left out when nothing is required. */
export type CallArgs<K extends OperationId> =
  RequiredKeys<CallInput<K>> extends never ? [input?: CallInput<K>] : [input: CallInput<K>];

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessBody<K extends OperationId> = {
  [S in keyof operations[K]['responses']]: S extends SuccessStatus
    ? operations[K]['responses'][S] extends { content: { 'application/json': infer J } }
      ? J
      : undefined
    : never;
}[keyof operations[K]['responses']];

/** What operation `K` resolves to: the envelope's `data` (undefined for answers without data). */
export type ResponseData<K extends OperationId> =
  SuccessBody<K> extends { data: infer D } ? D : undefined;

/** The whole success answer of operation `K`: data, the envelope's message and meta, headers. */
export interface ApiResponse<K extends OperationId> {
  data: ResponseData<K>;
  message: string;
  meta: ResponseMeta;
  /** 200 for an answer kept from an earlier call and confirmed unchanged by a 304. */
  status: number;
  headers: Headers;
  /**
   * True when the server answered `304 Not Modified` and `data`, `message` and `meta` are those
   * of the kept earlier answer (`meta.traceId` is that earlier request's); `headers` are the 304's.
   */
  notModified: boolean;
}

/** The page fields every list operation answers with, beside the list itself. */
export interface PageFields {
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
}

// The list of a page is its one array member: `items`, or `games`, `matches`, … on older routes.
type ListKey<T> = { [P in keyof T]-?: T[P] extends readonly unknown[] ? P : never }[keyof T];

/** Operations that answer one page of a list (the list plus the page fields). */
export type PagedOperationId = {
  [K in OperationId]: ResponseData<K> extends PageFields
    ? [ListKey<ResponseData<K>>] extends [never]
      ? never
      : K
    : never;
}[OperationId];

/** One item of the list answered by the paged operation `K`. */
export type PageItem<K extends PagedOperationId> = ResponseData<K>[ListKey<
  ResponseData<K>
>] extends readonly (infer I)[]
  ? I
  : never;
