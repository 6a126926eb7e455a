import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_WEBHOOK_SECRET_KEYS, type TestApp } from '../helpers/test-app.js';
import { processDatabaseUrl } from '../helpers/test-db.js';
import {
  createConfig,
  deliveriesOf,
  emit,
  sleep,
  startServer,
  type TestServer,
} from './harness.js';

let t: TestApp;
let server: TestServer;
beforeAll(async () => {
  t = await buildTestApp();
  server = await startServer((_req, res) => res.writeHead(204).end());
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('tourney worker', () => {
  it('delivers from its own process and stops cleanly on SIGTERM', async () => {
    const config = await createConfig(t, t.tenant.apiKey, { url: server.url() });
    await emit(t, t.tenant.tenantId, 'team.created', { teamId: 'from-cli' });
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'worker', '--poll-interval', '50'],
      {
        env: {
          ...process.env,
          DATABASE_URL: processDatabaseUrl(t.database),
          WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
          WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const deadline = Date.now() + 20_000;
      while (server.received.length === 0 && Date.now() < deadline) await sleep(25);
      expect(server.received).toHaveLength(1);
      expect(JSON.parse(server.received[0]!.rawBody.toString())).toMatchObject({
        event: 'team.created',
        data: { teamId: 'from-cli' },
      });
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('"msg":"webhook worker started"');
    expect(stderr).toContain('webhook worker stopping');
    const [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery.status).toBe('succeeded');
  }, 40_000);
});
