import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_CSP,
  consoleAppRoutes,
} from '../../src/features/console-app/console-app.routes.js';
import { registerErrorHandling } from '../../src/http/error-handler.js';

const INDEX = '<!doctype html><div id="root"></div>';
let buildDir: string;

async function serve(dir: string): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(consoleAppRoutes, { buildDir: dir });
  return app;
}

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'console-build-'));
  await mkdir(join(buildDir, 'assets'));
  await writeFile(join(buildDir, 'index.html'), INDEX);
  await writeFile(join(buildDir, 'assets', 'index-abc123.js'), 'console.log(1)');
});
afterAll(() => rm(buildDir, { recursive: true, force: true }));

describe('the built console at /console', () => {
  it('answers index.html for the root and for every deep link, under a strict policy', async () => {
    const app = await serve(buildDir);
    for (const url of ['/console', '/console/', '/console/tournaments/42/bracket']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('serves hashed assets cached for good', async () => {
    const app = await serve(buildDir);
    const res = await app.inject({ url: '/console/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
  });

  it('says how to build the console when there is no build', async () => {
    const app = await serve(join(buildDir, 'missing'));
    const res = await app.inject({ url: '/console/tournaments' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('npm run build'),
    });
  });
});
