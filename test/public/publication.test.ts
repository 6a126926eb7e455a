import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../helpers/console.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  type TestApp,
} from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SLUG = /^[A-Za-z0-9_-]{16}$/;

const publication = (tournamentId: string) => `/api/v1/tournaments/${tournamentId}/publication`;

const publish = (tournamentId: string, isPublic: boolean, key = t.tenant.apiKey) =>
  call(t.app, key, { method: 'PUT', url: publication(tournamentId), payload: { isPublic } });

const publicRead = (slug: string) =>
  call(t.app, '', { key: null, url: `/api/v1/public/tournaments/${slug}` });

function expectPublication(data: any) {
  expect(Object.keys(data).sort()).toEqual(['embedSnippets', 'isPublic', 'pageUrl', 'shareSlug']);
  expect(typeof data.isPublic).toBe('boolean');
}

describe('publishing a tournament', () => {
  it('starts private with no slug', async () => {
    const { id } = await newTournament(t.database.db, t.tenant.tenantId);
    const data = expectOk(await call(t.app, t.tenant.apiKey, { url: publication(id) }));
    expectPublication(data);
    expect(data).toEqual({ isPublic: false, shareSlug: null, pageUrl: null, embedSnippets: null });
  });

  it('creates the slug on the first publish and keeps it across unpublish and publish', async () => {
    const { id } = await newTournament(t.database.db, t.tenant.tenantId);
    const first = expectOk(await publish(id, true));
    expectPublication(first);
    expect(first.isPublic).toBe(true);
    expect(first.shareSlug).toMatch(SLUG);
    expect(first.pageUrl).toBe(`http://localhost:80/t/${first.shareSlug}`);
    expect(first.embedSnippets.iframe).toContain(`src="${first.pageUrl}?embed=1"`);
    expect(first.embedSnippets.script).toBe(
      `<script src="http://localhost:80/embed.js" async></script>\n<tourney-bracket slug="${first.shareSlug}"></tourney-bracket>`,
    );
    expectOk(await publicRead(first.shareSlug));

    const hidden = expectOk(await publish(id, false));
    expect(hidden).toMatchObject({ isPublic: false, shareSlug: first.shareSlug });
    expectError(await publicRead(first.shareSlug), 404);

    const again = expectOk(await publish(id, true));
    expect(again.shareSlug).toBe(first.shareSlug);
    expectOk(await publicRead(first.shareSlug));
  });

  it('gives a new slug on request, and the old one stops answering', async () => {
    const { id } = await newTournament(t.database.db, t.tenant.tenantId);
    const { shareSlug: old } = expectOk(await publish(id, true));
    const renewed = expectOk(
      await call(t.app, t.tenant.apiKey, { method: 'POST', url: `${publication(id)}/slug` }),
    );
    expectPublication(renewed);
    expect(renewed.isPublic).toBe(true);
    expect(renewed.shareSlug).toMatch(SLUG);
    expect(renewed.shareSlug).not.toBe(old);
    const gone = expectError(await publicRead(old), 404);
    expect(gone.message).toBe('Tournament not found');
    expectOk(await publicRead(renewed.shareSlug));
  });

  it('draws slugs that differ from tournament to tournament', async () => {
    const slugs = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { id } = await newTournament(t.database.db, t.tenant.tenantId);
      slugs.add(expectOk(await publish(id, true)).shareSlug);
    }
    expect(slugs.size).toBe(5);
  });

  it('is for organisers: a manage key or any staff session, not an integration-only key', async () => {
    const { id } = await newTournament(t.database.db, t.tenant.tenantId);
    const integration = await t.newTenant(['integration']);
    // The integration-only key belongs to another tenant: give it one of its own tournaments.
    const own = await newTournament(t.database.db, integration.tenantId);
    expectError(await publish(own.id, true, integration.apiKey), 403);
    expectError(
      await call(t.app, integration.apiKey, { method: 'POST', url: `${publication(own.id)}/slug` }),
      403,
    );
    expectError(await call(t.app, integration.apiKey, { url: publication(own.id) }), 403);

    const organiser = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'organiser');
    const data = expectOk(
      await call(t.app, '', {
        key: null,
        headers: organiser.headers,
        method: 'PUT',
        url: publication(id),
        payload: { isPublic: true },
      }),
    );
    expect(data.isPublic).toBe(true);
    expectError(await publish(id, true, 'tk_bogus_key'), 401);
  });

  it("is a 404 for another tenant's tournament or a missing one", async () => {
    const other = await t.newTenant();
    const theirs = await newTournament(t.database.db, other.tenantId);
    expectError(await publish(theirs.id, true), 404);
    expectError(await call(t.app, t.tenant.apiKey, { url: publication(theirs.id) }), 404);
    expectError(
      await call(t.app, t.tenant.apiKey, { method: 'POST', url: `${publication(theirs.id)}/slug` }),
      404,
    );
    const row = await t.database.db
      .selectFrom('tournaments')
      .select(['isPublic', 'shareSlug'])
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ isPublic: 0, shareSlug: null });
  });

  it('validates the body', async () => {
    const { id } = await newTournament(t.database.db, t.tenant.tenantId);
    expectFieldError(
      await call(t.app, t.tenant.apiKey, {
        method: 'PUT',
        url: publication(id),
        payload: { isPublic: 'yes' },
      }),
      'isPublic',
    );
  });
});

