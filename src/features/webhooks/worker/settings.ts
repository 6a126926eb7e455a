import { randomUUID } from 'node:crypto';
import { DEFAULT_TIMEOUT_MS } from '../delivery/index.js';
import type { WebhookWorkerOptions } from './options.js';

const LEASE_MS = 60_000;
const DEFAULT_CONCURRENCY = 128;
const DEFAULT_PER_CONFIG_CONCURRENCY = 32;
const DEFAULT_OUTBOX_CHECK_MS = 50;
/** Deliveries held leased beyond the in-flight bounds, as a multiple of them, at most. */
const MAX_LEASE_AHEAD = 4;

export type WorkerSettings = Required<
  Pick<
    WebhookWorkerOptions,
    | 'pollIntervalMs'
    | 'outboxCheckMs'
    | 'concurrency'
    | 'perConfigConcurrency'
    | 'fanOutBatchSize'
    | 'timeoutMs'
    | 'leaseMs'
    | 'leaseAhead'
    | 'random'
    | 'workerId'
  >
>;

/** The worker's options with their defaults. */
export function workerSettings(options: WebhookWorkerOptions): WorkerSettings {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  return {
    pollIntervalMs: options.pollIntervalMs ?? 1_000,
    outboxCheckMs: options.outboxCheckMs ?? DEFAULT_OUTBOX_CHECK_MS,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    perConfigConcurrency: options.perConfigConcurrency ?? DEFAULT_PER_CONFIG_CONCURRENCY,
    fanOutBatchSize: options.fanOutBatchSize ?? 100,
    timeoutMs,
    leaseMs,
    // Two whole timeouts of the lease to spare: a worker that holds k times its bounds for a
    // configuration sends the last of them within about k timeouts.
    leaseAhead:
      options.leaseAhead ??
      Math.max(1, Math.min(MAX_LEASE_AHEAD, Math.floor(leaseMs / timeoutMs) - 2)),
    random: options.random ?? Math.random,
    workerId: options.workerId ?? randomUUID(),
  };
}
