import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/create-db.js';
import { generateApiKey, keyPrefix } from '../../src/features/tenants/api-key.js';
import { createTenant, issueApiKey } from '../../src/features/tenants/tenant.service.js';
import { throttleAddress } from '../../src/http/client-address.js';
import { RATE_LIMIT_NAMESPACE } from '../../src/http/rate-limit.js';
import {
  buildTestApp,
  call,
  expectError,
  expectOk,
  testWebhookSecrets,
  type TestApp,
} from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-db.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe('RATE_LIMIT_REDIS_URL', () => {
  it('is refused unless it is a redis:// or rediss:// URL, naming the variable', () => {
    expect(() => loadConfig({ RATE_LIMIT_REDIS_URL: 'http://x' })).toThrow(/RATE_LIMIT_REDIS_URL/);
    expect(loadConfig({ RATE_LIMIT_REDIS_URL: 'rediss://cache:6380' }).rateLimit.redisUrl).toBe(
      'rediss://cache:6380',
    );
    expect(loadConfig({}).rateLimit.redisUrl).toBeUndefined();
  });

  it('serves requests without the general limit, and logs it, while Redis is unreachable', async () => {
    const database = await createTestDatabase();
    const logs: string[] = [];
    const config = loadConfig({
      WEBHOOK_WORKER: 'false',
      RATE_LIMIT_MAX: '1',
      RATE_LIMIT_AUTH_FAILURES: '1',
      // Nothing listens on port 1: the connection is refused at once.
      RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:1',
    });
    const app = await buildApp(
      { config, database, webhookSecrets: testWebhookSecrets },
      { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    );
    try {
      await app.ready();
      const { tenantId } = await createTenant(database.db, 'Tenant offline');
      const { apiKey } = await issueApiKey(database.db, tenantId, 'k', ['integration']);
      for (let i = 0; i < 3; i++) {
        const res = await call(app, apiKey, { url: '/api/v1/games' });
        expectOk(res);
        // As documented: the full budget is shown while it is not counted.
        expect(res.headers['x-ratelimit-limit']).toBe('1');
        expect(res.headers['x-ratelimit-remaining']).toBe('1');
      }
      // Failed authentications are still counted, by this process alone.
      const revoked = generateApiKey().key;
      const guess = () => call(app, revoked, { url: '/api/v1/games' });
      expectError(await guess(), 401);
      expectError(await guess(), 429);
      const errors = logs.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].msg).toMatch(/Redis unreachable/);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe.runIf(redisUrl)('rate limit shared through Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let redis: Redis;
  const usedKeys: string[] = [];
  const usedAddresses: string[] = [];

  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    t = await buildTestApp({
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_AUTH_FAILURES: '3',
      RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: '5',
      RATE_LIMIT_REDIS_URL: redisUrl!,
    });
    // A second API process: its own connection to the same database and the same Redis.
    const database = createDb(t.database.url, { schema: t.database.schema });
    second = await buildApp({ config: t.config, database, webhookSecrets: testWebhookSecrets });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await t?.close();
    for (const apiKey of usedKeys) {
      const keys = await counterKeys(apiKey);
      if (keys.length > 0) await redis.del(...keys);
    }
    const failureCounters = [];
    for (const block of usedAddresses) failureCounters.push(...(await authCounters(`${block}::1`)));
    if (failureCounters.length > 0) await redis.del(...failureCounters);
    await redis?.quit();
  });

  const counterKeys = async (apiKey: string) => {
    const found: string[] = [];
    const match = `${RATE_LIMIT_NAMESPACE}*${keyPrefix(apiKey)}*`;
    for await (const keys of redis.scanStream({ match })) found.push(...(keys as string[]));
    return found;
  };

  /** The failed-authentication counters of an address's /64 and of the admin token there. */
  const authCounters = async (address: string) => {
    const found: string[] = [];
    const block = throttleAddress(address);
    for await (const keys of redis.scanStream({ match: `tourney-auth:*${block}` }))
      found.push(...(keys as string[]));
    return found;
  };

  /** A /64 of its own, so runs sharing the Redis (both engines at once) do not meet. */
  const newAddress = () => {
    const block = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    usedAddresses.push(block);
    return `${block}::1`;
  };

  const newKey = async () => {
    const { apiKey } = await t.newTenant(['integration']);
    usedKeys.push(apiKey);
    return apiKey;
  };

  const games = (app: FastifyInstance, apiKey: string) =>
    call(app, apiKey, { url: '/api/v1/games' });

  const remaining = (res: LightMyRequestResponse) => res.headers['x-ratelimit-remaining'];

  it('counts calls to both processes against one budget', async () => {
    const apiKey = await newKey();
    const first = await games(t.app, apiKey);
    expectOk(first);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(remaining(first)).toBe('2');
    const secondCall = await games(second, apiKey);
    expectOk(secondCall);
    expect(remaining(secondCall)).toBe('1');
    const third = await games(t.app, apiKey);
    expectOk(third);
    expect(remaining(third)).toBe('0');

    const limited = await games(second, apiKey);
    const body = expectError(limited, 429);
    expect(body.message).toBe('Too many requests, slow down');
    expect(remaining(limited)).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await games(t.app, apiKey), 429);

    expect(await counterKeys(apiKey)).toHaveLength(1);
  });

  it('gives each API key its own budget', async () => {
    const spent = await newKey();
    const fresh = await newKey();
    for (const app of [t.app, second, t.app]) expectOk(await games(app, spent));
    expectError(await games(second, spent), 429);

    const res = await games(second, fresh);
    expectOk(res);
    expect(remaining(res)).toBe('2');
    expectOk(await games(t.app, fresh));
  });

  it("counts a route's own budget apart, and every counter expires with its window", async () => {
    const apiKey = await newKey();
    const testWebhook = (app: FastifyInstance) =>
      call(app, apiKey, {
        method: 'POST',
        url: '/api/v1/external/webhooks/00000000-0000-4000-8000-000000000000/test',
        payload: {},
      });
    // The webhook does not exist: a 404 is an answer from past the limit.
    const first = await testWebhook(t.app);
    expectError(first, 404);
    expect(first.headers['x-ratelimit-limit']).toBe('10');
    expect(remaining(first)).toBe('9');
    expect(remaining(await testWebhook(second))).toBe('8');
    const general = await games(second, apiKey);
    expectOk(general);
    expect(remaining(general)).toBe('2');
    const reset = Number(general.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);

    const counters = await counterKeys(apiKey);
    expect(counters).toHaveLength(2);
    for (const counter of counters) {
      const ttl = await redis.pttl(counter);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('counts failed authentications at both processes against one budget per credential and address', async () => {
    const address = newAddress();
    const guess = (app: FastifyInstance, key: string) =>
      call(app, key, { url: '/api/v1/games', remoteAddress: address });
    const revoked = generateApiKey().key;
    expectError(await guess(t.app, revoked), 401);
    expectError(await guess(second, revoked), 401);
    expectError(await guess(t.app, revoked), 401);
    const refused = await guess(second, revoked);
    expectError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The address has 2 of its 5 failures left: a valid key still works there.
    expectOk(await guess(second, await newKey()));
    expectError(await guess(t.app, generateApiKey().key), 401);
    expectError(await guess(second, generateApiKey().key), 401);
    expectError(await guess(t.app, await newKey()), 429);

    // Counters in Redis, named without the secret; none under the general limit's names.
    const counters = await authCounters(address);
    expect(counters).toHaveLength(1);
    expect(await redis.get(counters[0]!)).toBe('5');
    expect(await counterKeys(revoked)).toEqual([]);
    const all: string[] = [];
    for await (const keys of redis.scanStream({
      match: `tourney-auth:key:${keyPrefix(revoked)}:*`,
    }))
      all.push(...(keys as string[]));
    expect(all).toHaveLength(1);
    expect(all[0]).not.toContain(revoked);
    expect(await redis.get(all[0]!)).toBe('3');
    await redis.del(...all);
  });
});
