/**
 * Webhook delivery throughput: N events written to the outbox (through `recordEvent`, one
 * statement each, as the API writes them; from several connections at once on PostgreSQL) for
 * a tenant with one configuration pointing at a loopback receiver (in a thread of its own),
 * delivered by M compiled `tourney worker` processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { Worker as Thread } from 'node:worker_threads';
import pg from 'pg';
import { createDb, engineOf, type DbHandle } from '../../src/db/create-db.js';
import { recordEvent } from '../../src/features/events/outbox.js';
import { createTenant } from '../../src/features/tenants/tenant.service.js';
import { createGuardedDispatcher } from '../../src/features/webhooks/delivery/index.js';
import { createWebhook } from '../../src/features/webhooks/webhook.service.js';
import { loadWebhookSecrets } from '../../src/features/webhooks/secrets/keyring.js';
import { loadConfig } from '../../src/config.js';
import { datasetUrl, finishLoad, openFresh } from '../data/target.js';
import { cpuMs, DatabaseCpu } from './measure.js';

export interface WebhookRun {
  engine: 'sqlite' | 'postgres';
  events: number;
  workers: number;
  pollIntervalMs: number;
  /** The pace the events were written at (events/s), or null for as fast as possible. */
  rate: number | null;
  /** Events written per second by the inserting loop (one statement per event). */
  insertsPerSecond: number;
  /** From the first insert to the last delivery received. */
  seconds: number;
  eventsPerSecond: number;
  /** Enqueue-to-delivery: the receiver's clock minus the event's createdAt, in ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests beyond one per event (none expected: nothing crashes). */
  duplicates: number;
  /** Errors the workers logged (a failed round costs a poll interval), and the first of them. */
  workerErrors: number;
  firstWorkerError: string | null;
  /** Worker CPU (user + system, all workers) per delivered event. */
  workerCpuMsPerEvent: number;
  /**
   * What the workers said they did when they stopped (all workers, the whole run): rounds that
   * fanned out, claims, transactions recording attempts, outbox checks. Null from a worker that
   * does not say.
   */
  workerCounts: WorkerCounts | null;
  /** Of those, the write transactions (fan-outs, claims, recordings) per delivered event. */
  workerWritesPerEvent: number | null;
  /**
   * PostgreSQL on this machine: CPU of every `postgres` process (the whole cluster: this run's
   * inserts and deliveries, and anything else it serves meanwhile) per delivered event. Null on
   * SQLite, which runs inside the processes measured above.
   */
  databaseCpuMsPerEvent: number | null;
  /**
   * PostgreSQL: CPU of the backends serving this run's database alone (the workers' and the
   * inserting loop's connections) per delivered event: unlike the figure above, not swollen by
   * other work the cluster serves meanwhile, but without the WAL writer and checkpointer.
   */
  backendCpuMsPerEvent?: number | null;
}

interface WorkerCounts {
  fanOuts: number;
  claims: number;
  recordTransactions: number;
  outboxChecks: number;
}

// The bench's workers and its setup must encrypt with the same key; a fresh one per run.
const BENCH_SECRET_KEYS = `bench:${randomBytes(32).toString('base64')}`;

interface Receipt {
  eventId: string;
  latencyMs: number;
  at: number;
}

/**
 * The receiver, in a thread of its own: on SQLite the writing loop waits for the worker's write
 * lock synchronously, which would hold back every answer on the same thread (and an answer held
 * 10 s is a timeout, then a second delivery). Plain JavaScript: the thread loads no TypeScript.
 */
const RECEIVER_THREAD = `
const { parentPort } = require('node:worker_threads');
const { createServer } = require('node:http');
const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const at = Date.now();
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(204).end();
    parentPort.postMessage({ eventId: body.eventId, latencyMs: at - Date.parse(body.timestamp), at });
  });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
`;

/** A loopback receiver answering 204 and noting when each event arrived. */
async function startReceiver(onReceipt: (r: Receipt) => void) {
  const thread = new Thread(RECEIVER_THREAD, { eval: true });
  const port = await new Promise<number>((resolve, reject) => {
    thread.once('error', reject);
    thread.on('message', (message: Receipt | { port: number }) => {
      if ('port' in message) resolve(message.port);
      else onReceipt(message);
    });
  });
  return { port, close: () => thread.terminate() };
}

/** `msg: error message` of one JSON log line, without the stack (and its paths). */
function summary(line: string) {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    return `${entry.msg ?? ''}: ${entry.err?.message ?? ''}`;
  } catch {
    return line.slice(0, 200);
  }
}

interface Worker {
  child: ChildProcess;
  /** Lines the worker logged at level error so far (failed rounds, unrecorded attempts). */
  errors: string[];
  /** What it logged when it stopped, once it has. */
  counts: WorkerCounts | null;
}

