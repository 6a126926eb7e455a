/**
 * The mixed workload: readers at `connections` over the whole read plan (many URLs of many
 * tournaments, each kind by its weight) while the paced writer sends every kind of write in
 * turn at a steady rate. Each rate is warmed up, then run against the ceiling (the same
 * readers and writer, the answers replayed) and right after against the server. With several
 * API processes the readers are one wrk process per server, the connections and wrk threads
 * split evenly, and the writer sends write n to server n mod their number; the ceiling runs
 * as many processes, driven the same way.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuRatio, driveEach, measurementOf, type Measurement } from './endpoints.js';
import { sampleLockWaits, type LockWaits } from './lock-sampler.js';
import { cpuMs, drainAll, perRequest, withCost, type ServerCost } from './measure.js';
import { mixedReadSequence, READ_KINDS, type PlannedRead, type ReadKind } from './reads.js';
import type { LoadOptions, Session } from './session.js';
import type { WriterConfig, WriterFigures } from './writer.js';
import { WRITE_KINDS } from './writes.js';
import { mergeFigures, writeRequestList, type LoadFigures } from './wrk.js';

export interface MixedMeasurement extends ServerCost {
  /** Writes a second asked of the writer. */
  rate: number;
  reads: Measurement;
  writes: WriterFigures | null;
  /** Server CPU per request, reads and writes together (every API process). */
  cpuMsPerRequest: number;
  databaseCpuMsPerRequest?: number;
  /** Redis's CPU per request (it holds the shared rate limit; anything else it serves counts too). */
  redisCpuMsPerRequest?: number;
  /**
   * Each API process: the reads and writes it answered a second, its CPU over every request of
   * the run (so the processes' figures add up to `cpuMsPerRequest`), its peak RSS.
   */
  processes: { readRps: number; writeRps: number; cpuMsPerRequest: number; peakRssMiB: number }[];
  /** What the PostgreSQL backends waited on during the measured run (sampled every ~200 ms). */
  lockWaits?: LockWaits;
  ceiling: {
    /** Ceiling processes, as many as API processes. */
    processes: number;
    /** Writes the ceiling answered a second: the writer's own limit at this rate. */
    writeRate: number | null;
    readRps: number;
    readP50: number;
    readP99: number;
    writeP50: number | null;
    writeP99: number | null;
  };
  /** Reads answered a second and cache misses a second, by kind: which answers the writes turn stale. */
  readsByKind: Record<ReadKind, { rps: number; missesPerSecond: number }>;
  /** Read req/s over the ceiling's read req/s under the same writes. */
  readRatioToCeiling: number;
  /** The ceiling's CPU per request over the server's (and PostgreSQL's), reads and writes together. */
  cpuRatioToCeiling: number;
}

/** Runs the writer process for one run; null when the rate is 0. */
async function runWriter(
  session: Session,
  urls: string[],
  rate: number,
  duration: number,
  from: number,
  strict: boolean,
) {
  if (rate <= 0) return null;
  const config: WriterConfig = {
    urls,
    apiKey: session.ids.apiKey,
    rate,
    duration,
    from,
    pools: session.pools,
    strict,
  };
  const file = join(session.dir, `writer-${rate}-${from}-${strict ? 'server' : 'ceiling'}.json`);
  writeFileSync(file, JSON.stringify(config));
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load/writer.ts', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`writer exited with ${code}`)),
    );
  });
  return JSON.parse(output.trim().split('\n').pop() as string) as WriterFigures;
}

/** The number of the mixed stream's next write: past every index a session already used. */
function streamStart(session: Session) {
  const used = Math.max(0, ...WRITE_KINDS.map((k) => session.next[k] ?? 0));
  return used * WRITE_KINDS.length;
}

/** Claims `count` writes of the stream (every kind advances in turn). */
function claim(session: Session, count: number) {
  const from = streamStart(session);
  const perKind = Math.ceil(count / WRITE_KINDS.length) + 1;
  for (const k of WRITE_KINDS) session.next[k] = Math.floor(from / WRITE_KINDS.length) + perKind;
  return from;
}

/** Writes a session needs for `rates` runs (warm-ups included), per kind, with a margin. */
export function mixedWriteNeeds(rates: number[], options: LoadOptions) {
  const total = rates.reduce((sum, r) => sum + r * (options.duration + options.warmup), 0);
  const perKind = Math.ceil((total / WRITE_KINDS.length) * 1.2) + 10;
  return Object.fromEntries(WRITE_KINDS.map((k) => [k, perKind]));
}

