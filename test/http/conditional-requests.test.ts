import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityTagOf } from '../../src/http/conditional-requests.js';
import {
  ADMIN_TOKEN,
  buildTestApp,
  call,
  expectOk,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';

let t: TestApp;
let other: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  other = await t.newTenant();
});
afterAll(() => t.close());

const upsertUser = (tenant: TestTenant, displayName: string) =>
  call(t.app, tenant.apiKey, {
    method: 'POST',
    url: '/api/v1/external/users',
    payload: { externalId: 'etag-player', username: 'etagplayer', displayName },
  });

const profile = (tenant: TestTenant, ifNoneMatch?: string) =>
  call(t.app, tenant.apiKey, {
    url: '/api/v1/external/users/etag-player/profile',
    ...(ifNoneMatch === undefined ? {} : { headers: { 'if-none-match': ifNoneMatch } }),
  });

const tagOf = (res: LightMyRequestResponse) => {
  const tag = res.headers.etag;
  expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  return tag as string;
};

describe('conditional GETs', () => {
  it('answer 304 with no body while the answer is unchanged, and 200 with a new tag once a write changes it', async () => {
    expectOk(await upsertUser(t.tenant, 'First'));
    expectOk(await upsertUser(other, 'Other'));
    const first = await profile(t.tenant);
    expect(expectOk(first).displayName).toBe('First');
    const tag = tagOf(first);

    // Another request, another meta (trace id, time): the same tag.
    const again = await profile(t.tenant);
    expect(again.json().meta.traceId).not.toBe(first.json().meta.traceId);
    expect(tagOf(again)).toBe(tag);

    const unchanged = await profile(t.tenant, tag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['content-type']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(tag);

    // Another tenant's write changes nothing this tenant reads.
    expectOk(await upsertUser(other, 'Other renamed'));
    expect((await profile(t.tenant, tag)).statusCode).toBe(304);

    expectOk(await upsertUser(t.tenant, 'Second'));
    const changed = await profile(t.tenant, tag);
    expect(changed.statusCode).toBe(200);
    expect(expectOk(changed).displayName).toBe('Second');
    expect(tagOf(changed)).not.toBe(tag);
    expect((await profile(t.tenant, tagOf(changed))).statusCode).toBe(304);
  });

  it('give a cached answer the tag of the answer it was read from', async () => {
    const { id } = await newTournament(t.database.db, t.tenant.tenantId);
    const detail = () => call(t.app, t.tenant.apiKey, { url: `/api/v1/tournaments/${id}` });
    const miss = await detail();
    const hit = await detail();
    const hitAgain = await detail();
    expect([miss, hit, hitAgain].map((res) => res.headers['x-cache'])).toEqual([
      'miss',
      'hit',
      'hit',
    ]);
    expect(tagOf(hit)).toBe(tagOf(miss));
    expect(tagOf(hitAgain)).toBe(tagOf(miss));
    expect(tagOf(miss)).toBe(entityTagOf(hit.body));
  });

  it('compare tags weakly, in lists, and take * for any', async () => {
    const tag = tagOf(await profile(t.tenant));
    const strong = tag.replace(/^W\//, '');
    expect((await profile(t.tenant, strong)).statusCode).toBe(304);
    expect((await profile(t.tenant, `W/"other", ${tag}`)).statusCode).toBe(304);
    expect((await profile(t.tenant, '*')).statusCode).toBe(304);
    expect((await profile(t.tenant, 'W/"other"')).statusCode).toBe(200);
  });

  it('tag reads of every kind (integration, operator), not refusals or writes', async () => {
    const list = await call(t.app, t.tenant.apiKey, { url: '/api/v1/tournaments' });
    tagOf(list);
    const tenants = await t.app.inject({
      url: '/api/v1/admin/tenants',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const tenantsTag = tagOf(tenants);
    const unchanged = await t.app.inject({
      url: '/api/v1/admin/tenants',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'if-none-match': tenantsTag },
    });
    expect(unchanged.statusCode).toBe(304);
    const missing = await call(t.app, t.tenant.apiKey, {
      url: '/api/v1/external/users/nobody/profile',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const write = await upsertUser(t.tenant, 'Third');
    expect(write.headers.etag).toBeUndefined();
  });

  it('make the tag from the envelope without its meta', () => {
    const body = (traceId: string, name: string) =>
      `{"success":true,"message":"OK","data":{"name":"${name}"},"meta":{"traceId":"${traceId}"}}`;
    expect(entityTagOf(body('a', 'x'))).toBe(entityTagOf(body('b', 'x')));
    expect(entityTagOf(body('a', 'x'))).not.toBe(entityTagOf(body('a', 'y')));
  });
});
