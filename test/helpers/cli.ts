import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { testDatabaseUrl } from './test-db.js';
import { TEST_WEBHOOK_SECRET_KEYS } from './test-app.js';

export interface Run {
  code: number;
  out: string;
  err: string;
}

/** Where a command acts: a database URL, and on PostgreSQL the test's private schema. */
export interface CliTarget {
  url: string;
  schema?: string;
}

/** Runs `tourney <argv>` in-process against `target`, with `env` added to its environment. */
export async function runTourney(
  argv: string[],
  target: CliTarget,
  env: NodeJS.ProcessEnv = {},
): Promise<Run> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    env: { DATABASE_URL: target.url, WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS, ...env },
    ...(target.schema ? { schema: target.schema } : {}),
  });
  return { code, out, err };
}

/** A failed command: non-zero exit, nothing on stdout, `lines` lines on stderr matching `message`. */
export function expectFailure(result: Run, message: RegExp, lines = 1) {
  expect(result.code).not.toBe(0);
  expect(result.out).toBe('');
  expect(result.err.trim().split('\n')).toHaveLength(lines);
  expect(result.err).toMatch(message);
}

/** A failed `--json` command: non-zero exit, nothing on stdout, one JSON error object on stderr. */
export function expectJsonFailure(result: Run): { message: string; code?: string } {
  expect(result.code).not.toBe(0);
  expect(result.out).toBe('');
  expect(result.err.endsWith('\n')).toBe(true);
  const body = JSON.parse(result.err);
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.message).toEqual(expect.any(String));
  return body.error;
}

/** An empty database of the engine under test, for watching the first migration. */
export async function emptyDatabase(): Promise<CliTarget & { drop(): Promise<void> }> {
  const suffix = randomBytes(6).toString('hex');
  if (!testDatabaseUrl) {
    const file = join(tmpdir(), `tourney-cli-${suffix}.db`);
    return {
      url: `sqlite:${file}`,
      drop: async () => ['', '-wal', '-shm'].forEach((ext) => rmSync(file + ext, { force: true })),
    };
  }
  const schema = `test_cli_${suffix}`;
  await adminQuery(`create schema ${schema}`);
  return {
    url: testDatabaseUrl,
    schema,
    drop: () => adminQuery(`drop schema if exists ${schema} cascade`),
  };
}

/** Runs one statement on the PostgreSQL test server (TEST_DATABASE_URL). */
export async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
