/**
 * What the PostgreSQL backends of one database wait on while a run lasts: every ~200 ms, on a
 * connection of its own, the non-idle backends by wait event (`pg_stat_activity`) and the locks
 * asked for and not yet granted (`pg_locks`). Lock waits are what a second API process can add
 * that CPU per request does not show: writers queueing on the same rows.
 */
import pg from 'pg';
import { MONITOR_APPLICATION } from './measure.js';

/** Mean and largest count over the samples. */
export interface Spread {
  mean: number;
  max: number;
}

export interface LockWaits {
  samples: number;
  intervalMs: number;
  /** Backends in a transaction or a statement (not idle). */
  busy: Spread;
  /** Backends waiting on a heavyweight lock (`wait_event_type = 'Lock'`). */
  lockWaiting: Spread;
  /** Rows of `pg_locks` with `granted = false`. */
  notGranted: Spread;
  /**
   * Busy backends by `wait_event_type:wait_event` (`running` when on CPU): `Lock:transactionid`
   * waits for another transaction's row change, `Lock:tuple` queues behind such a waiter,
   * `LWLock:*` is contention inside the server, `IO:*` the disk, `Client:ClientRead` a
   * transaction left open while the application works. The most frequent first.
   */
  waitEvents: ({ event: string } & Spread)[];
  /** Not-granted locks by `locktype mode [on table]` (`transactionid ShareLock`, `tuple AccessExclusiveLock on tournaments`…). */
  lockKinds: ({ kind: string } & Spread)[];
  /** The statements of the backends waiting on a lock (their first 100 characters): which write queues. */
  waitingStatements: ({ statement: string } & Spread)[];
}

const WAITS_SQL = `select coalesce(wait_event_type || ':' || wait_event, 'running') as event, count(*)::int as n
  from pg_stat_activity
  where datname = $1 and application_name <> $2 and state <> 'idle'
  group by 1`;
const LOCKS_SQL = `select l.locktype || ' ' || l.mode || coalesce(' on ' || l.relation::regclass::text, '') as kind,
    count(*)::int as n
  from pg_locks l join pg_stat_activity a on a.pid = l.pid
  where not l.granted and a.datname = $1 and a.application_name <> $2
  group by 1`;

const WAITING_SQL = `select regexp_replace(left(query, 100), '\\s+', ' ', 'g') as statement, count(*)::int as n
  from pg_stat_activity
  where datname = $1 and application_name <> $2 and wait_event_type = 'Lock'
  group by 1`;

const round = (n: number) => Math.round(n * 100) / 100;

/** Counts per key over many samples: a key missing from a sample counted 0 in it. */
class Tally {
  private readonly sums = new Map<string, number>();
  private readonly maxima = new Map<string, number>();

  add(counts: Map<string, number>) {
    for (const [key, n] of counts) {
      this.sums.set(key, (this.sums.get(key) ?? 0) + n);
      this.maxima.set(key, Math.max(this.maxima.get(key) ?? 0, n));
    }
  }

  spreads(samples: number) {
    return [...this.sums.entries()]
      .map(([key, sum]) => ({
        key,
        mean: round(sum / Math.max(1, samples)),
        max: this.maxima.get(key) ?? 0,
      }))
      .sort((a, b) => b.mean - a.mean);
  }
}

class Totals {
  private sum = 0;
  private max = 0;
  add(n: number) {
    this.sum += n;
    this.max = Math.max(this.max, n);
  }
  spread(samples: number): Spread {
    return { mean: round(this.sum / Math.max(1, samples)), max: this.max };
  }
}

const total = (counts: Map<string, number>, pick: (key: string) => boolean = () => true) =>
  [...counts.entries()].reduce((sum, [key, n]) => sum + (pick(key) ? n : 0), 0);

/** Samples until the returned function is called; it resolves to the figures. Null on SQLite. */
export async function sampleLockWaits(
  databaseUrl: string,
  intervalMs = 200,
): Promise<(() => Promise<LockWaits>) | null> {
  if (!databaseUrl.startsWith('postgres')) return null;
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: MONITOR_APPLICATION,
  });
  await client.connect();
  const database = new URL(databaseUrl).pathname.slice(1);
  const params = [database, MONITOR_APPLICATION];
  const events = new Tally();
  const kinds = new Tally();
  const statements = new Tally();
  const busy = new Totals();
  const lockWaiting = new Totals();
  const notGranted = new Totals();
  let samples = 0;
  let stopped = false;
  const counts = async (text: string, key: 'event' | 'kind' | 'statement') => {
    const { rows } = await client.query<Record<typeof key, string> & { n: number }>(text, params);
    return new Map(rows.map((r) => [r[key], r.n]));
  };
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const waits = await counts(WAITS_SQL, 'event');
      const locks = await counts(LOCKS_SQL, 'kind');
      events.add(waits);
      kinds.add(locks);
      if (total(locks) > 0) statements.add(await counts(WAITING_SQL, 'statement'));
      busy.add(total(waits));
      lockWaiting.add(total(waits, (key) => key.startsWith('Lock:')));
      notGranted.add(total(locks));
      samples += 1;
      const rest = intervalMs - (performance.now() - started);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
    }
  })();
  loop.catch(() => {}); // Rethrown when the figures are asked for.
  return async () => {
    stopped = true;
    await loop.finally(() => client.end());
    return {
      samples,
      intervalMs,
      busy: busy.spread(samples),
      lockWaiting: lockWaiting.spread(samples),
      notGranted: notGranted.spread(samples),
      waitEvents: events.spreads(samples).map(({ key, ...s }) => ({ event: key, ...s })),
      lockKinds: kinds.spreads(samples).map(({ key, ...s }) => ({ kind: key, ...s })),
      waitingStatements: statements
        .spreads(samples)
        .map(({ key, ...s }) => ({ statement: key, ...s })),
    };
  };
}
