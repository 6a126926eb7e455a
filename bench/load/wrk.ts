/**
 * The load generator: Debian's `wrk` (C, epoll, one event loop per thread) driving a list of
 * requests through `requests.lua`, which checks every response and keeps exact latencies.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
const SCRIPT = resolve('bench/load/requests.lua');

/** One request of a list, with what its answer must be. */
export interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The status a correct answer has. */
  status: number;
  /** Text the body must hold (the id it is about); empty: only status and envelope are checked. */
  expect: string;
  body?: unknown;
}

/** Writes `requests` in the line format `requests.lua` reads. */
export function writeRequestList(file: string, requests: PlannedRequest[]) {
  const lines = requests.map((r) => {
    const body = r.body === undefined ? '' : JSON.stringify(r.body);
    if (/[\t\n]/.test(r.path + r.expect + body)) throw new Error(`Tab or newline in ${r.path}`);
    return `${r.method}\t${r.status}\t${r.path}\t${r.expect}\t${body}`;
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** What one wrk run measured: every figure comes from checked responses. */
export interface LoadFigures {
  /** Responses received (checked or not) and those that passed every check. */
  responses: number;
  /** Requests still waiting for their answer when the run ended (wrk drops them). */
  unanswered: number;
  ok: number;
  seconds: number;
  rps: number;
  /** Exact latency percentiles of every response, in ms. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts, plus responses that failed a check. */
  errors: number;
  /** Failed checks by reason (`status 409`, `envelope`, `expected text`, `unknown trace id`). */
  failures: Record<string, number>;
  firstFailure: string;
  cache: { hit: number; miss: number; none: number };
  bytesPerSecond: number;
  /** The generator's own CPU time (user + system), in ms. */
  generatorCpuMs: number;
  /** Latency histogram, [µs bucket, count]: lets runs against several servers merge exactly. */
  latencyUs: [number, number][];
  /** [line of the request list, answers, cache misses] for each line answered. */
  lines: [number, number, number][];
}

interface WrkOutput {
  durationUs: number;
  sent: number;
  responses: number;
  ok: number;
  bytes: number;
  cache: { hit: number; miss: number; none: number };
  socketErrors: { connect: number; read: number; write: number; timeout: number };
  failures: Record<string, number>;
  firstFailure: string;
  cpuTicks: number;
  latencyUs: [number, number][];
  lines: [number, number, number][];
}

/** The p-th percentile of a latency histogram, in ms. */
export function percentileMs(histogram: [number, number][], p: number): number {
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return 0;
  const rank = Math.min(total, Math.max(1, Math.ceil((p / 100) * total)));
  let seen = 0;
  for (const [us, n] of sorted) {
    seen += n;
    if (seen >= rank) return Math.round(us / 10) / 100;
  }
  return 0;
}

export interface WrkOptions {
  url: string;
  listFile: string;
  apiKey: string;
  connections: number;
  threads: number;
  duration: number;
  /** False against the ceiling, which replays one answer per write kind: ids are not checked. */
  strict: boolean;
}

export function runWrk(options: WrkOptions): Promise<LoadFigures> {
  const threads = Math.max(1, Math.min(options.threads, options.connections));
  const args = [
    '-t',
    String(threads),
    '-c',
    String(options.connections),
    '-d',
    `${options.duration}s`,
    '--timeout',
    '10s',
    '-s',
    SCRIPT,
    options.url,
    '--',
    options.listFile,
    String(threads),
    options.apiKey,
    options.strict ? '1' : '0',
    randomBytes(8).toString('hex'),
  ];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"durationUs"'));
      if (code !== 0 || !line) {
        reject(new Error(`wrk exited with ${code}: ${err.trim() || out.slice(-500)}`));
        return;
      }
      resolvePromise(figuresOf(JSON.parse(line) as WrkOutput));
    });
  });
}

function figuresOf(o: WrkOutput): LoadFigures {
  const seconds = o.durationUs / 1e6;
  const failed = Object.values(o.failures).reduce((sum, n) => sum + n, 0);
  const socket = o.socketErrors;
  return {
    responses: o.responses,
    unanswered: Math.max(0, o.sent - o.responses - socket.timeout),
    ok: o.ok,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round((o.responses / seconds) * 10) / 10,
    p50: percentileMs(o.latencyUs, 50),
    p99: percentileMs(o.latencyUs, 99),
    errors: failed + socket.connect + socket.read + socket.write + socket.timeout,
    failures: {
      ...o.failures,
      ...Object.fromEntries(
        Object.entries(socket)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => [`socket ${k}`, n]),
      ),
    },
    firstFailure: o.firstFailure,
    cache: o.cache,
    bytesPerSecond: Math.round(o.bytes / seconds),
    generatorCpuMs: o.cpuTicks * 10,
    latencyUs: o.latencyUs,
    lines: o.lines,
  };
}

/** Figures of simultaneous runs against several servers, as one. */
export function mergeFigures(runs: LoadFigures[]): LoadFigures {
  const [first] = runs;
  if (!first || runs.length === 1) return first as LoadFigures;
  const sum = (pick: (r: LoadFigures) => number) => runs.reduce((t, r) => t + pick(r), 0);
  const latencyUs = runs.flatMap((r) => r.latencyUs);
  const failures: Record<string, number> = {};
  for (const r of runs)
    for (const [k, n] of Object.entries(r.failures)) failures[k] = (failures[k] ?? 0) + n;
  const seconds = Math.max(...runs.map((r) => r.seconds));
  return {
    responses: sum((r) => r.responses),
    unanswered: sum((r) => r.unanswered),
    ok: sum((r) => r.ok),
    seconds,
    rps: Math.round((sum((r) => r.responses) / seconds) * 10) / 10,
    p50: percentileMs(latencyUs, 50),
    p99: percentileMs(latencyUs, 99),
    errors: sum((r) => r.errors),
    failures,
    firstFailure: runs.map((r) => r.firstFailure).find(Boolean) ?? '',
    cache: {
      hit: sum((r) => r.cache.hit),
      miss: sum((r) => r.cache.miss),
      none: sum((r) => r.cache.none),
    },
    bytesPerSecond: sum((r) => r.bytesPerSecond),
    generatorCpuMs: sum((r) => r.generatorCpuMs),
    latencyUs,
    lines: runs.flatMap((r) => r.lines),
  };
}
