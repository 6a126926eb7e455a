import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { DatasetIds } from './data/generate.js';
import type { CeilingSummary } from './load/ceiling-pair.js';
import type { Measurement } from './load/measure.js';
import type { WebhookRun } from './load/webhooks.js';

export interface DatasetResult {
  dataset: Pick<DatasetIds, 'name' | 'sizes' | 'rows' | 'loadSeconds'>;
  results: Measurement[];
}

export interface Report {
  date: string;
  engine: string;
  machine: { cpus: number; cpuModel: string; node: string };
  /** `processes`: API server processes on the same database, the connections split between them. */
  settings: { duration: number; connections: number; processes: number; responseCacheMb?: number };
  /**
   * The ceiling, measured right before each endpoint (whose `ceilingRps` is that run's req/s):
   * the first run's figures, and `pairedRps` over every run. Absent in a webhook delivery report.
   */
  ceiling?: CeilingSummary;
  datasets: DatasetResult[];
  profiles?: { endpoint: string; file: string; summary: string }[];
  webhooks?: WebhookRun;
}

export const machine = () => ({
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? '',
  node: process.version,
});

const TARGETS = [
  '- list ≥ 50 % of the ceiling; detail and team reads ≥ 60 %',
  '- p99 < 25 ms, no errors, server RSS < 250 MB',
  '- p50 at 1M matches within 1.5× of 1k (growth run)',
];

function table(result: DatasetResult) {
  const rows = result.results.map(
    (m) =>
      `| ${m.endpoint} | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors + m.non2xx}${
        m.non2xx
          ? ` (${Object.entries(m.statusCodes)
              .filter(([c]) => !c.startsWith('2'))
              .map(([c, n]) => `${n}×${c}`)
              .join(', ')})`
          : ''
      } | ${m.ratioToCeiling === undefined ? '' : `${Math.round(m.ratioToCeiling * 1000) / 10} %`} | ${m.ceilingRps ?? ''} | ${m.peakRssMiB} | ${m.cpuMsPerRequest} | ${m.drainSeconds} | ${m.loadAverage} |`,
  );
  return [
    '| endpoint | req/s | p50 ms | p99 ms | errors (non-2xx) | of ceiling | ceiling req/s | peak RSS MiB | server CPU ms/req | busy after s | load avg |',
    '|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|',
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
  const c = report.ceiling;
  const processes = report.settings.processes ?? 1;
  const parts = [
    `# Load benchmark, ${report.engine}, ${report.date}`,
    '',
    `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}; ${report.settings.connections} connections, ${report.settings.duration} s per endpoint, loopback, autocannon in a separate process.`,
    ...(processes > 1
      ? [
          '',
          `**${processes} API processes** on the same database, the connections split evenly between them; req/s is their sum, CPU ms/req their total, RSS the largest one's.`,
        ]
      : []),
    '',
    report.settings.responseCacheMb === 0
      ? 'Response cache **off** (`RESPONSE_CACHE_MB=0`): every read goes to the database.'
      : `Response cache on (${report.settings.responseCacheMb ?? 32} MiB): after its first request, each read URL is answered from memory until a write.`,
    '',
    ...(c
      ? [
          `Ceiling (bare \`node:http\` sending the list page's bytes, one process, running next to the API server): measured for the same duration and connections **right before each endpoint**, whose "of ceiling" is relative to that run ("ceiling req/s"), so each ratio compares two runs made seconds apart. Over ${c.pairedRps.runs} run${c.pairedRps.runs > 1 ? 's' : ''}: mean **${c.pairedRps.mean} req/s**, min ${c.pairedRps.min}, max ${c.pairedRps.max}; the first: p50 ${c.p50} ms, p99 ${c.p99} ms, RSS ${c.peakRssMiB} MiB, ${c.cpuMsPerRequest} CPU ms/req.`,
          '',
        ]
      : []),
    'Req/s and latency depend on whatever else the machine runs (see the load average column); server CPU ms per request does not, so compare endpoints and runs by it when the load average is above about 2.',
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
  const base = `${dir}/${report.date}-${report.engine}${suffix ? `-${suffix}` : ''}`;
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdown(report));
  return `${base}.md`;
}
