import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../../../test/helpers/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createClient, type ClientOptions } from '../src/index.js';

let t: TestApp;
let baseUrl: string;
let gameId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ({ gameId } = await newGame(t.database.db));
});
afterAll(() => t.close());

interface Exchange {
  method: string;
  url: string;
  ifNoneMatch: string | null;
  status: number;
}

/** A client whose every request and the server's status are written down. */
function recordingClient(options: Partial<ClientOptions> = {}) {
  const exchanges: Exchange[] = [];
  const client = createClient({
    baseUrl,
    apiKey: t.tenant.apiKey,
    ...options,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      exchanges.push({
        method: init?.method ?? 'GET',
        url: String(input),
        ifNoneMatch: new Headers(init?.headers).get('if-none-match'),
        status: response.status,
      });
      return response;
    },
  });
  return { client, exchanges };
}

const statuses = (exchanges: Exchange[]) => exchanges.map((exchange) => exchange.status);

async function newUser(client: ReturnType<typeof createClient>) {
  const externalId = `player-${Math.random().toString(36).slice(2, 10)}`;
  await client.call('registerUser', { body: { externalId, displayName: 'Ada' } });
  return externalId;
}

describe('conditional GETs in the client', () => {
  it('sends back the ETag and answers a 304 with the data of the earlier 200', async () => {
    const { client, exchanges } = recordingClient();
    const externalId = await newUser(client);
    const input = { params: { path: { externalId } } };

    const first = await client.request('getUserProfile', input);
    const second = await client.request('getUserProfile', input);

    expect(statuses(exchanges)).toEqual([200, 200, 304]);
    expect(exchanges[1]!.ifNoneMatch).toBeNull();
    expect(exchanges[2]!.ifNoneMatch).toBe(first.headers.get('etag'));
    expect(first.notModified).toBe(false);
    expect(second).toMatchObject({ status: 200, notModified: true, message: first.message });
    expect(second.data).toEqual(first.data);
    expect(second.data.displayName).toBe('Ada');
    expect(second.meta).toEqual(first.meta);
  });

  it('serves a copy: changing what a call returned does not change the next answer', async () => {
    const { client } = recordingClient();
    const externalId = await newUser(client);
    const input = { params: { path: { externalId } } };

    const first = await client.call('getUserProfile', input);
    first.displayName = 'changed by the caller';
    const second = await client.call('getUserProfile', input);
    expect(second.displayName).toBe('Ada');
  });

  it('returns the new data after a write changed the answer, and keeps that one', async () => {
    const { client, exchanges } = recordingClient();
    const externalId = await newUser(client);
    const input = { params: { path: { externalId } } };
    await client.call('getUserProfile', input);

    await client.call('updateUserProfile', { ...input, body: { displayName: 'Grace' } });
    const changed = await client.request('getUserProfile', input);
    const again = await client.request('getUserProfile', input);

    expect(statuses(exchanges)).toEqual([200, 200, 200, 200, 304]);
    expect(changed).toMatchObject({ notModified: false, data: { displayName: 'Grace' } });
    expect(again).toMatchObject({ notModified: true, data: { displayName: 'Grace' } });
  });

  it('never shares an answer between two API keys, even for the same URL', async () => {
    const other = await t.newTenant();
    const { client, exchanges } = recordingClient();
    const input = { params: { path: { gameId } } };

    await client.call('getGame', input);
    await client.call('getGame', { ...input, headers: { 'X-API-KEY': other.apiKey } });
    await client.call('getGame', { ...input, headers: { 'X-API-KEY': other.apiKey } });
    await client.call('getGame', input);

    // The other key's first call revalidates nothing of the first key's: a 200 of its own.
    expect(exchanges.map(({ ifNoneMatch }) => ifNoneMatch !== null)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(statuses(exchanges)).toEqual([200, 200, 304, 304]);
  });

  it('sends plain GETs when turned off', async () => {
    const { client, exchanges } = recordingClient({ conditionalRequests: false });
    const input = { params: { path: { gameId } } };
    await client.call('getGame', input);
    const second = await client.request('getGame', input);

    expect(statuses(exchanges)).toEqual([200, 200]);
    expect(exchanges.every(({ ifNoneMatch }) => ifNoneMatch === null)).toBe(true);
    expect(second.notModified).toBe(false);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { client, exchanges } = recordingClient({ conditionalRequests: { maxEntries: 1 } });
    const first = await newUser(client);
    const second = await newUser(client);
    const profile = (externalId: string) =>
      client.call('getUserProfile', { params: { path: { externalId } } });

    await profile(first);
    await profile(second);
    await profile(first);
    await profile(first);

    expect(statuses(exchanges)).toEqual([200, 200, 200, 200, 200, 304]);
  });

  it('leaves a 304 to the caller who sent If-None-Match themselves', async () => {
    const { client } = recordingClient();
    const input = { params: { path: { gameId } } };
    const { headers } = await client.request('getGame', input);
    const conditional = { ...input, headers: { 'If-None-Match': headers.get('etag')! } };
    await expect(client.call('getGame', conditional)).rejects.toMatchObject({ status: 304 });
  });
});
