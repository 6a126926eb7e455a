/**
 * A worker thread of the viewers benchmark: holds its share of the event streams over
 * `node:http` (one socket each), reconnects as a browser does (after the `retry` hint, with
 * `Last-Event-ID`), records every event id each viewer receives and how long after the result's
 * answer each event arrived. The main thread sends the answers' times and, at the end, the
 * events each viewer should have received.
 */
import { request, type IncomingMessage } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { SseParser, type SseEvent } from './sse-parser.js';
import {
  emptyLatencies,
  type ToWorker,
  type ViewerTarget,
  type WorkerReport,
  type WorkerStatus,
} from './viewer-protocol.js';

const port = parentPort!;
const { targets, headers } = workerData as {
  targets: ViewerTarget[];
  headers: Record<string, string>;
};
const now = () => performance.timeOrigin + performance.now();
const DEFAULT_RETRY_MS = 3000;
/** Connections opening at once: a page load spread, not one burst of SYNs. */
const OPENING_AT_ONCE = 64;

/** Event ids met by this worker, each given a small number once: viewers keep the numbers. */
const eventIndex = new Map<string, number>();
const eventIds: string[] = [];
const matchOfEvent: string[] = [];
let lastMatch = '';

const answered = new Map<string, { at: number; phase: 'live' | 'restart' }>();
const waiting = new Map<string, number[]>();
const latencies = { live: emptyLatencies(), restart: emptyLatencies() };
/** Per result: the latest arrival of its events, over every viewer. */
const slowest = new Map<string, number>();

let restartFrom = Infinity;
let stopping = false;
const statuses: Record<string, number> = {};
let connectErrors = 0;
let resets = 0;
let opening = 0;

interface Viewer {
  target: ViewerTarget;
  received: Int32Array;
  count: number;
  lastId: string | undefined;
  retryMs: number;
  connected: boolean;
  connects: number;
  /** When the viewer had its stream back after the restart began. */
  reconnectedAt: number;
  response: IncomingMessage | null;
}

const viewers: Viewer[] = targets.map((target) => ({
  target,
  received: new Int32Array(256),
  count: 0,
  lastId: undefined,
  retryMs: DEFAULT_RETRY_MS,
  connected: false,
  connects: 0,
  reconnectedAt: 0,
  response: null,
}));

function record(latencyMs: number, phase: 'live' | 'restart') {
  const l = latencies[phase];
  const bucket = Math.min(l.histogram.length - 1, Math.max(0, Math.round(latencyMs)));
  l.histogram[bucket]! += 1;
  l.count += 1;
  if (latencyMs < 0) l.beforeAnswer += 1;
  l.max = Math.max(l.max, latencyMs);
}

function arrived(index: number, at: number) {
  const match = matchOfEvent[index]!;
  const answer = answered.get(match);
  if (!answer) {
    const list = waiting.get(match);
    if (list) list.push(at);
    else waiting.set(match, [at]);
    return;
  }
  record(at - answer.at, answer.phase);
  slowest.set(match, Math.max(slowest.get(match) ?? -Infinity, at));
}

/**
 * The result an event belongs to: the match it names, or for one that names none (standings)
 * the match of the event before it, which its transaction committed alongside.
 */
function indexOf(event: SseEvent): number {
  let index = eventIndex.get(event.id!);
  if (index !== undefined) return index;
  index = eventIds.length;
  eventIndex.set(event.id!, index);
  eventIds.push(event.id!);
  const data = JSON.parse(event.data) as { matchId?: string; match?: { matchId?: string } };
  const match = data.matchId ?? data.match?.matchId;
  if (match) lastMatch = match;
  matchOfEvent.push(match ?? lastMatch);
  return index;
}

function receive(viewer: Viewer, event: SseEvent) {
  const at = now();
  if (event.event === 'reset') {
    resets += 1;
    return;
  }
  if (event.id === undefined) return;
  const index = indexOf(event);
  if (viewer.count === viewer.received.length) {
    const grown = new Int32Array(viewer.received.length * 2);
    grown.set(viewer.received);
    viewer.received = grown;
  }
  viewer.received[viewer.count++] = index;
  viewer.lastId = event.id;
  arrived(index, at);
}

function reconnectLater(viewer: Viewer, delayMs: number) {
  viewer.connected = false;
  viewer.response = null;
  if (!stopping) setTimeout(() => connect(viewer), delayMs);
}

