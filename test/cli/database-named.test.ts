import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { describeDatabase } from '../../src/cli/context.js';
import { TEST_WEBHOOK_SECRET_KEYS } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function tenantList(isTTY: boolean, json = false) {
  let out = '';
  let err = '';
  const code = await runCli(['tenant', 'list', ...(json ? ['--json'] : [])], {
    stdout: { write: (s: string) => (out += s) },
    stderr: Object.assign({ write: (s: string) => (err += s) }, isTTY ? { isTTY } : {}),
    env: { DATABASE_URL: database.url, WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS },
    ...(database.schema ? { schema: database.schema } : {}),
  });
  return { code, out, err };
}

describe('the database a command opens', () => {
  it('is named on a terminal, the SQLite file by its full path, PostgreSQL without a password', async () => {
    const run = await tenantList(true);
    expect(run.code, run.err).toBe(0);
    expect(run.err).toBe(`Database: ${describeDatabase(database.url, database.schema)}\n`);
    expect(describeDatabase('sqlite:data/t.db')).toBe(`SQLite file ${process.cwd()}/data/t.db`);
    expect(describeDatabase('postgres://app:s3cret@db.example:5432/tourney', 'blue')).toBe(
      'PostgreSQL postgres://app:***@db.example:5432/tourney (schema blue)',
    );
  });

  it('is not printed to a script or with --json: their output stays what they parse', async () => {
    for (const run of [await tenantList(false), await tenantList(false, true)]) {
      expect(run.code, run.err).toBe(0);
      expect(run.err).toBe('');
    }
    const json = await tenantList(true, true);
    expect(() => JSON.parse(json.out)).not.toThrow();
  });
});
