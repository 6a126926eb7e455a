/**
 * The mixed report's cost and contention table: each API process's CPU and memory, PostgreSQL's
 * and Redis's CPU, and what the database's backends waited on, per rate.
 */
import type { LockWaits, Spread } from './load/lock-sampler.js';
import type { MixedMeasurement } from './load/mixed.js';
import type { Report } from './report-parts.js';

const spread = (s: Spread | undefined) => (s ? `${s.mean} / ${s.max}` : '');

/** The `count` most frequent entries, `name mean (max)`, or a dash when there were none. */
function top(entries: { name: string; mean: number; max: number }[], count: number) {
  const shown = entries.filter((e) => e.mean > 0).slice(0, count);
  return shown.length ? shown.map((e) => `${e.name} ${e.mean} (${e.max})`).join(', ') : '–';
}

interface Columns {
  processes: number;
  database: boolean;
  redis: boolean;
  waits: boolean;
}

function contention(waits: LockWaits | undefined) {
  if (!waits) return ['', '', '', '', ''];
  const events = waits.waitEvents.filter((e) => e.event !== 'running');
  return [
    spread(waits.busy),
    spread(waits.lockWaiting),
    spread(waits.notGranted),
    top(
      waits.lockKinds.map((k) => ({ name: k.kind, ...k })),
      3,
    ),
    top(
      events.map((e) => ({ name: e.event, ...e })),
      4,
    ),
  ];
}

function row(m: MixedMeasurement, c: Columns) {
  const each = Array.from({ length: c.processes }, (_, i) => m.processes[i]);
  return [
    m.rate,
    m.writes?.achievedRate ?? 0,
    m.ceiling.writeRate ?? 0,
    ...each.map((p) => (p ? `${p.readRps} / ${p.writeRps}` : '')),
    ...each.map((p) => p?.cpuMsPerRequest ?? ''),
    `**${m.cpuMsPerRequest}**`,
    ...(c.database ? [m.databaseCpuMsPerRequest ?? ''] : []),
    ...(c.redis ? [m.redisCpuMsPerRequest ?? ''] : []),
    each.map((p) => p?.peakRssMiB ?? '').join(' / '),
    ...(c.waits ? contention(m.lockWaits) : []),
  ];
}

export function topologyMarkdown(report: Report, runs: MixedMeasurement[]) {
  const processes = Math.max(1, ...runs.map((m) => m.processes?.length ?? 0));
  // Reports made before these figures were recorded have none to show.
  if (runs.every((m) => !m.processes)) return [];
  const sampled = runs.find((m) => m.lockWaits)?.lockWaits;
  const columns: Columns = {
    processes,
    database: runs.some((m) => m.databaseCpuMsPerRequest !== undefined),
    redis: runs.some((m) => m.redisCpuMsPerRequest !== undefined),
    waits: sampled !== undefined,
  };
  const numbers = Array.from({ length: processes }, (_, i) => i + 1);
  const head = [
    'writes/s asked',
    'writes/s done',
    'ceiling writes/s done',
    ...numbers.map((n) => `API ${n} reads / writes a s`),
    ...numbers.map((n) => `API ${n} CPU ms/req`),
    'all API CPU ms/req',
    ...(columns.database ? ['PostgreSQL CPU ms/req'] : []),
    ...(columns.redis ? ['Redis CPU ms/req'] : []),
    'peak RSS MiB',
    ...(columns.waits
      ? [
          'busy backends mean / max',
          'waiting on a lock mean / max',
          'locks not granted mean / max',
          'locks not granted, by kind: mean (max)',
          'top waits: mean (max)',
        ]
      : []),
  ];
  const align = head.map((_, i) => (columns.waits && i >= head.length - 2 ? '---' : '---:'));
  const limit = report.settings.server.RATE_LIMIT_REDIS_URL
    ? 'counted in one Redis (`RATE_LIMIT_REDIS_URL`) for all of them'
    : 'counted by each process alone (no `RATE_LIMIT_REDIS_URL`)';
  return [
    `### Cost and contention (${processes} API process${processes > 1 ? 'es' : ''})`,
    '',
    `${processes > 1 ? `${processes} API processes on one database, each with the webhook worker in it (the default), the rate limit ${limit}. The readers are one wrk process per API process, the connections and wrk threads split evenly; the writer sends write n to process n mod ${processes}. The ceiling runs as ${processes} processes driven the same way. ` : ''}Each process's CPU is over every request of the run, so the processes' figures add up to "all API". "Ceiling writes/s done" is what the writer issued against the ceiling: the writer's own limit at that rate.${sampled ? ` PostgreSQL's backends of this database (the benchmark's monitors left out) were sampled every ${sampled.intervalMs} ms during the measured run (${sampled.samples} samples at the first rate): busy is every non-idle backend, waiting on a lock those with \`wait_event_type = 'Lock'\` (\`transactionid\`: another transaction's change to the same row; \`tuple\`: queued behind such a waiter), and not granted the rows of \`pg_locks\`; top waits are the non-idle backends' wait events (\`Client:ClientRead\`: a transaction left open while the server works, \`LWLock:*\`: contention inside PostgreSQL, \`IO:*\`: the disk).` : ''}`,
    '',
    `| ${head.join(' | ')} |`,
    `|${align.join('|')}|`,
    ...runs.map((m) => `| ${row(m, columns).join(' | ')} |`),
    '',
    ...waitingStatements(runs),
  ];
}

/** Which statements waited on a lock, the three most frequent at each rate. */
function waitingStatements(runs: MixedMeasurement[]) {
  const lines = runs.flatMap((m) =>
    (m.lockWaits?.waitingStatements ?? [])
      .slice(0, 3)
      .map(
        (w) => `| ${m.rate} | \`${w.statement.replace(/\|/g, '\\|')}\` | ${w.mean} | ${w.max} |`,
      ),
  );
  if (lines.length === 0) return [];
  return [
    '#### Statements waiting on a lock (backends, mean and max over the samples)',
    '',
    '| writes/s | statement (first 100 characters) | mean | max |',
    '|---:|---|---:|---:|',
    ...lines,
    '',
  ];
}
