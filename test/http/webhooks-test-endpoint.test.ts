import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../packages/client/src/webhooks.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  ISO_RE,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { startServer, type TestServer } from '../webhooks-delivery/test-servers.js';

let t: TestApp;
let server: TestServer;
let status = 200;
beforeAll(async () => {
  t = await buildTestApp();
  server = await startServer((_req, res) =>
    res.writeHead(status).end(status === 200 ? 'pong' : 'x'.repeat(50_000)),
  );
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const SECRET = 'test-endpoint-secret-0123456789abcdef';

async function newConfig(apiKey: string, payload: Record<string, unknown> = {}) {
  return expectOk(
    await call(t.app, apiKey, {
      method: 'POST',
      url: '/api/v1/external/webhooks',
      payload: { url: server.url(), ...payload },
    }),
    201,
  );
}

describe('POST /external/webhooks/{id}/test', () => {
  it('sends the given event type and data now and reports the receiver’s answer', async () => {
    const config = await newConfig(t.tenant.apiKey, { secretKey: SECRET });
    const before = server.received.length;
    const res = await call(t.app, t.tenant.apiKey, {
      method: 'POST',
      url: `/api/v1/external/webhooks/${config.id}/test`,
      payload: { eventType: 'team.created', testData: { hello: 'world', n: 1 } },
    });
    const data = expectOk(res);
    expect(Object.keys(data).sort()).toEqual([
      'durationMs',
      'error',
      'responseBody',
      'statusCode',
      'success',
    ]);
    expect(data).toMatchObject({
      success: true,
      statusCode: 200,
      responseBody: 'pong',
      error: null,
    });
    expect(Number.isInteger(data.durationMs)).toBe(true);

    expect(server.received).toHaveLength(before + 1);
    const request = server.received.at(-1)!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-webhook-id']).toMatch(UUID_RE);
    const signature = { 'x-webhook-signature': request.headers['x-webhook-signature'] as string };
    expect(await verifyWebhook({ secret: SECRET, body: request.rawBody, headers: signature })).toBe(
      true,
    );
    const body = JSON.parse(request.rawBody.toString());
    expect(body).toMatchObject({
      event: 'team.created',
      tenantId: t.tenant.tenantId,
      data: { hello: 'world', n: 1 },
    });
    expect(body.eventId).toMatch(UUID_RE);
    expect(body.timestamp).toMatch(ISO_RE);
  });

  it('defaults to test.ping with empty data, answers at the /webhooks alias, and is not logged as a delivery', async () => {
    const config = await newConfig(t.tenant.apiKey, { isActive: false });
    const data = expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/webhooks/${config.id}/test`,
        payload: {},
      }),
    );
    expect(data.success).toBe(true);
    const request = server.received.at(-1)!;
    expect(request.headers).not.toHaveProperty('x-webhook-signature');
    expect(JSON.parse(request.rawBody.toString())).toMatchObject({ event: 'test.ping', data: {} });
    const log = expectOk(
      await call(t.app, t.tenant.apiKey, {
        url: `/api/v1/external/webhooks/${config.id}/deliveries`,
      }),
    );
    expect(log.totalCount).toBe(0);
  });

  it('reports a failing receiver with its status and a capped body', async () => {
    const config = await newConfig(t.tenant.apiKey);
    status = 500;
    try {
      const data = expectOk(
        await call(t.app, t.tenant.apiKey, {
          method: 'POST',
          url: `/api/v1/external/webhooks/${config.id}/test`,
          payload: {},
        }),
      );
      expect(data).toMatchObject({ success: false, statusCode: 500 });
      expect(Buffer.byteLength(data.responseBody)).toBe(20 * 1024);
    } finally {
      status = 200;
    }
  });

  it('reports an unreachable receiver as statusCode 0 with the error', async () => {
    const config = await newConfig(t.tenant.apiKey, { url: 'http://127.0.0.1:1/none' });
    const data = expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/external/webhooks/${config.id}/test`,
        payload: {},
      }),
    );
    expect(data).toMatchObject({ success: false, statusCode: 0, responseBody: '' });
    expect(data.error).toMatch(/ECONNREFUSED/);
  });

  it('validates eventType and testData', async () => {
    const config = await newConfig(t.tenant.apiKey);
    const post = (payload: unknown) =>
      call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/external/webhooks/${config.id}/test`,
        payload: payload as object,
      });
    expectFieldError(await post({ eventType: 'nope.nope' }), 'eventType');
    expectFieldError(await post({ testData: 'text' }), 'testData');
    expectFieldError(await post({ other: 1 }), 'other');
    expectError(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: '/api/v1/external/webhooks/00000000-0000-4000-8000-000000000000/test',
        payload: {},
      }),
      404,
    );
  });

  it('is rate-limited to 10 a minute per key', async () => {
    const tenant = await t.newTenant();
    const config = await newConfig(tenant.apiKey);
    const post = () =>
      call(t.app, tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/external/webhooks/${config.id}/test`,
        payload: {},
      });
    for (let i = 0; i < 10; i++) expectOk(await post());
    const limited = await post();
    expectError(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another key has its own allowance.
    const another = await t.newTenant();
    const config2 = await newConfig(another.apiKey);
    expectOk(
      await call(t.app, another.apiKey, {
        method: 'POST',
        url: `/api/v1/external/webhooks/${config2.id}/test`,
        payload: {},
      }),
    );
  });
});
