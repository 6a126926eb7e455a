/**
 * `npm run bench [-- --mixed --rates 0,5,50,200 [--redis url|off] | --growth | --calibrate
 *    | --webhooks [--events n --rate n --workers n --profile]
 *    | --viewers n [--private --processes n --workers n --rate n --duration s --restart-duration s --profile]]
 *   [--tenants 3 --tournaments 2000 --teams 20000 --matches 200000 --database-url postgres://…
 *    --duration s --warmup s --connections 50 --threads 2 --only a,b --profile a,b --processes 2 --label name]`:
 * builds, generates (or reuses) the data set, starts the compiled server as `npm start` runs it
 * and the ceiling replaying its answers, drives both with wrk (and the paced writer), and
 * writes the reports.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { engineOf } from '../src/db/create-db.js';
import { labelOf, numberArg, parseArgs } from './args.js';
import {
  BENCH_SIZES,
  type DatasetIds,
  datasetName,
  type DatasetSizes,
  generate,
  idsFileOf,
  sizesFromArgs,
} from './data/generate.js';
import { datasetUrl } from './data/target.js';
import { calibrate } from './load/calibrate.js';
import {
  drive,
  ENDPOINT_WRITES,
  ENDPOINTS,
  measureEndpoint,
  summarizeCeilings,
  WRITES_LISTED_PER_SECOND,
  type Measurement,
} from './load/endpoints.js';
import { measureMixed, mixedWriteNeeds, type MixedMeasurement } from './load/mixed.js';
import { summarize } from './load/profile-summary.js';
import { READ_KINDS } from './load/reads.js';
import { holdsRateLimitKeys, redisOf } from './load/redis.js';
import { serverCommand, serverOverrides, startServer } from './load/server-process.js';
import { openSession, type LoadOptions, type Session } from './load/session.js';
import { measureViewers } from './load/viewers.js';
import { measureWebhooks } from './load/webhooks.js';
import { writeRequest } from './load/writes.js';
import { writeRequestList } from './load/wrk.js';
import { writeReport } from './report.js';
import { machine, type DatasetResult, type Report } from './report-parts.js';
import { writeViewersReport } from './report-viewers.js';

const RESULTS = resolve('bench/results');
const GROWTH: DatasetSizes[] = [
  { tenants: 3, tournaments: 100, teams: 2_000, matches: 1_000 },
  { tenants: 3, tournaments: 1_000, teams: 10_000, matches: 100_000 },
  { tenants: 3, tournaments: 10_000, teams: 100_000, matches: 1_000_000 },
];
const log = (line: string) => process.stdout.write(`${line}\n`);
const pct = (ratio?: number) => (ratio === undefined ? '' : `${Math.round(ratio * 1000) / 10} %`);

async function dataset(
  sizes: DatasetSizes,
  adminUrl: string,
  regenerate: boolean,
): Promise<{ ids: DatasetIds }> {
  const name = datasetName(sizes);
  const file = idsFileOf(datasetUrl(adminUrl, name, RESULTS), name, RESULTS);
  if (!regenerate && existsSync(file))
    return { ids: JSON.parse(readFileSync(file, 'utf8')) as DatasetIds };
  log(`generating ${name} …`);
  const ids = await generate(sizes, adminUrl, RESULTS);
  log(`  ${ids.loadSeconds} s`);
  return { ids };
}

const datasetOf = (ids: DatasetIds): DatasetResult['dataset'] => ({
  name: ids.name,
  sizes: ids.sizes,
  rows: ids.rows,
  loadSeconds: ids.loadSeconds,
});

function logMeasurement(m: Measurement) {
  const hits = m.cacheHitRatio === null ? '' : `  hits ${pct(m.cacheHitRatio)}`;
  log(
    `  ${m.endpoint.padEnd(34)} ${String(m.rps).padStart(8)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors}${hits}  CPU ${m.cpuMsPerRequest} ms/req  RSS ${m.peakRssMiB} MiB  ceiling ${m.ceilingRps} req/s (${pct(m.ratioToCeiling)})`,
  );
  if (m.firstFailure) log(`    first failure: ${m.firstFailure.slice(0, 200)}`);
}

/**
 * The newest profile of a server's main thread in `dir`: Node names them
 * `CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile`, and worker threads (the SQLite
 * checkpointer) write theirs beside it.
 */
function mainThreadProfile(dir: string): string | undefined {
  return readdirSync(dir)
    .filter((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f))
    .sort()
    .pop();
}

