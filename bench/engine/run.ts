/**
 * `npm run bench:engine [-- --runs 3]`: every result of an elimination bracket reported in
 * turn, in process, by Tourney's engine and by two open-source peers; min–max over the runs
 * after a warm-up pass over every scenario. `--http [--teams 1024 --runs 1 --skip-build --profile <dir>]`: the
 * same through the organiser API of the compiled server on SQLite (see http.ts); `--profile`
 * has the server write a CPU profile into that folder. Reports go to
 * bench/results/<date>-engine-results.{json,md} and <date>-engine-http-sqlite.{json,md}.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { unusedReportBase } from '../args.js';
import { measureHttp, type HttpRun } from './http.js';
import { LIBRARIES, type Library, type Scenario } from './peers.js';

const SCENARIOS: Scenario[] = [
  { format: 'single', teams: 256 },
  { format: 'single', teams: 1024 },
  { format: 'double', teams: 256 },
  { format: 'double', teams: 1024 },
];

const log = (line: string) => process.stdout.write(`${line}\n`);

function options(argv: string[]) {
  const flag = (name: string) => argv.includes(`--${name}`);
  const number = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    const value = at >= 0 ? Number(argv[at + 1]) : fallback;
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number`);
    return value;
  };
  const http = flag('http');
  return {
    http,
    runs: number('runs', http ? 1 : 3),
    teams: number('teams', 1024),
    skipBuild: flag('skip-build'),
    profile: argv.includes('--profile')
      ? resolve(argv[argv.indexOf('--profile') + 1] ?? '')
      : undefined,
  };
}

const machine = () => ({
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? '',
  node: process.version,
  loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
});

const round = (ms: number) => (ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms));
const range = (values: number[]) =>
  `${round(Math.min(...values)).toLocaleString('en')}–${round(Math.max(...values)).toLocaleString('en')}`;
const label = (s: Scenario) =>
  `${s.format === 'single' ? 'single' : 'double'} elimination, ${s.teams}`;

async function inProcess(runs: number) {
  const rows: {
    scenario: Scenario;
    library: string;
    ms: number[];
    cpuMs: number[];
    results: number[];
  }[] = [];
  // A warm-up pass over every scenario first, so no library is timed while its code is still
  // being compiled; then the runs, each over every scenario and library in turn.
  for (const scenario of SCENARIOS) for (const library of LIBRARIES) await library.run(scenario, 0);
  for (const scenario of SCENARIOS) {
    for (const library of LIBRARIES) {
      rows.push({ scenario, library: library.name, ms: [], cpuMs: [], results: [] });
    }
  }
  for (let run = 1; run <= runs; run++) {
    for (const row of rows) {
      const library = LIBRARIES.find((l) => l.name === row.library) as Library;
      const measured = await library.run(row.scenario, run);
      row.ms.push(Math.round(measured.ms * 100) / 100);
      row.cpuMs.push(Math.round(measured.cpuMs * 100) / 100);
      row.results.push(measured.results);
    }
  }
  for (const row of rows) {
    log(
      `${label(row.scenario)} · ${row.library}: ${range(row.ms)} ms, CPU ${range(row.cpuMs)} ms (${row.results[0]} results)`,
    );
  }
  const date = new Date().toISOString().slice(0, 10);
  const report = { date, machine: machine(), runs, rows };
  const base = unusedReportBase(`bench/results/${date}-engine-results`);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  const table = (measure: 'ms' | 'cpuMs') =>
    SCENARIOS.map(
      (s) =>
        `| ${label(s)} | ${LIBRARIES.map((l) => `${range(rows.find((r) => r.scenario === s && r.library === l.name)?.[measure] ?? [])} ms`).join(' | ')} |`,
    );
  const head = [
    `| bracket | ${LIBRARIES.map((l) => l.name).join(' | ')} |`,
    `|---|${LIBRARIES.map(() => '---:').join('|')}|`,
  ];
  const m = report.machine;
  writeFileSync(
    `${base}.md`,
    [
      `# Reporting every result of a bracket, in process, ${date}`,
      '',
      `${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average ${m.loadAverage.join(' / ')} at the end (the machine is shared: the figures are noisy, compare within a row).`,
      '',
      `Each library builds the bracket, then reports every result in turn until the champion (a seeded coin picks each winner), finding the next playable matches through its own API: Tourney from the outcome's \`match_ready\` and \`reset_activated\` events (an \`IndexedBracket\` kept current with \`apply\`), tournament-organizer from the matches \`enterResult\` returns, brackets-manager.js (in-memory storage) from \`find.nextMatches\`. Only the reporting is timed; ${runs} runs after a warm-up pass over every scenario, min–max. Double elimination has a grand final with a reset.`,
      '',
      'CPU time of the process while reporting (steady under load):',
      '',
      ...head,
      ...table('cpuMs'),
      '',
      'Wall time (what the issue measured; on a busy machine it includes time spent waiting for a core):',
      '',
      ...head,
      ...table('ms'),
      '',
    ].join('\n'),
  );
  log(`wrote ${base}.{json,md}`);
}

async function overHttp(teams: number, runs: number, profileDir?: string) {
  const measured: HttpRun[] = [];
  for (let run = 1; run <= runs; run++) {
    log(`double elimination of ${teams} through the organiser API, run ${run}`);
    const result = await measureHttp(teams, log, profileDir);
    log(
      `  ${result.results} results in ${result.reportSeconds} s, p50 ${result.resultP50Ms} ms, p99 ${result.resultP99Ms} ms, server CPU ${result.serverCpuMsPerResult} ms per result`,
    );
    measured.push(result);
  }
  const date = new Date().toISOString().slice(0, 10);
  const report = { date, machine: machine(), runs: measured };
  const base = unusedReportBase(`bench/results/${date}-engine-http-sqlite`);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  const m = report.machine;
  const events = [
    ...new Set(measured.flatMap((r) => Object.keys(r.outbox).filter((e) => r.outbox[e]?.events))),
  ].sort();
  writeFileSync(
    `${base}.md`,
    [
      `# A ${teams}-team double elimination reported through the organiser API, SQLite, ${date}`,
      '',
      `${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average ${m.loadAverage.join(' / ')} at the end. The compiled server (\`npm start\`'s flags) on a fresh SQLite file, with the defaults except \`RATE_LIMIT_MAX\` (1,000 requests a minute per key would pace the organiser). Users, teams, registrations and the generated round go through the API first; then one client lists the playable matches (\`GET /matches/duel?matchStatus=1\`), reports each (\`POST /matches/{matchId}/result\`, one game, a seeded coin picks the winner), and lists again, until the tournament has a champion. Server CPU is the server process's user + system time over the reporting.`,
      '',
      '| run | results | to the champion s | result p50 ms | result p99 ms | server CPU s | server CPU ms per result | set-up s |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...measured.map(
        (r, i) =>
          `| ${i + 1} | ${r.results} | ${r.reportSeconds} | ${r.resultP50Ms} | ${r.resultP99Ms} | ${r.serverCpuSeconds} | ${r.serverCpuMsPerResult} | ${r.setupSeconds} |`,
      ),
      '',
      'Outbox written while reporting (all runs):',
      '',
      '| event | events | payload bytes | bytes per event |',
      '|---|---:|---:|---:|',
      ...events.map((event) => {
        const n = measured.reduce((s, r) => s + (r.outbox[event]?.events ?? 0), 0);
        const bytes = measured.reduce((s, r) => s + (r.outbox[event]?.bytes ?? 0), 0);
        return `| ${event} | ${n} | ${bytes.toLocaleString('en')} | ${n ? Math.round(bytes / n) : 0} |`;
      }),
      '',
    ].join('\n'),
  );
  log(`wrote ${base}.{json,md}`);
}

const opts = options(process.argv.slice(2));
if (opts.http) {
  if (!opts.skipBuild) execSync('npx tsc -b tsconfig.build.json', { stdio: 'inherit' });
  await overHttp(opts.teams, opts.runs, opts.profile);
} else {
  await inProcess(opts.runs);
}
