import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN_TOKEN, E2E_WEBHOOK_SECRET_KEYS } from './constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The database the server uses, for scenarios that look at rows: `sqlite:<file>` or a PostgreSQL URL with its schema. */
    databaseUrl: string;
  }
}

const SERVER_ENTRY = 'dist/cli/main.js';
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A fresh database for the run: a temp SQLite file, or a new schema in TEST_DATABASE_URL. */
async function createDatabase() {
  const suffix = randomBytes(6).toString('hex');
  if (!testDatabaseUrl) {
    const file = join(tmpdir(), `tourney-e2e-${suffix}.db`);
    return {
      url: `sqlite:${file}`,
      drop: async () => {
        for (const ext of ['', '-wal', '-shm']) rmSync(file + ext, { force: true });
      },
    };
  }
  const schema = `e2e_${suffix}`;
  await withPostgres((c) => c.query(`create schema ${schema}`));
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.href,
    drop: () => withPostgres((c) => c.query(`drop schema if exists ${schema} cascade`)),
  };
}

async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts `tourney serve --json` on a free port and resolves with the address it announces. */
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  if (!existsSync(SERVER_ENTRY) || !existsSync('dist/console/index.html')) {
    throw new Error(
      'The build is missing: run `npm run build`, or `npm run test:e2e` (it builds first)',
    );
  }
  const child = spawn(process.execPath, [SERVER_ENTRY, 'serve', '--json'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      WEBHOOK_SECRET_KEYS: E2E_WEBHOOK_SECRET_KEYS,
      // The scenarios' webhook receivers listen on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_FAILURES: '100000',
      RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const banner = /^\{"listening":"(http:\/\/[^"]+)\/api\/v1"/m.exec(output);
      if (banner) {
        clearTimeout(timer);
        resolve(banner[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it listened:\n${output}`));
    });
  });
  return { child, base };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(kill);
}

export default async function setup(project: TestProject) {
  const database = await createDatabase();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  project.provide('baseUrl', server.base);
  project.provide('databaseUrl', database.url);
  return async () => {
    await stopServer(server.child);
    await database.drop();
  };
}
