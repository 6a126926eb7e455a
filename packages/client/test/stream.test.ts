import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, NotFoundError, type StreamEvent } from '../src/index.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in stream server: `handle` gets each connection with its number (0 for the first). */
async function streamServer(
  handle: (req: IncomingMessage, res: ServerResponse, connection: number) => void,
) {
  const requests: IncomingMessage[] = [];
  server = createServer((req, res) => {
    requests.push(req);
    handle(req, res, requests.length - 1);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createClient({ baseUrl, apiKey: 'key-1', retries: { baseDelayMs: 10 } });
  return { client, requests };
}

const openStream = (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });

describe('client.tournaments.stream', () => {
  it('yields events, skips heartbeats, and reconnects after the last id when dropped', async () => {
    const { client, requests } = await streamServer((_req, res, connection) => {
      openStream(res);
      if (connection === 0) {
        res.write('retry: 20\n\n: ping\n\n');
        res.write('id: 11\nevent: match.updated\ndata: {"matchId":"m1"}\n\n');
        res.write('id: 12\nevent: standings.updated\ndata: {"lines":[]}\n\n');
        res.write('id: 13\nevent: match.upd'); // cut in the middle: never delivered
        setTimeout(() => res.destroy(), 20);
      } else {
        res.write('id: 13\nevent: match.updated\ndata: {"matchId":"m2"}\n\n');
      }
    });
    const received: StreamEvent[] = [];
    let opened = 0;
    for await (const event of client.tournaments.stream('t/1', { onOpen: () => opened++ })) {
      received.push(event);
      if (received.length === 3) break;
    }
    expect(received).toEqual([
      { id: '11', event: 'match.updated', data: { matchId: 'm1' } },
      { id: '12', event: 'standings.updated', data: { lines: [] } },
      { id: '13', event: 'match.updated', data: { matchId: 'm2' } },
    ]);
    expect(requests.map((req) => req.url)).toEqual([
      '/api/v1/tournaments/t%2F1/stream',
      '/api/v1/tournaments/t%2F1/stream',
    ]);
    expect(requests.map((req) => req.headers['last-event-id'])).toEqual([undefined, '12']);
    expect(opened).toBe(2);
    expect(requests[0]!.headers['x-api-key']).toBe('key-1');
    expect(requests[0]!.headers.accept).toBe('text/event-stream');
  });

  it('resumes from the id it is given, and passes a reset on', async () => {
    const { client, requests } = await streamServer((_req, res) => {
      openStream(res);
      res.write('event: reset\ndata: {}\n\nid: 30\nevent: tournament.updated\ndata: {}\n\n');
    });
    const received: StreamEvent[] = [];
    for await (const event of client.tournaments.stream('t1', { lastEventId: '7' })) {
      received.push(event);
      if (received.length === 2) break;
    }
    expect(received.map((event) => [event.id, event.event])).toEqual([
      [undefined, 'reset'],
      ['30', 'tournament.updated'],
    ]);
    expect(requests[0]!.headers['last-event-id']).toBe('7');
  });

  it('ends without an error when its signal aborts', async () => {
    const { client } = await streamServer((_req, res) => {
      openStream(res);
      res.write('id: 1\nevent: match.updated\ndata: {}\n\n');
    });
    const controller = new AbortController();
    const received: StreamEvent[] = [];
    for await (const event of client.tournaments.stream('t1', { signal: controller.signal })) {
      received.push(event);
      controller.abort();
    }
    expect(received).toHaveLength(1);
  });

  it('throws the refusal of a tournament it may not read, without retrying', async () => {
    const { client, requests } = await streamServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"success":false,"message":"Tournament not found","meta":{"traceId":"ab"}}');
    });
    const iterate = async () => {
      for await (const event of client.tournaments.stream('nope')) void event;
    };
    await expect(iterate()).rejects.toBeInstanceOf(NotFoundError);
    await expect(iterate()).rejects.toMatchObject({ message: 'Tournament not found' });
    expect(requests).toHaveLength(2); // one per iteration
  });
});
