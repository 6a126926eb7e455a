import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { conditionalRequests } from './conditional-requests';

type Paths = {
  '/api/v1/things/{id}': {
    get: {
      parameters: { path: { id: string } };
      responses: { 200: { content: { 'application/json': { data: { name: string } } } } };
    };
  };
};

/** A server of named things answering like the API: a tag per body, 304 when it matches. */
function fakeApi() {
  const names = new Map<string, string>([['a', 'Alpha']]);
  const exchanges: { ifNoneMatch: string | null; status: number }[] = [];
  const fetch = async (request: Request) => {
    const id = new URL(request.url).pathname.split('/').pop()!;
    const body = JSON.stringify({ data: { name: names.get(id) ?? id } });
    const etag = `W/"${body.length}-${names.get(id) ?? id}"`;
    const ifNoneMatch = request.headers.get('If-None-Match');
    const status = ifNoneMatch === etag ? 304 : 200;
    exchanges.push({ ifNoneMatch, status });
    if (status === 304) return new Response(null, { status, headers: { etag } });
    return new Response(body, { status, headers: { etag, 'content-type': 'application/json' } });
  };
  return { names, exchanges, fetch };
}

function clientOf(server: ReturnType<typeof fakeApi>, maxEntries?: number) {
  const client = createClient<Paths>({ baseUrl: 'http://console.test', fetch: server.fetch });
  const conditional = conditionalRequests(maxEntries);
  client.use(conditional.middleware);
  const get = (id: string) => client.GET('/api/v1/things/{id}', { params: { path: { id } } });
  return { get, forget: conditional.forget };
}

describe('conditional requests of the console', () => {
  it('answers a refetch of an unchanged answer with a 304, and the kept body as a 200', async () => {
    const server = fakeApi();
    const { get } = clientOf(server);

    const first = await get('a');
    const second = await get('a');

    expect(server.exchanges.map(({ status }) => status)).toEqual([200, 304]);
    expect(server.exchanges[1]!.ifNoneMatch).toBe(first.response.headers.get('etag'));
    expect(second.response.status).toBe(200);
    expect(second.data).toEqual({ data: { name: 'Alpha' } });
  });

  it('shows the new answer once it changed', async () => {
    const server = fakeApi();
    const { get } = clientOf(server);
    await get('a');
    server.names.set('a', 'Alpha two');

    expect((await get('a')).data).toEqual({ data: { name: 'Alpha two' } });
    expect((await get('a')).data).toEqual({ data: { name: 'Alpha two' } });
    expect(server.exchanges.map(({ status }) => status)).toEqual([200, 200, 304]);
  });

  it('keeps answers per URL, at most maxEntries, and forgets them all on demand', async () => {
    const server = fakeApi();
    const { get, forget } = clientOf(server, 1);
    await get('a');
    await get('b');
    await get('a'); // dropped when b was kept
    await get('a');
    forget();
    await get('a');

    expect(server.exchanges.map(({ status }) => status)).toEqual([200, 200, 200, 304, 200]);
  });
});
