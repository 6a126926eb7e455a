import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let port: number;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { level: 'debug', stream: { write: (l) => logLines.push(l) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/** Writes `request` as it is on a fresh connection: app.inject would never reach Node's parser. */
function rawRequest(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
    });
    socket.write(request);
  });
}

function expectEnvelope(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(answer.body).sort()).toEqual(['message', 'meta', 'success']);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toEqual(expect.any(String));
  const { traceId, elapsedMs, serverTimestamp } = answer.body.meta;
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(answer.headers['x-trace-id']).toBe(traceId);
  expect(elapsedMs).toEqual(expect.any(Number));
  expect(new Date(serverTimestamp).toISOString()).toBe(serverTimestamp);
}

describe('requests refused by the HTTP parser', () => {
  it('answers a URL over 16 KB with 431 in the envelope', async () => {
    const url = `/api/v1/games?q=${'a'.repeat(17 * 1024)}`;
    const answer = await rawRequest(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectEnvelope(answer, 431);
    expect(answer.body.message).toMatch(/16 KB/);
  });

  it('answers a header over 16 KB with 431 in the envelope', async () => {
    const answer = await rawRequest(
      `GET /api/v1/games HTTP/1.1\r\nHost: localhost\r\nx-filler: ${'b'.repeat(17 * 1024)}\r\n\r\n`,
    );
    expectEnvelope(answer, 431);
  });

  it('answers a NUL inside X-API-KEY with 400 in the envelope', async () => {
    const answer = await rawRequest(
      'GET /api/v1/games HTTP/1.1\r\nHost: localhost\r\nX-API-KEY: tk_abc\u0000def\r\n\r\n',
    );
    expectEnvelope(answer, 400);
    expect(answer.body.message).toMatch(/^Malformed HTTP request/);
    expect(answer.body.message).not.toContain('tk_abc');
    // Logged with its trace id, without the raw bytes of the request (the key among them).
    const logged = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'client error');
    expect(logged.map((l) => l.traceId)).toContain(answer.body.meta.traceId);
    expect(logLines.join('\n')).not.toContain('tk_abc');
  });

  it('answers a broken request line with 400 in the envelope', async () => {
    const answer = await rawRequest('NOT A REQUEST\r\n\r\n');
    expectEnvelope(answer, 400);
  });

  it('gives every refused request a trace id of its own', async () => {
    const bad = 'GET /api/v1/games HTTP/1.1\r\nHost: localhost\r\nX-API-KEY: a\u0001b\r\n\r\n';
    const [first, second] = await Promise.all([rawRequest(bad), rawRequest(bad)]);
    expect(first!.body.meta.traceId).not.toBe(second!.body.meta.traceId);
  });
});
