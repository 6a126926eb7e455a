import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { unusedReportBase } from './args.js';
import { serverCommand } from './load/server-process.js';
import type { ViewersRun } from './load/viewers-summary.js';
import { machine } from './report-parts.js';

const TARGETS = [
  "- 10 000 public viewers on one API process, results at 5/s: p99 from a result's answer to its event at every viewer < 1 s; every viewer gets every event once, in order; server RSS < 500 MB",
  '- after a restart: every viewer back with `Last-Event-ID`, no event missed, no 5xx, steady again within 30 s',
  '- the same with 2 processes × 5 000 on one PostgreSQL; the private stream checked at 1 000 connections',
];

const ms = (n: number | null) => (n === null ? '–' : `${n}`);
const codes = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ') || '–';

function markdown(report: { date: string; engine: string; loadAverage: number[] } & ViewersRun) {
  const r = report;
  const m = machine();
  return [
    `# ${r.viewers} ${r.stream} stream viewers, ${r.engine}, ${r.processes} API process${r.processes > 1 ? 'es' : ''} (${r.date})`,
    '',
    `${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average at the end ${r.loadAverage.join(' / ')}. The viewers (${r.workers} worker threads of one process, \`node:http\`, one socket each) and the servers share the machine: latency moves with other load, the exactly-once check does not. Servers started as \`${serverCommand().script}\` with the stream bounds raised (\`STREAM_MAX_CONNECTIONS\`, \`STREAM_MAX_PUBLIC_PER_ADDRESS\`) and \`RATE_LIMIT_MAX\`; open files allowed: ${r.openFileLimit}.`,
    '',
    `Results of one round robin reported at ${r.rate}/s for ${r.duration} s, 2 s of quiet, then every API process stopped (SIGTERM) and started again on its port while results kept coming for ${r.restartDuration} s (a result the server could not take was sent again), and for 10 s more once every viewer was back. Latency runs from the moment a result's HTTP answer came back to the moment its event reached a viewer, for every (viewer, event) pair; an event without a match id (standings) counts from the result whose events it follows. The reference for exactly-once is the tournament's outbox in commit order${r.stream === 'public' ? ', public events only' : ''}.`,
    '',
    '## Exactly once, in order',
    '',
    '| expected events | received (all viewers) | viewers complete | duplicates | gaps | out of order | unexpected | resets |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${r.events.expected} | ${r.events.received} | **${r.check.complete} / ${r.viewers}** | ${r.check.duplicates} | ${r.check.gaps} | ${r.check.outOfOrder} | ${r.check.unexpected} | ${r.check.resets} |`,
    '',
    '## Live',
    '',
    "| viewers open in s | seconds | results | events | pairs | p50 ms | p99 ms | max ms | before the answer | peak RSS MiB | server CPU ms | CPU ms / event / 1 000 viewers | server cores | viewers' cores | result answer p99 ms |",
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${r.openSeconds} | ${r.live.seconds ?? ''} | ${r.results.reported} | ${r.events.live} | ${r.live.pairs} | ${ms(r.live.p50Ms)} | **${ms(r.live.p99Ms)}** | ${ms(r.live.maxMs)} | ${r.live.beforeAnswer} | **${r.live.peakRssMiB}** | ${r.live.cpuMs} | **${r.live.cpuMsPerEventPer1000Viewers}** | ${r.live.serverCores ?? ''} | ${r.live.generatorCores ?? ''} | ${ms(r.results.p99Ms)} |`,
    '',
    '## Restart',
    '',
    'Times from the SIGTERM.',
    '',
    '| processes exited ms | ready again ms | viewers back | reconnect p50 ms | p99 ms | all back ms | steady after ms | pairs | p50 ms | p99 ms | max ms | peak RSS MiB | stream answers | refused connections | 5xx |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    `| ${r.restart.downAfterMs} | ${r.restart.readyAfterMs} | ${r.restart.viewersReconnected} / ${r.viewers} | ${ms(r.restart.reconnectP50Ms)} | ${ms(r.restart.reconnectP99Ms)} | ${ms(r.restart.allReconnectedAfterMs)} | **${ms(r.restart.steadyAfterMs)}** | ${r.restart.pairs} | ${ms(r.restart.p50Ms)} | ${ms(r.restart.p99Ms)} | ${ms(r.restart.maxMs)} | ${r.restart.peakRssMiB} | ${codes(r.restart.streamStatuses)} | ${r.restart.streamConnectErrors} | **${r.restart.serverErrors}** |`,
    '',
    `Result reports: ${r.results.sent} sent for ${r.results.reported} results (answers ${codes(r.results.statuses)}, ${r.results.connectErrors} refused while the servers were down). "Steady after" is when the first result was answered from which every result reached every viewer within 1 s. A viewer waits for the \`retry\` the stream announced (3 s) before it reconnects, as a browser does.`,
    '',
    '## Targets',
    '',
    ...TARGETS,
    '',
  ].join('\n');
}

/** Writes `<date>-<engine>-viewers-<n>[-<p>p][-private][-label].{json,md}`; returns the .md path. */
export function writeViewersReport(dir: string, engine: string, run: ViewersRun, label: string) {
  const date = new Date().toISOString().slice(0, 10);
  const report = {
    date,
    engine,
    machine: machine(),
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    ...run,
  };
  const name = [
    'viewers',
    String(run.viewers),
    run.processes > 1 ? `${run.processes}p` : '',
    run.stream === 'private' ? 'private' : '',
  ]
    .filter(Boolean)
    .join('-');
  const base = unusedReportBase(`${dir}/${date}-${engine}-${name}${label}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdown(report));
  return `${base}.md`;
}
