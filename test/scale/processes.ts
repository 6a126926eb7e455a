import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_WEBHOOK_SECRET_KEYS } from '../helpers/test-app.js';

/** A `tourney` command running as a process of its own, with everything it printed so far. */
export interface TourneyProcess {
  name: string;
  child: ChildProcess;
  output(): string;
}

const CLI = ['--import', 'tsx', 'src/cli/main.ts'];

/**
 * Starts `tourney <args>` (node --import tsx, not npx: the pid must be the process itself, so
 * signals reach it) and resolves once its stdout matches `ready`; fails if it exits first.
 */
export async function startTourney(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<TourneyProcess & { match: RegExpMatchArray }> {
  const child = spawn(process.execPath, [...CLI, ...args], {
    env: { ...process.env, WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const proc = { name, child, output: () => text };
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`${name} not ready in time:\n${text}`)),
      timeoutMs,
    );
    const check = () => {
      const found = ready.exec(text);
      if (found) finish(null, found);
    };
    const onExit = (code: number | null) =>
      finish(new Error(`${name} exited with ${code} before it was ready:\n${text}`));
    function finish(error: Error | null, found?: RegExpMatchArray) {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(found!);
    }
    child.stdout!.on('data', check);
    child.once('exit', onExit);
  });
  return { ...proc, match };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves to the exit code (null when killed). */
export async function stopProcess(proc: TourneyProcess, graceMs = 15_000) {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const [code] = await exited;
  clearTimeout(kill);
  return code;
}

/** A PostgreSQL database of its own next to the one `adminUrl` names; drop() removes it. */
export async function createScratchDatabase(adminUrl: string) {
  const name = `tourney_scale_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** A client of one API process over real HTTP; `key` is an API key, or `admin:<token>`. */
export function apiClient(base: string) {
  const client = {
    base,
    sent: 0,
    async call(method: string, path: string, options: { key?: string; body?: unknown } = {}) {
      client.sent += 1;
      const key = options.key ?? '';
      const res = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: {
          ...(key.startsWith('admin:')
            ? { authorization: `Bearer ${key.slice('admin:'.length)}` }
            : { 'x-api-key': key }),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const json = (await res.json()) as any;
      if (res.status >= 300)
        throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
  };
  return client;
}
export type ApiClient = ReturnType<typeof apiClient>;

/** Runs `work` over 0..n-1, `width` at a time. */
export async function inParallel(n: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await work(next++);
    }),
  );
}
