import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOnce } from '../../src/features/webhooks/delivery/deliver.js';
import { createGuardedDispatcher } from '../../src/features/webhooks/delivery/guarded-dispatcher.js';
import { buildDeliveryHeaders } from '../../src/features/webhooks/delivery/signature.js';
import { startServer, type TestServer } from './test-servers.js';

const dispatcher = createGuardedDispatcher({ allowPrivate: true });
const servers: TestServer[] = [];
const secret = 'delivery-test-secret-of-32-characters';
const body = JSON.stringify({
  event: 'match.updated',
  eventId: '0b9f6c1e-2a3d-4c55-9e2f-7d3c1a2b4e5f',
  timestamp: '2025-05-01T10:00:00.000Z',
  tenantId: 't-1',
  data: { name: 'Zoë ⚽ 🏆' },
});
const headers = buildDeliveryHeaders({
  deliveryId: 'f3a1c2d4-0000-4000-8000-000000000001',
  body,
  secret,
  now: new Date(),
});

async function serve(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

function streamForever(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/plain' });
  const chunk = Buffer.alloc(16 * 1024, 'a');
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await dispatcher.close();
});

describe('deliverOnce against real HTTP servers', () => {
  let okServer: TestServer;
  beforeAll(async () => {
    okServer = await serve((_req, res) => res.writeHead(200).end('{"received":true}'));
  });

  it('POSTs the exact bytes and headers; 2xx is success', async () => {
    const result = await deliverOnce({ url: okServer.url(), body, headers, dispatcher });
    expect(result).toMatchObject({
      outcome: 'success',
      statusCode: 200,
      responseExcerpt: '{"received":true}',
      error: null,
      retryAfterMs: null,
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);

    const received = okServer.received.at(-1)!;
    expect(received.method).toBe('POST');
    expect(received.rawBody.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(received.headers['user-agent']).toBe('Tourney-Webhooks/1');
    expect(received.headers['x-webhook-id']).toBe(headers['X-Webhook-Id']);
    expect(received.headers['webhook-id']).toBe(headers['X-Webhook-Id']);

    const hex = createHmac('sha256', secret).update(received.rawBody).digest('hex');
    expect(received.headers['x-webhook-signature']).toBe(`sha256=${hex}`);
    const standard = createHmac('sha256', secret)
      .update(
        Buffer.concat([
          Buffer.from(
            `${received.headers['webhook-id']}.${received.headers['webhook-timestamp']}.`,
          ),
          received.rawBody,
        ]),
      )
      .digest('base64');
    expect(received.headers['webhook-signature']).toBe(`v1,${standard}`);
  });

  it('does not follow a 302: retry, and the Location is never requested', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/hook') res.writeHead(302, { Location: '/elsewhere' }).end();
      else res.writeHead(200).end('followed');
    });
    const result = await deliverOnce({ url: server.url(), body, headers, dispatcher });
    expect(result).toMatchObject({ outcome: 'retry', statusCode: 302, error: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.received.map((request) => request.path)).toEqual(['/hook']);
  });

  it('410 Gone disables the configuration', async () => {
    const server = await serve((_req, res) => res.writeHead(410).end('gone'));
    const result = await deliverOnce({ url: server.url(), body, headers, dispatcher });
    expect(result).toMatchObject({ outcome: 'disable', statusCode: 410, responseExcerpt: 'gone' });
  });

  it('429 with Retry-After: 7 → retry after 7000 ms', async () => {
    const server = await serve((_req, res) => res.writeHead(429, { 'Retry-After': '7' }).end());
    const result = await deliverOnce({ url: server.url(), body, headers, dispatcher });
    expect(result).toMatchObject({ outcome: 'retry', statusCode: 429, retryAfterMs: 7000 });
  });

  it('503 with an HTTP-date Retry-After, measured against the injected clock', async () => {
    const clock = Date.parse('2025-05-01T10:00:00Z');
    const server = await serve((_req, res) =>
      res.writeHead(503, { 'Retry-After': 'Thu, 01 May 2025 10:02:00 GMT' }).end(),
    );
    const result = await deliverOnce({
      url: server.url(),
      body,
      headers,
      dispatcher,
      now: () => clock,
    });
    expect(result).toMatchObject({ outcome: 'retry', statusCode: 503, retryAfterMs: 120_000 });
  });

  it('caps a 5 MB response body at 20 KB', async () => {
    const server = await serve((_req, res) =>
      res.writeHead(500).end(Buffer.alloc(5 * 1024 * 1024, 'x')),
    );
    const result = await deliverOnce({ url: server.url(), body, headers, dispatcher });
    expect(result.outcome).toBe('retry');
    expect(result.statusCode).toBe(500);
    expect(result.responseExcerpt).toBe('x'.repeat(20 * 1024));
  });

  it('cuts UTF-8 cleanly at the byte cap', async () => {
    const server = await serve((_req, res) => res.writeHead(200).end('é'.repeat(100)));
    const result = await deliverOnce({
      url: server.url(),
      body,
      headers,
      dispatcher,
      maxResponseBytes: 7,
    });
    expect(result.responseExcerpt).toBe('ééé');
  });

  it('returns promptly from a never-ending body and closes the connection', async () => {
    let responseClosed: Promise<unknown> = Promise.resolve();
    const server = await serve((_req, res) => {
      responseClosed = once(res, 'close');
      streamForever(res);
    });
    const started = Date.now();
    const result = await deliverOnce({ url: server.url(), body, headers, dispatcher });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toMatchObject({ outcome: 'success', statusCode: 200, error: null });
    expect(Buffer.byteLength(result.responseExcerpt)).toBe(20 * 1024);
    await responseClosed;
  });

  it('gives up on a server that never answers after the injected timeout', async () => {
    const server = await serve(() => undefined);
    const started = Date.now();
    const result = await deliverOnce({
      url: server.url(),
      body,
      headers,
      dispatcher,
      timeoutMs: 300,
    });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
    expect(result).toMatchObject({
      outcome: 'retry',
      statusCode: null,
      responseExcerpt: '',
      error: 'timeout after 300 ms',
      retryAfterMs: null,
    });
  });

  it('the timeout also covers a body that trickles after the status line', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200);
      res.write('partial');
    });
    const result = await deliverOnce({
      url: server.url(),
      body,
      headers,
      dispatcher,
      timeoutMs: 300,
    });
    expect(result).toMatchObject({
      outcome: 'success',
      statusCode: 200,
      responseExcerpt: 'partial',
      error: 'reading response body: timeout after 300 ms',
    });
  });

  it('turns a connection reset into a retry with an error string', async () => {
    const server = await serve((req) => req.socket.destroy());
    const result = await deliverOnce({ url: server.url(), body, headers, dispatcher });
    expect(result).toMatchObject({ outcome: 'retry', statusCode: null, retryAfterMs: null });
    expect(result.error).toMatch(/\S/);
  });

  it('turns a refused connection into a retry with ECONNREFUSED', async () => {
    const server = await startServer(() => undefined);
    const url = server.url();
    await server.close();
    const result = await deliverOnce({ url, body, headers, dispatcher });
    expect(result).toMatchObject({ outcome: 'retry', statusCode: null });
    expect(result.error).toContain('ECONNREFUSED');
  });

  it('turns a guard refusal into a retry, without touching the server', async () => {
    const strict = createGuardedDispatcher({ allowPrivate: false });
    try {
      const result = await deliverOnce({ url: okServer.url(), body, headers, dispatcher: strict });
      expect(result).toMatchObject({ outcome: 'retry', statusCode: null });
      expect(result.error).toContain('ERR_WEBHOOK_ADDRESS_REFUSED');
      expect(result.error).toContain('loopback');
    } finally {
      await strict.close();
    }
  });

  it('never throws, even for an invalid URL', async () => {
    const result = await deliverOnce({ url: 'not a url', body, headers, dispatcher });
    expect(result).toMatchObject({ outcome: 'retry', statusCode: null });
    expect(result.error).toMatch(/\S/);
  });
});
