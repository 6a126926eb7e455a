import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectError, expectOk, type TestApp } from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_S_MAXAGE: '7', PUBLIC_CACHE_SWR: '3' });
});
afterAll(() => t.close());

const PUBLIC = 'public, max-age=0, s-maxage=7, stale-while-revalidate=3';
const PUBLIC_MISS = 'public, max-age=0, s-maxage=7';
const PRIVATE = 'private, no-store';

async function published(app: TestApp) {
  const { id } = await newTournament(app.database.db, app.tenant.tenantId);
  const data = expectOk(
    await call(app.app, app.tenant.apiKey, {
      method: 'PUT',
      url: `/api/v1/tournaments/${id}/publication`,
      payload: { isPublic: true },
    }),
  );
  return { id, url: `/api/v1/public/tournaments/${data.shareSlug as string}` };
}

describe('Cache-Control of public reads', () => {
  it('lets shared caches keep a published tournament, the same for every viewer, its 304 too', async () => {
    const { url } = await published(t);
    const anonymous = await call(t.app, '', { key: null, url });
    expectOk(anonymous);
    expect(anonymous.headers['cache-control']).toBe(PUBLIC);
    expect(anonymous.headers.vary).toBeUndefined();
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    // A key changes nothing of a public answer: a cache may hand it to anyone.
    const keyed = await call(t.app, t.tenant.apiKey, { url });
    expect(keyed.headers['cache-control']).toBe(PUBLIC);
    expect(keyed.headers.etag).toBe(anonymous.headers.etag);
    const unchanged = await call(t.app, '', {
      key: null,
      url,
      headers: { 'if-none-match': String(anonymous.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['cache-control']).toBe(PUBLIC);
  });

  it("answers the same at a URL of its own with `after`, the live page's last event id", async () => {
    const { url } = await published(t);
    const plain = await call(t.app, '', { key: null, url });
    const after = await call(t.app, '', {
      key: null,
      url: `${url}?after=0b8e7c52-4f1d-4a39-9e26-7d5c1b3a8f40`,
    });
    expect(expectOk(after)).toEqual(expectOk(plain));
    expect(after.headers['cache-control']).toBe(PUBLIC);
    expect(after.headers.etag).toBe(plain.headers.etag);
    const tooLong = await call(t.app, '', { key: null, url: `${url}?after=${'x'.repeat(201)}` });
    expectError(tooLong, 400);
    expect(tooLong.headers['cache-control']).toBe('no-store');
  });

  it('keeps the 404 of an unknown, hidden or old slug briefly and never stale', async () => {
    const hidden = await published(t);
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'PUT',
        url: `/api/v1/tournaments/${hidden.id}/publication`,
        payload: { isPublic: false },
      }),
    );
    for (const url of ['/api/v1/public/tournaments/no-such-tournament', hidden.url]) {
      const res = await call(t.app, '', { key: null, url });
      expectError(res, 404);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_MISS);
    }
  });

  it('lets no shared cache keep a public answer with PUBLIC_CACHE_S_MAXAGE=0', async () => {
    const uncached = await buildTestApp({ PUBLIC_CACHE_S_MAXAGE: '0' });
    try {
      const { url } = await published(uncached);
      const found = await call(uncached.app, '', { key: null, url });
      expectOk(found);
      expect(found.headers['cache-control']).toBe('no-cache');
      const missing = await call(uncached.app, '', { key: null, url: `${url}-old` });
      expectError(missing, 404);
      expect(missing.headers['cache-control']).toBe('no-cache');
    } finally {
      await uncached.close();
    }
  });

  it("stores no public route's 429: it is one address's", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '1' });
    try {
      const url = '/api/v1/public/tournaments/no-such-tournament';
      await call(limited.app, '', { key: null, url });
      const res = await call(limited.app, '', { key: null, url });
      expectError(res, 429);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await limited.close();
    }
  });
});

describe('Cache-Control of every other /api/v1 answer', () => {
  it('is private and never stored: keyed reads, writes, errors and unknown paths', async () => {
    const { id } = await published(t);
    const read = await call(t.app, t.tenant.apiKey, { url: `/api/v1/tournaments/${id}` });
    expect(expectOk(read).tournamentId).toBe(id);
    expect(read.headers['cache-control']).toBe(PRIVATE);
    const write = await call(t.app, t.tenant.apiKey, {
      method: 'PUT',
      url: `/api/v1/tournaments/${id}`,
      payload: { description: 'Moved to the main stage' },
    });
    expectOk(write);
    expect(write.headers['cache-control']).toBe(PRIVATE);
    const unauthorized = await call(t.app, '', { key: null, url: `/api/v1/tournaments/${id}` });
    expectError(unauthorized, 401);
    expect(unauthorized.headers['cache-control']).toBe(PRIVATE);
    const unknown = await call(t.app, t.tenant.apiKey, { url: '/api/v1/no-such-thing' });
    expectError(unknown, 404);
    expect(unknown.headers['cache-control']).toBe(PRIVATE);
  });
});
