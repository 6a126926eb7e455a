/** What the viewers benchmark's main thread and its worker threads say to each other. */

export interface ViewerTarget {
  url: string;
}

export type ToWorker =
  | { type: 'open' }
  | { type: 'status' }
  | { type: 'answered'; matchId: string; at: number; phase: 'live' | 'restart' }
  | { type: 'restart'; at: number }
  | { type: 'finish'; expected: string[] };

export interface WorkerStatus {
  type: 'status';
  open: number;
  reconnected: number;
  /** HTTP statuses of every stream request, by code. */
  statuses: Record<string, number>;
  /** Connections refused or broken before an answer (the server was down). */
  connectErrors: number;
}

/** 1 ms buckets up to two minutes: every (viewer, event) pair is counted, none sampled. */
const HISTOGRAM_MS = 120_000;

export interface Latencies {
  histogram: Uint32Array;
  count: number;
  max: number;
  /** Events that reached a viewer before the result's answer reached the reporter. */
  beforeAnswer: number;
}

export const emptyLatencies = (): Latencies => ({
  histogram: new Uint32Array(HISTOGRAM_MS),
  count: 0,
  max: -Infinity,
  beforeAnswer: 0,
});

export interface StreamCheck {
  duplicates: number;
  gaps: number;
  outOfOrder: number;
  unexpected: number;
  /** Viewers that got every expected event once and in order. */
  complete: number;
}

export interface WorkerReport extends Omit<WorkerStatus, 'type'> {
  type: 'report';
  viewers: number;
  received: number;
  resets: number;
  check: StreamCheck;
  latencies: { live: Latencies; restart: Latencies };
  /** Per result (match id): when its last event reached the last of this worker's viewers. */
  slowest: Record<string, number>;
  /** When each viewer that reconnected after the restart began had its stream back. */
  reconnectedAt: number[];
  connects: number;
}

export function mergeLatencies(all: Latencies[]): Latencies {
  const out = emptyLatencies();
  for (const l of all) {
    for (let i = 0; i < l.histogram.length; i++) out.histogram[i]! += l.histogram[i]!;
    out.count += l.count;
    out.max = Math.max(out.max, l.max);
    out.beforeAnswer += l.beforeAnswer;
  }
  return out;
}

/** The latency (ms) under which `share` of the pairs fall. */
export function percentile(l: Latencies, share: number): number | null {
  if (l.count === 0) return null;
  const rank = Math.ceil(share * l.count);
  let seen = 0;
  for (let i = 0; i < l.histogram.length; i++) {
    seen += l.histogram[i]!;
    if (seen >= rank) return i;
  }
  return l.histogram.length - 1;
}
