/**
 * `npm run bench -- --viewers 10000`: thousands of event-stream viewers of one tournament while
 * its results are reported, then a restart of the API processes under them. Every (viewer,
 * event) pair is checked: each viewer must get every event of the outbox once, in commit order,
 * across the restart.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import type { EventPosition } from '../../src/db/commit-order.js';
import { eventsAfter } from '../../src/features/streams/event-log.repository.js';
import { isPublicEvent } from '../../src/features/streams/public-events.js';
import { datasetUrl, openFresh } from '../data/target.js';
import { cpuMs } from './measure.js';
import { ResultReporter, type Answered } from './result-reporter.js';
import { startServer, watchMemory, type RunningServer } from './server-process.js';
import type { ToWorker, WorkerReport, WorkerStatus } from './viewer-protocol.js';
import { summarize, type ViewersOptions } from './viewers-summary.js';
import { setUpViewedTournament, type ViewedTournament } from './viewers-setup.js';

/** Results reported once every viewer is back, after the restart phase. */
const STEADY_CHECK_SECONDS = 10;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Open files this process may hold (what Node runs with: it raises the soft limit to the hard one). */
function openFileLimit(): number {
  const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  return !line || line[1] === 'unlimited' ? Infinity : Number(line[1]);
}

/** Every viewer is a socket here and one in a server; the servers inherit this process's limit. */
function checkOpenFileLimit(viewers: number) {
  const needed = viewers + 1024;
  const limit = openFileLimit();
  if (limit >= needed) return limit;
  throw new Error(
    `${viewers} viewers need ${needed} open files in this process and in the server, the limit is ${limit}. Raise it in the shell that runs the benchmark: \`ulimit -n ${Math.max(65536, needed)}\` (past the hard limit, \`ulimit -Hn\`: as root, or \`nofile\` in /etc/security/limits.conf, or \`LimitNOFILE=\` for a systemd service), then run again.`,
  );
}

/** The server environment of a run: bounds raised for one client address holding every stream. */
function serverEnv(options: ViewersOptions) {
  const perProcess = Math.ceil(options.viewers / options.processes) + 100;
  return {
    ADMIN_TOKEN: randomBytes(24).toString('hex'),
    WEBHOOK_SECRET_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    STREAM_MAX_CONNECTIONS: String(perProcess),
    STREAM_MAX_PUBLIC_PER_ADDRESS: String(perProcess),
  };
}

/**
 * The worker threads load the TypeScript worker through tsx's API: a worker does not inherit
 * the main thread's loader hooks on Node 20.
 */
const workerBoot = (file: URL) =>
  `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`;

class Viewers {
  private readonly workers: Worker[] = [];
  /** Rejects when a worker fails, so that no wait outlives it (and the servers get stopped). */
  readonly failed: Promise<never>;

  constructor(urls: string[], headers: Record<string, string>, count: number) {
    const size = Math.ceil(urls.length / count);
    let fail: (error: Error) => void = () => undefined;
    this.failed = new Promise<never>((_, reject) => (fail = reject));
    this.failed.catch(() => undefined);
    for (let w = 0; w < count; w++) {
      const targets = urls.slice(w * size, (w + 1) * size).map((url) => ({ url }));
      const worker = new Worker(workerBoot(new URL('./viewer-worker.ts', import.meta.url)), {
        eval: true,
        workerData: { targets, headers },
      });
      worker.on('error', fail);
      this.workers.push(worker);
    }
  }

  send(message: ToWorker) {
    for (const worker of this.workers) worker.postMessage(message);
  }

  async openAll() {
    const answers = this.workers.map(
      (w) => new Promise<void>((resolve) => w.once('message', () => resolve())),
    );
    this.send({ type: 'open' });
    await Promise.race([Promise.all(answers), this.failed]);
  }

  /** Every worker's counts as of now. */
  async status(): Promise<Omit<WorkerStatus, 'type'>> {
    const answers = this.workers.map(
      (w) => new Promise<WorkerStatus>((resolve) => w.once('message', resolve)),
    );
    this.send({ type: 'status' });
    const all = await Promise.race([Promise.all(answers), this.failed]);
    const statuses: Record<string, number> = {};
    for (const s of all)
      for (const [code, n] of Object.entries(s.statuses))
        statuses[code] = (statuses[code] ?? 0) + n;
    return {
      open: all.reduce((a, s) => a + s.open, 0),
      reconnected: all.reduce((a, s) => a + s.reconnected, 0),
      connectErrors: all.reduce((a, s) => a + s.connectErrors, 0),
      statuses,
    };
  }

  async finish(expected: string[]): Promise<WorkerReport[]> {
    const answers = this.workers.map(
      (w) =>
        new Promise<WorkerReport>((resolve) =>
          w.on('message', (m: WorkerReport) => m.type === 'report' && resolve(m)),
        ),
    );
    this.send({ type: 'finish', expected });
    const reports = await Promise.race([Promise.all(answers), this.failed]);
    await this.terminate();
    return reports;
  }

