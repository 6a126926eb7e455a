import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Engine } from '../../../db/create-db.js';
import type { Db } from '../../../db/database.js';
import { recordAttempts, type AttemptRecord } from './attempts.repository.js';

/** Records in one transaction at most: the statement's parameters stay far below both engines' limits. */
const MAX_BATCH = 100;
/**
 * How long a batch waits for more answers while requests are still out: they come milliseconds
 * apart, and a steady stream would otherwise cost a transaction per one or two of them.
 */
const GATHER_MS = 10;

interface Waiting {
  record: AttemptRecord;
  done: (disabledReason: string | null) => void;
  failed: (error: unknown) => void;
}

/**
 * Group commit of finished attempts: while one batch is being written, the attempts that finish
 * meanwhile wait and are written together as the next batch. An attempt is written at once when
 * no other request is out, else after GATHER_MS; under load, a transaction serves as many
 * attempts as finished during the previous one.
 */
export class AttemptRecorder {
  private readonly waiting: Waiting[] = [];
  private writing: Promise<void> | null = null;
  /** Transactions written so far, for the worker's statistics. */
  transactions = 0;

  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    /** Requests sent and not answered yet. */
    private readonly sending: () => number = () => 0,
  ) {}

  /** Resolves once the attempt is stored: with the reason its configuration got disabled, or null. */
  record(record: AttemptRecord): Promise<string | null> {
    return new Promise((done, failed) => {
      this.waiting.push({ record, done, failed });
      this.writing ??= this.writeAll();
    });
  }

  private async writeAll() {
    // Responses that arrived in the same turn of the event loop join the first batch.
    await nextTurn();
    if (this.sending() > 0) await sleep(GATHER_MS);
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.transactions += 1;
      try {
        const reasons = await recordAttempts(
          this.db,
          this.engine,
          batch.map((w) => w.record),
        );
        batch.forEach((w, i) => w.done(reasons[i] ?? null));
      } catch {
        // One bad row (or a deadlock) must not cost the whole batch its records: each alone.
        await this.writeEachAlone(batch);
      }
    }
    this.writing = null;
  }

  private async writeEachAlone(batch: Waiting[]) {
    for (const w of batch) {
      try {
        const [reason] = await recordAttempts(this.db, this.engine, [w.record]);
        w.done(reason ?? null);
      } catch (error) {
        w.failed(error);
      }
    }
  }
}
