import { describe, expect, it } from 'vitest';
import {
  createClient,
  ConnectionError,
  RateLimitError,
  ServerError,
  ValidationError,
  type RetryEvent,
} from '../src/index.js';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, retryDelayMs } from '../src/retry.js';

const policy = { ...DEFAULT_RETRY_POLICY, retries: 5, baseDelayMs: 100, maxDelayMs: 1_000 };
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('retryDelayMs', () => {
  const context = (method: string, hasIdempotencyKey: boolean, retriesSoFar = 0) => ({
    method,
    hasIdempotencyKey,
    retriesSoFar,
  });
  const answer = (status: number, more: { reason?: string; retryAfterSeconds?: number } = {}) =>
    ({ kind: 'answer', status, ...more }) as const;

  it('retries 5xx and lost answers only of requests safe to repeat', () => {
    for (const outcome of [answer(503), answer(500), { kind: 'no-answer' } as const]) {
      expect(retryDelayMs(outcome, context('GET', false), policy)).toBeGreaterThan(0);
      expect(retryDelayMs(outcome, context('PUT', false), policy)).toBeGreaterThan(0);
      expect(retryDelayMs(outcome, context('POST', true), policy)).toBeGreaterThan(0);
      // A POST without a key may have run: repeating it could do the work twice.
      expect(retryDelayMs(outcome, context('POST', false), policy)).toBeUndefined();
    }
  });

  it('retries a 429 and a key still in flight whatever the method, after Retry-After', () => {
    const noJitter = () => 0;
    expect(retryDelayMs(answer(429), context('POST', false), policy, noJitter)).toBe(50);
    expect(
      retryDelayMs(answer(429, { retryAfterSeconds: 2 }), context('POST', false), policy, noJitter),
    ).toBe(2_000);
    const inFlight = answer(409, { reason: 'IDEMPOTENCY_KEY_IN_USE', retryAfterSeconds: 1 });
    expect(retryDelayMs(inFlight, context('POST', true), policy, noJitter)).toBe(1_000);
  });

  it('does not retry refusals, a Retry-After beyond the limit, or past the retry count', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(retryDelayMs(answer(status), context('GET', false), policy)).toBeUndefined();
    }
    const rule = answer(409, { reason: 'TEAM_FULL' });
    expect(retryDelayMs(rule, context('POST', true), policy)).toBeUndefined();
    const tooLong = answer(429, { retryAfterSeconds: 3_600 });
    expect(retryDelayMs(tooLong, context('GET', false), policy)).toBeUndefined();
    expect(retryDelayMs(answer(503), context('GET', false, 5), policy)).toBeUndefined();
  });

  it('backs off exponentially, with jitter within the upper half, up to the largest delay', () => {
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelayMs(retry, policy, () => 0))).toEqual([
      50, 100, 200, 400, 500,
    ]);
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelayMs(retry, policy, () => 1))).toEqual([
      100, 200, 400, 800, 1_000,
    ]);
  });
});

