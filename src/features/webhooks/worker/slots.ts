/**
 * A worker's room for attempts. A request holds a slot of the worker and one of its
 * configuration until its answer is in, not until it is recorded: recording is batched
 * (AttemptRecorder), and neither a receiver nor the next claim should wait for that write.
 * Answers not recorded yet beyond `concurrency` hold claims back too, so a slow database cannot
 * pile up results.
 */
export class Slots {
  private readonly sendingPerConfig = new Map<string, number>();
  private sending = 0;
  /** Attempts taken and not recorded yet, those still sending included. */
  private unrecorded = 0;
  private readonly waiters: { left: number; wake: () => void }[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly perConfig: number,
  ) {}

  /** How many deliveries a claim may take now. */
  free(): number {
    const room = Math.min(this.concurrency - this.sending, 2 * this.concurrency - this.unrecorded);
    return Math.max(0, room);
  }

  /** Requests in flight per configuration, for the claim to keep each configuration's cap. */
  get inFlight(): ReadonlyMap<string, number> {
    return this.sendingPerConfig;
  }

  /** Attempts taken and not recorded yet. */
  get busy(): number {
    return this.unrecorded;
  }

  /** No room, or a configuration at its cap: only a freed slot can let more be claimed. */
  get blocked(): boolean {
    if (this.free() === 0) return true;
    for (const n of this.sendingPerConfig.values()) if (n >= this.perConfig) return true;
    return false;
  }

  take(configId: string) {
    this.sending += 1;
    this.unrecorded += 1;
    this.sendingPerConfig.set(configId, (this.sendingPerConfig.get(configId) ?? 0) + 1);
  }

  /** The request is over (answered, failed or never sent). */
  sent(configId: string) {
    this.sending -= 1;
    const left = (this.sendingPerConfig.get(configId) ?? 1) - 1;
    if (left === 0) this.sendingPerConfig.delete(configId);
    else this.sendingPerConfig.set(configId, left);
    this.freed();
  }

  /** The attempt is recorded (or could not be). */
  recorded() {
    const before = this.free();
    this.unrecorded -= 1;
    // Only room a claim can use counts: usually the request's slot was freed when it was sent.
    if (this.free() > before) this.freed();
  }

  /** Calls `wake` once `count` slots have been freed; the returned function cancels it. */
  onFreed(count: number, wake: () => void): () => void {
    const waiter = { left: count, wake };
    this.waiters.push(waiter);
    return () => {
      const index = this.waiters.indexOf(waiter);
      if (index !== -1) this.waiters.splice(index, 1);
    };
  }

  private freed() {
    for (const waiter of [...this.waiters]) {
      if (--waiter.left > 0) continue;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.wake();
    }
  }
}
