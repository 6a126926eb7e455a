import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateApiKey } from '../../src/features/tenants/api-key.js';
import { buildTestApp, call, expectError, expectOk, type TestApp } from '../helpers/test-app.js';

const UNKNOWN_WEBHOOK = '00000000-0000-4000-8000-000000000000';

/** The rate-limit headers of an answer, absent ones left out. */
const limitHeaders = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => /^x-ratelimit-|^retry-after$/.test(name)),
  );

describe('rate-limit headers, windows and budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW_MS: '60000',
      RATE_LIMIT_AUTH_FAILURES: '2',
    });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Stops the clock (only Date: the app's timers and I/O run on); `advance` moves it. */
  const stopClock = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    return (ms: number) => vi.setSystemTime(Date.now() + ms);
  };

  it('says the budget, what is left and the seconds to the window end; a new window serves again', async () => {
    const advance = stopClock();
    const { apiKey } = await t.newTenant(['integration']);
    const games = (method: 'GET' | 'HEAD' = 'GET') =>
      call(t.app, apiKey, { method, url: '/api/v1/games' });
    const first = await games();
    expectOk(first);
    expect(limitHeaders(first)).toEqual({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '2',
      'x-ratelimit-reset': '60',
    });
    advance(10_500);
    // A HEAD draws on the same budget as its GET.
    const head = await games('HEAD');
    expect(head.statusCode).toBe(200);
    expect(limitHeaders(head)).toMatchObject({
      'x-ratelimit-remaining': '1',
      'x-ratelimit-reset': '50',
    });
    expect(limitHeaders(await games())).toMatchObject({ 'x-ratelimit-remaining': '0' });
    for (let i = 0; i < 2; i++) {
      const refused = await games();
      expect(expectError(refused, 429).message).toBe('Too many requests, slow down');
      expect(limitHeaders(refused)).toEqual({
        'x-ratelimit-limit': '3',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '50',
        'retry-after': '50',
      });
    }
    advance(49_499);
    const lastMoment = await games();
    expectError(lastMoment, 429);
    expect(lastMoment.headers['retry-after']).toBe('1');
    advance(1);
    const again = await games();
    expectOk(again);
    expect(limitHeaders(again)).toEqual({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '2',
      'x-ratelimit-reset': '60',
    });
  });

  it("counts a route's own budget apart from the general one, each way", async () => {
    stopClock();
    const { apiKey } = await t.newTenant(['integration']);
    const games = () => call(t.app, apiKey, { url: '/api/v1/games' });
    const testWebhook = () =>
      call(t.app, apiKey, {
        method: 'POST',
        url: `/api/v1/external/webhooks/${UNKNOWN_WEBHOOK}/test`,
        payload: {},
      });
    // The webhook does not exist: a 404 is an answer from past the limit.
    for (const remaining of ['9', '8']) {
      const res = await testWebhook();
      expectError(res, 404);
      expect(limitHeaders(res)).toEqual({
        'x-ratelimit-limit': '10',
        'x-ratelimit-remaining': remaining,
        'x-ratelimit-reset': '60',
      });
    }
    for (const remaining of ['2', '1', '0']) {
      const res = await games();
      expectOk(res);
      expect(res.headers['x-ratelimit-remaining']).toBe(remaining);
    }
    expectError(await games(), 429);
    for (let i = 7; i >= 0; i--) {
      const res = await testWebhook();
      expectError(res, 404);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(i));
    }
    const refused = await testWebhook();
    expectError(refused, 429);
    expect(limitHeaders(refused)).toMatchObject({
      'x-ratelimit-limit': '10',
      'x-ratelimit-remaining': '0',
      'retry-after': '60',
    });
  });

  it('never limits the probes and the OpenAPI document, sends them no headers, charges nobody', async () => {
    const address = '198.51.100.30';
    for (const url of ['/health/live', '/health/ready', '/api/v1/openapi.json']) {
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ url, remoteAddress: address });
        expect(res.statusCode, url).toBe(200);
        expect(limitHeaders(res), url).toEqual({});
      }
    }
    const docs = await t.app.inject({ url: '/docs/json', remoteAddress: address });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('forgets failed authentications once their window has ended', async () => {
    const advance = stopClock();
    const revoked = generateApiKey().key;
    const guess = () =>
      call(t.app, revoked, { url: '/api/v1/games', remoteAddress: '198.51.100.31' });
    expectError(await guess(), 401);
    advance(1_000);
    expectError(await guess(), 401);
    const refused = await guess();
    expectError(refused, 429);
    expect(limitHeaders(refused)).toEqual({ 'retry-after': '59' });
    advance(58_999);
    const lastMoment = await guess();
    expectError(lastMoment, 429);
    expect(limitHeaders(lastMoment)).toEqual({ 'retry-after': '1' });
    advance(1);
    expectError(await guess(), 401);
    expectError(await guess(), 401);
    expectError(await guess(), 429);
  });
});
