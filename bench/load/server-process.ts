import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface RunningServer {
  url: string;
  pid: number;
  /** From spawn to the first successful readiness probe. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/**
 * The settings the benchmark gives the server beyond the database and address. Everything else
 * is the default a user gets (LOG_LEVEL info, the webhook worker in the process, a 32 MB response
 * cache): only the rate limit is lifted, because one API key drives thousands of requests a
 * second here and the default 1 000 a minute would answer 429 within the first second. The limiter
 * still counts every request.
 */
const SERVER_SETTINGS = { RATE_LIMIT_MAX: '1000000000' } as const;

/** Server variables that change what a run measures: the ones a report states (unset: the default). */
const REPORTED = [
  'LOG_LEVEL',
  'WEBHOOK_WORKER',
  'RESPONSE_CACHE_MB',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_MS',
  'RATE_LIMIT_AUTH_FAILURES',
  'REQUEST_TIMEOUT_MS',
  'RATE_LIMIT_REDIS_URL',
];

/** What the servers run with beyond their defaults: the benchmark's settings, the run's (`extra`) and the shell's. */
export function serverOverrides(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = { ...process.env, ...SERVER_SETTINGS, ...extra };
  return Object.fromEntries(
    REPORTED.filter((name) => env[name] !== undefined).map((name) => [name, env[name] as string]),
  );
}

/**
 * Required on PostgreSQL (and on SQLite it spares a generated key file next to the data set).
 * One for every server of a run: processes on one database must read each other's secrets.
 */
const WEBHOOK_SECRET_KEYS = `bench:${randomBytes(32).toString('base64')}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, path: string, anyAnswer = false) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(url + path).then(
      (r) => r.ok || anyAnswer,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} not ready within 60 s`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      // Past the server's own forced exit (request timeout + 5 s), so --cpu-prof still gets written.
      const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** How `npm start` runs the server: the environment it sets, then node's flags. */
export interface ServerCommand {
  env: Record<string, string>;
  flags: string[];
  /** The script as package.json has it, for the reports. */
  script: string;
}

/**
 * The command of `npm start`, the one source of truth for how the server runs: package.json's
 * `scripts.start` must read `[NAME=value ...] node [flags] dist/server.js` (plain words, no
 * other shell syntax).
 */
export function serverCommand(): ServerCommand {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: { start?: unknown } };
  const start = pkg.scripts?.start;
  const words = typeof start === 'string' ? start.trim().split(/\s+/) : [];
  const node = words.indexOf('node');
  const assignments = words.slice(0, Math.max(0, node));
  const flags = words.slice(node + 1, -1);
  if (
    node < 0 ||
    !assignments.every((word) => /^[A-Z_][A-Z0-9_]*=[\w.,:-]*$/.test(word)) ||
    words[words.length - 1] !== 'dist/server.js' ||
    (flags.length > 0 && !flags[0]?.startsWith('-')) ||
    !flags.every((word) => /^[\w@%+=:,./-]+$/.test(word))
  )
    throw new Error(
      `package.json's "start" script must be \`[NAME=value ...] node [flags] dist/server.js\` for the benchmark to run the server the same way, got ${JSON.stringify(start)}`,
    );
  const env = Object.fromEntries(
    assignments.map((word) => [
      word.slice(0, word.indexOf('=')),
      word.slice(word.indexOf('=') + 1),
    ]),
  );
  return { env, flags, script: words.join(' ') };
}

/**
 * Starts the server as `npm start` does (its environment, node flags and `dist/server.js`) on a
 * free loopback port, or `port` (a restart on the same address), against `databaseUrl`;
 * `cpuProfDir` adds `--cpu-prof`, `env` settings of a run's own (the shared rate limit's Redis,
 * stream bounds, an admin token).
 */
export async function startServer(
  databaseUrl: string,
  options: { cpuProfDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const profile = options.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfDir] : [];
  const { env, flags } = serverCommand();
  const child = spawn(process.execPath, [...flags, ...profile, 'dist/server.js'], {
    env: {
      ...process.env,
      ...env,
      ...SERVER_SETTINGS,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_TOKEN: randomBytes(24).toString('hex'),
      WEBHOOK_SECRET_KEYS,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  await waitReady(url, child, '/health/ready');
  return {
    url,
    pid: child.pid as number,
    readyAfterMs: performance.now() - spawned,
    stop: stopper(child),
  };
}

/** Starts the bare `node:http` ceiling server replaying the answers `capture.ts` saved in `answersFile`. */
export const startCeiling = (answersFile: string) =>
  startScript('bench/load/ceiling.ts', [answersFile]);

/** Starts `floor-server.ts`: the user upsert's statement behind a bare Fastify route (`floor.ts`). */
export const startFloor = (databasePath: string, tenantId: string, mode: string) =>
  startScript('bench/load/floor-server.ts', [databasePath, tenantId, mode]);

/** Starts a benchmark script of its own under tsx, with a free loopback port as its first argument. */
async function startScript(script: string, args: string[]): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  await waitReady(url, child, '/', true);
  return {
    url,
    pid: child.pid as number,
    readyAfterMs: performance.now() - spawned,
    stop: stopper(child),
  };
}

const statusField = (pid: number, field: string) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return match ? Number(match[1]) * 1024 : 0;
};

/** Peak resident memory of `pid` while a run lasts: VmHWM (reset first when the kernel allows) and 200 ms samples of VmRSS. */
export function watchMemory(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the samples still give the peak of this run.
  }
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, statusField(pid, 'VmRSS'));
    } catch {
      // The process is gone.
    }
  };
  sample();
  const timer = setInterval(sample, 200);
  return () => {
    clearInterval(timer);
    sample();
    let hwm = 0;
    try {
      hwm = statusField(pid, 'VmHWM');
    } catch {
      hwm = 0;
    }
    return Math.max(peak, hwm);
  };
}
