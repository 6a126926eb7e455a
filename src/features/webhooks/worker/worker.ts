import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import {
  buildDeliveryHeaders,
  createGuardedDispatcher,
  deliverOnce,
  type DeliveryAttemptResult,
} from '../delivery/index.js';
import { AttemptRecorder } from './attempt-recorder.js';
import type { AttemptRecord } from './attempts.repository.js';
import { applyAttempt, unsent } from './outcome.js';
import {
  claimDue,
  claimLimit,
  fanOutAndLease,
  findTargets,
  hasNewEvents,
  releaseLeases,
  type ClaimedDelivery,
} from './queue.repository.js';
import { SendGate } from './send-gate.js';
import { workerSettings, type WorkerSettings } from './settings.js';
import { Slots } from './slots.js';
import type {
  Clock,
  RoundSummary,
  WebhookWorker,
  WebhookWorkerOptions,
  WorkerLogger,
} from './options.js';

const silent: WorkerLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
type Target = { url: string; secretKey: string | null };

/** A leased delivery, to send while its lease lasts. */
interface Lease {
  owner: string;
  /** Milliseconds since the epoch. */
  until: number;
}

interface Round {
  fannedOut: number;
  attempts: Promise<boolean>[];
  /** Every slot is taken, or some configuration is at its cap: a finished attempt frees room. */
  blocked: boolean;
}

/** Why a pause between rounds ended. */
type Wake = 'stopped' | 'freed' | 'events' | 'poll';

class DeliveryWorker implements WebhookWorker {
  private readonly clock: Clock;
  private readonly logger: WorkerLogger;
  private readonly settings: WorkerSettings;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly recorder: AttemptRecorder;
  /** Deliveries leased and not answered yet, within the bounds times leaseAhead. */
  private readonly slots: Slots;
  /** Requests in flight, within the bounds; the other leased deliveries wait here, in order. */
  private readonly gate: SendGate;
  /** Deliveries leased and never sent (the gate closed, or their lease ran short): given back. */
  private unsent: { id: string; owner: string }[] = [];
  private readonly perConfigHeld: number;
  private readonly stopping = new AbortController();
  private readonly signal: AbortSignal;
  private loop: Promise<void> | null = null;
  /** Attempts not recorded yet, to wait for on stop(). */
  private readonly pending = new Set<Promise<boolean>>();
  /**
   * Due deliveries may be waiting unleased (created without room for them, retries or
   * redeliveries coming due): the next round claims before it fans out, and fans out without
   * leasing until a claim has taken them all, so that they start before newer events.
   */
  private backlog = true;
  /**
   * Configurations known to have due deliveries waiting unleased (left so by a fan-out, or left
   * out of a claim at their bound): claimed before any newer delivery of theirs is leased.
   */
  private readonly backlogged = new Set<string>();
  private lastClaimAt = -Infinity;
  /** What the worker did, in statements that matter, logged when it stops. */
  private readonly counts = { attempts: 0, fanOuts: 0, claims: 0, outboxChecks: 0 };

  constructor(private readonly options: WebhookWorkerOptions) {
    this.clock = options.clock ?? { now: () => Date.now() };
    this.logger = options.logger ?? silent;
    this.settings = workerSettings(options);
    this.recorder = new AttemptRecorder(options.db, options.engine, () => this.gate.sending);
    const { concurrency, perConfigConcurrency, leaseAhead } = this.settings;
    this.perConfigHeld = perConfigConcurrency * leaseAhead;
    this.slots = new Slots(concurrency * leaseAhead, this.perConfigHeld);
    this.gate = new SendGate(concurrency, perConfigConcurrency);
    this.ownsDispatcher = options.dispatcher === undefined;
    this.dispatcher =
      options.dispatcher ??
      createGuardedDispatcher({ allowPrivate: options.allowPrivate ?? false });
    this.signal = options.signal
      ? AbortSignal.any([options.signal, this.stopping.signal])
      : this.stopping.signal;
  }

  async runOnce(): Promise<RoundSummary> {
    this.backlog = true;
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
    // Deliveries held ahead are not sent now: given back, another worker (or the next start)
    // takes them at once instead of when their leases run out.
    this.gate.close();
    await Promise.all(this.pending);
    await this.giveBackUnsent().catch((error: unknown) => {
      this.logger.error({ err: error }, 'webhook leases could not be given back');
    });
    if (this.ownsDispatcher) await this.dispatcher.close();
    const counts = { ...this.counts, recordTransactions: this.recorder.transactions };
    this.logger.info({ workerId: this.settings.workerId, ...counts }, 'webhook worker stopped');
  }

