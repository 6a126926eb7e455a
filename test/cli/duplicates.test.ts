import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    env: { DATABASE_URL: database.url },
    ...(database.schema ? { schema: database.schema } : {}),
  });
  return { code, out, err };
}

const count = async (table: 'games' | 'tenants' | 'currencies') =>
  (await database.db.selectFrom(table).select('id').execute()).length;

describe('the CLI refuses duplicate names, whatever their case', () => {
  it.each([
    [
      'tenant create',
      ['tenant', 'create', 'Acme Esports'],
      ['tenant', 'create', 'ACME esports'],
      /tenant called 'Acme Esports' already exists/,
    ],
    [
      'game add',
      ['game', 'add', 'Rocket Pitch'],
      ['game', 'add', 'rocket pitch'],
      /game called 'Rocket Pitch' already exists/,
    ],
    [
      'currency add',
      ['currency', 'add', 'GEMS', 'Gems', 'G'],
      ['currency', 'add', 'gems', 'Gems', 'g'],
      /Currency GEMS already exists/,
    ],
  ] as const)('%s', async (_label, first, second, message) => {
    const table = { tenant: 'tenants', game: 'games', currency: 'currencies' } as const;
    const created = await run([...first]);
    expect(created.code, created.err).toBe(0);
    const rows = await count(table[first[0]]);
    const refused = await run([...second]);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toBe('');
    expect(refused.err.trim().split('\n')).toHaveLength(1);
    expect(refused.err).toMatch(message);
    expect(await count(table[first[0]])).toBe(rows);
  });
});
