import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { DatasetIds } from './data/generate.js';
import type { Measurement } from './load/measure.js';

export interface DatasetResult {
  dataset: Pick<DatasetIds, 'name' | 'sizes' | 'rows' | 'loadSeconds'>;
  results: Measurement[];
}

export interface Report {
  date: string;
  engine: string;
  machine: { cpus: number; cpuModel: string; node: string };
  settings: { duration: number; connections: number };
  ceiling: Measurement;
  datasets: DatasetResult[];
  profiles?: { endpoint: string; file: string; summary: string }[];
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
      } | ${m.ratioToCeiling === undefined ? '' : `${Math.round(m.ratioToCeiling * 1000) / 10} %`} | ${m.peakRssMiB} | ${m.cpuMsPerRequest} | ${m.drainSeconds} | ${m.loadAverage} |`,
  );
  return [
    '| endpoint | req/s | p50 ms | p99 ms | errors (non-2xx) | of ceiling | peak RSS MiB | server CPU ms/req | busy after s | load avg |',
    '|---|---:|---:|---:|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function growthTable(datasets: DatasetResult[]) {
  const names = [...new Set(datasets.flatMap((d) => d.results.map((r) => r.endpoint)))];
  const head = `| endpoint | ${datasets.map((d) => `p50 ms @ ${d.dataset.sizes.matches} matches`).join(' | ')} | growth |`;
  const rows = names.map((name) => {
    const p50s = datasets.map((d) => d.results.find((r) => r.endpoint === name)?.p50);
    const first = p50s[0];
    const last = p50s[p50s.length - 1];
    const growth = first && last ? `${(last / first).toFixed(2)}×` : '';
    return `| ${name} | ${p50s.map((p) => p ?? '').join(' | ')} | ${growth} |`;
  });
  return [head, `|---|${datasets.map(() => '---:').join('|')}|---:|`, ...rows].join('\n');
}

function markdown(report: Report) {
  const c = report.ceiling;
  const parts = [
    `# Load benchmark, ${report.engine}, ${report.date}`,
    '',
    `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}; ${report.settings.connections} connections, ${report.settings.duration} s per endpoint, loopback, autocannon in a separate process.`,
    '',
    `Ceiling (bare \`node:http\` sending the list page's bytes): **${c.rps} req/s**, p50 ${c.p50} ms, p99 ${c.p99} ms, RSS ${c.peakRssMiB} MiB, ${c.cpuMsPerRequest} CPU ms/req.`,
    '',
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