  /**
   * Claims due deliveries into the free slots when some may wait, then fans out (when
   * `fanOutNow`), creating the deliveries it still has room for leased to itself, and starts the
   * attempts without waiting for them.
   */
  private async startRound(fanOutNow: boolean): Promise<Round> {
    const { db, engine } = this.options;
    const { fanOutBatchSize, leaseMs, workerId, pollIntervalMs } = this.settings;
    // Given back before the claim, which takes them again first (they are the earliest due).
    await this.giveBackUnsent();
    const now = this.clock.now();
    const owner = `${workerId}/${randomUUID()}`;
    const lease: Lease = { owner, until: now + leaseMs };
    const leaseUntil = new Date(lease.until).toISOString();
    // Retries and redeliveries come due without a sign: a busy worker that never pauses still
    // claims at least once a poll interval.
    if (performance.now() - this.lastClaimAt >= pollIntervalMs) this.backlog = true;
    const attempts: Promise<boolean>[] = [];
    if (this.backlog || this.backlogged.size > 0) {
      const room = {
        limit: this.slots.free(),
        perConfig: this.perConfigHeld,
        inFlight: this.slots.inFlight,
      };
      const limit = claimLimit(room);
      // Left out of the claim, at their bound: any of them may still have deliveries waiting.
      const full = [...room.inFlight].filter(([, n]) => n >= room.perConfig).map(([id]) => id);
      if (limit > 0) {
        const claimed = await claimDue(db, engine, {
          ...room,
          now: new Date(now).toISOString(),
          leaseUntil,
          owner,
        });
        this.counts.claims += 1;
        this.lastClaimAt = performance.now();
        if (claimed.length < limit) {
          const mayWait = full.filter((id) => this.backlog || this.backlogged.has(id));
          this.backlog = false;
          this.backlogged.clear();
          for (const id of mayWait) this.backlogged.add(id);
        }
        const targets = await findTargets(db, [...new Set(claimed.map((d) => d.configId))]);
        for (const d of claimed) attempts.push(this.track(d, lease, targets.get(d.configId)));
      }
    }
    let fannedOut = 0;
    if (fanOutNow) {
      const leaseNew = this.backlog
        ? null
        : {
            owner,
            leaseUntil,
            total: this.slots.free(),
            // None of a configuration with older deliveries waiting: they must start first.
            room: (configId: string) =>
              this.backlogged.has(configId)
                ? 0
                : this.perConfigHeld - (this.slots.inFlight.get(configId) ?? 0),
          };
      const fan = await fanOutAndLease(
        db,
        engine,
        new Date(now).toISOString(),
        fanOutBatchSize,
        leaseNew,
      );
      this.counts.fanOuts += 1;
      fannedOut = fan.events;
      for (const configId of fan.unleased) this.backlogged.add(configId);
      for (const d of fan.leased) attempts.push(this.track(d, lease, fan.targets.get(d.configId)));
    }
    return { fannedOut, attempts, blocked: this.slots.blocked };
  }

  private track(delivery: ClaimedDelivery, lease: Lease, target: Target | undefined) {
    this.slots.take(delivery.configId);
    this.counts.attempts += 1;
    const attempt = this.deliver(delivery, lease, target)
      .catch((error: unknown) => {
        // The lease runs out and the delivery is attempted again: at least once, never lost.
        this.logger.error(
          { err: error, deliveryId: delivery.id },
          'webhook delivery could not be recorded',
        );
        return false;
      })
      .finally(() => {
        this.slots.recorded();
        this.pending.delete(attempt);
      });
    this.pending.add(attempt);
    return attempt;
  }

  private async run() {
    const { fanOutBatchSize, outboxCheckMs } = this.settings;
    // New events are fanned out when a check found some, at once again while a fan-out finds a
    // full batch, and otherwise every outboxCheckMs while rounds follow each other without a
    // pause: chasing a steady stream with a fan-out per round would cost a transaction (and a
    // recording) per handful of events, for a few milliseconds of latency.
    let fanOutNext = true;
    let lastFanOut = -Infinity;
    while (!this.signal.aborted) {
      let again = false;
      let blocked = false;
      try {
        const fanOutNow = fanOutNext || performance.now() - lastFanOut >= outboxCheckMs;
        if (fanOutNow) lastFanOut = performance.now();
        const round = await this.startRound(fanOutNow);
        // New events are still waiting.
        fanOutNext = round.fannedOut >= fanOutBatchSize;
        // More events to fan out, or room left for due deliveries still waiting.
        again =
          round.fannedOut >= fanOutBatchSize ||
          (!round.blocked &&
            (round.attempts.length > 0 || this.backlog || this.backlogged.size > 0));
        blocked = round.blocked;
      } catch (error) {
        this.logger.error({ err: error }, 'webhook worker round failed');
        fanOutNext = true;
        this.backlog = true;
      }
      if (again) continue;
      const wake = await this.pause(blocked);
      if (wake === 'events' || wake === 'poll') fanOutNext = true;
      if (wake === 'poll') this.backlog = true;
    }
  }

