import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { writeFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectJsonFailure, runTourney } from '../helpers/cli.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Every command that starts by reading the configuration and opening the database. */
const COMMANDS = [['serve'], ['worker'], ['migrate'], ['tenant', 'list']];

const quiet = { LOG_LEVEL: 'silent', HOST: '127.0.0.1' };

async function listening(): Promise<Server> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
const portOf = (server: Server) => (server.address() as { port: number }).port;

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = await listening();
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start`'s process (src/server.ts) with `env`: resolves to its exit code and output. */
async function startServerProcess(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, ...quiet, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, out, err };
}

const NO_STACK = /^\s+at /m;

describe('a bad configuration', () => {
  const bad = { PORT: 'abc', ADMIN_TOKEN: 'short-secret', WEBHOOK_WORKER: 'maybe' };
  const lines = [
    'error: PORT must be a whole number from 0 to 65535 (0 picks any free port); got "abc"',
    'error: ADMIN_TOKEN must be at least 16 characters long (for example the output of `openssl rand -hex 24`); its value is not shown',
    'error: WEBHOOK_WORKER must be true or false (or 1 or 0); got "maybe"',
  ];

  it('stops every command with one line per bad variable and no secret', async () => {
    for (const command of COMMANDS) {
      const result = await runTourney(command, database, bad);
      expectFailure(result, /^error: PORT /, 3);
      expect(result.err).toBe(`${lines.join('\n')}\n`);
      expect(result.err).not.toContain('short-secret');
    }
  });

  it('is one JSON error with --json', async () => {
    const error = expectJsonFailure(await runTourney(['migrate', '--json'], database, bad));
    expect(error).toEqual({ message: lines.map((l) => l.slice('error: '.length)).join('\n') });
  });

  it('stops the server process (npm start) with exit code 1 and no stack', async () => {
    const result = await startServerProcess(bad);
    expect(result.code).toBe(1);
    expect(result.err).toBe(`${lines.join('\n')}\n`);
    expect(result.out).toBe('');
  });
});

describe('a port in use', () => {
  it('stops `tourney serve` with one line naming the port and PORT, and lets it exit', async () => {
    const occupied = await listening();
    try {
      const port = portOf(occupied);
      const result = await runTourney(['serve'], database, { ...quiet, PORT: String(port) });
      expectFailure(
        result,
        new RegExp(
          `^error: Port ${port} on 127.0.0.1 is already in use: stop the process using it, or set PORT to a free port\\.$`,
          'm',
        ),
      );
      const json = expectJsonFailure(
        await runTourney(['serve', '--json'], database, { ...quiet, PORT: String(port) }),
      );
      expect(json.message).toMatch(/^Port \d+ on 127\.0\.0\.1 is already in use/);
    } finally {
      occupied.close();
    }
  });

  it('stops the server process (npm start) with exit code 1 and no stack', async () => {
    const occupied = await listening();
    // The process migrates its database before it listens: on PostgreSQL that would be the
    // default schema, shared by every test file, so it gets an SQLite file of its own.
    const file = join(tmpdir(), `tourney-port-${randomBytes(6).toString('hex')}.db`);
    try {
      const port = portOf(occupied);
      const result = await startServerProcess({
        PORT: String(port),
        DATABASE_URL: `sqlite:${file}`,
      });
      expect(result.code).toBe(1);
      expect(result.err).toBe(
        `error: Port ${port} on 127.0.0.1 is already in use: stop the process using it, or set PORT to a free port.\n`,
      );
      expect(result.err).not.toMatch(NO_STACK);
    } finally {
      occupied.close();
      for (const ext of ['', '-wal', '-shm']) rmSync(file + ext, { force: true });
    }
  });
});

describe('an unreachable PostgreSQL', () => {
  it('stops every command with one line naming the address and DATABASE_URL', async () => {
    const port = await closedPort();
    const url = `postgres://tourney:pg-secret@127.0.0.1:${port}/tourney`;
    for (const command of COMMANDS) {
      const result = await runTourney(command, { url }, quiet);
      expectFailure(
        result,
        new RegExp(
          `^error: PostgreSQL at 127\\.0\\.0\\.1:${port} refused the connection: start PostgreSQL, or fix the host and port in DATABASE_URL\\.$`,
          'm',
        ),
      );
      expect(result.err).not.toContain('pg-secret');
    }
  });
});

// Creating and missing databases needs the PostgreSQL server: this is the PostgreSQL run's test.
describe.runIf(testDatabaseUrl)('a missing PostgreSQL database', () => {
  it('stops every command with the createdb hint', async () => {
    const name = `tourney_missing_${randomBytes(6).toString('hex')}`;
    const url = new URL(testDatabaseUrl as string);
    url.pathname = `/${name}`;
    for (const command of COMMANDS) {
      expectFailure(
        await runTourney(command, { url: url.href }, quiet),
        new RegExp(
          `^error: PostgreSQL database "${name}" does not exist: create it \\(\`createdb ${name}\` or \`CREATE DATABASE "${name}";\`\\), or name an existing one in DATABASE_URL\\.$`,
          'm',
        ),
      );
    }
  });
});

describe('an SQLite file that cannot be used', () => {
  it('names DATABASE_URL when the folder cannot be made or the file is no database', async () => {
    const file = join(tmpdir(), `tourney-not-a-db-${randomBytes(6).toString('hex')}`);
    writeFileSync(file, 'plain text, not SQLite '.repeat(100));
    try {
      expectFailure(
        await runTourney(['migrate'], { url: `sqlite:${file}/inside/tourney.db` }),
        /^error: The folder .+ for the SQLite database cannot be created \(ENOTDIR\): create it, make its parent writable, or change DATABASE_URL\.$/m,
      );
      expectFailure(
        await runTourney(['migrate'], { url: `sqlite:${file}` }),
        /^error: The file in DATABASE_URL is not an SQLite database: point DATABASE_URL at a database file or a new path\.$/m,
      );
    } finally {
      rmSync(file, { force: true });
    }
  });
});
