/** The figures of a viewers run, from what the workers, the reporter and the servers recorded. */
import type { Answered, ReporterTally } from './result-reporter.js';
import {
  mergeLatencies,
  percentile,
  type Latencies,
  type StreamCheck,
  type WorkerReport,
} from './viewer-protocol.js';

export interface ViewersOptions {
  adminUrl: string;
  viewers: number;
  processes: number;
  workers: number;
  /** Seconds of results before the restart, and while and after it. */
  duration: number;
  restartDuration: number;
  rate: number;
  /** The API stream (`/api/v1/tournaments/{id}/stream`) instead of the public one. */
  privateStream: boolean;
  cpuProfDir?: string;
}

/** Past this, a result's events wait for nothing: what "steady" means after the restart. */
const STEADY_LATENCY_MS = 1000;
const MiB = 1024 * 1024;
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

interface LatencySummary {
  pairs: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Pairs whose event arrived before the reporter had the result's answer (counted as 0 ms). */
  beforeAnswer: number;
}

export interface ViewersRun {
  stream: 'public' | 'private';
  viewers: number;
  processes: number;
  workers: number;
  rate: number;
  duration: number;
  restartDuration: number;
  openFileLimit: number;
  openSeconds: number;
  results: {
    reported: number;
    sent: number;
    statuses: Record<string, number>;
    connectErrors: number;
    p99Ms: number | null;
  };
  events: { expected: number; live: number; received: number };
  check: StreamCheck & { resets: number };
  live: LatencySummary & {
    /** From the first result to the restart (longer than the duration when answers lagged). */
    seconds: number;
    peakRssMiB: number;
    cpuMs: number;
    cpuMsPerEventPer1000Viewers: number;
    /** Cores used by the servers and by the viewers' process (its threads together). */
    serverCores: number;
    generatorCores: number;
  };
  restart: LatencySummary & {
    peakRssMiB: number;
    /** From SIGTERM to the processes' exit, and to their readiness again. */
    downAfterMs: number;
    readyAfterMs: number;
    viewersReconnected: number;
    reconnectP50Ms: number | null;
    reconnectP99Ms: number | null;
    /** From SIGTERM to the last viewer's stream back. */
    allReconnectedAfterMs: number | null;
    /** From SIGTERM to the first result from which every one reached every viewer within a second. */
    steadyAfterMs: number | null;
    streamStatuses: Record<string, number>;
    streamConnectErrors: number;
    /** 5xx answers, to the viewers and to the reporter together. */
    serverErrors: number;
  };
}

function latencySummary(l: Latencies): LatencySummary {
  return {
    pairs: l.count,
    p50Ms: percentile(l, 0.5),
    p99Ms: percentile(l, 0.99),
    maxMs: l.count ? round(l.max, 1) : null,
    beforeAnswer: l.beforeAnswer,
  };
}

const percentileOf = (sorted: number[], share: number) =>
  sorted.length
    ? round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!, 1)
    : null;

/** The first result of the restart phase from which every later one was delivered in time. */
function steadyFrom(answers: Answered[], slowest: Map<string, number>, restartAt: number) {
  const after = answers.filter((a) => a.phase === 'restart').sort((a, b) => a.at - b.at);
  let from: Answered | null = null;
  for (const a of after) {
    const last = slowest.get(a.matchId);
    const inTime = last !== undefined && last - a.at < STEADY_LATENCY_MS;
    if (!inTime) from = null;
    else from ??= a;
  }
  return from ? round(from.at - restartAt) : null;
}

const fiveHundreds = (statuses: Record<string, number>) =>
  Object.entries(statuses).reduce((sum, [code, n]) => sum + (code.startsWith('5') ? n : 0), 0);

function sum(records: Record<string, number>[]) {
  const out: Record<string, number> = {};
  for (const r of records) for (const [k, n] of Object.entries(r)) out[k] = (out[k] ?? 0) + n;
  return out;
}

