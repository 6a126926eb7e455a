import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { THROTTLE_WINDOW_MS } from '../../src/features/staff/sign-in-throttle.js';
import { generateApiKey } from '../../src/features/tenants/api-key.js';
import { newStaff, STAFF_PASSWORD } from '../helpers/console.js';
import { ADMIN_TOKEN, buildTestApp, type TestApp } from '../helpers/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;
const PER_CREDENTIAL = 20;
const PER_ADDRESS = 200;

/** How many answers had each status: a 401 is a secret that was checked, a 429 one that was not. */
const tally = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

const counters: { counted: string; env: Record<string, string> }[] = [
  { counted: 'in memory', env: {} },
  ...(redisUrl ? [{ counted: 'in Redis', env: { RATE_LIMIT_REDIS_URL: redisUrl } }] : []),
];

describe.each(counters)('throttles under concurrent guesses, counted $counted', ({ env }) => {
  let t: TestApp;
  const logs: { level: number; msg: string; [field: string]: unknown }[] = [];
  // Each run its own addresses: runs on both engines may share one Redis.
  const run = Math.floor(Math.random() * 200) + 10;
  const address = (n: number) => `10.${run}.${Math.floor(n / 250)}.${(n % 250) + 1}`;

  beforeAll(async () => {
    t = await buildTestApp(
      {
        ...env,
        RATE_LIMIT_AUTH_FAILURES: String(PER_CREDENTIAL),
        RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
      },
      { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/console/session', payload, remoteAddress });

  it('checks at most 10 of 200 concurrent wrong passwords for one account, then refuses the right one until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const { email } = await newStaff(t.database.db, t.tenant.tenantId);
    const from = address(0);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn({ email, password: `guess-${i}` }, from)),
    );
    const counts = tally(answers);
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(counts[401]).toBeGreaterThan(0);
    expect(counts[401]! + counts[429]!).toBe(200);

    const right = () => signIn({ email, password: STAFF_PASSWORD }, address(1));
    const refused = await right();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(THROTTLE_WINDOW_MS / 1000 - 60);
    vi.setSystemTime(Date.now() + THROTTLE_WINDOW_MS - 1000);
    expect((await right()).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 1000);
    expect((await right()).statusCode).toBe(200);

    const lines = logs.filter((l) => l.throttle === 'sign-in' && l.account === email);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, kind: 'account' });
    expect(JSON.stringify(logs)).not.toContain('guess-');
  });

  it('checks at most 10 of 100 concurrent wrong passwords for one account from 100 addresses', async () => {
    const { email } = await newStaff(t.database.db, t.tenant.tenantId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn({ email, password: `guess-${i}` }, address(100 + i)),
      ),
    );
    const counts = tally(answers);
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(counts[401]! + counts[429]!).toBe(100);
    expect((await signIn({ email, password: STAFF_PASSWORD }, address(300))).statusCode).toBe(429);
  });

  it('checks at most 50 of 200 concurrent sign-ins from one address, whatever the accounts', async () => {
    const from = address(400);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn({ email: `ghost-${run}-${i}@example.com`, password: 'x' }, from),
      ),
    );
    const counts = tally(answers);
    expect(counts[401]).toBeLessThanOrEqual(50);
    expect(counts[401]! + counts[429]!).toBe(200);
    const operator = await signIn({ adminToken: ADMIN_TOKEN }, from);
    expect(operator.statusCode).toBe(429);
  });

  it(`checks at most ${PER_CREDENTIAL} of 200 concurrent wrong admin tokens from one address`, async () => {
    const from = address(500);
    const tenants = (token: string) =>
      t.app.inject({
        url: '/api/v1/admin/tenants',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: from,
      });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => tenants(`guess-${i}-0123456789abcdef`)),
    );
    const counts = tally(answers);
    expect(counts[401]).toBeLessThanOrEqual(PER_CREDENTIAL);
    expect(counts[401]! + counts[429]!).toBe(200);
    expect((await tenants(ADMIN_TOKEN)).statusCode).toBe(429);
  });

  it(`checks at most ${PER_CREDENTIAL} of one wrong key and ${PER_ADDRESS} of many, concurrently, and a valid key keeps working`, async () => {
    const from = address(600);
    const games = (key: string, remoteAddress = from) =>
      t.app.inject({ url: '/api/v1/games', headers: { 'x-api-key': key }, remoteAddress });
    const revoked = generateApiKey().key;
    // Presented together, one key is one guess: checked once for all the requests it came in.
    const oneKey = tally(await Promise.all(Array.from({ length: 100 }, () => games(revoked))));
    expect(oneKey[401]! + (oneKey[429] ?? 0)).toBe(100);
    // Presented again and again, each is checked until the budget is spent.
    const again: number[] = [];
    for (let i = 0; i < PER_CREDENTIAL + 5; i++) again.push((await games(revoked)).statusCode);
    expect(again.filter((status) => status === 401).length).toBeLessThan(PER_CREDENTIAL);
    expect(again.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    // One bad key does not lock its address out.
    const { apiKey } = await t.newTenant(['integration']);
    expect((await games(apiKey)).statusCode).toBe(200);

    const guessing = address(601);
    const many = tally(
      await Promise.all(Array.from({ length: 300 }, () => games(generateApiKey().key, guessing))),
    );
    expect(many[401]).toBeLessThanOrEqual(PER_ADDRESS);
    expect(many[401]! + many[429]!).toBe(300);
    const other = await t.newTenant(['integration']);
    expect((await games(other.apiKey, guessing)).statusCode).toBe(429);

    const refusals = logs.filter((l) => l.throttle === 'authentication');
    expect(refusals.filter((l) => l.subject === `ip:${guessing}`)).toHaveLength(1);
    expect(refusals.filter((l) => String(l.subject).startsWith('key:'))).toHaveLength(1);
    expect(JSON.stringify(refusals)).not.toContain(revoked);
  });

  it(`answers 300 concurrent requests of a valid key it has not seen yet, though the budget is ${PER_CREDENTIAL}`, async () => {
    const { apiKey } = await t.newTenant(['integration']);
    const from = address(700);
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        t.app.inject({
          url: '/api/v1/games',
          headers: { 'x-api-key': apiKey },
          remoteAddress: from,
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 300 });
  });
});
