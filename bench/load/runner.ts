/**
 * One load run in a process of its own, so the load generator never shares the server's CPU
 * thread: `runner.ts --url http://127.0.0.1:PORT[,http://127.0.0.1:PORT2] --ids <file> --scenario <name> --duration 10`.
 * Prints one JSON line with the measured figures.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { numberArg, parseArgs } from '../args.js';
import type { DatasetIds } from '../data/generate.js';
import { scenarios, type Scenario } from './scenarios.js';

export interface RunFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

type Options = { apiKey: string; duration: number; connections: number; token: string };

/** One autocannon instance on `url`; `next` numbers the requests across every instance of the run. */
function drive(
  url: string,
  connections: number,
  scenario: Scenario,
  options: Options,
  next: () => number,
  latencies: number[],
) {
  const instance = autocannon({
    url,
    connections,
    duration: options.duration,
    headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json' },
    requests: [
      {
        method: scenario.method,
        setupRequest: (req) => {
          const { path, body } = scenario.request(next(), options.token);
          return { ...req, path, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
        },
      },
    ],
  });
  // autocannon's own histogram keeps whole milliseconds; keep the exact response times too.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
    latencies.push(time),
  );
  return instance;
}

/** Drives every URL at once (the connections split between them) and sums the figures. */
async function run(urls: string[], scenario: Scenario, options: Options) {
  let n = 0;
  const latencies: number[] = [];
  const results = await Promise.all(
    urls.map((url, i) =>
      drive(
        url,
        Math.floor(options.connections / urls.length) +
          (i < options.connections % urls.length ? 1 : 0),
        scenario,
        options,
        () => n++,
        latencies,
      ),
    ),
  );
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const result of results)
    for (const [code, s] of Object.entries(result.statusCodeStats ?? {}))
      statusCodes[code] = (statusCodes[code] ?? 0) + (s as { count: number }).count;
  const sum = (pick: (r: (typeof results)[number]) => number) =>
    results.reduce((total, r) => total + pick(r), 0);
  const requests = sum((r) => r.requests.total);
  const duration = Math.max(...results.map((r) => r.duration));
  const figures: RunFigures = {
    requests,
    rps: Math.round((requests / duration) * 10) / 10,
    p50: Math.round(percentile(sorted, 50) * 100) / 100,
    p99: Math.round(percentile(sorted, 99) * 100) / 100,
    errors: sum((r) => r.errors + r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statusCodes,
    bytesPerSecond: Math.round(sum((r) => r.throughput.average)),
  };
  return figures;
}

const args = parseArgs(process.argv.slice(2));
const ids = JSON.parse(readFileSync(args.get('ids') as string, 'utf8')) as DatasetIds;
const name = args.get('scenario') as string;
const scenario = scenarios(ids).find((s) => s.name === name);
if (!scenario) throw new Error(`Unknown scenario ${name}`);
const figures = await run((args.get('url') as string).split(','), scenario, {
  apiKey: ids.apiKey,
  duration: numberArg(args, 'duration', 10),
  connections: numberArg(args, 'connections', 50),
  token: args.get('token') ?? Date.now().toString(36),
});
process.stdout.write(`${JSON.stringify(figures)}\n`);
