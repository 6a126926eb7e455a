/**
 * `npx tsx bench/floor.ts [--tenants 3 --tournaments 2000 --teams 20000 --matches 200000
 *   --duration s --warmup s --connections 50 --threads 2 --label name]`: what a request can
 * reach at best with this stack and schema, on an SQLite data set `npm run bench:data` made.
 * The benchmark's user upserts go to a bare Fastify route answering without a statement, then
 * to the same route running the API server's upsert statement; each kind of the benchmark's
 * reads to a bare route running the API server's statements or service read for it
 * (`load/floor-server.ts`). Each is paired with a ceiling replaying that route's own answers
 * right before it. Prints and writes a report of req/s and CPU per request for each, beside
 * the ceiling.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { labelOf, numberArg, parseArgs, unusedReportBase } from './args.js';
import { sqliteDataset } from './data/generate.js';
import { captureReads, captureWrite, saveAnswers, type CapturedAnswers } from './load/capture.js';
import { cpuMs, drain } from './load/measure.js';
import { planReads, type ReadKind } from './load/reads.js';
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

const reads = await planReads(ids);
const readsOf = (kind: ReadKind) => reads.filter((r) => r.kind === kind);

interface Floor {
  label: string;
  mode: string;
  /** The requests of a run this long: fresh writes each time, or the same reads. */
  requests: (seconds: number) => PlannedRequest[];
}

const FLOORS: Floor[] = [
  { label: 'bare Fastify, no statement', mode: 'nothing', requests: (s) => upserts(8_000 * s) },
  {
    label: 'bare Fastify + the upsert statement',
    mode: 'upsert',
    requests: (s) => upserts(8_000 * s),
  },
  ...(
    [
      ['tournament list', "a list page's statements"],
      ['duel matches page', "a duel matches page's statements"],
      ['my tournaments', "my-tournaments' service read"],
      ['tournament detail', "a tournament detail's service read"],
      ['duel standings', "duel standings' service read"],
      ['FFA assigned details', "FFA assigned details' service read"],
      ['team detail', "a team detail's service read"],
    ] as const
  ).map(([kind, what]) => ({
    label: `bare Fastify + ${what}`,
    mode: 'reads',
    requests: () => readsOf(kind),
  })),
];

const dir = mkdtempSync(join(tmpdir(), 'tourney-floor-'));
let files = 0;
/** A warm-up, then the measured run: req/s and CPU ms per answer. */
async function measure(server: RunningServer, floor: Floor, strict: boolean) {
  const run = async (seconds: number) => {
    const list = join(dir, `run-${files++}.txt`);
    writeRequestList(list, floor.requests(seconds));
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
for (const floor of FLOORS) {
  const server = await startFloor(path, ids.tenantId, floor.mode);
  const answers: CapturedAnswers = { get: {}, post: [] };
  try {
    if (floor.mode === 'reads') await captureReads(server.url, '', floor.requests(0), answers);
    else {
      const [first] = upserts(1) as [PlannedRequest];
      await captureWrite(server.url, '', first, WRITE_PATTERNS['user upsert'], answers);
    }
    const answersFile = join(dir, `answers-${files++}.json`);
    saveAnswers(answersFile, answers);
    const ceiling = await startCeiling(answersFile);
    const paired = await measure(ceiling, floor, false).finally(() => ceiling.stop());
    const result = await measure(server, floor, true);
    const errors = result.figures.errors;
    const share = Math.round((result.rps / paired.rps) * 1000) / 10;
    rows.push(
      `| ${floor.label} | ${result.rps} (${share} %) | ${result.figures.p99} | ${result.cpuMsPerRequest} | ${paired.rps} | ${paired.cpuMsPerRequest} | ${errors} |`,
    );
    process.stdout.write(`${rows[rows.length - 1]}\n`);
  } finally {
    await server.stop();
  }
}

const date = new Date().toISOString().slice(0, 10);
const report = `${unusedReportBase(join(RESULTS, `${date}-sqlite-floor-${sizes.matches}m${labelOf(args)}`), ['.md'])}.md`;
writeFileSync(
  report,
  [
    `# The floor of a request: user upserts and every kind of read, sqlite, ${date}`,
    '',
    `Data set ${name}. The benchmark's user upserts (half new users, half new names) and each kind of read (list pages without \`externalUserId\`, duel matches pages, my-tournaments, tournament details, duel standings, FFA assigned details, team details) at ${options.connections} connections, wrk, ${options.warmup} s of warm-up, ${options.duration} s measured, each on a bare Fastify route running the API server's statements or service read for it and answering with \`JSON.stringify\`; each row paired with a ceiling replaying that route's own answers right before it. The API server's own figures for the same requests are in the one-endpoint reports (\`npm run bench -- --only "user upsert,tournament list,…"\`, with \`RESPONSE_CACHE_MB=0\` for reads from the database).`,
    '',
    '| route | req/s (of ceiling) | p99 ms | CPU ms/req | ceiling req/s | ceiling CPU ms/req | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n'),
);
process.stdout.write(`Report: ${report}\n`);
