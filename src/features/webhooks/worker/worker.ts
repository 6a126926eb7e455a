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
  type DeliveryAttemptResult,
} from '../delivery/index.js';
import type { SecretBox } from '../secrets/secret-box.js';
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
  /** Decrypts the signing secrets. */
  secrets: SecretBox;
  /** Decides what is due and when the next attempt runs; tests move it instead of sleeping. */
  clock?: Clock;
  /** Defaults to a guarded dispatcher (connect-time address check) that the worker owns. */
  dispatcher?: Dispatcher;
  logger?: WorkerLogger;
  /** WEBHOOK_ALLOW_PRIVATE_URLS, for the dispatcher the worker makes itself. */
  allowPrivate?: boolean;
  pollIntervalMs?: number;
  /** Attempts in flight at once in this worker. */
  concurrency?: number;
  /** Attempts in flight at once per configuration: a slow receiver holds only these slots. */
  perConfigConcurrency?: number;
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

const silent: WorkerLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
export const LEASE_MS = 60_000;
export const DEFAULT_CONCURRENCY = 64;
export const DEFAULT_PER_CONFIG_CONCURRENCY = 16;

type Target = { url: string; secretKey: string | null };

interface Round {
  fannedOut: number;
  attempts: Promise<boolean>[];
  /** Every slot is taken, or some configuration is at its cap: a finished attempt frees room. */
  blocked: boolean;
}

class DeliveryWorker implements WebhookWorker {
  private readonly clock: Clock;
  private readonly logger: WorkerLogger;
  private readonly settings: Required<
    Pick<
      WebhookWorkerOptions,
      | 'pollIntervalMs'
      | 'concurrency'
      | 'perConfigConcurrency'
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
  /** Attempts in flight, per configuration, and as promises to wait on. */
  private readonly inFlight = new Map<string, number>();
  private readonly pending = new Set<Promise<boolean>>();
  /** Pauses waiting for attempts to finish: how many more each one waits for. */
  private readonly finishWaiters: { left: number; wake: () => void }[] = [];