export function summarize(input: {
  options: ViewersOptions;
  fileLimit: number;
  openSeconds: number;
  reports: WorkerReport[];
  answers: Answered[];
  expected: number;
  liveEvents: number;
  liveCpuMs: number;
  liveSeconds: number;
  generatorCpuMs: number;
  livePeakRss: number;
  restartPeakRss: number;
  restart: { restartAt: number; downAt: number; readyAt: number };
  reporter: ReporterTally;
}): ViewersRun {
  const { options, reports, restart } = input;
  const slowest = new Map<string, number>();
  for (const r of reports)
    for (const [match, at] of Object.entries(r.slowest))
      slowest.set(match, Math.max(slowest.get(match) ?? -Infinity, at));
  const reconnects = reports
    .flatMap((r) => r.reconnectedAt)
    .map((at) => at - restart.restartAt)
    .sort((a, b) => a - b);
  const check = reports.reduce(
    (acc, r) => ({
      duplicates: acc.duplicates + r.check.duplicates,
      gaps: acc.gaps + r.check.gaps,
      outOfOrder: acc.outOfOrder + r.check.outOfOrder,
      unexpected: acc.unexpected + r.check.unexpected,
      complete: acc.complete + r.check.complete,
      resets: acc.resets + r.resets,
    }),
    { duplicates: 0, gaps: 0, outOfOrder: 0, unexpected: 0, complete: 0, resets: 0 },
  );
  const streamStatuses = sum(reports.map((r) => r.statuses));
  const durations = [...input.reporter.durations].sort((a, b) => a - b);
  const perThousand = options.viewers / 1000;
  return {
    stream: options.privateStream ? 'private' : 'public',
    viewers: options.viewers,
    processes: options.processes,
    workers: options.workers,
    rate: options.rate,
    duration: options.duration,
    restartDuration: options.restartDuration,
    openFileLimit: input.fileLimit,
    openSeconds: round(input.openSeconds, 1),
    results: {
      reported: input.reporter.answered,
      sent: input.reporter.sent,
      statuses: input.reporter.statuses,
      connectErrors: input.reporter.connectErrors,
      p99Ms: percentileOf(durations, 0.99),
    },
    events: {
      expected: input.expected,
      live: input.liveEvents,
      received: reports.reduce((a, r) => a + r.received, 0),
    },
    check,
    live: {
      ...latencySummary(mergeLatencies(reports.map((r) => r.latencies.live))),
      seconds: round(input.liveSeconds, 1),
      peakRssMiB: round(input.livePeakRss / MiB),
      cpuMs: input.liveCpuMs,
      serverCores: round(input.liveCpuMs / 1000 / input.liveSeconds, 2),
      generatorCores: round(input.generatorCpuMs / 1000 / input.liveSeconds, 2),
      cpuMsPerEventPer1000Viewers: input.liveEvents
        ? round(input.liveCpuMs / input.liveEvents / perThousand, 3)
        : 0,
    },
    restart: {
      ...latencySummary(mergeLatencies(reports.map((r) => r.latencies.restart))),
      peakRssMiB: round(input.restartPeakRss / MiB),
      downAfterMs: round(restart.downAt - restart.restartAt),
      readyAfterMs: round(restart.readyAt - restart.restartAt),
      viewersReconnected: reconnects.length,
      reconnectP50Ms: percentileOf(reconnects, 0.5),
      reconnectP99Ms: percentileOf(reconnects, 0.99),
      allReconnectedAfterMs: reconnects.length ? round(reconnects[reconnects.length - 1]!) : null,
      steadyAfterMs: steadyFrom(input.answers, slowest, restart.restartAt),
      streamStatuses,
      streamConnectErrors: reports.reduce((a, r) => a + r.connectErrors, 0),
      serverErrors: fiveHundreds(streamStatuses) + fiveHundreds(input.reporter.statuses),
    },
  };
}
