import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { RunFigures } from './runner.js';
import { watchMemory, type RunningServer } from './server-process.js';

export interface Measurement extends RunFigures {
  endpoint: string;
  /** Peak resident set of the server process during this run, in MiB (the largest one with several). */
  peakRssMiB: number;
  /** Server CPU (user + system, every server process) per completed request: unlike req/s, it does not move with other load on the machine. */
  cpuMsPerRequest: number;
  /** Seconds the server stayed busy after the load stopped (requests still queued when the run ended). */
  drainSeconds: number;
  /** The machine's 1-minute load average when the run ended (the server and runner add about 2). */
  loadAverage: number;
  /** Req/s of the ceiling measured right before this run (see `ceiling-pair.ts`). */
  ceilingRps?: number;
  /** The paired ceiling run's p50, in ms: growth compares p50 over it, which cancels the machine's drift. */
  ceilingP50?: number;
  /** `rps` over `ceilingRps`. */
  ratioToCeiling?: number;
}

export interface RunOptions {
  idsFile: string;
  duration: number;
  connections: number;
  token: string;
}

/** CPU time the process has used so far, in ms (utime + stime, 100 ticks a second). */
export function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until the server uses under 10 % of a core, so one run's queued requests never spill into the next. */
async function drain(pid: number, limitMs = 180_000) {
  const started = performance.now();
  let last = cpuMs(pid);
  while (performance.now() - started < limitMs) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (now - last < 50) break;
    last = now;
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

const totalCpuMs = (servers: RunningServer[]) =>
  servers.reduce((sum, server) => sum + cpuMs(server.pid), 0);

/**
 * Drives `servers` (one, or several on the same database, the connections split between them)
 * with one scenario from a separate runner process and samples their memory meanwhile.
 */
export async function measure(
  servers: RunningServer[],
  scenario: string,
  options: RunOptions,
): Promise<Measurement> {
  const args = [
    '--import',
    'tsx',
    'bench/load/runner.ts',
    '--url',
    servers.map((server) => server.url).join(','),
    '--ids',
    options.idsFile,
    '--scenario',
    scenario,
    '--duration',
    String(options.duration),
    '--connections',
    String(options.connections),
    '--token',
    options.token,
  ];
  const watchers = servers.map((server) => watchMemory(server.pid));
  const cpuBefore = totalCpuMs(servers);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`runner for ${scenario} exited with ${code}`)),
    );
  });
  const cpu = totalCpuMs(servers) - cpuBefore;
  const drainSeconds = Math.max(...(await Promise.all(servers.map((s) => drain(s.pid)))));
  const peak = Math.max(...watchers.map((stop) => stop()));
  const figures = JSON.parse(output.trim().split('\n').pop() as string) as RunFigures;
  return {
    endpoint: scenario,
    ...figures,
    peakRssMiB: Math.round((peak / 1048576) * 10) / 10,
    cpuMsPerRequest: Math.round((cpu / Math.max(1, figures.requests)) * 1000) / 1000,
    drainSeconds,
    loadAverage: Math.round((loadavg()[0] as number) * 10) / 10,
  };
}
