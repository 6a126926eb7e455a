/**
 * `npm run bench [-- --duration 10 --connections 50 --database-url postgres://… --growth --only a,b --profile a,b --processes 2]`:
 * builds, generates (or reuses) the data sets, starts the compiled server (or several on the same
 * database) and the bare node:http ceiling, drives the ceiling and then each endpoint from a
 * separate runner process, and writes the reports. `--webhooks [--events 5000 --workers 1 --poll-interval 1000
 * --rate 100]` measures webhook delivery instead.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createDb, engineOf } from '../src/db/create-db.js';
import { numberArg, parseArgs } from './args.js';
import {
  datasetName,
  generate,
  idsFileOf,
  type DatasetIds,
  type DatasetSizes,
} from './data/generate.js';
import { datasetUrl } from './data/target.js';
import {
  capturePage,
  measurePaired,
  startPairedCeiling,
  summarizeCeilings,
} from './load/ceiling-pair.js';
import { measure, type Measurement, type RunOptions } from './load/measure.js';
import { summarize } from './load/profile-summary.js';
import { scenarios } from './load/scenarios.js';
import { serverFlags, startServer, type RunningServer } from './load/server-process.js';
import { measureWebhooks } from './load/webhooks.js';
import { machine, writeReport, type DatasetResult, type Report } from './report.js';

const RESULTS = resolve('bench/results');
const GROWTH: DatasetSizes[] = [
  { tenants: 3, tournaments: 100, teams: 2_000, matches: 1_000 },
  { tenants: 3, tournaments: 1_000, teams: 10_000, matches: 100_000 },
  { tenants: 3, tournaments: 10_000, teams: 100_000, matches: 1_000_000 },
];
const log = (line: string) => process.stdout.write(`${line}\n`);

async function dataset(
  sizes: DatasetSizes,
  adminUrl: string,
  regenerate: boolean,
): Promise<{ ids: DatasetIds; file: string }> {
  const name = datasetName(sizes);
  const file = idsFileOf(datasetUrl(adminUrl, name, RESULTS), name, RESULTS);
  if (!regenerate && existsSync(file))
    return { ids: JSON.parse(readFileSync(file, 'utf8')) as DatasetIds, file };
  log(`generating ${name} …`);
  const ids = await generate(sizes, adminUrl, RESULTS);
  log(`  ${ids.loadSeconds} s`);
  return { ids, file };
}

/** Empties the registration pool so every run registers the same (tournament, team) pairs afresh. */
async function resetWritePools(ids: DatasetIds) {
  const { db } = createDb(ids.databaseUrl, { poolSize: 1 });
  try {
    await db
      .deleteFrom('tournament_registrations')
      .where('tournamentId', 'in', ids.registration.tournamentIds)
      .execute();
  } finally {
    await db.destroy();
  }
}

/** Every endpoint on `ids`, each right after a ceiling run: returns both. */
async function runDataset(
  ids: DatasetIds,
  names: string[],
  options: RunOptions & { processes: number },
  captureBytes: boolean,
) {
  await resetWritePools(ids);
  const servers: RunningServer[] = [];
  let ceiling: RunningServer | undefined;
  const results: Measurement[] = [];
  const ceilings: Measurement[] = [];
  try {
    // Sequentially: each one migrates at start, and they share one database.
    for (let i = 0; i < options.processes; i++) servers.push(await startServer(ids.databaseUrl));
    if (captureBytes) await capturePage((servers[0] as RunningServer).url, ids, RESULTS);
    ceiling = await startPairedCeiling(RESULTS);
    for (const name of names) {
      const pair = await measurePaired(servers, ceiling, name, options);
      const m = pair.result;
      log(
        `  ${name.padEnd(34)} ${String(m.rps).padStart(8)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors + m.non2xx}  RSS ${m.peakRssMiB} MiB  ceiling ${m.ceilingRps} req/s (${Math.round((m.ratioToCeiling ?? 0) * 1000) / 10} %)`,
      );
      results.push(m);
      ceilings.push(pair.ceiling);
    }
  } finally {
    await Promise.all([...servers, ...(ceiling ? [ceiling] : [])].map((server) => server.stop()));
  }
  return { results, ceilings };
}

/** One server per endpoint under `--cpu-prof`, so each profile holds one endpoint's work. */
async function profile(ids: DatasetIds, names: string[], options: RunOptions) {
  const out = [];
  for (const name of names) {
    const dir = `${RESULTS}/profiles/${name.replace(/[^a-z0-9]+/gi, '-')}`;
    mkdirSync(dir, { recursive: true });
    await resetWritePools(ids);
    const server = await startServer(ids.databaseUrl, { cpuProfDir: dir });
    await measure([server], name, options).finally(() => server.stop());
    const file = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort()
      .pop();
    if (!file) {
      log(`no profile written for ${name}`);
      continue;
    }
    // Leave out start-up and the first second of load (lazy compilation of each route's serializer).
    const summary = summarize(`${dir}/${file}`, server.readyAfterMs + 1000);
    log(`\nCPU profile of ${name}:\n${summary}`);
    out.push({
      endpoint: name,
      file: `bench/results/profiles/${name.replace(/[^a-z0-9]+/gi, '-')}/${file}`,
      summary,
    });
  }
  return out;
}