  async terminate() {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** The events a viewer must get after `from`, in commit order: the outbox is the reference. */
async function expectedEvents(
  database: DbHandle,
  t: ViewedTournament,
  from: EventPosition,
  privateStream: boolean,
) {
  const events = await eventsAfter(database.db, database.engine, [t.tournamentId], from, 1e6);
  return events.filter((e) => privateStream || isPublicEvent(e.event)).map((e) => e.id);
}

const cpuOf = (servers: RunningServer[]) => servers.reduce((sum, s) => sum + cpuMs(s.pid), 0);

export async function measureViewers(
  options: ViewersOptions,
  resultsDir: string,
  log: (line: string) => void,
) {
  const fileLimit = checkOpenFileLimit(options.viewers);
  const url = datasetUrl(options.adminUrl, 'viewers', resultsDir);
  await (await openFresh(options.adminUrl, url)).db.destroy();
  const env = serverEnv(options);
  let servers: RunningServer[] = [];
  for (let p = 0; p < options.processes; p++)
    servers.push(await startServer(url, { env, cpuProfDir: options.cpuProfDir }));
  const ports = servers.map((s) => Number(new URL(s.url).port));
  const database = createDb(url, { poolSize: 1 });
  let viewers: Viewers | undefined;
  try {
    const teams =
      Math.ceil(
        Math.sqrt(
          2 * options.rate * (options.duration + options.restartDuration + STEADY_CHECK_SECONDS) +
            1,
        ),
      ) + 2;
    log(`setting up a ${teams}-team round robin through the API …`);
    const t = await setUpViewedTournament(servers[0]!.url, env.ADMIN_TOKEN, teams);
    const path = options.privateStream
      ? `/api/v1/tournaments/${t.tournamentId}/stream`
      : `/t/${t.shareSlug}/stream`;
    const headers: Record<string, string> = options.privateStream ? { 'x-api-key': t.apiKey } : {};
    const urls = Array.from(
      { length: options.viewers },
      (_, i) => servers[i % servers.length]!.url + path,
    );
    const audience = new Viewers(urls, headers, options.workers);
    viewers = audience;
    const openStarted = now();
    await viewers.openAll();
    const openSeconds = (now() - openStarted) / 1000;
    log(`${options.viewers} viewers open in ${round(openSeconds, 1)} s`);
    const start = await latestPosition(database, t.tournamentId);

    const answers: Answered[] = [];
    const reporter = new ResultReporter(
      () => servers.map((s) => s.url),
      t.apiKey,
      t.matchIds,
      (a) => {
        answers.push(a);
        audience.send({ type: 'answered', ...a });
      },
    );
    const memory = servers.map((s) => watchMemory(s.pid));
    const cpuBefore = cpuOf(servers);
    const generatorBefore = process.cpuUsage();
    const liveStarted = now();
    await reporter.run(options.rate, options.duration, 'live');
    await sleep(2000); // the last results' events reach the viewers before the restart
    const liveCpuMs = cpuOf(servers) - cpuBefore;
    const generator = process.cpuUsage(generatorBefore);
    const liveSeconds = (now() - liveStarted) / 1000;
    const generatorCpuMs = (generator.user + generator.system) / 1000;
    const livePeakRss = Math.max(...memory.map((stop) => stop()));
    const liveEvents = (await expectedEvents(database, t, start, options.privateStream)).length;
    log(`live: ${reporter.reported} results, ${liveEvents} events; restarting …`);

    const restartAt = now();
    viewers.send({ type: 'restart', at: restartAt });
    const reporting = reporter.run(options.rate, options.restartDuration, 'restart');
    await Promise.all(servers.map((s) => s.stop()));
    const downAt = now();
    servers = [];
    for (const port of ports)
      servers.push(await startServer(url, { env, port, cpuProfDir: options.cpuProfDir }));
    const readyAt = now();
    const restartMemory = servers.map((s) => watchMemory(s.pid));
    await reporting;
    const drainDeadline = now() + 60_000;
    let status = await viewers.status();
    while (status.reconnected < options.viewers && now() < drainDeadline) {
      await sleep(1000);
      status = await viewers.status();
    }
    // Results after every viewer is back: whether each again reaches every viewer in time.
    await reporter.run(options.rate, STEADY_CHECK_SECONDS, 'restart');
    await sleep(3000); // the last results' events
    const restartPeakRss = Math.max(...restartMemory.map((stop) => stop()));
    const expected = await expectedEvents(database, t, start, options.privateStream);
    const reports = await viewers.finish(expected);
    await Promise.all(servers.map((s) => s.stop()));
    return summarize({
      options,
      fileLimit,
      openSeconds,
      reports,
      answers,
      expected: expected.length,
      liveEvents,
      liveCpuMs,
      liveSeconds,
      generatorCpuMs,
      livePeakRss,
      restartPeakRss,
      restart: { restartAt, downAt, readyAt },
      reporter: reporter.tally,
    });
  } finally {
    await viewers?.terminate();
    await Promise.all(servers.map((s) => s.stop()));
    await database.db.destroy();
  }
}

/** Where a tournament's outbox stands (any tenant): a tournament with no event yet starts at 0. */
async function latestPosition(database: DbHandle, tournamentId: string): Promise<EventPosition> {
  const events = await eventsAfter(
    database.db,
    database.engine,
    [tournamentId],
    { txid: 0, seq: 0 },
    1e6,
  );
  return events[events.length - 1]?.position ?? { txid: 0, seq: 0 };
}