  /**
   * Waits for the poll interval, checking the outbox every outboxCheckMs meanwhile, or, when
   * blocked, until a few slots are freed: claiming for every single freed slot would cost a
   * round of queries per delivery.
   */
  private async pause(blocked: boolean): Promise<Wake> {
    const { pollIntervalMs, outboxCheckMs } = this.settings;
    if (this.signal.aborted) return 'stopped';
    const done = new AbortController();
    const stop = () => done.abort();
    this.signal.addEventListener('abort', stop, { once: true });
    // Half the tighter bound: the deliveries still held keep requests going during the claim.
    const bound = Math.min(
      this.perConfigHeld,
      this.settings.concurrency * this.settings.leaseAhead,
    );
    const enough = Math.min(this.slots.busy, Math.ceil(bound / 2));
    let freed = false;
    const cancel =
      blocked && enough > 0
        ? this.slots.onFreed(enough, () => {
            freed = true;
            stop();
          })
        : () => undefined;
    const deadline = performance.now() + pollIntervalMs;
    let wake: Wake = 'poll';
    for (;;) {
      const left = deadline - performance.now();
      if (left > 0) {
        const nap = Math.min(outboxCheckMs, left);
        await sleep(nap, undefined, { signal: done.signal }).catch(() => undefined);
      }
      if (freed || done.signal.aborted) {
        wake = freed ? 'freed' : 'stopped';
        break;
      }
      if (performance.now() >= deadline) break;
      if (await this.outboxHasNews()) {
        wake = 'events';
        break;
      }
    }
    this.signal.removeEventListener('abort', stop);
    cancel();
    return wake;
  }

  /** Leases of deliveries never sent, ended so that they are due again at once. */
  private async giveBackUnsent() {
    if (this.unsent.length === 0) return;
    const unsent = this.unsent;
    this.unsent = [];
    await releaseLeases(this.options.db, unsent);
  }

  private async outboxHasNews() {
    try {
      this.counts.outboxChecks += 1;
      return await hasNewEvents(this.options.db);
    } catch {
      // Not logged many times a second: the round at the end of the interval reports it.
      return false;
    }
  }

  /**
   * Sends the delivery once the gate lets it, frees its slot, and resolves once the outcome is
   * recorded. One that waited until its lease could run out during the request is not sent (it
   * could reach the receiver twice) but given back.
   */
  private async deliver(delivery: ClaimedDelivery, lease: Lease, target: Target | undefined) {
    const { configId, id } = delivery;
    let record: AttemptRecord | null = null;
    try {
      const entry = await this.gate.enter(configId);
      if (entry === 'closed') {
        this.unsent.push({ id, owner: lease.owner });
        return false;
      }
      try {
        const { timeoutMs, leaseMs } = this.settings;
        const late = this.clock.now() + timeoutMs + leaseMs / 10 > lease.until;
        if (entry === 'after waiting' && late) {
          this.unsent.push({ id, owner: lease.owner });
          return false;
        }
        record = await this.attempt(delivery, lease.owner, target);
      } finally {
        this.gate.release(configId);
      }
    } finally {
      this.slots.sent(configId);
    }
    if (record === null) return false;
    const disabled = await this.recorder.record(record);
    const { tenantId } = delivery;
    if (disabled) {
      this.logger.warn({ configId, tenantId, reason: disabled }, 'webhook disabled');
    }
    const { result, update } = record;
    if (result.outcome !== 'success') {
      const { statusCode, error } = result;
      this.logger.info(
        { deliveryId: id, statusCode, error, next: update.nextAttemptAt },
        'webhook attempt failed',
      );
    }
    return result.outcome === 'success';
  }

  /** One attempt and what it means for the delivery; null when there is nothing to record. */
  private async attempt(
    delivery: ClaimedDelivery,
    owner: string,
    target: Target | undefined,
  ): Promise<AttemptRecord | null> {
    // The configuration was deleted after the claim: its deliveries went with it.
    if (!target) return null;
    const { id, configId, body } = delivery;
    const sentAt = new Date(this.clock.now());
    const result = await this.send(configId, target, id, body, sentAt);
    // Sent: a result may wait for its batch, and a body can be large; the bytes stay in the row.
    delivery.body = '';
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
    return { delivery, owner, result, update, now };
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

/** The webhook delivery worker: a plain object, its clock, dispatcher, logger and signal passed in. */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  return new DeliveryWorker(options);
}
