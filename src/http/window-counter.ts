/** A key's current window: how often it was counted in it, and when it ends (ms since epoch). */
export interface CountWindow {
  readonly count: number;
  readonly endsAt: number;
}

interface Entry extends CountWindow {
  count: number;
  endsAt: number;
  readonly key: string;
  older: Entry | undefined;
  newer: Entry | undefined;
}

/**
 * Counts per key in fixed windows, each starting at the key's first count after its last window
 * ended: the windows of @fastify/rate-limit's and of rate-limiter-flexible's memory stores, kept
 * here so that a count is a plain synchronous step rather than a promise per request.
 *
 * At most `capacity` keys are kept; beyond it the least recently counted one is forgotten. Keys
 * not counted for a whole window are dropped as new keys come, so memory follows the callers of
 * the last window rather than every caller ever seen.
 */
export class FixedWindowCounter {
  private readonly entries = new Map<string, Entry>();
  // From the least to the most recently counted. A linked list rather than the Map's own order:
  // moving a key to the end of a Map (delete, then set) costs more than a whole count here.
  private oldest: Entry | undefined;
  private newest: Entry | undefined;

  constructor(
    private readonly windowMs: number,
    private readonly capacity = Infinity,
  ) {}

  /** How many keys are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Counts one more for `key` and returns its window. */
  count(key: string, now: number): CountWindow {
    const entry = this.entries.get(key);
    if (entry === undefined) return this.open(key, now);
    if (entry !== this.newest) {
      this.unlink(entry);
      this.append(entry);
    }
    if (entry.endsAt <= now) {
      entry.count = 1;
      entry.endsAt = now + this.windowMs;
    } else {
      entry.count++;
    }
    return entry;
  }

  /** Takes back one count of `key` made in its running window (an attempt that succeeded). */
  uncount(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.endsAt > now && entry.count > 0) entry.count--;
  }

  private open(key: string, now: number): CountWindow {
    this.dropEnded(now);
    if (this.oldest !== undefined && this.entries.size >= this.capacity) this.drop(this.oldest);
    const entry: Entry = {
      count: 1,
      endsAt: now + this.windowMs,
      key,
      older: undefined,
      newer: undefined,
    };
    this.entries.set(key, entry);
    this.append(entry);
    return entry;
  }

  /**
   * A key not counted for a whole window has ended, and sits before every key counted since:
   * dropping ended windows from the oldest until a running one removes at least all of those.
   */
  private dropEnded(now: number) {
    while (this.oldest !== undefined && this.oldest.endsAt <= now) this.drop(this.oldest);
  }

  private drop(entry: Entry) {
    this.unlink(entry);
    this.entries.delete(entry.key);
  }

  private unlink(entry: Entry) {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = entry.newer = undefined;
  }

  private append(entry: Entry) {
    entry.older = this.newest;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }
}
