import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { watchMemory, type RunningServer } from './server-process.js';

/** CPU time the process has used so far, in ms (utime + stime, 100 ticks a second). */
export function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const cpuOrZero = (pid: number) => {
  try {
    return cpuMs(pid);
  } catch {
    return 0; // gone
  }
};

/** Waits until the server uses under 10 % of a core, so one run's queued requests never spill into the next. */
export async function drain(pid: number, limitMs = 180_000) {
  const started = performance.now();
  let last = cpuMs(pid);
  while (performance.now() - started < limitMs) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (now - last < 50) break;
    last = now;
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Waits until every server is idle (after a warm-up: its queued requests must not slow the ceiling's run). */
export const drainAll = (servers: RunningServer[]) => Promise.all(servers.map((s) => drain(s.pid)));

/** The `application_name` of the benchmark's own connections, left out of what they measure. */
export const MONITOR_APPLICATION = 'tourney-bench-monitor';

/**
 * The CPU of the PostgreSQL backends serving one database (they run on the same machine and
 * do much of a request's work): pids from `pg_stat_activity`, times from `/proc`.
 */
export class DatabaseCpu {
  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  static async open(databaseUrl: string): Promise<DatabaseCpu | null> {
    if (!databaseUrl.startsWith('postgres')) return null;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: MONITOR_APPLICATION,
    });
    await client.connect();
    return new DatabaseCpu(client, new URL(databaseUrl).pathname.slice(1));
  }

  /** CPU ms of every backend of the database (the benchmark's monitors excluded), by pid. */
  async sample(): Promise<Map<number, number>> {
    const { rows } = await this.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and application_name <> $2',
      [this.database, MONITOR_APPLICATION],
    );
    return new Map(rows.map((r) => [r.pid, cpuOrZero(r.pid)]));
  }

  static spent(before: Map<number, number>, after: Map<number, number>) {
    let total = 0;
    for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
    return total;
  }

  close() {
    return this.client.end();
  }
}

/** What the server side cost while a load ran. */
export interface ServerCost {
  /** Peak resident set of the server process during the run, in MiB (the largest one with several). */
  peakRssMiB: number;
  /** Server CPU (user + system, every server process), in ms. */
  serverCpuMs: number;
  /** Each server process's CPU in ms and peak RSS in MiB, in the order they were given. */
  byProcess: { cpuMs: number; peakRssMiB: number }[];
  /** PostgreSQL backends' CPU for this database, in ms (absent on SQLite, whose work is in the server's). */
  databaseCpuMs?: number;
  /** Seconds the server stayed busy after the load stopped (requests still queued when the run ended). */
  drainSeconds: number;
  /** The machine's 1-minute load average when the run ended. */
  loadAverage: number;
}

/** Runs `load` while watching what it costs `servers` (and the database's backends). */
export async function withCost<T>(
  servers: RunningServer[],
  database: DatabaseCpu | null,
  load: () => Promise<T>,
): Promise<{ result: T; cost: ServerCost }> {
  const watchers = servers.map((server) => watchMemory(server.pid));
  const each = () => servers.map((s) => cpuOrZero(s.pid));
  const dbBefore = await database?.sample();
  const before = each();
  const result = await load();
  const cpu = each().map((ms, i) => ms - (before[i] ?? 0));
  const dbAfter = await database?.sample();
  const drainSeconds = Math.max(...(await Promise.all(servers.map((s) => drain(s.pid)))));
  const peaks = watchers.map((stop) => Math.round((stop() / 1048576) * 10) / 10);
  return {
    result,
    cost: {
      peakRssMiB: Math.max(...peaks),
      serverCpuMs: cpu.reduce((sum, ms) => sum + ms, 0),
      byProcess: cpu.map((cpuMs, i) => ({ cpuMs, peakRssMiB: peaks[i] as number })),
      ...(dbBefore && dbAfter ? { databaseCpuMs: DatabaseCpu.spent(dbBefore, dbAfter) } : {}),
      drainSeconds,
      loadAverage: Math.round((loadavg()[0] as number) * 10) / 10,
    },
  };
}

export const perRequest = (ms: number, requests: number) =>
  Math.round((ms / Math.max(1, requests)) * 1000) / 1000;
