import type { RetryPolicy } from './retry.js';

/** Everything the requests and the stream share: where, who, how, and how often to retry. */
export interface Transport {
  baseUrl: string;
  fetch: typeof fetch;
  headers: Record<string, string>;
  policy: RetryPolicy;
  timeoutMs: number;
}
