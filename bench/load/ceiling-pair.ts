/**
 * The ceiling paired with each endpoint: a bare `node:http` server replaying the list page's bytes
 * (`ceiling.ts`) runs next to the API server(s) for a whole data set and is measured, with the
 * same duration and connections, right before each endpoint. The machine's speed drifts by tens
 * of per cent within minutes, so each endpoint is compared with a ceiling measured seconds
 * earlier, not with one measured once for the whole run.
 */
import { writeFileSync } from 'node:fs';
import type { DatasetIds } from '../data/generate.js';
import { measure, type Measurement, type RunOptions } from './measure.js';
import { startCeiling, type RunningServer } from './server-process.js';

const CEILING = 'ceiling (node:http, same bytes)';
const bodyFile = (dir: string) => `${dir}/.ceiling-body`;
const headersFile = (dir: string) => `${dir}/.ceiling-headers`;

/** Saves the list page as the real server sends it: the ceiling server replays these bytes and headers. */
export async function capturePage(url: string, ids: DatasetIds, dir: string) {
  const res = await fetch(`${url}/api/v1/tournaments?pageSize=20`, {
    headers: { 'x-api-key': ids.apiKey },
  });
  if (!res.ok) throw new Error(`list page answered ${res.status}: ${await res.text()}`);
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries([...res.headers.entries()].filter(([k]) => !skip.has(k)));
  writeFileSync(bodyFile(dir), Buffer.from(await res.arrayBuffer()));
  writeFileSync(headersFile(dir), JSON.stringify(headers));
}

/** Starts the ceiling server on the bytes `capturePage` saved in `dir`. */
export const startPairedCeiling = (dir: string) => startCeiling(bodyFile(dir), headersFile(dir));

/**
 * Measures the ceiling, then `name` on `servers`, under the same options; the endpoint's
 * `ceilingRps` and `ratioToCeiling` refer to that ceiling run.
 */
export async function measurePaired(
  servers: RunningServer[],
  ceiling: RunningServer,
  name: string,
  options: RunOptions,
): Promise<{ ceiling: Measurement; result: Measurement }> {
  const c = { ...(await measure([ceiling], 'tournament list', options)), endpoint: CEILING };
  const result = await measure(servers, name, options);
  result.ceilingRps = c.rps;
  result.ceilingP50 = c.p50;
  if (c.rps > 0) result.ratioToCeiling = Math.round((result.rps / c.rps) * 1000) / 1000;
  return { ceiling: c, result };
}

/** The report's ceiling: the first paired run's figures (CPU ms/req, RSS, latency) and the spread of req/s over every run. */
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