/** One server per named endpoint under `--cpu-prof`, so each profile holds one endpoint's work. */
async function profile(session: Session, names: string[], options: LoadOptions) {
  const out = [];
  for (const name of names) {
    const slug = name.replace(/[^a-z0-9]+/gi, '-');
    const dir = `${RESULTS}/profiles/${slug}`;
    mkdirSync(dir, { recursive: true });
    const server = await startServer(session.ids.databaseUrl, { cpuProfDir: dir });
    const list = `${session.dir}/profile-${slug}.txt`;
    const isRead = (READ_KINDS as readonly string[]).includes(name);
    const kind = name as (typeof ENDPOINT_WRITES)[number];
    const count = WRITES_LISTED_PER_SECOND * options.duration;
    const first = isRead ? 0 : (session.next[kind] += count) - count;
    writeRequestList(
      list,
      isRead
        ? session.reads.filter((r) => r.kind === name)
        : Array.from({ length: count }, (_, i) => writeRequest(kind, first + i, session.pools)),
    );
    await drive(
      [server.url],
      list,
      { ...session, servers: [server] },
      options,
      options.duration,
      true,
    ).finally(() => server.stop());
    const file = mainThreadProfile(dir);
    if (!file) {
      log(`no profile written for ${name}`);
      continue;
    }
    // Leave out start-up and the first second of load (lazy compilation of each route's serializer).
    const summary = summarize(`${dir}/${file}`, server.readyAfterMs + 1000);
    log(`\nCPU profile of ${name}:\n${summary}`);
    out.push({ endpoint: name, file: `bench/results/profiles/${slug}/${file}`, summary });
  }
  return out;
}

/** `--webhooks`: outbox-to-receiver delivery throughput and latency, with its own report. */
async function webhooks(args: Map<string, string>, adminUrl: string) {
  // `--profile`: each worker writes a CPU profile as it stops, summarised below.
  const profileDir = args.has('profile')
    ? `${RESULTS}/profiles/webhooks-${engineOf(adminUrl)}-${Date.now()}`
    : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const run = await measureWebhooks(adminUrl, RESULTS, {
    events: numberArg(args, 'events', 5_000),
    workers: numberArg(args, 'workers', 1),
    pollIntervalMs: numberArg(args, 'poll-interval', 1_000),
    ...(args.has('rate') ? { rate: numberArg(args, 'rate', 0) } : {}),
    ...(profileDir ? { cpuProfDir: profileDir } : {}),
  });
  for (const file of profileDir ? readdirSync(profileDir) : [])
    log(
      `\nCPU profile of a worker (${profileDir}/${file}):\n${summarize(`${profileDir}/${file}`, 0, 30)}`,
    );
  log(
    `webhooks (${run.engine}, ${run.workers} worker${run.workers > 1 ? 's' : ''}): ${run.events} events in ${run.seconds} s = ${run.eventsPerSecond} events/s; enqueue-to-delivery p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`,
  );
  const report: Report = {
    date: new Date().toISOString().slice(0, 10),
    engine: engineOf(adminUrl),
    machine: machine(),
    settings: { duration: 0, warmup: 0, connections: 0, threads: 0, processes: 0, server: {} },
    datasets: [],
    webhooks: run,
  };
  const pace = [
    run.rate ? `-${run.rate}per-s` : '',
    run.pollIntervalMs !== 1_000 ? `-poll${run.pollIntervalMs}` : '',
  ].join('');
  log(
    `\nReport: ${writeReport(RESULTS, report, `webhooks-${run.workers}w${pace}${labelOf(args)}`)}`,
  );
}

/** `--viewers n`: event-stream viewers of one tournament, across a restart, with its own report. */
async function viewers(args: Map<string, string>, adminUrl: string) {
  const processes = numberArg(args, 'processes', 1);
  if (processes > 1 && engineOf(adminUrl) === 'sqlite')
    throw new Error('--processes needs --database-url postgres://…: SQLite serves one process');
  const cpuProfDir = args.has('profile')
    ? `${RESULTS}/profiles/viewers-${engineOf(adminUrl)}-${Date.now()}`
    : undefined;
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  const run = await measureViewers(
    {
      adminUrl,
      viewers: numberArg(args, 'viewers', 10_000),
      processes,
      workers: numberArg(args, 'workers', 2),
      rate: numberArg(args, 'rate', 5),
      duration: numberArg(args, 'duration', 60),
      restartDuration: numberArg(args, 'restart-duration', 30),
      privateStream: args.has('private'),
      ...(cpuProfDir ? { cpuProfDir } : {}),
    },
    RESULTS,
    log,
  );
  const file = cpuProfDir && mainThreadProfile(cpuProfDir);
  if (file)
    log(`\nCPU profile (${cpuProfDir}/${file}):\n${summarize(`${cpuProfDir}/${file}`, 0, 30)}`);
  log(`\n${JSON.stringify({ check: run.check, live: run.live, restart: run.restart }, null, 2)}`);
  log(`\nReport: ${writeViewersReport(RESULTS, engineOf(adminUrl), run, labelOf(args))}`);
}

