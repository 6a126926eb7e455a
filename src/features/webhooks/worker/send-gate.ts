export type Entry = 'at once' | 'after waiting' | 'closed';

/**
 * The requests a worker has in flight, within its bounds: at most `concurrency` in all and
 * `perConfig` per configuration. A worker leases more deliveries than it may send at once (see
 * Slots); those wait here and start as requests finish, without a query, each configuration's
 * in the order they were handed in (their events' order).
 */
export class SendGate {
  private inFlight = 0;
  private readonly inFlightPerConfig = new Map<string, number>();
  private readonly waitingPerConfig = new Map<string, number>();
  /** Waiting deliveries of every configuration, in the order they came. */
  private readonly queue: { configId: string; go: (entry: Entry) => void }[] = [];
  private closed = false;

  constructor(
    private readonly concurrency: number,
    private readonly perConfig: number,
  ) {}

  /**
   * Resolves when the delivery may be sent, `at once` or `after waiting`, and then holds a
   * place until release(); or `closed`: not to be sent, the gate closed first.
   */
  enter(configId: string): Promise<Entry> {
    if (this.closed) return Promise.resolve('closed');
    // Nothing of its configuration waits before it: only room decides.
    if ((this.waitingPerConfig.get(configId) ?? 0) === 0 && this.hasRoom(configId)) {
      this.take(configId);
      return Promise.resolve('at once');
    }
    this.waitingPerConfig.set(configId, (this.waitingPerConfig.get(configId) ?? 0) + 1);
    return new Promise((go) => this.queue.push({ configId, go }));
  }

  /** Requests in flight. */
  get sending(): number {
    return this.inFlight;
  }

  /** The request is over: its place goes to the first waiting delivery that has room. */
  release(configId: string) {
    this.inFlight -= 1;
    const left = (this.inFlightPerConfig.get(configId) ?? 1) - 1;
    if (left === 0) this.inFlightPerConfig.delete(configId);
    else this.inFlightPerConfig.set(configId, left);
    this.admit();
  }

  /** No more requests start: every waiting delivery is told not to be sent. */
  close() {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.go('closed');
    this.waitingPerConfig.clear();
  }

  private admit() {
    // A configuration at its cap keeps its place; later ones of others may pass it, never
    // later ones of its own (each taken raises its count, so none after it is skipped back).
    for (let i = 0; i < this.queue.length && this.inFlight < this.concurrency;) {
      const waiting = this.queue[i]!;
      if (!this.hasRoom(waiting.configId)) {
        i += 1;
        continue;
      }
      this.queue.splice(i, 1);
      const left = this.waitingPerConfig.get(waiting.configId)! - 1;
      if (left === 0) this.waitingPerConfig.delete(waiting.configId);
      else this.waitingPerConfig.set(waiting.configId, left);
      this.take(waiting.configId);
      waiting.go('after waiting');
    }
  }

  private hasRoom(configId: string) {
    return (
      this.inFlight < this.concurrency &&
      (this.inFlightPerConfig.get(configId) ?? 0) < this.perConfig
    );
  }

  private take(configId: string) {
    this.inFlight += 1;
    this.inFlightPerConfig.set(configId, (this.inFlightPerConfig.get(configId) ?? 0) + 1);
  }
}
