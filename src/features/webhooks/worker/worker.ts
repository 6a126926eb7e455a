import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import type { Engine } from '../../../db/create-db.js';
import type { Db } from '../../../db/database.js';
import {
  buildDeliveryHeaders,
  createGuardedDispatcher,
  deliverOnce,
  DEFAULT_TIMEOUT_MS,
} from '../delivery/index.js';
import { applyAttempt } from './outcome.js';
import {
  claimDue,
  fanOut,
  findTargets,
  recordAttempt,
  type ClaimedDelivery,
} from './queue.repository.js';

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
  /** Decides what is due and when the next attempt runs; tests move it instead of sleeping. */
  clock?: Clock;
  /** Defaults to a guarded dispatcher (connect-time address check) that the worker owns. */
  dispatcher?: Dispatcher;
  logger?: WorkerLogger;
  /** WEBHOOK_ALLOW_PRIVATE_URLS, for the dispatcher the worker makes itself. */
  allowPrivate?: boolean;
  pollIntervalMs?: number;
  /** Deliveries claimed and sent concurrently per round. */
  batchSize?: number;
  fanOutBatchSize?: number;
  timeoutMs?: number;
  /** How long a claim lasts; a worker that dies loses its claims after this. */
  leaseMs?: number;
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
  /** One round: fan out new events, then claim and send one batch of due deliveries. */
  runOnce(): Promise<RoundSummary>;
  /** Runs rounds until stop(): back to back while there is work, else every pollIntervalMs. */
  start(): void;
  /** Stops after the round in flight (at most one delivery timeout) and releases the dispatcher. */
  stop(): Promise<void>;
}

const silent: WorkerLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
export const LEASE_MS = 60_000;

type Target = { url: string; secretKey: string | null };

class DeliveryWorker implements WebhookWorker {
  private readonly clock: Clock;
  private readonly logger: WorkerLogger;
  private readonly settings: Required<
    Pick<
      WebhookWorkerOptions,
      | 'pollIntervalMs'
      | 'batchSize'
      | 'fanOutBatchSize'
      | 'timeoutMs'
      | 'leaseMs'
      | 'random'
      | 'workerId'
    >
  >;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly stopping = new AbortController();
  private readonly signal: AbortSignal;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.clock = options.clock ?? { now: () => Date.now() };
    this.logger = options.logger ?? silent;
    this.settings = {
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      batchSize: options.batchSize ?? 10,
      fanOutBatchSize: options.fanOutBatchSize ?? 100,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      leaseMs: options.leaseMs ?? LEASE_MS,
      random: options.random ?? Math.random,
      workerId: options.workerId ?? randomUUID(),
    };
    this.ownsDispatcher = options.dispatcher === undefined;
    this.dispatcher =
      options.dispatcher ??
      createGuardedDispatcher({ allowPrivate: options.allowPrivate ?? false });
    this.signal = options.signal
      ? AbortSignal.any([options.signal, this.stopping.signal])
      : this.stopping.signal;
  }

  async runOnce(): Promise<RoundSummary> {
    const { db, engine } = this.options;
    const now = this.clock.now();
    const fannedOut = await fanOut(
      db,
      engine,
      new Date(now).toISOString(),
      this.settings.fanOutBatchSize,
    );
    const owner = `${this.settings.workerId}/${randomUUID()}`;
    const claimed = await claimDue(db, engine, {
      now: new Date(now).toISOString(),
      leaseUntil: new Date(now + this.settings.leaseMs).toISOString(),
      owner,
      limit: this.settings.batchSize,
    });
    const targets = await findTargets(db, [...new Set(claimed.map((d) => d.configId))]);
    const results = await Promise.all(
      claimed.map((d) =>
        this.deliver(d, owner, targets.get(d.configId)).catch((error: unknown) => {
          // The lease runs out and the delivery is attempted again: at least once, never lost.
          this.logger.error(
            { err: error, deliveryId: d.id },
            'webhook delivery could not be recorded',
          );
          return false;
        }),
      ),
    );
    return { fannedOut, attempted: claimed.length, succeeded: results.filter(Boolean).length };
  }

  start() {
    if (this.loop || this.signal.aborted) return;
    this.logger.info({ workerId: this.settings.workerId }, 'webhook worker started');
    this.loop = this.run();
  }

  async stop() {
    this.stopping.abort();
    await this.loop;
    this.loop = null;
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  private async run() {
    const { fanOutBatchSize, batchSize, pollIntervalMs } = this.settings;
    while (!this.signal.aborted) {
      let busy = false;
      try {
        const round = await this.runOnce();
        busy = round.fannedOut >= fanOutBatchSize || round.attempted >= batchSize;
      } catch (error) {
        this.logger.error({ err: error }, 'webhook worker round failed');
      }
      if (!busy)
        await sleep(pollIntervalMs, undefined, { signal: this.signal }).catch(() => undefined);
    }
  }

  private async deliver(delivery: ClaimedDelivery, owner: string, target: Target | undefined) {
    // The configuration was deleted after the claim: its deliveries went with it.
    if (!target) return false;
    const { id, body, attemptCount, singleAttempt } = delivery;
    const sentAt = new Date(this.clock.now());
    const headers = buildDeliveryHeaders({
      deliveryId: id,
      body,
      secret: target.secretKey,
      now: sentAt,
    });
    const { dispatcher } = this;
    const result = await deliverOnce({
      url: target.url,
      body,
      headers,
      dispatcher,
      timeoutMs: this.settings.timeoutMs,
    });
    const now = new Date(this.clock.now());
    const update = applyAttempt(
      result,
      attemptCount,
      singleAttempt === 1,
      now,
      this.settings.random,
    );
    const disabled = await recordAttempt(this.options.db, { delivery, owner, result, update, now });
    if (disabled) {
      this.logger.warn(
        { configId: delivery.configId, tenantId: delivery.tenantId, reason: disabled },
        'webhook disabled',
      );
    }
    if (result.outcome !== 'success') {
      const { statusCode, error } = result;
      this.logger.info(
        { deliveryId: id, statusCode, error, next: update.nextAttemptAt },
        'webhook attempt failed',
      );
    }
    return result.outcome === 'success';
  }
}

/** The webhook delivery worker: a plain object, its clock, dispatcher, logger and signal passed in. */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  return new DeliveryWorker(options);
}