async function startWorker(
  databaseUrl: string,
  pollIntervalMs: number,
  cpuProfDir: string | undefined,
): Promise<Worker> {
  // NODE_OPTIONS refuses --cpu-prof: the flags go on the worker's own command line.
  const profile = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, 'dist/cli/main.js', 'worker', '--poll-interval', String(pollIntervalMs)],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
        WEBHOOK_SECRET_KEYS: BENCH_SECRET_KEYS,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let text = '';
  const worker: Worker = { child, errors: [], counts: null };
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    const lines = text.split('\n');
    text = lines.pop() as string;
    for (const line of lines) {
      if (line.includes('webhook worker started')) started = true;
      if (line.includes('"level":"error"')) worker.errors.push(summary(line));
      if (line.includes('webhook worker stopped')) worker.counts = countsOf(line);
    }
  });
  let started = false;
  const deadline = Date.now() + 30_000;
  while (!started) {
    if (child.exitCode !== null) throw new Error(`worker exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('worker not started within 30 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return worker;
}

/** CPU of every PostgreSQL process on this machine so far, in ms; 0 when there is none. */
function postgresCpuMs() {
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        sum += cpuMs(Number(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  return sum;
}

/**
 * The CPU of one database's backends over a run, sampled every 200 ms: a connection a pool
 * closes during the run keeps what it used up to its last sample.
 */
class BackendCpu {
  private readonly before = new Map<number, number>();
  private readonly latest = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  private constructor(private readonly database: DatabaseCpu) {}

  static async watch(databaseUrl: string) {
    const database = await DatabaseCpu.open(databaseUrl);
    if (!database) return null;
    const watcher = new BackendCpu(database);
    for (const [pid, ms] of await database.sample()) watcher.before.set(pid, ms);
    watcher.timer = setInterval(() => void watcher.sample(), 200);
    return watcher;
  }

  private async sample() {
    for (const [pid, ms] of await this.database.sample().catch(() => new Map<number, number>()))
      if (ms > 0) this.latest.set(pid, ms);
  }

  /** CPU ms used since watch() by the backends seen. */
  async stop() {
    clearInterval(this.timer);
    await this.sample();
    await this.database.close();
    let total = 0;
    for (const [pid, ms] of this.latest) total += ms - (this.before.get(pid) ?? 0);
    return total;
  }
}

/** The counts in the worker's `webhook worker stopped` line. */
function countsOf(line: string): WorkerCounts | null {
  try {
    const entry = JSON.parse(line) as Partial<WorkerCounts>;
    const { fanOuts, claims, recordTransactions, outboxChecks } = entry;
    if ([fanOuts, claims, recordTransactions, outboxChecks].some((n) => typeof n !== 'number'))
      return null;
    return { fanOuts, claims, recordTransactions, outboxChecks } as WorkerCounts;
  } catch {
    return null;
  }
}

/** The counts of every worker added up, or null when one of them did not give its own. */
function sumCounts(workers: Worker[]): WorkerCounts | null {
  if (workers.some((w) => w.counts === null)) return null;
  const sum = { fanOuts: 0, claims: 0, recordTransactions: 0, outboxChecks: 0 };
  for (const { counts } of workers)
    for (const key of Object.keys(sum) as (keyof WorkerCounts)[]) sum[key] += counts![key];
  return sum;
}

async function stopWorker({ child }: Worker) {
  if (child.exitCode !== null) return;
  // 'close', not 'exit': its last lines read too.
  const exited = once(child, 'close');
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(kill);
}

/**
 * Concurrent writers on PostgreSQL, as concurrent API requests would be: one statement's round
 * trip at a time (about 1,000 a second on a loaded machine) would be slower than the delivery it
 * measures. SQLite has one connection and one writer: concurrency there buys nothing.
 */
const writers = (engine: 'sqlite' | 'postgres') => (engine === 'postgres' ? 16 : 1);

/** A fresh database (`bench-webhooks`) with one tenant and one configuration aimed at `url`. */
async function prepare(adminUrl: string, resultsDir: string, url: string) {
  const databaseUrl = datasetUrl(adminUrl, 'bench-webhooks', resultsDir);
  const loader = await openFresh(adminUrl, databaseUrl);
  await finishLoad(loader);
  await loader.db.destroy();
  // A connection in its serving state (openFresh tunes its own for bulk loads).
  const handle = createDb(databaseUrl, { poolSize: writers(engineOf(databaseUrl)) });
  const { tenantId } = await createTenant(handle.db, 'Webhook bench');
  const dispatcher = createGuardedDispatcher({ allowPrivate: true });
  const secrets = loadWebhookSecrets(
    loadConfig({ DATABASE_URL: databaseUrl, WEBHOOK_SECRET_KEYS: BENCH_SECRET_KEYS }),
  ).box;
  await createWebhook(handle.db, tenantId, { url }, { allowPrivate: true, dispatcher, secrets });
  await dispatcher.close();
  return { handle, tenantId, databaseUrl };
}

/** Removes the scratch database once the run is over: unlike the data sets, nothing reuses it. */
async function discard(adminUrl: string, databaseUrl: string) {
  if (engineOf(databaseUrl) === 'sqlite') {
    const file = databaseUrl.slice('sqlite:'.length);
    for (const ext of ['', '-wal', '-shm']) rmSync(file + ext, { force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
    );
  } finally {
    await admin.end();
  }
}

/** A match.updated payload of a realistic size (~1 KB). */
const payload = (n: number) => ({
  id: `bench-${n}`,
  matchNumber: n,
  matchStatus: 3,
  participant1: { id: 'p1', name: 'Night Owls', score: 2, isWinner: true },
  participant2: { id: 'p2', name: 'Early Birds', score: 1, isWinner: false },
  games: Array.from({ length: 3 }, (_, g) => ({
    gameNumber: g + 1,
    participant1Score: 13,
    participant2Score: 9 + g,
    mapName: ['Harbor', 'Citadel', 'Dunes'][g],
  })),
  startTime: '2027-01-08T18:00:00.000Z',
  endTime: '2027-01-08T19:00:00.000Z',
});

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Writes the events as fast as it can, or event n at `n / rate` seconds, from `writers` lanes. */
async function insertAll(handle: DbHandle, tenantId: string, events: number, rate?: number) {
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    for (let n = next++; n < events; n = next++) {
      const wait = rate ? started + (n * 1000) / rate - performance.now() : 0;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await recordEvent(handle.db, { tenantId, tournamentId: null }, 'match.updated', payload(n));
    }
  };
  await Promise.all(Array.from({ length: writers(handle.engine) }, lane));
  return events / ((performance.now() - started) / 1000);
}

/** Runs one measurement on the engine `adminUrl` names; everything stops by itself. */
export async function measureWebhooks(
  adminUrl: string,
  resultsDir: string,
  options: {
    events: number;
    workers: number;
    pollIntervalMs: number;
    /** Events written per second; absent: as fast as possible (a burst). */
    rate?: number;
    timeoutMs?: number;
    /** Where each worker writes a CPU profile when it stops, if given. */
    cpuProfDir?: string;
  },
): Promise<WebhookRun> {
  const firstSeen = new Map<string, Receipt>();
  let requests = 0;
  const receiver = await startReceiver((r) => {
    requests += 1;
    if (!firstSeen.has(r.eventId)) firstSeen.set(r.eventId, r);
  });
  const { port } = receiver;
  const { handle, tenantId, databaseUrl } = await prepare(
    adminUrl,
    resultsDir,
    `http://127.0.0.1:${port}/hook`,
  );
  const workers: Worker[] = [];
  try {
    for (let i = 0; i < options.workers; i++)
      workers.push(await startWorker(databaseUrl, options.pollIntervalMs, options.cpuProfDir));
    const cpuBefore = workers.reduce((sum, w) => sum + cpuMs(w.child.pid as number), 0);
    const databaseCpuBefore = postgresCpuMs();
    const backends = await BackendCpu.watch(databaseUrl);
    const started = Date.now();
    const insertsPerSecond = await insertAll(handle, tenantId, options.events, options.rate);
    const deadline = Date.now() + (options.timeoutMs ?? 600_000);
    while (firstSeen.size < options.events) {
      if (Date.now() > deadline)
        throw new Error(`only ${firstSeen.size} of ${options.events} events delivered in time`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const cpu = workers.reduce((sum, w) => sum + cpuMs(w.child.pid as number), 0) - cpuBefore;
    const databaseCpu = postgresCpuMs() - databaseCpuBefore;
    const backendCpu = await backends?.stop();
    await new Promise((r) => setTimeout(r, 300)); // a request sent twice would arrive by now
    const receipts = [...firstSeen.values()];
    const last = Math.max(...receipts.map((r) => r.at));
    const latencies = receipts.map((r) => r.latencyMs).sort((a, b) => a - b);
    const seconds = (last - started) / 1000;
    // Stopped now, not in `finally`, for what they say as they stop.
    await Promise.all(workers.map(stopWorker));
    const counts = sumCounts(workers);
    const writes = counts && counts.fanOuts + counts.claims + counts.recordTransactions;
    return {
      engine: handle.engine,
      events: options.events,
      workers: options.workers,
      pollIntervalMs: options.pollIntervalMs,
      rate: options.rate ?? null,
      insertsPerSecond: Math.round(insertsPerSecond),
      seconds: Math.round(seconds * 100) / 100,
      eventsPerSecond: Math.round(options.events / seconds),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies[latencies.length - 1] ?? 0,
      duplicates: requests - firstSeen.size,
      workerErrors: workers.reduce((sum, w) => sum + w.errors.length, 0),
      firstWorkerError: workers.flatMap((w) => w.errors)[0] ?? null,
      workerCpuMsPerEvent: Math.round((cpu / options.events) * 1000) / 1000,
      workerCounts: counts,
      databaseCpuMsPerEvent:
        handle.engine === 'postgres' && databaseCpu > 0
          ? Math.round((databaseCpu / options.events) * 1000) / 1000
          : null,
      backendCpuMsPerEvent:
        backendCpu === undefined ? null : Math.round((backendCpu / options.events) * 1000) / 1000,
      workerWritesPerEvent:
        writes === null ? null : Math.round((writes / options.events) * 1000) / 1000,
    };
  } finally {
    await Promise.all(workers.map(stopWorker));
    await handle.db.destroy();
    await discard(adminUrl, databaseUrl);
    await receiver.close();
  }
}
