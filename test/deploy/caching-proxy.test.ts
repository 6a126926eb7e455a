import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_PATH, nginxInstalled, runCachingProxyTests } from '../helpers/nginx.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';

// deploy/nginx-cache.conf, run by a real nginx in front of a real server: only the paths and
// ports the operator would change are changed.
const S_MAXAGE = 1;
const SWR = 1;
// How long a change may take to show through the proxy: its s-maxage and stale window, plus a
// slack for the origin's answer and the poll's own step on a busy machine.
const STALENESS_BOUND_MS = (S_MAXAGE + SWR) * 1000 + 1500;
const BURST = 5000;
const CONCURRENCY = 50;

const SAMPLE = readFileSync('deploy/nginx-cache.conf', 'utf8');

function replaceOnce(text: string, from: string, to: string) {
  expect(text, `deploy/nginx-cache.conf holds "${from}"`).toContain(from);
  return text.replace(from, to);
}

/** The sample inside a main configuration whose files all live in `dir`. */
function nginxConf(dir: string, originPort: number, proxyPort: number) {
  let site = replaceOnce(SAMPLE, '/var/cache/nginx/tourney', join(dir, 'cache'));
  site = replaceOnce(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${originPort};`);
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${proxyPort};`);
  // Workers run as the master's user: a root master would otherwise hand them to `nobody`,
  // who may not write the cache in this private directory.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client-body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  ${site}
}
`;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let dir: string;
let nginx: ChildProcess | undefined;
let proxy: string;
let agent: Agent;
const nginxOutput: string[] = [];
/** Requests the origin received, by URL. */
const originHits = new Map<string, number>();
const hitsOf = (url: string) => originHits.get(url) ?? 0;

async function throughProxy(path: string, headers: Record<string, string> = {}) {
  const res = await request(`${proxy}${path}`, { dispatcher: agent, headers });
  const body = await res.body.text();
  return { status: res.statusCode, headers: res.headers, body };
}

/** The proxy answers once nginx has started. */
async function proxyReady() {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx?.exitCode !== null) break;
    try {
      await throughProxy('/health/live');
      return;
    } catch {
      await sleep(50);
    }
  }
  throw new Error(`nginx did not start: ${nginxOutput.join('')}`);
}

beforeAll(async () => {
  if (!nginxInstalled())
    throw new Error(`No nginx at ${NGINX_PATH}: apt-get install -y nginx-light (CI installs it)`);
  t = await buildTestApp({
    PUBLIC_CACHE_S_MAXAGE: String(S_MAXAGE),
    PUBLIC_CACHE_SWR: String(SWR),
  });
  t.app.server.on('request', (req: { url?: string }) => {
    const url = req.url ?? '';
    originHits.set(url, hitsOf(url) + 1);
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const originPort = (t.app.server.address() as AddressInfo).port;
  dir = await mkdtemp(join(tmpdir(), 'caching-proxy-'));
  await mkdir(join(dir, 'cache'));
  const proxyPort = await freePort();
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, nginxConf(dir, originPort, proxyPort));
  nginx = spawn(NGINX_PATH, ['-p', dir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout?.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
  nginx.stderr?.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
  proxy = `http://127.0.0.1:${proxyPort}`;
  agent = new Agent({ connections: CONCURRENCY });
  await proxyReady();
}, 30_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await agent?.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function publishedTournament() {
  const { id } = await newTournament(t.database.db, t.tenant.tenantId);
  const data = expectOk(
    await call(t.app, t.tenant.apiKey, {
      method: 'PUT',
      url: `/api/v1/tournaments/${id}/publication`,
      payload: { isPublic: true },
    }),
  );
  return { id, path: `/api/v1/public/tournaments/${data.shareSlug as string}` };
}

/** Polls the proxy until `seen` holds of its answer, for at most the staleness bound. */
async function shownWithinBound(
  path: string,
  seen: (answer: { status: number; body: string }) => boolean,
) {
  const deadline = Date.now() + STALENESS_BOUND_MS;
  for (;;) {
    const answer = await throughProxy(path);
    if (seen(answer)) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

describe.runIf(runCachingProxyTests())('deploy/nginx-cache.conf in front of the server', () => {
  it(`answers ${BURST} requests for one public tournament with a handful of origin hits per s-maxage`, async () => {
    const { path } = await publishedTournament();
    const first = await throughProxy(path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${S_MAXAGE}, stale-while-revalidate=${SWR}`,
    );
    expect(first.headers.vary).toBeUndefined();
    const before = hitsOf(path);
    const started = Date.now();
    let next = 0;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < BURST) {
          const { status } = await throughProxy(path);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const periods = Math.ceil((Date.now() - started) / (S_MAXAGE * 1000));
    expect(Object.fromEntries(statuses)).toEqual({ 200: BURST });
    // At most one refresh per s-maxage (plus the one in flight when the burst began), and each
    // refresh one request thanks to the cache lock: two per period leaves room for both.
    expect(hitsOf(path) - before).toBeLessThanOrEqual(2 * (periods + 1));
  }, 30_000);

  it('shows a change to the tournament through the proxy within s-maxage + stale-while-revalidate', async () => {
    const { id, path } = await publishedTournament();
    expect((await throughProxy(path)).status).toBe(200);
    expect((await throughProxy(path)).headers['x-cache-status']).toBe('HIT');
    const description = `Final moved to the main stage ${Date.now()}`;
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'PUT',
        url: `/api/v1/tournaments/${id}`,
        payload: { description },
      }),
    );
    const shows = (answer: { status: number; body: string }) =>
      answer.status === 200 &&
      (JSON.parse(answer.body) as { data: { tournament: { description: string } } }).data.tournament
        .description === description;
    // The live page refetches after an event at a URL of its own (`after`): fresh at once.
    expect(shows(await throughProxy(`${path}?after=${randomUUID()}`))).toBe(true);
    expect(await shownWithinBound(path, shows)).toBe(true);
  }, 30_000);

  it('stops serving a hidden tournament within s-maxage + stale-while-revalidate', async () => {
    const { id, path } = await publishedTournament();
    expect((await throughProxy(path)).status).toBe(200);
    expect((await throughProxy(path)).headers['x-cache-status']).toBe('HIT');
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'PUT',
        url: `/api/v1/tournaments/${id}/publication`,
        payload: { isPublic: false },
      }),
    );
    expect(await shownWithinBound(path, (answer) => answer.status === 404)).toBe(true);
    const gone = await throughProxy(path);
    expect(gone.status).toBe(404);
    expect(gone.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${S_MAXAGE}`);
  }, 30_000);

  it('never stores a keyed answer: each one reaches the server', async () => {
    const { id } = await publishedTournament();
    const path = `/api/v1/tournaments/${id}`;
    const before = hitsOf(path);
    for (let i = 0; i < 3; i++) {
      const res = await throughProxy(path, { 'x-api-key': t.tenant.apiKey });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-cache-status']).not.toBe('HIT');
      expect(JSON.parse(res.body).data.tournamentId).toBe(id);
    }
    expect(hitsOf(path) - before).toBe(3);
    // Nor is a request without the key answered from a keyed one.
    const keyless = await throughProxy(path);
    expect(keyless.status).toBe(401);
    expect(keyless.headers['x-cache-status']).not.toBe('HIT');
    expect(hitsOf(path) - before).toBe(4);
  });
});