  constructor(private readonly options: WebhookWorkerOptions) {
    this.clock = options.clock ?? { now: () => Date.now() };
    this.logger = options.logger ?? silent;
    this.settings = {
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
      perConfigConcurrency: options.perConfigConcurrency ?? DEFAULT_PER_CONFIG_CONCURRENCY,
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
    const round = await this.startRound(true);
    const results = await Promise.all(round.attempts);
    return {
      fannedOut: round.fannedOut,
      attempted: results.length,
      succeeded: results.filter(Boolean).length,
    };
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
    await Promise.all(this.pending);
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  /**
   * Fans out (when `fanOutNow`), claims into the free slots and starts the attempts, without
   * waiting for them.
   */
  private async startRound(fanOutNow: boolean): Promise<Round> {
    const { db, engine } = this.options;
    const { concurrency, perConfigConcurrency, fanOutBatchSize, leaseMs, workerId } = this.settings;
    const now = this.clock.now();
    const fannedOut = fanOutNow
      ? await fanOut(db, engine, new Date(now).toISOString(), fanOutBatchSize)
      : 0;
    const owner = `${workerId}/${randomUUID()}`;
    const free = concurrency - this.pending.size;
    const claimed =
      free <= 0
        ? []
        : await claimDue(db, engine, {
            now: new Date(now).toISOString(),
            leaseUntil: new Date(now + leaseMs).toISOString(),
            owner,
            limit: free,
            perConfig: perConfigConcurrency,
            inFlight: this.inFlight,
          });
    const targets = await findTargets(db, [...new Set(claimed.map((d) => d.configId))]);
    const attempts = claimed.map((d) => this.track(d, owner, targets.get(d.configId)));
    const blocked =
      this.pending.size >= concurrency ||
      [...this.inFlight.values()].some((n) => n >= perConfigConcurrency);
    return { fannedOut, attempts, blocked };
  }

  private track(delivery: ClaimedDelivery, owner: string, target: Target | undefined) {
    const { configId } = delivery;
    this.inFlight.set(configId, (this.inFlight.get(configId) ?? 0) + 1);
    const attempt = this.deliver(delivery, owner, target)
      .catch((error: unknown) => {
        // The lease runs out and the delivery is attempted again: at least once, never lost.
        this.logger.error(
          { err: error, deliveryId: delivery.id },
          'webhook delivery could not be recorded',
        );
        return false;
      })
      .finally(() => {
        const left = (this.inFlight.get(configId) ?? 1) - 1;
        if (left === 0) this.inFlight.delete(configId);
        else this.inFlight.set(configId, left);
        this.pending.delete(attempt);
        for (const waiter of this.finishWaiters) if (--waiter.left === 0) waiter.wake();
      });
    this.pending.add(attempt);
    return attempt;
  }

  private async run() {
    const { fanOutBatchSize, pollIntervalMs } = this.settings;
    // Rounds woken by finished attempts only claim; new events are fanned out at least once per
    // poll interval (wall time, like the poll itself), and at once while there is a backlog.
    let lastFanOut = -Infinity;
    let backlog = false;
    let polled = true;
    while (!this.signal.aborted) {
      let again = false;
      let blocked = false;
      try {
        const fanOutNow = backlog || polled || performance.now() - lastFanOut >= pollIntervalMs;
        if (fanOutNow) lastFanOut = performance.now();
        const round = await this.startRound(fanOutNow);
        backlog = round.fannedOut >= fanOutBatchSize;
        // More events to fan out, or a claim that may have left due deliveries for the free slots.
        again = backlog || (round.attempts.length > 0 && !round.blocked);
        blocked = round.blocked;
      } catch (error) {
        this.logger.error({ err: error }, 'webhook worker round failed');
      }
      polled = again ? false : await this.pause(blocked);
    }
  }

  /**
   * Waits for the poll interval or, when blocked, until a few attempts in flight have finished:
   * claiming for every single freed slot would cost a round of queries per delivery. True when
   * the whole interval passed.
   */
  private async pause(blocked: boolean): Promise<boolean> {
    if (this.signal.aborted) return false;
    const done = new AbortController();
    const slept = sleep(this.settings.pollIntervalMs, undefined, { signal: done.signal });
    const stop = () => done.abort();
    this.signal.addEventListener('abort', stop, { once: true });
    const enough = Math.min(this.pending.size, Math.ceil(this.settings.perConfigConcurrency / 2));
    let woken = false;
    const waiter = {
      left: enough,
      wake: () => {
        woken = true;
        stop();
      },
    };
    if (blocked && enough > 0) this.finishWaiters.push(waiter);
    await slept.catch(() => undefined);
    this.signal.removeEventListener('abort', stop);
    const index = this.finishWaiters.indexOf(waiter);
    if (index !== -1) this.finishWaiters.splice(index, 1);
    return !woken;
  }

  private async deliver(delivery: ClaimedDelivery, owner: string, target: Target | undefined) {
    // The configuration was deleted after the claim: its deliveries went with it.
    if (!target) return false;
    const { id, configId, body } = delivery;
    const sentAt = new Date(this.clock.now());
    const result = await this.send(configId, target, id, body, sentAt);
    const now = new Date(this.clock.now());
    const update = applyAttempt(
      result,
      {
        attemptCount: delivery.attemptCount,
        deferredAttempts: delivery.deferredAttempts,
        singleAttempt: delivery.singleAttempt === 1,
      },
      now,
      this.settings.random,
    );
    const record = { delivery, owner, result, update, now };
    const disabled = await recordAttempt(this.options.db, record);
    if (disabled) {
      this.logger.warn(
        { configId, tenantId: delivery.tenantId, reason: disabled },
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

  /** One POST, signed with the decrypted secret; a secret that cannot be decrypted is never sent unsigned. */
  private async send(
    configId: string,
    target: Target,
    deliveryId: string,
    body: string,
    now: Date,
  ): Promise<DeliveryAttemptResult> {
    let secret: string | null;
    try {
      secret = this.options.secrets.open(configId, target.secretKey);
    } catch (error) {
      this.logger.error({ err: error, configId }, 'webhook signing secret unavailable');
      return unsent(error instanceof Error ? error.message : String(error));
    }
    const headers = buildDeliveryHeaders({ deliveryId, body, secret, now });
    return deliverOnce({
      url: target.url,
      body,
      headers,
      dispatcher: this.dispatcher,
      timeoutMs: this.settings.timeoutMs,
    });
  }
}

/** An attempt that was not sent: failed, and retried on the schedule. */
function unsent(error: string): DeliveryAttemptResult {
  return {
    outcome: 'retry',
    statusCode: null,
    durationMs: 0,
    responseExcerpt: '',
    error,
    retryAfterMs: null,
  };
}

/** The webhook delivery worker: a plain object, its clock, dispatcher, logger and signal passed in. */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  return new DeliveryWorker(options);
}
