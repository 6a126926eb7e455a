/** What every report is made of, and the cells and lines its writers share. */
import { cpus } from 'node:os';
import type { DatasetIds } from './data/generate.js';
import type { CeilingSummary, Measurement } from './load/endpoints.js';
import type { MixedMeasurement } from './load/mixed.js';
import type { WebhookRun } from './load/webhooks.js';

export interface DatasetResult {
  dataset: Pick<DatasetIds, 'name' | 'sizes' | 'rows' | 'loadSeconds'>;
  results: Measurement[];
}

export interface MixedReport {
  dataset: DatasetResult['dataset'];
  readPlan: { urls: number; answerMiB: number };
  runs: MixedMeasurement[];
}

export interface Report {
  date: string;
  engine: string;
  machine: { cpus: number; cpuModel: string; node: string };
  /**
   * `processes`: API server processes on the same database, the connections split between them;
   * `server`: the server variables that differ from a user's defaults; `start`: `npm start`'s
   * script, as the servers were run (reports made before it was recorded lack it).
   */
  settings: {
    duration: number;
    warmup: number;
    connections: number;
    threads: number;
    processes: number;
    responseCacheMb?: number;
    server: Record<string, string>;
    start?: string;
  };
  /** The ceilings measured right before each endpoint: the first run's figures and the spread of req/s. */
  ceiling?: CeilingSummary;
  datasets: DatasetResult[];
  profiles?: { endpoint: string; file: string; summary: string }[];
  mixed?: MixedReport;
  calibration?: { dataset: string; runs: CalibrationRun[] };
  webhooks?: WebhookRun;
}

export interface CalibrationRun {
  threads: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU used over the run's wall time, in cores (1 = one core busy the whole run). */
  generatorCores: number;
  ceilingCores: number;
  loadAverage: number;
}

export const machine = () => ({
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? '',
  node: process.version,
});

export const pct = (ratio: number | null | undefined) =>
  ratio === null || ratio === undefined ? '' : `${Math.round(ratio * 1000) / 10} %`;

/**
 * `0`, or the count and what failed (`3 (2×status 409, 1×socket timeout)`); a run that ended with
 * more requests waiting than answered says so: its figures hardly describe the endpoint.
 */
export function errorsCell(m: {
  errors: number;
  failures: Record<string, number>;
  responses?: number;
  unanswered?: number;
}) {
  const reasons = Object.entries(m.failures).map(([reason, n]) => `${n}×${reason}`);
  const stalled =
    m.unanswered !== undefined && m.unanswered > (m.responses ?? 0)
      ? `; ${m.unanswered} unanswered at the end`
      : '';
  return reasons.length ? `${m.errors} (${reasons.join(', ')})${stalled}` : `${m.errors}${stalled}`;
}

export const hasDatabaseCpu = (ms: { databaseCpuMsPerRequest?: number }[]) =>
  ms.some((m) => m.databaseCpuMsPerRequest !== undefined);

/** The lines every load report starts with: machine, generator, server settings, cache. */
export function header(report: Report, title: string) {
  const s = report.settings;
  const server = Object.entries(s.server)
    .map(([k, v]) => `\`${k}=${v}\``)
    .join(', ');
  return [
    `# ${title}, ${report.engine}, ${report.date}`,
    '',
    `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}; loopback; wrk (${s.threads} threads, ${s.connections} connections) in a process of its own, every answer checked (status, envelope, the id asked for); ${s.warmup} s of warm-up, then ${s.duration} s measured.`,
    '',
    `Server as \`npm start\` runs it${s.start ? ` (\`${s.start}\`)` : ''}, with the defaults a user gets except ${server || 'nothing'}${s.server.RATE_LIMIT_MAX ? ' (one API key sends thousands of requests a second here; the limiter still counts each)' : ''}.`,
    '',
    s.responseCacheMb === 0
      ? 'Response cache **off** (`RESPONSE_CACHE_MB=0`): every read goes to the database.'
      : `Response cache on (${s.responseCacheMb ?? 32} MiB); "cache hits" counts \`x-cache: hit\` answers.`,
    '',
  ];
}
