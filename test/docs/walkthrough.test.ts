import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db.js';
import {
  createScratchDatabase,
  startTourney,
  stopProcess,
  type TourneyProcess,
} from '../scale/processes.js';
import { testDatabaseUrl, testEngine } from '../helpers/test-db.js';
import { TEST_WEBHOOK_SECRET_KEYS } from '../helpers/test-app.js';

/**
 * The organiser walkthrough (README, docs/organiser.md) is docs/walkthrough.sh; this runs that
 * very script against a server process on a fresh database, as a newcomer would, and fails when
 * any step breaks.
 */
const SCRIPT = 'docs/walkthrough.sh';
// The CLI through tsx, as the other process tests run it: `npm run cli` would compile first.
const TOURNEY = `${process.execPath} --import tsx src/cli/main.ts`;

let databaseUrl: string;
let dropDatabase: () => Promise<unknown>;
let server: TourneyProcess;
let api: string;

beforeAll(async () => {
  if (testDatabaseUrl) {
    const scratch = await createScratchDatabase(testDatabaseUrl);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'tourney-walkthrough-'));
    databaseUrl = `sqlite:${join(dir, 'tourney.db')}`;
    // The stopped server's last SQLite files can still be closing: retry a non-empty folder.
    // A file that keeps coming back leaves the folder in the system's temporary directory; the
    // checks are done by then.
    dropDatabase = async () => {
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw error;
      }
    };
  }
  const started = await startTourney(
    'server',
    ['serve'],
    { DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    /listening on (http:\/\/\S+\/api\/v1)/,
  );
  server = started;
  api = started.match[1]!;
});

afterAll(async () => {
  if (server) await stopProcess(server);
  await dropDatabase?.();
});

/** Runs the script to its end; resolves to its exit code and everything it printed. */
async function runScript() {
  const child = spawn('bash', [SCRIPT], {
    env: {
      ...process.env,
      API: api,
      TOURNEY,
      DATABASE_URL: databaseUrl,
      WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, out, err };
}

describe(`${SCRIPT} (${testEngine})`, () => {
  it('runs top to bottom against a fresh server and prints the winner', async () => {
    const { code, out, err } = await runScript();
    expect(code, `${out}\n${err}`).toBe(0);

    const database = createDb(databaseUrl, { poolSize: 1 });
    try {
      const tournament = await database.db
        .selectFrom('tournaments')
        .select(['status', 'winnerTeamName'])
        .where('name', '=', 'Friday Cup')
        .executeTakeFirstOrThrow();
      expect(tournament.status).toBe(3);
      expect(tournament.winnerTeamName).toEqual(expect.any(String));
      expect(out.trim().split('\n').at(-1)).toBe(`Winner: ${tournament.winnerTeamName}`);
      const games = await database.db.selectFrom('games').select('name').execute();
      expect(games.map((g) => g.name)).toContain('Counter-Strike 2');
    } finally {
      await database.db.destroy();
    }
  }, 180_000);
});