/** `redisPid`: the process of the shared rate limit's Redis, when it runs on this machine. */
export async function measureMixed(
  session: Session,
  rate: number,
  options: LoadOptions,
  redisPid?: number,
): Promise<MixedMeasurement> {
  const list = join(session.dir, 'mixed-reads.txt');
  const sequence = readSequenceOnce(session, list);
  const servers = session.servers.map((s) => s.url);
  const ceilings = session.ceilings.map((s) => s.url);
  // The generator's threads split like its connections: the same load whatever the topology.
  const readers = {
    ...options,
    threads: Math.max(1, Math.round(options.threads / servers.length)),
  };
  const readEach = (urls: string[], duration: number, strict: boolean) =>
    driveEach(urls, list, session, readers, duration, strict);
  const read = async (urls: string[], duration: number, strict: boolean) =>
    mergeFigures(await readEach(urls, duration, strict));

  const warm = claim(session, rate * options.warmup);
  await Promise.all([
    read(servers, options.warmup, true),
    runWriter(session, servers, rate, options.warmup, warm, true),
  ]);
  await drainAll(session.servers);

  const c = await withCost(session.ceilings, null, () =>
    Promise.all([
      read(ceilings, options.duration, false),
      runWriter(session, ceilings, rate, options.duration, 0, false),
    ]),
  );
  const from = claim(session, rate * options.duration);
  // Lock waits and Redis's CPU over the load alone, not the servers' drain after it.
  const r = await withCost(session.servers, session.database, async () => {
    const stopSampling = await sampleLockWaits(session.ids.databaseUrl);
    const redisBefore = redisPid ? cpuMs(redisPid) : 0;
    const [readsEach, writes] = await Promise.all([
      readEach(servers, options.duration, true),
      runWriter(session, servers, rate, options.duration, from, true),
    ]);
    const redisCpuMs = redisPid ? cpuMs(redisPid) - redisBefore : undefined;
    return { readsEach, writes, redisCpuMs, lockWaits: await stopSampling?.() };
  });
  const { readsEach, writes, redisCpuMs, lockWaits } = r.result;
  const reads = mergeFigures(readsEach);
  const [ceilingReads, ceilingWrites] = c.result;
  const requests = reads.responses + (writes?.responses ?? 0);
  const cpuMsPerRequest = perRequest(r.cost.serverCpuMs, requests);
  const databaseMs =
    r.cost.databaseCpuMs === undefined ? undefined : perRequest(r.cost.databaseCpuMs, requests);
  const ceilingMs = perRequest(
    c.cost.serverCpuMs,
    ceilingReads.responses + (ceilingWrites?.responses ?? 0),
  );
  // The server's CPU is shared by reads and writes: per request, it is counted over both.
  const readMeasurement = { ...measurementOf('mixed reads', reads, r.cost), cpuMsPerRequest };
  return {
    rate,
    ...r.cost,
    reads: readMeasurement,
    writes,
    cpuMsPerRequest,
    ...(databaseMs === undefined ? {} : { databaseCpuMsPerRequest: databaseMs }),
    ...(redisCpuMs === undefined ? {} : { redisCpuMsPerRequest: perRequest(redisCpuMs, requests) }),
    processes: r.cost.byProcess.map((p, i) => ({
      readRps: readsEach[i]?.rps ?? 0,
      // Over the writer's own span (to its last answer), as its achieved rate is.
      writeRps: writes?.responses
        ? Math.round(
            (((writes.responsesByServer[i] ?? 0) * writes.achievedRate) / writes.responses) * 10,
          ) / 10
        : 0,
      cpuMsPerRequest: perRequest(p.cpuMs, requests),
      peakRssMiB: p.peakRssMiB,
    })),
    ...(lockWaits ? { lockWaits } : {}),
    readsByKind: readsByKind(sequence, reads),
    ceiling: {
      processes: ceilings.length,
      writeRate: ceilingWrites?.achievedRate ?? null,
      readRps: ceilingReads.rps,
      readP50: ceilingReads.p50,
      readP99: ceilingReads.p99,
      writeP50: ceilingWrites?.p50 ?? null,
      writeP99: ceilingWrites?.p99 ?? null,
    },
    readRatioToCeiling:
      ceilingReads.rps > 0 ? Math.round((reads.rps / ceilingReads.rps) * 1000) / 1000 : 0,
    cpuRatioToCeiling: cpuRatio(ceilingMs, cpuMsPerRequest + (databaseMs ?? 0)),
  };
}

function readsByKind(sequence: PlannedRead[], reads: LoadFigures) {
  const byKind = Object.fromEntries(READ_KINDS.map((k) => [k, { answers: 0, misses: 0 }]));
  for (const [line, answers, misses] of reads.lines) {
    const counts = byKind[(sequence[line] as PlannedRead).kind] as {
      answers: number;
      misses: number;
    };
    counts.answers += answers;
    counts.misses += misses;
  }
  const perSecond = (n: number) => Math.round((n / reads.seconds) * 10) / 10;
  return Object.fromEntries(
    Object.entries(byKind).map(([k, c]) => [
      k,
      { rps: perSecond(c.answers), missesPerSecond: perSecond(c.misses) },
    ]),
  ) as MixedMeasurement['readsByKind'];
}

const sequences = new WeakMap<Session, PlannedRead[]>();
/** The session's read sequence, written once to `file` for wrk. */
function readSequenceOnce(session: Session, file: string) {
  let sequence = sequences.get(session);
  if (!sequence) {
    sequence = mixedReadSequence(session.reads);
    writeRequestList(file, sequence);
    sequences.set(session, sequence);
  }
  return sequence;
}