/** `--mixed`: readers and the paced writer together, at each rate, on one data set. */
async function mixed(
  ids: DatasetIds,
  rates: number[],
  options: LoadOptions,
  topology: { processes: number; redis: { url: string; pid: number } | null },
  token: string,
  cpuProfDir?: string,
) {
  const { processes, redis } = topology;
  const session = await openSession(
    ids,
    {
      processes,
      writes: mixedWriteNeeds(rates, options),
      token,
      cpuProfDir,
      ...(redis ? { serverEnv: { RATE_LIMIT_REDIS_URL: redis.url } } : {}),
    },
    options,
    log,
  );
  const runs: MixedMeasurement[] = [];
  const { readPlan } = session;
  try {
    // The set-up's requests went through the limiter: a server that could not reach Redis
    // would serve without a limit and only log it.
    if (redis && !(await holdsRateLimitKeys(redis.url)))
      throw new Error(`the servers keep no rate-limit counter in ${redis.url}`);
    for (const rate of rates) {
      const m = await measureMixed(session, rate, options, redis?.pid || undefined);
      const w = m.writes;
      log(
        `  ${String(rate).padStart(3)} writes/s: reads ${m.reads.rps} req/s (${pct(m.readRatioToCeiling)} of ${m.ceiling.readRps}) p50 ${m.reads.p50} p99 ${m.reads.p99} ms, errors ${m.reads.errors}, hits ${pct(m.reads.cacheHitRatio ?? 0)}; writes ${w ? `${w.achievedRate}/s p50 ${w.p50} p99 ${w.p99} ms, errors ${w.errors}` : 'none'}; CPU ${m.cpuMsPerRequest} ms/req, RSS ${m.peakRssMiB} MiB`,
      );
      const each = m.processes.map((p) => `${p.cpuMsPerRequest} ms/req ${p.peakRssMiB} MiB`);
      const lock = m.lockWaits;
      log(
        `    ${m.processes.length > 1 ? `processes: ${each.join(', ')}; ` : ''}${m.databaseCpuMsPerRequest === undefined ? '' : `PostgreSQL ${m.databaseCpuMsPerRequest} ms/req; `}${lock ? `waiting on locks: mean ${lock.lockWaiting.mean}, max ${lock.lockWaiting.max} backends; ` : ''}ceiling writes ${m.ceiling.writeRate ?? 0}/s`,
      );
      if (m.reads.firstFailure)
        log(`    first read failure: ${m.reads.firstFailure.slice(0, 200)}`);
      if (w?.firstFailure) log(`    first write failure: ${w.firstFailure.slice(0, 200)}`);
      runs.push(m);
    }
  } finally {
    await session.stop();
  }
  const file = cpuProfDir && mainThreadProfile(cpuProfDir);
  // Set-up and the first pass over the read URLs are left out: the warm-up and runs remain.
  if (file)
    log(
      `\nCPU profile (${cpuProfDir}/${file}):\n${summarize(`${cpuProfDir}/${file}`, session.measuredFromMs)}`,
    );
  return { runs, readPlan };
}

function settingsOf(
  options: LoadOptions,
  processes: number,
  serverEnv: Record<string, string> = {},
): Report['settings'] {
  const { responseCacheMb } = loadConfig();
  return {
    ...options,
    processes,
    responseCacheMb,
    server: serverOverrides(serverEnv),
    start: serverCommand().script,
  };
}

