import type { MixedMeasurement } from './load/mixed.js';
import { WRITE_KINDS } from './load/writes.js';
import { READ_KINDS, READ_WEIGHTS } from './load/reads.js';
import {
  errorsCell,
  hasDatabaseCpu,
  header,
  pct,
  type CalibrationRun,
  type MixedReport,
  type Report,
} from './report-parts.js';
import { topologyMarkdown } from './report-topology.js';

const TARGETS = [
  '- at 1M matches on SQLite with 50 writes/s: reads ≥ 40 % of the paired ceiling, read p99 < 30 ms, no errors; PostgreSQL within 2× of that',
  '- writes p99 < 50 ms; server RSS < 200 MB at 1M matches',
];

function mainTable(runs: MixedMeasurement[]) {
  const db = hasDatabaseCpu(runs);
  const rows = runs.map((m) => {
    const w = m.writes;
    return `| ${m.rate} | ${w ? w.achievedRate : 0} | **${m.reads.rps}** | **${pct(m.readRatioToCeiling)}** | ${m.ceiling.readRps} | ${pct(m.cpuRatioToCeiling)} | ${m.reads.p50} | ${m.reads.p99} | ${errorsCell(m.reads)} | ${pct(m.reads.cacheHitRatio)} | ${w?.p50 ?? ''} | ${w?.p99 ?? ''} | ${w ? errorsCell(w) : ''} | ${m.cpuMsPerRequest} |${db ? ` ${m.databaseCpuMsPerRequest ?? ''} |` : ''} ${m.peakRssMiB} | ${m.loadAverage} |`;
  });
  return [
    `| writes/s asked | writes/s done | read req/s | of ceiling | ceiling read req/s | of ceiling by CPU | read p50 ms | read p99 ms | read errors | cache hits | write p50 ms | write p99 ms | write errors | server CPU ms/req |${db ? ' PostgreSQL CPU ms/req |' : ''} peak RSS MiB | load avg |`,
    `|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|---:|${db ? '---:|' : ''}---:|---:|`,
    ...rows,
  ].join('\n');
}

function writesTable(runs: MixedMeasurement[]) {
  const written = runs.filter((m) => m.writes);
  if (written.length === 0) return [];
  const cell = (m: MixedMeasurement, kind: (typeof WRITE_KINDS)[number]) => {
    const k = m.writes?.byKind[kind];
    return k ? `${k.p50} / ${k.p99}${k.errors ? ` (${k.errors} errors)` : ''}` : '';
  };
  return [
    '### Write latency by kind (p50 / p99 ms, from the moment each write was due)',
    '',
    `| writes/s | ${WRITE_KINDS.join(' | ')} | writer's latest start ms | ceiling write p50 / p99 ms |`,
    `|---:|${WRITE_KINDS.map(() => '---:').join('|')}|---:|---:|`,
    ...written.map(
      (m) =>
        `| ${m.rate} | ${WRITE_KINDS.map((k) => cell(m, k)).join(' | ')} | ${m.writes?.maxSendLagMs} | ${m.ceiling.writeP50} / ${m.ceiling.writeP99} |`,
    ),
    '',
  ];
}

function readsByKindTable(runs: MixedMeasurement[]) {
  const cell = (m: MixedMeasurement, kind: (typeof READ_KINDS)[number]) => {
    const k = m.readsByKind[kind];
    return `${k.rps} / ${k.missesPerSecond}`;
  };
  return [
    '### Reads by kind (answers / cache misses a second)',
    '',
    `| writes/s | ${READ_KINDS.join(' | ')} |`,
    `|---:|${READ_KINDS.map(() => '---:').join('|')}|`,
    ...runs.map((m) => `| ${m.rate} | ${READ_KINDS.map((k) => cell(m, k)).join(' | ')} |`),
    '',
  ];
}

export function mixedMarkdown(report: Report, mixed: MixedReport) {
  const weights = Object.entries(READ_WEIGHTS)
    .map(([kind, w]) => `${kind} ${w}`)
    .join(', ');
  const failures = mixed.runs.flatMap((m) => [
    ...(m.reads.firstFailure
      ? [`- ${m.rate} writes/s, first read failure: \`${m.reads.firstFailure.slice(0, 240)}\``]
      : []),
    ...(m.writes?.firstFailure
      ? [`- ${m.rate} writes/s, first write failure: \`${m.writes.firstFailure.slice(0, 240)}\``]
      : []),
  ]);
  return [
    ...header(report, `Mixed workload, ${mixed.dataset.name}`),
    `Readers: wrk at ${report.settings.connections} connections over many URLs of many tournaments, teams and users, each kind by its weight (${weights}): list pages with filters, lists with \`externalUserId\`, my-tournaments, details, duel match pages (with status filters), duel standings, FFA assigned details and team details, including the ongoing leagues that receive the results: ${mixed.readPlan.urls} distinct URLs whose answers weigh ${mixed.readPlan.answerMiB} MiB. Beside them one paced writer (an open loop over up to 64 keep-alive connections: write n is due at start + n / rate whatever the answers before it did) sends every kind in turn: ${WRITE_KINDS.join(', ')} (half new users, half updates; teams made on the spot; joins through invites; registrations to upcoming tournaments; results of 32-team round robins made through the organiser API before the runs). Write latency counts from the moment a write was due.`,
    '',
    `Each rate runs against the ceiling first (the same readers and writer; a bare \`node:http\` process replaying the status, headers and bytes the server sent for each URL and one recorded answer per write kind), then against the server: "of ceiling" compares the two read rates. CPU per request counts reads and writes together; it does not move with other load on the machine, req/s and latency do (see the load average). "Of ceiling by CPU" is the ceiling's CPU per request over the server's (plus PostgreSQL's): the same comparison by cost, for a busy machine.`,
    '',
    mainTable(mixed.runs),
    '',
    ...topologyMarkdown(report, mixed.runs),
    ...readsByKindTable(mixed.runs),
    ...writesTable(mixed.runs),
    ...(failures.length ? ['### First failures', '', ...failures, ''] : []),
    '## Targets (issue 14)',
    '',
    ...TARGETS,
    '',
  ].join('\n');
}

export function calibrationMarkdown(
  report: Report,
  c: { dataset: string; runs: CalibrationRun[] },
) {
  return [
    `# Load generator calibration, ${report.date}`,
    '',
    `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}. The ceiling (a bare \`node:http\` process replaying ${c.dataset}'s answers) driven with the mixed workload's reading order by wrk on 1, 2 and 4 threads, ${report.settings.connections} connections, ${report.settings.duration} s each, every answer checked; interleaved so that the machine's drift hits each setting alike. Cores are CPU time over wall time.`,
    '',
    '| wrk threads | ceiling req/s | p50 ms | p99 ms | errors | wrk cores | wrk CPU ms/req | ceiling cores | load avg |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...c.runs.map(
      (r) =>
        `| ${r.threads} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.generatorCores} | ${r.rps > 0 ? Math.round((r.generatorCores * 1e6) / r.rps) / 1000 : ''} | ${r.ceilingCores} | ${r.loadAverage} |`,
    ),
    '',
    "The generator is the limit when req/s rises with its threads; the ceiling process is the limit when it keeps a core busy and req/s stays within the spread of the repeats; when neither keeps a core busy, other work on the machine is. wrk CPU ms/req is what checking every answer costs the generator: compare it with the server's CPU per request.",
    '',
  ].join('\n');
}
