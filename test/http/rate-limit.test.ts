import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../src/features/tenants/api-key.js';
import { loadConfig } from '../../src/config.js';
import {
  ADMIN_TOKEN,
  buildTestApp,
  call,
  expectError,
  expectOk,
  type TestApp,
} from '../helpers/test-app.js';

/** A well-formed key that no tenant holds. */
const madeUpKey = () => generateApiKey().key;

describe('rate limit per API key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_AUTH_FAILURES: '100' });
  });
  afterAll(() => t.close());

  it('answers 429 in the envelope with Retry-After once a key has spent its budget', async () => {
    const { apiKey } = await t.newTenant(['integration']);
    const games = () => call(t.app, apiKey, { url: '/api/v1/games', remoteAddress: '192.0.2.1' });
    const first = await games();
    expectOk(first);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expectOk(await games());
    const limited = await games();
    expect(expectError(limited, 429).message).toBe('Too many requests, slow down');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another key at the same address has its own budget, and failures are not charged to it.
    const other = await t.newTenant(['integration']);
    expectOk(await call(t.app, other.apiKey, { url: '/api/v1/games', remoteAddress: '192.0.2.1' }));
    const guess = await call(t.app, madeUpKey(), {
      url: '/api/v1/games',
      remoteAddress: '192.0.2.1',
    });
    expectError(guess, 401);
  });

  it('counts calls to public routes per address', async () => {
    const docs = (remoteAddress: string) => t.app.inject({ url: '/docs/json', remoteAddress });
    expect((await docs('192.0.2.2')).statusCode).toBe(200);
    expect((await docs('192.0.2.2')).statusCode).toBe(200);
    expectError(await docs('192.0.2.2'), 429);
    expect((await docs('192.0.2.3')).statusCode).toBe(200);
  });
});

describe('budgets of failed authentications, per credential and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_AUTH_FAILURES: '3',
      RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: '6',
    });
  });
  afterAll(() => t.close());

  const games = (key: string | null, remoteAddress: string) =>
    call(t.app, '', { key, url: '/api/v1/games', remoteAddress });

  it('refuses a wrong key once it has failed too often, while a valid key at its address works', async () => {
    const revoked = madeUpKey();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await games(revoked, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    const refused = await games(revoked, '198.51.100.1');
    const body = expectError(refused, 429);
    expect(body.message).toBe('Too many failed authentications with this credential, retry later');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A key the process has not seen yet is checked, and works: only the bad key is throttled.
    const { apiKey } = await t.newTenant(['integration']);
    expectOk(await games(apiKey, '198.51.100.1'));
    // The bad key is refused from anywhere.
    expectError(await games(revoked, '198.51.100.9'), 429);
  });

  it('refuses every credential from an address that failed with too many different ones', async () => {
    const address = '198.51.100.2';
    for (let i = 0; i < 6; i++) expectError(await games(madeUpKey(), address), 401);
    const refused = await games(madeUpKey(), address);
    expect(expectError(refused, 429).message).toBe(
      'Too many failed authentications from this address, retry later',
    );
    // A correct guess would look like any other: a key not seen before is refused unchecked.
    const { apiKey } = await t.newTenant(['integration']);
    expectError(await games(apiKey, address), 429);
    expectOk(await games(apiKey, '198.51.100.3'));
  });

  it('counts a malformed key like any wrong one, and never a missing one', async () => {
    const address = '198.51.100.4';
    for (let i = 0; i < 8; i++) expectError(await games(null, address), 401);
    for (let i = 0; i < 3; i++) expectError(await games('not-a-key', address), 401);
    expectError(await games('not-a-key', address), 429);
    expectError(await games(`${t.tenant.apiKey}x`, address), 401);
  });

  it('counts wrong admin tokens per address, and then refuses the right one from that address', async () => {
    const tenants = (token: string, remoteAddress: string) =>
      t.app.inject({
        url: '/api/v1/admin/tenants',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress,
      });
    const wrong = expectError(await tenants('guess-0123456789abcdef', '198.51.100.5'), 401);
    // Says where the token comes from: a generated one changes at every start.
    expect(wrong.message).toMatch(/ADMIN_TOKEN the server runs with/);
    expect(wrong.message).toMatch(/Authorization: Bearer/);
    for (let i = 1; i < 3; i++)
      expectError(await tenants(`guess-${i}-0123456789abcdef`, '198.51.100.5'), 401);
    expectError(await tenants(ADMIN_TOKEN, '198.51.100.5'), 429);
    expectOk(await tenants(ADMIN_TOKEN, '198.51.100.6'));
    // A right token takes its count back: the operator never spends its own budget.
    for (let i = 0; i < 5; i++) expectOk(await tenants(ADMIN_TOKEN, '198.51.100.7'));
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    for (let i = 0; i < 6; i++)
      expectError(await games(madeUpKey(), `2001:db8:7:7::${i + 1}`), 401);
    expectError(await games(madeUpKey(), '2001:db8:7:7:ffff::1'), 429);
    expectError(await games(madeUpKey(), '2001:db8:7:8::1'), 401);
  });

  it('does not count a valid key that lacks the scope (403)', async () => {
    const { apiKey } = await t.newTenant(['integration']);
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, apiKey, {
        url: '/api/v1/tournaments/00000000-0000-4000-8000-000000000000/registrations',
        remoteAddress: '198.51.100.8',
      });
      expectError(res, 403);
    }
  });

  it('counts per forwarded client address when TRUST_PROXY is set', async () => {
    const proxied = await buildTestApp({
      RATE_LIMIT_AUTH_FAILURES: '5',
      RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: '1',
      TRUST_PROXY: 'true',
    });
    try {
      const from = (ip: string) =>
        call(proxied.app, madeUpKey(), {
          url: '/api/v1/games',
          headers: { 'x-forwarded-for': ip },
        });
      expectError(await from('203.0.113.1'), 401);
      expectError(await from('203.0.113.1'), 429);
      expectError(await from('203.0.113.2'), 401);
    } finally {
      await proxied.close();
    }
  });
});

describe('RATE_LIMIT_AUTH_FAILURES and RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS', () => {
  it('default to 20 and 200 and name the variable of a bad value', () => {
    expect(loadConfig({}).rateLimit.authFailures).toBe(20);
    expect(loadConfig({}).rateLimit.authFailuresPerAddress).toBe(200);
    expect(() => loadConfig({ RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: '-1' })).toThrow(
      /RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS/,
    );
    expect(loadConfig({ RATE_LIMIT_AUTH_FAILURES: '5' }).rateLimit.authFailures).toBe(5);
    expect(() => loadConfig({ RATE_LIMIT_AUTH_FAILURES: 'many' })).toThrow(
      /RATE_LIMIT_AUTH_FAILURES/,
    );
  });
});
