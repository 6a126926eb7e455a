import type { Dispatcher } from 'undici';
import type { Engine } from '../../../db/create-db.js';
import type { Db } from '../../../db/database.js';
import type { SecretBox } from '../secrets/secret-box.js';

/** What the worker is given and promises; worker.ts has its defaults. */

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface WorkerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WebhookWorkerOptions {
  db: Db;
  engine: Engine;
  /** Decrypts the signing secrets. */
  secrets: SecretBox;
  /** Decides what is due and when the next attempt runs; tests move it instead of sleeping. */
  clock?: Clock;
  /** Defaults to a guarded dispatcher (connect-time address check) that the worker owns. */
  dispatcher?: Dispatcher;
  logger?: WorkerLogger;
  /** WEBHOOK_ALLOW_PRIVATE_URLS, for the dispatcher the worker makes itself. */
  allowPrivate?: boolean;
  /** An idle worker claims due deliveries (retries, redeliveries) at least this often. */
  pollIntervalMs?: number;
  /** An idle worker looks for new outbox events this often, with one cheap read. */
  outboxCheckMs?: number;
  /** Requests in flight at once in this worker. */
  concurrency?: number;
  /** Requests in flight at once per configuration: a slow receiver holds only these slots. */
  perConfigConcurrency?: number;
  fanOutBatchSize?: number;
  timeoutMs?: number;
  /** How long a claim lasts; a worker that dies loses its claims after this. */
  leaseMs?: number;
  /**
   * Deliveries a worker may hold leased, as a multiple of its bounds on requests in flight
   * (`concurrency`, `perConfigConcurrency`): those beyond the bounds wait in the worker and start
   * as requests finish, without a query each time. By default as many as keep the last of them
   * within its lease even when every request before it takes the whole timeout (at most 4).
   */
  leaseAhead?: number;
  random?: () => number;
  /** Aborting it stops the loop started by start(), like stop(). */
  signal?: AbortSignal;
  workerId?: string;
}

export interface RoundSummary {
  fannedOut: number;
  attempted: number;
  succeeded: number;
}

export interface WebhookWorker {
  /**
   * One round: fan out new events, claim due deliveries into the free slots and send them.
   * Resolves when this round's attempts are recorded; earlier rounds' may still be in flight.
   */
  runOnce(): Promise<RoundSummary>;
  /**
   * Runs rounds until stop(), without waiting for the attempts in flight: a new round starts as
   * soon as there is work and a free slot, else every pollIntervalMs.
   */
  start(): void;
  /** Stops starting rounds, waits for the attempts in flight (at most one timeout) and releases the dispatcher. */
  stop(): Promise<void>;
}
