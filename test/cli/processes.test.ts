import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTourney, stopProcess } from '../scale/processes.js';
import { createTestDatabase, processDatabaseUrl, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const env = () => ({
  DATABASE_URL: processDatabaseUrl(database),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
});

describe('--json on the long-running commands', () => {
  it('`serve --json` announces where it listens as one JSON line, and the server answers', async () => {
    const serve = await startTourney(
      'serve',
      ['serve', '--no-worker', '--json'],
      env(),
      /^\{.*\}$/m,
    );
    try {
      const banner = JSON.parse(serve.match[0]);
      expect(banner).toEqual({
        listening: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/),
        docs: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/docs$/),
        console: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/console$/),
        adminToken: expect.any(String),
      });
      const ready = await fetch(banner.listening.replace('/api/v1', '/health/ready'));
      expect(ready.status).toBe(200);
    } finally {
      expect(await stopProcess(serve)).toBe(0);
    }
  });

  it('`serve` prints a first-owner invite command that names the address it listens on', async () => {
    const serve = await startTourney(
      'serve',
      ['serve', '--no-worker'],
      env(),
      /^First owner: .*$/m,
    );
    try {
      const address = /Tourney is listening on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(
        serve.output(),
      )?.[1];
      expect(address).toBeDefined();
      expect(serve.output()).toContain(
        `npm run cli -- staff invite <tenantId> you@example.com --role owner --url ${address}`,
      );
    } finally {
      expect(await stopProcess(serve)).toBe(0);
    }
  });

  it('`worker --json` says it runs and stops as JSON lines', async () => {
    const worker = await startTourney('worker', ['worker', '--json'], env(), /^\{"worker".*\}$/m);
    expect(JSON.parse(worker.match[0])).toEqual({ worker: 'running', pid: worker.child.pid });
    expect(await stopProcess(worker)).toBe(0);
    expect(worker.output()).toContain('{"worker":"stopping"}\n');
  });
});
