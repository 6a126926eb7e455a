import { writeFileSync } from 'node:fs';
import { unusedReportBase } from './args.js';
import type { Measurement } from './load/endpoints.js';
import type { WebhookRun } from './load/webhooks.js';
import { calibrationMarkdown, mixedMarkdown } from './report-mixed.js';
import {
  errorsCell,
  hasDatabaseCpu,
  header,
  pct,
  type DatasetResult,
  type Report,
} from './report-parts.js';

const TARGETS = [
  '- list ≥ 50 % of the ceiling; detail and team reads ≥ 60 %',
  '- p99 < 25 ms, no errors, server RSS < 250 MB',
  '- p50 at 1M matches within 1.5× of 1k (growth run)',
];

function table(result: DatasetResult) {
  const db = hasDatabaseCpu(result.results);
  const rows = result.results.map(
    (m) =>
      `| ${m.endpoint} | ${m.rps} | ${m.p50} | ${m.p99} | ${errorsCell(m)} | ${pct(m.cacheHitRatio)} | ${pct(m.ratioToCeiling)} | ${m.ceilingRps ?? ''} | ${pct(m.cpuRatioToCeiling)} | ${m.cpuMsPerRequest} |${db ? ` ${m.databaseCpuMsPerRequest ?? ''} |` : ''} ${m.peakRssMiB} | ${m.drainSeconds} | ${m.loadAverage} |`,
  );
  return [
    `| endpoint | req/s | p50 ms | p99 ms | errors | cache hits | of ceiling | ceiling req/s | of ceiling by CPU | server CPU ms/req |${db ? ' PostgreSQL CPU ms/req |' : ''} peak RSS MiB | busy after s | load avg |`,
    `|---|---:|---:|---:|---|---:|---:|---:|---:|---:|${db ? '---:|' : ''}---:|---:|---:|`,
    ...rows,
  ].join('\n');
}

function growthTable(datasets: DatasetResult[]) {
  const names = [...new Set(datasets.flatMap((d) => d.results.map((r) => r.endpoint)))];
  const growth = (from?: number, to?: number) => (from && to ? `${(to / from).toFixed(2)}×` : '');
  // The p50 over the paired ceiling's p50: the machine's speed drifts between data sets.
  const relative = (r?: Measurement) => (r?.ceilingP50 ? r.p50 / r.ceilingP50 : undefined);
  const head = `| endpoint | ${datasets.map((d) => `p50 ms @ ${d.dataset.sizes.matches} matches`).join(' | ')} | growth | growth over the paired ceiling's p50 |`;
  const rows = names.map((name) => {
    const runs = datasets.map((d) => d.results.find((r) => r.endpoint === name));
    const first = runs[0];
    const last = runs[runs.length - 1];
    return `| ${name} | ${runs.map((r) => r?.p50 ?? '').join(' | ')} | ${growth(first?.p50, last?.p50)} | ${growth(relative(first), relative(last))} |`;
  });
  return [head, `|---|${datasets.map(() => '---:').join('|')}|---:|---:|`, ...rows].join('\n');
}