/** `--webhooks`: outbox-to-receiver delivery throughput and latency, with its own report. */
async function webhooks(args: Map<string, string>, adminUrl: string) {
  const run = await measureWebhooks(adminUrl, RESULTS, {
    events: numberArg(args, 'events', 5_000),
    workers: numberArg(args, 'workers', 1),
    pollIntervalMs: numberArg(args, 'poll-interval', 1_000),
    ...(args.has('rate') ? { rate: numberArg(args, 'rate', 0) } : {}),
  });
  log(
    `webhooks (${run.engine}, ${run.workers} worker${run.workers > 1 ? 's' : ''}): ${run.events} events in ${run.seconds} s = ${run.eventsPerSecond} events/s; enqueue-to-delivery p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`,
  );
  const report: Report = {
    date: new Date().toISOString().slice(0, 10),
    engine: engineOf(adminUrl),
    machine: machine(),
    settings: { duration: 0, connections: 0, processes: 0 },
    datasets: [],
    webhooks: run,
  };
  const pace = [
    run.rate ? `-${run.rate}per-s` : '',
    run.pollIntervalMs !== 1_000 ? `-poll${run.pollIntervalMs}` : '',
  ].join('');
  log(`\nReport: ${writeReport(RESULTS, report, `webhooks-${run.workers}w${pace}`)}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const adminUrl = args.get('database-url') ?? 'sqlite:';
  const growth = args.has('growth');
  if (!args.has('skip-build')) execSync('npm run build --silent', { stdio: 'inherit' });
  mkdirSync(RESULTS, { recursive: true });
  if (args.has('webhooks')) return webhooks(args, adminUrl);
  serverFlags(); // Fails before the long steps if `npm start` is not `node [flags] dist/server.js`.
  const processes = numberArg(args, 'processes', 1);
  const options: RunOptions = {
    idsFile: '',
    duration: numberArg(args, 'duration', 10),
    connections: numberArg(args, 'connections', 50),
    token: Date.now().toString(36),
  };
  const sizes: DatasetSizes[] = growth
    ? GROWTH
    : [
        {
          tenants: numberArg(args, 'tenants', 3),
          tournaments: numberArg(args, 'tournaments', 10_000),
          teams: numberArg(args, 'teams', 100_000),
          matches: numberArg(args, 'matches', 1_000_000),
        },
      ];
  const datasets: DatasetResult[] = [];
  const ceilings: Measurement[] = [];
  let profiles: Report['profiles'];
  for (const size of sizes) {
    const { ids, file } = await dataset(size, adminUrl, args.has('regenerate'));
    const all = scenarios(ids)
      .filter((s) => !growth || s.kind === 'read')
      .map((s) => s.name);
    const only = args
      .get('only')
      ?.split(',')
      .map((s) => s.trim());
    const names = only ? all.filter((n) => only.includes(n)) : all;
    const runOptions = { ...options, idsFile: file, processes };
    log(`\n${ids.name} (${ids.engine}, ${processes} API process${processes > 1 ? 'es' : ''})`);
    // The ceiling replays the first data set's list page throughout.
    const { results, ceilings: paired } = await runDataset(
      ids,
      names,
      runOptions,
      size === sizes[0],
    );
    ceilings.push(...paired);
    datasets.push({
      dataset: { name: ids.name, sizes: ids.sizes, rows: ids.rows, loadSeconds: ids.loadSeconds },
      results,
    });
    if (args.has('profile') && size === sizes[sizes.length - 1]) {
      profiles = await profile(
        ids,
        (args.get('profile') as string).split(',').map((s) => s.trim()),
        runOptions,
      );
    }
  }
  // The servers inherit the environment: RESPONSE_CACHE_MB=0 measures every read uncached.
  const { responseCacheMb } = loadConfig();
  const ceiling = summarizeCeilings(ceilings);
  const report: Report = {
    date: new Date().toISOString().slice(0, 10),
    engine: engineOf(adminUrl),
    machine: machine(),
    settings: {
      duration: options.duration,
      connections: options.connections,
      processes,
      responseCacheMb,
    },
    ...(ceiling ? { ceiling } : {}),
    datasets,
    ...(profiles ? { profiles } : {}),
  };
  const suffix = [
    growth ? 'growth' : '',
    sizes.length === 1 ? `${(sizes[0] as DatasetSizes).matches}m` : '',
    // Kept apart from the one-process reports, which the same sizes would overwrite.
    args.has('processes') ? `${processes}p` : '',
    responseCacheMb === 0 ? 'nocache' : '',
  ]
    .filter(Boolean)
    .join('-');
  log(`\nReport: ${writeReport(RESULTS, report, suffix)}`);
}

await main();