/** `--only` or `--profile`'s endpoint names, refused before the long steps if one is unknown. */
function endpointNames(args: Map<string, string>, option: string): string[] | undefined {
  const names = args
    .get(option)
    ?.split(',')
    .map((s) => s.trim());
  const unknown = names?.filter((name) => !ENDPOINTS.includes(name)) ?? [];
  if (unknown.length > 0)
    throw new Error(
      `--${option}: no endpoint named ${unknown.map((n) => `"${n}"`).join(', ')}; they are ${ENDPOINTS.join(', ')}`,
    );
  return names;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const adminUrl = args.get('database-url') ?? 'sqlite:';
  const growth = args.has('growth');
  const isMixed = args.has('mixed');
  if (!args.has('skip-build')) execSync('npm run build --silent', { stdio: 'inherit' });
  mkdirSync(RESULTS, { recursive: true });
  if (args.has('webhooks')) return webhooks(args, adminUrl);
  if (args.has('viewers')) return viewers(args, adminUrl);
  serverCommand(); // Fails before the long steps if `npm start` is not `[NAME=value ...] node [flags] dist/server.js`.
  const processes = numberArg(args, 'processes', 1);
  if (processes > 1 && engineOf(adminUrl) !== 'postgres')
    throw new Error(
      '--processes: several API processes need PostgreSQL (SQLite has one writer at a time; docs/deploy.md runs one process on it): add --database-url postgres://…',
    );
  const options: LoadOptions = {
    duration: numberArg(args, 'duration', isMixed ? 20 : 10),
    warmup: numberArg(args, 'warmup', isMixed ? 5 : 3),
    connections: numberArg(args, 'connections', 50),
    threads: numberArg(args, 'threads', 2),
  };
  const token = Date.now().toString(36);
  const sizes: DatasetSizes[] = growth ? GROWTH : [sizesFromArgs(args, BENCH_SIZES)];
  const date = new Date().toISOString().slice(0, 10);
  const engine = engineOf(adminUrl);
  const { responseCacheMb } = loadConfig();
  const nocache = responseCacheMb === 0 ? 'nocache' : '';
  if (args.has('calibrate')) {
    const { ids } = await dataset(sizes[0] as DatasetSizes, adminUrl, args.has('regenerate'));
    return calibrate(ids, options, token, RESULTS, log);
  }
  if (isMixed) {
    const { ids } = await dataset(sizes[0] as DatasetSizes, adminUrl, args.has('regenerate'));
    const rates = (args.get('rates') ?? '0,5,50,200').split(',').map((r) => Number(r.trim()));
    log(`\n${ids.name} (${ids.engine}), mixed workload at ${rates.join(', ')} writes/s`);
    let cpuProfDir: string | undefined;
    if (args.has('profile')) {
      cpuProfDir = `${RESULTS}/profiles/mixed-${rates.join('-')}`;
      rmSync(cpuProfDir, { recursive: true, force: true });
      mkdirSync(cpuProfDir, { recursive: true });
    }
    const redis = await redisOf(args.get('redis'), processes, log);
    const topology = { processes, redis };
    const { runs, readPlan } = await mixed(ids, rates, options, topology, token, cpuProfDir);
    const report: Report = {
      date,
      engine,
      machine: machine(),
      settings: settingsOf(options, processes, redis ? { RATE_LIMIT_REDIS_URL: redis.url } : {}),
      datasets: [],
      mixed: { dataset: datasetOf(ids), readPlan, runs },
    };
    const suffix = [
      'mixed',
      `${ids.sizes.matches}m`,
      processes > 1 ? `${processes}p` : '',
      // Named when it departs from the default of its topology.
      (processes > 1 ? !redis : redis) ? (redis ? 'redis' : 'noredis') : '',
      nocache,
    ]
      .filter(Boolean)
      .join('-');
    log(`\nReport: ${writeReport(RESULTS, report, suffix + labelOf(args))}`);
    return;
  }
  const only = endpointNames(args, 'only');
  const profiled = endpointNames(args, 'profile');
  const datasets: DatasetResult[] = [];
  const ceilings: Measurement[] = [];
  let profiles: Report['profiles'];
  for (const size of sizes) {
    const { ids } = await dataset(size, adminUrl, args.has('regenerate'));
    const all = growth ? [...READ_KINDS] : ENDPOINTS;
    const names = only ? all.filter((n) => only.includes(n)) : all;
    const reportsCount = WRITES_LISTED_PER_SECOND * (options.duration + options.warmup);
    const writes = Object.fromEntries(
      ENDPOINT_WRITES.filter((k) => names.includes(k)).map((k) => [
        k,
        k === 'duel result report' ? Math.min(reportsCount, 8_000) : reportsCount,
      ]),
    );
    log(
      `\n${ids.name} (${ids.engine}, ${processes} API process${processes > 1 ? 'es' : ''}), one endpoint at a time`,
    );
    const session = await openSession(ids, { processes, writes, token }, options, log);
    const results: Measurement[] = [];
    try {
      for (const name of names) {
        const pair = await measureEndpoint(session, name, options);
        logMeasurement(pair.result);
        results.push(pair.result);
        ceilings.push(pair.ceiling);
      }
      if (profiled && size === sizes[sizes.length - 1])
        profiles = await profile(session, profiled, options);
    } finally {
      await session.stop();
    }
    datasets.push({ dataset: datasetOf(ids), results });
  }
  const ceiling = summarizeCeilings(ceilings);
  const report: Report = {
    date,
    engine,
    machine: machine(),
    settings: settingsOf(options, processes),
    ...(ceiling ? { ceiling } : {}),
    datasets,
    ...(profiles ? { profiles } : {}),
  };
  const suffix = [
    growth ? 'growth' : '',
    sizes.length === 1 ? `${(sizes[0] as DatasetSizes).matches}m` : '',
    // Kept apart from the one-process reports, which the same sizes would overwrite.
    args.has('processes') ? `${processes}p` : '',
    nocache,
  ]
    .filter(Boolean)
    .join('-');
  log(`\nReport: ${writeReport(RESULTS, report, suffix + labelOf(args))}`);
}

await main();