describe('the embedding setting', () => {
  const url = '/api/v1/settings/embedding';

  it('starts empty, stores valid origins (once each) and is for admins and owners', async () => {
    const admin = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'admin');
    const as = (headers: Record<string, string>, payload?: object) =>
      call(t.app, '', { key: null, headers, url, ...(payload ? { method: 'PUT', payload } : {}) });
    expect(expectOk(await as(admin.headers))).toEqual({ frameAncestors: [] });
    const origins = ['https://example.com', 'http://localhost:8080', 'https://*.example.org'];
    const saved = expectOk(await as(admin.headers, { frameAncestors: [...origins, origins[0]] }));
    expect(saved).toEqual({ frameAncestors: origins });
    expect(expectOk(await as(admin.headers))).toEqual({ frameAncestors: origins });

    const organiser = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'organiser');
    expectError(await as(organiser.headers), 403);
    expectError(await as(organiser.headers, { frameAncestors: [] }), 403);
    // A key is not a console session: keys manage tournaments, not the tenant's settings.
    expectError(await call(t.app, t.tenant.apiKey, { url }), 403);
  });

  it('names the entry that is not an http(s) origin', async () => {
    const owner = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'owner');
    const put = (frameAncestors: unknown) =>
      call(t.app, '', {
        key: null,
        headers: owner.headers,
        method: 'PUT',
        url,
        payload: { frameAncestors },
      });
    for (const bad of [
      'example.com',
      'ftp://example.com',
      'https://example.com/path',
      'https://example.com/',
      'https://Example.com',
      'https://example.com:443',
      'https://user:pw@example.com',
      'https://*',
      'https://*.com',
      'https://a.*.example.com',
      '*',
      "https://example.com; script-src 'unsafe-inline'",
    ]) {
      const body = expectFieldError(await put(['https://ok.example', bad]), 'frameAncestors.1');
      expect(body.errors[0].message, bad).toEqual(expect.any(String));
    }
    expectFieldError(await put('https://example.com'), 'frameAncestors');
    expect(expectOk(await put([]))).toEqual({ frameAncestors: [] });
  });

  it("keeps each tenant's list its own", async () => {
    const other = await t.newTenant();
    const mine = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'owner');
    const theirs = await staffSession(t.app, t.database.db, other.tenantId, 'owner');
    expectOk(
      await call(t.app, '', {
        key: null,
        headers: mine.headers,
        method: 'PUT',
        url,
        payload: { frameAncestors: ['https://mine.example'] },
      }),
    );
    const seen = expectOk(await call(t.app, '', { key: null, headers: theirs.headers, url }));
    expect(seen).toEqual({ frameAncestors: [] });
  });
});
