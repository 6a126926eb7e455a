/**
 * One endpoint at a time, with no other traffic (the no-write figures): each endpoint's
 * requests warm the server up, then drive the ceiling and the server in turn, the same list,
 * duration and connections, so each ratio compares two runs made seconds apart.
 */
import { join } from 'node:path';
import { Rng } from '../data/random.js';
import { drainAll, perRequest, withCost, type ServerCost } from './measure.js';
import { READ_KINDS, type ReadKind } from './reads.js';
import type { LoadOptions, Session } from './session.js';
import { WRITE_KINDS, writeRequest, type WriteKind } from './writes.js';
import {
  mergeFigures,
  runWrk,
  writeRequestList,
  type LoadFigures,
  type PlannedRequest,
} from './wrk.js';

/** The writes measured one at a time (a join needs a team with room: they run in the mixed workload). */
export const ENDPOINT_WRITES: WriteKind[] = [
  'user upsert',
  'team creation',
  'team registration',
  'duel result report',
];
export const ENDPOINTS: string[] = [...READ_KINDS, ...ENDPOINT_WRITES];

/** Writes listed per second of a run: well above what one process answers, so a list never wraps. */
export const WRITES_LISTED_PER_SECOND = 10_000;

export interface Measurement extends ServerCost {
  endpoint: string;
  responses: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers that failed a check (status, envelope, id). */
  errors: number;
  failures: Record<string, number>;
  firstFailure?: string;
  /** Requests still unanswered when the run ended: as many as connections unless the server stalled. */
  unanswered: number;
  /** `x-cache: hit` over hits and misses; null for writes. */
  cacheHitRatio: number | null;
  cpuMsPerRequest: number;
  databaseCpuMsPerRequest?: number;
  /** The load generator's CPU per request (it shares the machine's cores with the server). */
  generatorCpuMsPerRequest: number;
  /** Req/s and p50 of the ceiling measured right before this run, and `rps` over its req/s. */
  ceilingRps?: number;
  ceilingP50?: number;
  ratioToCeiling?: number;
  /**
   * The ceiling's CPU per request over the server's (and PostgreSQL's): the same comparison by
   * cost instead of throughput, which holds when other work on the machine takes CPU from both.
   */
  cpuRatioToCeiling?: number;
}

export function measurementOf(endpoint: string, f: LoadFigures, cost: ServerCost): Measurement {
  const looked = f.cache.hit + f.cache.miss;
  return {
    endpoint,
    responses: f.responses,
    rps: f.rps,
    p50: f.p50,
    p99: f.p99,
    errors: f.errors,
    failures: f.failures,
    unanswered: f.unanswered,
    ...(f.firstFailure ? { firstFailure: f.firstFailure } : {}),
    cacheHitRatio: looked > 0 ? Math.round((f.cache.hit / looked) * 1000) / 1000 : null,
    ...cost,
    cpuMsPerRequest: perRequest(cost.serverCpuMs, f.responses),
    ...(cost.databaseCpuMs === undefined
      ? {}
      : { databaseCpuMsPerRequest: perRequest(cost.databaseCpuMs, f.responses) }),
    generatorCpuMsPerRequest: perRequest(f.generatorCpuMs, f.responses),
  };
}

export const cpuRatio = (ceilingMs: number, serverMs: number) =>
  serverMs > 0 ? Math.round((ceilingMs / serverMs) * 1000) / 1000 : 0;

/** The requests of one endpoint: its read URLs in a shuffled order, or `count` fresh writes. */
function listOf(session: Session, endpoint: string, count: number): PlannedRequest[] {
  if ((READ_KINDS as readonly string[]).includes(endpoint)) {
    const reads = session.reads.filter((r) => r.kind === (endpoint as ReadKind));
    return new Rng(3).shuffle([...reads]);
  }
  const kind = endpoint as WriteKind;
  if (!(WRITE_KINDS as readonly string[]).includes(kind))
    throw new Error(`Unknown endpoint ${endpoint}`);
  const first = session.next[kind];
  session.next[kind] += count;
  return Array.from({ length: count }, (_, i) => writeRequest(kind, first + i, session.pools));
}

/** Drives `urls` at once, the connections split between them, and merges the figures. */
export async function drive(
  urls: string[],
  listFile: string,
  session: Session,
  options: LoadOptions,
  duration: number,
  strict: boolean,
) {
  return mergeFigures(await driveEach(urls, listFile, session, options, duration, strict));
}

/** Drives `urls` at once, one wrk process each with the connections split between them: the figures of each. */
export function driveEach(
  urls: string[],
  listFile: string,
  session: Session,
  options: LoadOptions,
  duration: number,
  strict: boolean,
) {
  return Promise.all(
    urls.map((url, i) =>
      runWrk({
        ...options,
        url,
        listFile,
        apiKey: session.ids.apiKey,
        duration,
        strict,
        connections:
          Math.floor(options.connections / urls.length) +
          (i < options.connections % urls.length ? 1 : 0),
      }),
    ),
  );
}

export async function measureEndpoint(session: Session, endpoint: string, options: LoadOptions) {
  const slug = endpoint.replace(/[^a-z0-9]+/gi, '-');
  const isRead = (READ_KINDS as readonly string[]).includes(endpoint);
  const warmList = join(session.dir, `${slug}-warm-up.txt`);
  const list = join(session.dir, `${slug}.txt`);
  writeRequestList(warmList, listOf(session, endpoint, WRITES_LISTED_PER_SECOND * options.warmup));
  writeRequestList(
    list,
    isRead
      ? listOf(session, endpoint, 0)
      : listOf(session, endpoint, WRITES_LISTED_PER_SECOND * options.duration),
  );
  const urls = session.servers.map((s) => s.url);
  await drive(urls, warmList, session, options, options.warmup, true);
  await drainAll(session.servers);
  const c = await withCost(session.ceilings, null, () =>
    drive(
      session.ceilings.map((s) => s.url),
      list,
      session,
      options,
      options.duration,
      false,
    ),
  );
  const ceiling = measurementOf('ceiling (node:http, the same answers)', c.result, c.cost);
  const r = await withCost(session.servers, session.database, () =>
    drive(urls, list, session, options, options.duration, true),
  );
  const result = measurementOf(endpoint, r.result, r.cost);
  result.ceilingRps = ceiling.rps;
  result.ceilingP50 = ceiling.p50;
  if (ceiling.rps > 0) result.ratioToCeiling = Math.round((result.rps / ceiling.rps) * 1000) / 1000;
  result.cpuRatioToCeiling = cpuRatio(
    ceiling.cpuMsPerRequest,
    result.cpuMsPerRequest + (result.databaseCpuMsPerRequest ?? 0),
  );
  return { ceiling, result };
}

/** The report's ceiling: the first paired run's figures and the spread of req/s over every run. */
export interface CeilingSummary extends Measurement {
  pairedRps: { runs: number; mean: number; min: number; max: number };
}

export function summarizeCeilings(runs: Measurement[]): CeilingSummary | undefined {
  const first = runs[0];
  if (!first) return undefined;
  const rps = runs.map((r) => r.rps);
  const mean = rps.reduce((sum, r) => sum + r, 0) / rps.length;
  return {
    ...first,
    pairedRps: {
      runs: rps.length,
      mean: Math.round(mean * 10) / 10,
      min: Math.min(...rps),
      max: Math.max(...rps),
    },
  };
}
