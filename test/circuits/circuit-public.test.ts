import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPageRoutes } from '../../src/features/public/public-page.routes.js';
import { registerErrorHandling } from '../../src/http/error-handler.js';
import { buildTestApp, call, expectError, expectOk, type TestApp } from '../helpers/test-app.js';
import { eventsOf, openSse, type SseConnection } from '../streams/sse-client.js';
import { fourTeams, playedCup } from './circuit-world.js';

let t: TestApp;
let base: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  t = await buildTestApp({ STREAM_POLL_MS: '50' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

const api = (opts: Parameters<typeof call>[2]) => call(t.app, t.tenant.apiKey, opts);
const publicRead = (slug: string) =>
  call(t.app, '', { key: null, url: `/api/v1/public/circuits/${slug}` });

describe('a published circuit', () => {
  let circuitId: string;
  let slug: string;
  let cup: Awaited<ReturnType<typeof playedCup>>;

  beforeAll(async () => {
    const { gameId, teams } = await fourTeams(t);
    cup = await playedCup(t, gameId, teams, teams, { play: false });
    circuitId = expectOk(
      await api({
        method: 'POST',
        url: '/api/v1/circuits',
        payload: {
          name: 'Open Tour',
          pointsTable: [{ from: 1, to: 2, points: 10 }],
          tournamentIds: [cup.tournamentId],
        },
      }),
      201,
    ).id;
  });

  it('is a 404 until published, then serves its page data without private fields', async () => {
    const hidden = expectOk(await api({ url: `/api/v1/circuits/${circuitId}/publication` }));
    expect(hidden).toEqual({
      isPublic: false,
      shareSlug: null,
      pageUrl: null,
      embedSnippets: null,
    });
    const published = expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/circuits/${circuitId}/publication`,
        payload: { isPublic: true },
      }),
    );
    slug = published.shareSlug;
    expect(slug).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(published.pageUrl).toMatch(new RegExp(`/c/${slug}$`));
    expect(published.embedSnippets.iframe).toContain(`/c/${slug}?embed=1`);

    await cup.finish();
    const page = expectOk(await publicRead(slug));
    expect(page.circuit).toMatchObject({ shareSlug: slug, name: 'Open Tour', minEvents: 1 });
    expect(page.tournaments).toEqual([
      expect.objectContaining({ tournamentId: cup.tournamentId, status: 3, counted: true }),
    ]);
    expect(page.standings.map((l: any) => [l.rank, l.points])).toEqual([
      [1, 10],
      [2, 10],
      [3, 0],
      [3, 0],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/externalId|ExternalId/);

    const regenerated = expectOk(
      await api({ method: 'POST', url: `/api/v1/circuits/${circuitId}/publication/slug` }),
    );
    expectError(await publicRead(slug), 404);
    slug = regenerated.shareSlug;
    expectOk(await publicRead(slug));
  });

  it('serves the page at /c/{shareSlug} and a 404 page for an unknown slug', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'circuit-page-'));
    await writeFile(join(dir, 'public.html'), '<!doctype html><div id="root"></div>');
    const pages = Fastify();
    pages.decorate('deps', t.app.deps);
    registerErrorHandling(pages);
    await pages.register(publicPageRoutes, { buildDir: dir });
    try {
      const ok = await pages.inject({ url: `/c/${slug}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('id="root"');
      expect((await pages.inject({ url: '/c/no-such-circuit-slug' })).statusCode).toBe(404);
    } finally {
      await pages.close();
    }
  });

  it('streams circuit.standings_updated to the public page, reduced to public fields', async () => {
    const s = await openSse(`${base}/c/${slug}/stream`);
    open.push(s);
    expect(s.status).toBe(200);
    await s.next();
    expectOk(
      await api({ method: 'PUT', url: `/api/v1/circuits/${circuitId}`, payload: { minEvents: 2 } }),
    );
    // On PostgreSQL a stream starts after the latest settled event: the setup's own circuit
    // event may still arrive first, so this one is found by its cause.
    const rulesChanged = (m: { event?: string; data?: string }) =>
      m.event === 'circuit.standings_updated' &&
      (JSON.parse(m.data!) as { cause: string }).cause === 'rules_changed';
    await s.next(rulesChanged);
    const [event] = eventsOf(s).filter(rulesChanged);
    expect(JSON.parse(event!.data!)).toEqual({
      circuitId,
      circuitName: 'Open Tour',
      cause: 'rules_changed',
      tournamentId: null,
    });
    const unknown = await openSse(`${base}/c/no-such-circuit-slug/stream`);
    open.push(unknown);
    expect(unknown.status).toBe(404);
  });

  it('is a 404 again once hidden', async () => {
    expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/circuits/${circuitId}/publication`,
        payload: { isPublic: false },
      }),
    );
    expectError(await publicRead(slug), 404);
  });
});
