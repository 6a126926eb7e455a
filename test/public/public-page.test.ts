import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CSP } from '../../src/features/console-app/console-app.routes.js';
import { publicPageRoutes } from '../../src/features/public/public-page.routes.js';
import { registerErrorHandling } from '../../src/http/error-handler.js';
import { registerResponseHeaders } from '../../src/http/security-headers.js';
import { staffSession } from '../helpers/console.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';

const PAGE = '<!doctype html><div id="public-root"></div>';
const EMBED = 'customElements.define("tourney-bracket", class extends HTMLElement {});';

let t: TestApp;
let buildDir: string;
let pages: FastifyInstance;

/** The page routes over the test app's database, with helmet's headers as the app sets them, on a build of their own. */
async function servePages(dir: string) {
  const app = Fastify();
  app.decorate('deps', t.app.deps);
  registerErrorHandling(app);
  registerResponseHeaders(app);
  await app.register(publicPageRoutes, { buildDir: dir });
  return app;
}

beforeAll(async () => {
  t = await buildTestApp();
  buildDir = await mkdtemp(join(tmpdir(), 'public-build-'));
  await writeFile(join(buildDir, 'public.html'), PAGE);
  await writeFile(join(buildDir, 'embed.js'), EMBED);
  pages = await servePages(buildDir);
});
afterAll(async () => {
  await pages.close();
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

async function published(tenant = t.tenant) {
  const { id } = await newTournament(t.database.db, tenant.tenantId);
  const data = expectOk(
    await call(t.app, tenant.apiKey, {
      method: 'PUT',
      url: `/api/v1/tournaments/${id}/publication`,
      payload: { isPublic: true },
    }),
  );
  return { id, slug: data.shareSlug as string };
}

async function allowFraming(tenantId: string, frameAncestors: string[]) {
  const owner = await staffSession(t.app, t.database.db, tenantId, 'owner');
  expectOk(
    await call(t.app, '', {
      key: null,
      headers: owner.headers,
      method: 'PUT',
      url: '/api/v1/settings/embedding',
      payload: { frameAncestors },
    }),
  );
}

const frameAncestorsOf = (csp: unknown) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith('frame-ancestors '));

describe('the public page at /t/{shareSlug}', () => {
  it("serves the built page, framable by this server and the tenant's origins only", async () => {
    const other = await t.newTenant();
    await allowFraming(t.tenant.tenantId, ['https://club.example', 'https://*.league.example']);
    await allowFraming(other.tenantId, ['https://other.example']);
    const { slug } = await published();
    for (const url of [`/t/${slug}`, `/t/${slug}?embed=1`]) {
      const res = await pages.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(PAGE);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=5, stale-while-revalidate=5',
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
      const csp = res.headers['content-security-policy'];
      expect(frameAncestorsOf(csp)).toBe(
        "frame-ancestors 'self' https://club.example https://*.league.example",
      );
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    }
    // The other tenant's pages get the other tenant's origins.
    const theirs = await published(other);
    const res = await pages.inject({ url: `/t/${theirs.slug}` });
    expect(frameAncestorsOf(res.headers['content-security-policy'])).toBe(
      "frame-ancestors 'self' https://other.example",
    );
  });

  it('lets only this server frame the page when the tenant lists no origin', async () => {
    const tenant = await t.newTenant();
    const { slug } = await published(tenant);
    const res = await pages.inject({ url: `/t/${slug}` });
    expect(frameAncestorsOf(res.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
  });

  it('answers a plain 404 page for an unknown, unpublished or old slug', async () => {
    const hidden = await published();
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'PUT',
        url: `/api/v1/tournaments/${hidden.id}/publication`,
        payload: { isPublic: false },
      }),
    );
    const renewed = await published();
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/tournaments/${renewed.id}/publication/slug`,
      }),
    );
    const bodies = new Set<string>();
    for (const slug of ['no-such-tournament', hidden.slug, renewed.slug]) {
      const res = await pages.inject({ url: `/t/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Not found');
      // Kept briefly by a CDN and never served stale: a page just published shows soon.
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
  });

  it('leaves the console policy as it was', () => {
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
  });
});

describe('the embed script at /embed.js', () => {
  it('is served for other sites to load, cached briefly', async () => {
    const res = await pages.inject({ url: '/embed.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(EMBED);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('without a build', () => {
  it('says how to build instead of a bare error, and still 404s an unknown slug', async () => {
    const bare = await servePages(join(buildDir, 'missing'));
    const { slug } = await published();
    const page = await bare.inject({ url: `/t/${slug}` });
    expect(page.statusCode).toBe(503);
    expect(page.json().message).toContain('npm run build');
    expect((await bare.inject({ url: '/embed.js' })).statusCode).toBe(503);
    expect((await bare.inject({ url: '/t/unknown-slug-here' })).statusCode).toBe(404);
    await bare.close();
  });
});

describe('through the whole app', () => {
  it('routes /t/{shareSlug} and /embed.js outside /api/v1 without credentials', async () => {
    const res = await t.app.inject({ url: '/t/unknown-slug-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