function webhookMarkdown(report: Report, w: WebhookRun) {
  return [
    `# Webhook delivery benchmark, ${report.engine}, ${report.date}`,
    '',
    `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}. ${w.events} \`match.updated\` events (~1 KB) written to the outbox one statement each through \`recordEvent\`, ${w.rate ? `${w.rate} a second` : 'as fast as the loop can (a burst)'}, one webhook configuration, a loopback receiver answering 204, ${w.workers} compiled \`tourney worker\` process${w.workers > 1 ? 'es' : ''} (\`--poll-interval ${w.pollIntervalMs}\`, started before the first insert).`,
    '',
    '| events | workers | inserts/s | first insert → last delivery s | delivered events/s | p50 ms | p99 ms | max ms | duplicates | worker errors logged | worker CPU ms/event |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${w.events} | ${w.workers} | ${w.insertsPerSecond} | ${w.seconds} | ${w.eventsPerSecond} | ${w.p50Ms} | ${w.p99Ms} | ${w.maxMs} | ${w.duplicates} | ${w.workerErrors ?? ''} | ${w.workerCpuMsPerEvent} |`,
    ...(w.firstWorkerError ? ['', `First worker error: ${w.firstWorkerError}.`] : []),
    ...(w.workerCounts
      ? [
          '',
          `What the worker${w.workers > 1 ? 's' : ''} did: ${w.workerCounts.fanOuts} fan-outs, ${w.workerCounts.claims} claims, ${w.workerCounts.recordTransactions} recordings of attempts (${w.workerWritesPerEvent} per event), ${w.workerCounts.outboxChecks} outbox checks.${w.databaseCpuMsPerEvent === null ? '' : ` PostgreSQL CPU (every \`postgres\` process, the inserts included): **${w.databaseCpuMsPerEvent} ms/event**${w.backendCpuMsPerEvent == null ? '' : `; of this database's backends alone: **${w.backendCpuMsPerEvent} ms/event**`}.`}`,
        ]
      : []),
    '',
    `Latency is enqueue-to-delivery: the receiver's clock when the request arrived minus the event's \`createdAt\` (its \`timestamp\`). ${
      w.rate
        ? "At a pace below the workers' throughput it is the delay of a steady stream: while a worker is idle between rounds, the poll interval bounds it."
        : 'In a burst the later events wait in the outbox behind the earlier ones: the percentiles measure a backlog draining, not a steady stream (see `--rate`).'
    }`,
    '',
  ].join('\n');
}

function markdown(report: Report) {
  if (report.webhooks) return webhookMarkdown(report, report.webhooks);
  if (report.mixed) return mixedMarkdown(report, report.mixed);
  if (report.calibration) return calibrationMarkdown(report, report.calibration);
  const c = report.ceiling;
  const processes = report.settings.processes ?? 1;
  const parts = [
    ...header(report, 'Load benchmark, one endpoint at a time (no concurrent writes)'),
    ...(processes > 1
      ? [
          `**${processes} API processes** on the same database, the connections split evenly between them (one wrk each; the ceiling as many processes, driven the same way); req/s is their sum, CPU ms/req their total, RSS the largest one's.`,
          '',
        ]
      : []),
    ...(c
      ? [
          `Ceiling: a bare \`node:http\` process replaying the status, headers and bytes the server sent for each URL (one recorded answer per write kind), driven with the same list, duration and connections **right before each endpoint**; "of ceiling" is relative to that run. Over ${c.pairedRps.runs} run${c.pairedRps.runs > 1 ? 's' : ''}: mean **${c.pairedRps.mean} req/s**, min ${c.pairedRps.min}, max ${c.pairedRps.max}.`,
          '',
        ]
      : []),
    "Req/s and latency move with whatever else the machine runs (see the load average column); CPU per request does not, so compare runs made on a busy machine by it: \"of ceiling by CPU\" is the ceiling's CPU per request over the server's (plus PostgreSQL's).",
    '',
  ];
  for (const d of report.datasets) {
    const rows = Object.entries(d.dataset.rows)
      .filter(([t]) => t !== 'duelMatches')
      .map(([t, n]) => `${t} ${n}`)
      .join(', ');
    parts.push(
      `## ${d.dataset.name}`,
      '',
      `Generated in ${d.dataset.loadSeconds} s. Rows: ${rows}.`,
      '',
      table(d),
      '',
    );
  }
  if (report.datasets.length > 1)
    parts.push('## Growth of p50 with data', '', growthTable(report.datasets), '');
  for (const p of report.profiles ?? [])
    parts.push(
      `## CPU profile: ${p.endpoint}`,
      '',
      `\`${p.file}\``,
      '',
      '```',
      p.summary,
      '```',
      '',
    );
  parts.push('## Targets (SQLite, 2 cores)', '', ...TARGETS, '');
  return parts.join('\n');
}

/** Writes `<date>-<engine>[-suffix].json` and `.md` into `dir`; returns the Markdown path. */
export function writeReport(dir: string, report: Report, suffix: string) {
  const base = unusedReportBase(
    `${dir}/${report.date}-${report.engine}${suffix ? `-${suffix}` : ''}`,
  );
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdown(report));
  return `${base}.md`;
}