function connect(viewer: Viewer) {
  if (stopping) return;
  opening += 1;
  viewer.connects += 1;
  const url = new URL(viewer.target.url);
  const req = request(url, {
    agent: false,
    headers: {
      accept: 'text/event-stream',
      ...headers,
      ...(viewer.lastId ? { 'last-event-id': viewer.lastId } : {}),
    },
  });
  let settled = false;
  const done = () => {
    if (settled) return false;
    settled = true;
    opening -= 1;
    return true;
  };
  req.on('error', () => {
    if (!done()) return;
    connectErrors += 1;
    reconnectLater(viewer, viewer.retryMs);
  });
  req.on('response', (res) => {
    done();
    const key = String(res.statusCode);
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (res.statusCode !== 200) {
      res.resume();
      const after = Number(res.headers['retry-after']);
      return reconnectLater(viewer, Number.isFinite(after) ? after * 1000 : viewer.retryMs);
    }
    viewer.connected = true;
    viewer.response = res;
    if (now() >= restartFrom && viewer.reconnectedAt === 0) viewer.reconnectedAt = now();
    const parser = new SseParser((event) => receive(viewer, event));
    res.on('data', (chunk: Buffer) => {
      parser.push(chunk);
      if (parser.retryMs !== undefined) viewer.retryMs = parser.retryMs;
    });
    res.on('error', () => undefined);
    res.on('close', () => reconnectLater(viewer, viewer.retryMs));
  });
  req.end();
}

/** Opens every stream, at most OPENING_AT_ONCE at a time; resolves when all are open. */
async function openAll() {
  for (const viewer of viewers) {
    while (opening >= OPENING_AT_ONCE) await new Promise((r) => setTimeout(r, 5));
    connect(viewer);
  }
  while (viewers.some((v) => !v.connected)) await new Promise((r) => setTimeout(r, 20));
}

function status(): WorkerStatus {
  const open = viewers.filter((v) => v.connected).length;
  const back = viewers.filter((v) => v.reconnectedAt > 0).length;
  return { type: 'status', open, reconnected: back, statuses: { ...statuses }, connectErrors };
}

/** Duplicates, gaps, out-of-order and unexpected events of each viewer against the list. */
function check(expected: string[]) {
  const position = eventIds.map((id) => expected.indexOf(id));
  const seen = new Uint8Array(expected.length);
  const totals = { duplicates: 0, gaps: 0, outOfOrder: 0, unexpected: 0, complete: 0 };
  for (const viewer of viewers) {
    seen.fill(0);
    let highest = -1;
    let distinct = 0;
    let ok = true;
    for (let i = 0; i < viewer.count; i++) {
      const at = position[viewer.received[i]!]!;
      if (at < 0) {
        totals.unexpected += 1;
        ok = false;
      } else if (seen[at]) {
        totals.duplicates += 1;
        ok = false;
      } else {
        seen[at] = 1;
        distinct += 1;
        if (at < highest) {
          totals.outOfOrder += 1;
          ok = false;
        }
        highest = Math.max(highest, at);
      }
    }
    totals.gaps += expected.length - distinct;
    if (ok && distinct === expected.length) totals.complete += 1;
  }
  return totals;
}

function report(expected: string[]): WorkerReport {
  const reconnects = viewers.filter((v) => v.reconnectedAt > 0).map((v) => v.reconnectedAt);
  const received = viewers.reduce((sum, v) => sum + v.count, 0);
  return {
    viewers: viewers.length,
    received,
    resets,
    check: check(expected),
    latencies,
    slowest: Object.fromEntries(slowest),
    reconnectedAt: reconnects,
    connects: viewers.reduce((sum, v) => sum + v.connects, 0),
    ...status(),
    type: 'report',
  };
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'open') void openAll().then(() => port.postMessage(status()));
  else if (message.type === 'status') port.postMessage(status());
  else if (message.type === 'answered') {
    answered.set(message.matchId, { at: message.at, phase: message.phase });
    for (const at of waiting.get(message.matchId) ?? []) {
      record(at - message.at, message.phase);
      slowest.set(message.matchId, Math.max(slowest.get(message.matchId) ?? -Infinity, at));
    }
    waiting.delete(message.matchId);
  } else if (message.type === 'restart') restartFrom = message.at;
  else if (message.type === 'finish') {
    stopping = true;
    for (const viewer of viewers) viewer.response?.destroy();
    port.postMessage(report(message.expected));
  }
});
