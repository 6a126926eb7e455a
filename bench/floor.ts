/**
 * `npx tsx bench/floor.ts [--tenants 3 --tournaments 2000 --teams 20000 --matches 200000
 *   --duration s --warmup s --connections 50 --threads 2]`: what a write can reach at best with
 * this stack. The benchmark's user upserts, on an SQLite data set `npm run bench:data` made, are
 * sent to the ceiling (one answer replayed), to a bare Fastify route answering without a
 * statement, and to the same route running the API server's upsert statement
 * (`load/floor-server.ts`), one after the other. Prints and writes a report of req/s and CPU
 * per request for each, beside the ceiling.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { numberArg, parseArgs } from './args.js';
import { sqliteDataset } from './data/generate.js';
import { captureWrite, saveAnswers, type CapturedAnswers } from './load/capture.js';
import { cpuMs, drain } from './load/measure.js';
import { startCeiling, startFloor, type RunningServer } from './load/server-process.js';
import { WRITE_PATTERNS, writeRequest, type WritePools } from './load/writes.js';
import { runWrk, writeRequestList, type PlannedRequest } from './load/wrk.js';

const RESULTS = resolve('bench/results');
const args = parseArgs(process.argv.slice(2));
const options = {
  duration: numberArg(args, 'duration', 10),
  warmup: numberArg(args, 'warmup', 3),
  connections: numberArg(args, 'connections', 50),
  threads: numberArg(args, 'threads', 2),
};
const { sizes, name, url, ids } = sqliteDataset(args, RESULTS);
const pools: WritePools = {
  token: Date.now().toString(36),
  existingUserExternalIds: ids.existingUserExternalIds,
  gameUserExternalIds: [],
  gameId: '',
  registration: { tournamentIds: [], teamIds: [] },
  joinTeams: [],
  resultMatchIds: [],
};
let next = 0;
const upserts = (count: number): PlannedRequest[] =>
  Array.from({ length: count }, () => writeRequest('user upsert', next++, pools));

const dir = mkdtempSync(join(tmpdir(), 'tourney-floor-'));
/** Fresh upserts for a warm-up, then for the measured run: req/s and CPU ms per answer. */
async function measure(server: RunningServer, strict: boolean) {
  const run = async (seconds: number) => {
    const list = join(dir, `${next}.txt`);
    writeRequestList(list, upserts(8_000 * seconds));
    return runWrk({
      ...options,
      url: server.url,
      listFile: list,
      apiKey: '',
      duration: seconds,
      strict,
    });
  };
  await run(options.warmup);
  await drain(server.pid);
  const before = cpuMs(server.pid);
  const figures = await run(options.duration);
  const cpu = (cpuMs(server.pid) - before) / Math.max(1, figures.responses);
  return { rps: Math.round(figures.rps), cpuMsPerRequest: Math.round(cpu * 1000) / 1000, figures };
}

const path = url.slice('sqlite:'.length);
const rows: string[] = [];
for (const mode of ['nothing', 'statement']) {
  const floor = await startFloor(path, ids.tenantId, mode);
  const answers: CapturedAnswers = { get: {}, post: [] };
  try {
    const [first] = upserts(1) as [PlannedRequest];
    await captureWrite(floor.url, '', first, WRITE_PATTERNS['user upsert'], answers);
    const answersFile = join(dir, `answers-${mode}.json`);
    saveAnswers(answersFile, answers);
    const ceiling = await startCeiling(answersFile);
    const paired = await measure(ceiling, false).finally(() => ceiling.stop());
    const result = await measure(floor, true);
    const errors = result.figures.errors;
    const share = Math.round((result.rps / paired.rps) * 1000) / 10;
    rows.push(
      `| ${mode === 'nothing' ? 'bare Fastify, no statement' : 'bare Fastify + the upsert statement'} | ${result.rps} (${share} %) | ${result.figures.p99} | ${result.cpuMsPerRequest} | ${paired.rps} | ${paired.cpuMsPerRequest} | ${errors} |`,
    );
    process.stdout.write(`${rows[rows.length - 1]}\n`);
  } finally {
    await floor.stop();
  }
}

const date = new Date().toISOString().slice(0, 10);
const report = join(RESULTS, `${date}-sqlite-floor-${sizes.matches}m.md`);
writeFileSync(
  report,
  [
    `# The floor of a write: user upserts, sqlite, ${date}`,
    '',
    `Data set ${name}. The benchmark's user upserts (half new users, half new names) at ${options.connections} connections, wrk, ${options.warmup} s of warm-up, ${options.duration} s measured; each row paired with a ceiling replaying that route's own answer right before it. The API server's own figures for the same writes are in the one-endpoint report (\`npm run bench -- --only "user upsert"\`).`,
    '',
    '| route | req/s (of ceiling) | p99 ms | CPU ms/req | ceiling req/s | ceiling CPU ms/req | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n'),
);
process.stdout.write(`Report: ${report}\n`);
