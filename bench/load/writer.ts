/**
 * The paced writer of the mixed workload, in a process of its own: `writer.ts <config.json>`.
 * It sends write n at start + n / rate whatever happened to the ones before (an open loop,
 * as independent users do), over up to 64 keep-alive connections (split evenly when there are
 * several servers, write n going to server n mod their number), and measures each write's
 * latency from the moment it was due, so a server that falls behind shows it in the figures
 * rather than slowing the writer down. Every answer is checked as `requests.lua` checks reads.
 * Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';
import { percentileMs } from './wrk.js';
import { mixedWrite, type WriteKind, type WritePools } from './writes.js';

export interface WriterConfig {
  /** The servers (API processes) the writes are spread over, in turn. */
  urls: string[];
  apiKey: string;
  /** Writes a second; 0 sends none. */
  rate: number;
  duration: number;
  /** The first write's number in the stream (it goes on across runs on the same server). */
  from: number;
  pools: WritePools;
  /** False against the ceiling, which answers every write of a kind with the same recorded bytes. */
  strict: boolean;
}

interface KindFigures {
  responses: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface WriterFigures {
  rate: number;
  /** Writes due within the run, writes answered, and answered per second of the run. */
  sent: number;
  responses: number;
  achievedRate: number;
  /** The latest a write left after it was due, in ms: near 0 when the writer held its pace. */
  maxSendLagMs: number;
  p50: number;
  p99: number;
  errors: number;
  failures: Record<string, number>;
  firstFailure: string;
  byKind: Partial<Record<WriteKind, KindFigures>>;
  /** Answers from each server, in the order of `urls`. */
  responsesByServer: number[];
}

const bucket = (us: number) =>
  us < 10_000 ? Math.floor(us / 10) * 10 : Math.floor(us / 100) * 100;

async function run(c: WriterConfig): Promise<WriterFigures> {
  // Write n is due at start + n / rate whatever happened to the writes before it (an open loop);
  // when 64 are already waiting for answers it waits for a connection, its latency still counted
  // from when it was due. More connections would not add throughput to a server that is behind,
  // only connection storms it must accept.
  const pools = c.urls.map(
    (url) =>
      new Pool(url, {
        connections: Math.ceil(64 / c.urls.length),
        headersTimeout: 60_000,
        bodyTimeout: 60_000,
      }),
  );
  const byServer = c.urls.map(() => 0);
  const all = new Map<number, number>();
  const kinds = new Map<
    WriteKind,
    { hist: Map<number, number>; responses: number; errors: number }
  >();
  const failures: Record<string, number> = {};
  let firstFailure = '';
  let responses = 0;
  let maxLag = 0;
  const fail = (reason: string, detail: string) => {
    failures[reason] = (failures[reason] ?? 0) + 1;
    if (!firstFailure) firstFailure = `${reason} ${detail.slice(0, 300)}`;
  };
  const total = Math.floor(c.rate * c.duration);
  const started = performance.now();
  let lastAnswer = started;
  const inFlight: Promise<void>[] = [];
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / c.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    maxLag = Math.max(maxLag, performance.now() - due);
    const write = mixedWrite(c.from + k, c.pools);
    const figures = kinds.get(write.kind) ?? { hist: new Map(), responses: 0, errors: 0 };
    kinds.set(write.kind, figures);
    const server = k % pools.length;
    const sending = (pools[server] as Pool)
      .request({
        method: write.method,
        path: write.path,
        headers: {
          'x-api-key': c.apiKey,
          ...(write.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(write.body === undefined ? {} : { body: JSON.stringify(write.body) }),
      })
      .then(async (res) => {
        const text = await res.body.text();
        lastAnswer = performance.now();
        const us = Math.round((lastAnswer - due) * 1000);
        for (const hist of [all, figures.hist])
          hist.set(bucket(us), (hist.get(bucket(us)) ?? 0) + 1);
        responses += 1;
        byServer[server] = (byServer[server] ?? 0) + 1;
        figures.responses += 1;
        const reason =
          res.statusCode !== write.status
            ? `${write.kind}: status ${res.statusCode}`
            : !text.startsWith('{"success":true')
              ? `${write.kind}: envelope`
              : c.strict && !text.includes(write.expect)
                ? `${write.kind}: expected text`
                : null;
        if (reason) {
          figures.errors += 1;
          fail(reason, text);
        }
      })
      .catch((error: Error) => {
        figures.errors += 1;
        fail(`${write.kind}: ${error.name}`, error.message);
      });
    inFlight.push(sending);
  }
  await Promise.all(inFlight);
  await Promise.all(pools.map((pool) => pool.close()));
  const seconds = Math.max(c.duration, (lastAnswer - started) / 1000);
  const histogram = (h: Map<number, number>) => [...h.entries()];
  return {
    rate: c.rate,
    sent: total,
    responses,
    achievedRate: Math.round((responses / seconds) * 10) / 10,
    maxSendLagMs: Math.round(maxLag * 10) / 10,
    p50: percentileMs(histogram(all), 50),
    p99: percentileMs(histogram(all), 99),
    errors: Object.values(failures).reduce((sum, n) => sum + n, 0),
    failures,
    firstFailure,
    byKind: Object.fromEntries(
      [...kinds.entries()].map(([kind, f]) => [
        kind,
        {
          responses: f.responses,
          errors: f.errors,
          p50: percentileMs(histogram(f.hist), 50),
          p99: percentileMs(histogram(f.hist), 99),
        },
      ]),
    ),
    responsesByServer: byServer,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as WriterConfig;
  process.stdout.write(`${JSON.stringify(await run(config))}\n`);
}