/** A fetch that answers from a script, one entry per attempt, and records each request. */
function scriptedFetch(script: Array<Response | Error>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const next = script.shift();
    if (!next) throw new Error('no more scripted answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const meta = { traceId: 'a1', elapsedMs: 1, serverTimestamp: '2026-01-01T00:00:00.000Z' };
const unavailable = () => json(503, { success: false, message: 'Database unavailable', meta });
const team = { id: 't1', name: 'Night Owls' };
const newTeam = {
  params: { query: { externalId: 'team-1', externalUserId: 'player-1' } },
  body: { name: 'Night Owls', gameId: 'g1', teamSize: 5 },
};

function clientWith(script: Array<Response | Error>, retries = 3) {
  const scripted = scriptedFetch(script);
  const retriesSeen: RetryEvent[] = [];
  const client = createClient({
    baseUrl: 'http://tourney.test/',
    apiKey: 'key-1',
    fetch: scripted.fetch,
    retries: { retries, baseDelayMs: 20, maxDelayMs: 200 },
    onRetry: (event) => retriesSeen.push(event),
  });
  return { client, requests: scripted.requests, retriesSeen };
}

describe('retrying calls', () => {
  it('retries a POST on 503 and a lost answer with the same Idempotency-Key, backing off', async () => {
    const { client, requests, retriesSeen } = clientWith([
      unavailable(),
      new TypeError('fetch failed'),
      json(200, { success: true, message: 'Team created', data: team, meta }),
    ]);
    const created = await client.call('createTeam', newTeam);
    expect(created).toEqual(team);
    expect(requests).toHaveLength(3);
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(UUID_RE);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(requests.map((request) => request.headers.get('x-api-key'))).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
    expect(retriesSeen.map((event) => [event.retry, event.error.status])).toEqual([
      [1, 503],
      [2, 0],
    ]);
    expect(retriesSeen[0]!.delayMs).toBeGreaterThanOrEqual(10);
    expect(retriesSeen[0]!.delayMs).toBeLessThanOrEqual(20);
    expect(retriesSeen[1]!.delayMs).toBeGreaterThanOrEqual(20);
    expect(retriesSeen[1]!.delayMs).toBeLessThanOrEqual(40);
    expect(retriesSeen[1]!.idempotencyKey).toBe(keys[0]);
  });

  it('makes a new key for every call', async () => {
    const ok = () => json(200, { success: true, message: 'OK', data: team, meta });
    const { client, requests } = clientWith([ok(), ok()]);
    await client.call('createTeam', newTeam);
    await client.call('createTeam', newTeam);
    const [first, second] = requests.map((request) => request.headers.get('idempotency-key'));
    expect(first).not.toBe(second);
  });

  it('waits the Retry-After of a 429 before trying again', async () => {
    const tooMany = json(
      429,
      { success: false, message: 'Too many requests', meta },
      {
        'retry-after': '1',
      },
    );
    const { client, requests, retriesSeen } = clientWith([
      tooMany,
      json(200, { success: true, message: 'OK', data: team, meta }),
    ]);
    const startedAt = Date.now();
    await client.call('getTeam', { params: { path: { teamId: 't1' } } });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000);
    expect(retriesSeen[0]!.error).toBeInstanceOf(RateLimitError);
    expect(retriesSeen[0]!.error.retryAfterSeconds).toBe(1);
    expect(requests.map((request) => request.url)).toEqual([
      'http://tourney.test/api/v1/teams/t1',
      'http://tourney.test/api/v1/teams/t1',
    ]);
  });

  it('gives up after the retry count with the last error', async () => {
    const { client, requests } = clientWith([unavailable(), unavailable(), unavailable()], 2);
    const failure = client.call('getTeam', { params: { path: { teamId: 't1' } } });
    await expect(failure).rejects.toBeInstanceOf(ServerError);
    await expect(failure).rejects.toMatchObject({ status: 503, code: 'SERVER_ERROR' });
    expect(requests).toHaveLength(3);
  });

  it('throws a network failure as a ConnectionError once retries are spent', async () => {
    const { client } = clientWith([new TypeError('fetch failed')], 0);
    const failure = client.call('listGames');
    await expect(failure).rejects.toBeInstanceOf(ConnectionError);
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'CONNECTION' });
  });

  it('never retries a validation error', async () => {
    const invalid = json(400, {
      success: false,
      message: 'Validation failed',
      errors: [{ field: 'name', message: 'must not be empty' }],
      meta,
    });
    const { client, requests } = clientWith([invalid]);
    const failure = client.call('createTeam', {
      ...newTeam,
      body: { ...newTeam.body, name: '' },
    });
    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    await expect(failure).rejects.toMatchObject({
      message: 'Validation failed: name must not be empty',
      fields: [{ field: 'name', message: 'must not be empty' }],
      traceId: 'a1',
    });
    expect(requests).toHaveLength(1);
  });

  it('stops waiting when the call is aborted', async () => {
    const tooMany = json(
      429,
      { success: false, message: 'Slow down', meta },
      { 'retry-after': '30' },
    );
    const { client, requests } = clientWith([tooMany]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('gave up')), 50);
    await expect(client.call('listGames', { signal: controller.signal })).rejects.toThrow(
      'gave up',
    );
    expect(requests).toHaveLength(1);
  });
});
