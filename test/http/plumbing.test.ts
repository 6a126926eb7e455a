import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
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

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (opts: Parameters<typeof call>[2]) => call(t.app, 'admin', { key: 'admin', ...opts });

describe('envelope and framework errors', () => {
  it('answers liveness and readiness without a key', async () => {
    expect(expectOk(await t.app.inject({ url: '/health/live' }))).toEqual({ status: 'live' });
    const ready = expectOk(await t.app.inject({ url: '/health/ready' }));
    expect(ready.status).toBe('ready');
  });

  it('wraps an unknown route in the envelope', async () => {
    const body = expectError(await admin({ url: '/api/v1/nope' }), 404);
    expect(body).not.toHaveProperty('errors');
  });

  it('rejects malformed JSON with a 400 naming the body', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/v1/admin/tenants',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expectFieldError(res, 'body');
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/v1/admin/tenants',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(res, 415);
  });

  it('rejects a body over 1 MiB with 413', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/v1/admin/tenants',
      payload: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expectError(res, 413);
  });

  it('names missing, mistyped and unknown fields', async () => {
    expectFieldError(
      await admin({ method: 'POST', url: '/api/v1/admin/tenants', payload: {} }),
      'name',
    );
    expectFieldError(
      await admin({ method: 'POST', url: '/api/v1/admin/tenants', payload: { name: 5 } }),
      'name',
    );
    expectFieldError(
      await admin({
        method: 'POST',
        url: '/api/v1/admin/tenants',
        payload: { name: 'a', extra: 1 },
      }),
      'extra',
    );
    expectFieldError(
      await admin({
        method: 'POST',
        url: '/api/v1/admin/tenants',
        payload: { name: 'x'.repeat(201) },
      }),
      'name',
    );
  });

  it('answers 415 for a text/plain body', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/v1/admin/tenants',
      payload: '{"name":"x"}',
      headers: { 'content-type': 'text/plain' },
    });
    expectError(res, 415);
  });

  it('refuses a page number too large to be an offset, naming it', async () => {
    expectFieldError(
      await call(t.app, t.tenant.apiKey, { url: '/api/v1/games?pageNumber=99999999999999999999' }),
      'pageNumber',
    );
  });

  it('reaches ids of 128 characters and answers an absurdly long path segment in the envelope', async () => {
    const longId = 'u'.repeat(128);
    const res = await call(t.app, t.tenant.apiKey, {
      url: `/api/v1/external/users/${longId}/profile`,
    });
    expectError(res, 404);
    const absurd = await call(t.app, t.tenant.apiKey, {
      url: `/api/v1/external/users/${'u'.repeat(600)}/profile`,
    });
    const body = expectFieldError(absurd, 'path');
    expect(body.message).not.toContain('uuu'); // not echoed back
  });

  it('reports one entry per field when a union fails', async () => {
    const res = await call(t.app, t.tenant.apiKey, {
      method: 'POST',
      url: '/api/v1/external/users',
      payload: { externalId: 'a', countryCode: '44' },
    });
    const body = expectFieldError(res, 'countryCode');
    expect(body.errors.filter((e: { field: string }) => e.field === 'countryCode')).toHaveLength(1);
    expect(body.errors[0].message).not.toBe('must be null');
  });

  it('accepts an id in upper case, as UUIDs are case-insensitive', async () => {
    const tenantId = t.tenant.tenantId.toUpperCase();
    const keys = expectOk(await admin({ url: `/api/v1/admin/tenants/${tenantId}/api-keys` }));
    expect(keys.length).toBeGreaterThan(0);
  });

  it('names a malformed path id', async () => {
    expectFieldError(
      await admin({
        method: 'POST',
        url: '/api/v1/admin/tenants/not-a-uuid/api-keys',
        payload: { name: 'k' },
      }),
      'tenantId',
    );
  });

  it('sends the trace id as a header and follows an incoming traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.app.inject({
      url: '/health/live',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.headers['x-trace-id']).toBe(traceId);
    expect(res.json().meta.traceId).toBe(traceId);
    const fresh = await t.app.inject({ url: '/health/live' });
    expect(fresh.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sets helmet's security headers on every answer, errors and unknown routes too", async () => {
    const answers = [
      await t.app.inject({ url: '/health/live' }),
      await call(t.app, t.tenant.apiKey, { url: '/api/v1/games' }),
      await call(t.app, t.tenant.apiKey, { url: '/api/v1/games' }), // a cached answer
      await t.app.inject({ url: '/api/v1/games' }), // 401
      await t.app.inject({ url: '/no/such/route' }),
    ];
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-xss-protection': '0',
      });
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('integration key checks', () => {
  const games = (key: string | null) => call(t.app, '', { url: '/api/v1/games', key });

  it('answers 401 for a missing, malformed, unknown or revoked key', async () => {
    expectError(await games(null), 401);
    expectError(await games('not-a-key'), 401);
    expectError(await games('tk_AAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'), 401);
    const other = await t.newTenant();
    // Right prefix, wrong secret: the stored hash decides, not the prefix.
    expectError(await games(`${other.apiKey.slice(0, 12)}${'x'.repeat(32)}`), 401);
    expectOk(await games(other.apiKey));
    const [key] = expectOk(
      await admin({ url: `/api/v1/admin/tenants/${other.tenantId}/api-keys` }),
    );
    await admin({ method: 'DELETE', url: `/api/v1/admin/api-keys/${key.keyId}` });
    expectError(await games(other.apiKey), 401);
  });

  it('answers 403 when the key lacks the scope', async () => {
    const manageOnly = await t.newTenant(['manage']);
    expectError(await games(manageOnly.apiKey), 403);
  });
});

describe('operator API and keys', () => {
  it('refuses the operator API without the admin token', async () => {
    expectError(await call(t.app, '', { url: '/api/v1/admin/tenants', key: null }), 401);
    expectError(
      await call(t.app, '', {
        url: '/api/v1/admin/tenants',
        headers: { authorization: 'Bearer wrong' },
        key: null,
      }),
      401,
    );
    // A tenant key is not an operator credential.
    expectError(await call(t.app, t.tenant.apiKey, { url: '/api/v1/admin/tenants' }), 401);
  });

  it('creates a tenant, issues a key shown once, lists it without the secret, and revokes it', async () => {
    const tenant = expectOk(
      await admin({ method: 'POST', url: '/api/v1/admin/tenants', payload: { name: 'Acme' } }),
      201,
    );
    expect(tenant).toEqual({
      tenantId: expect.stringMatching(UUID_RE),
      name: 'Acme',
      createdAt: expect.stringMatching(ISO_RE),
    });

    const issued = expectOk(
      await admin({
        method: 'POST',
        url: `/api/v1/admin/tenants/${tenant.tenantId}/api-keys`,
        payload: { name: 'prod', scopes: ['integration'] },
      }),
      201,
    );
    expect(issued.apiKey).toMatch(/^tk_[0-9A-Za-z]{8}_[0-9A-Za-z]{32}$/);
    expect(issued.scopes).toEqual(['integration']);

    const keys = expectOk(
      await admin({ url: `/api/v1/admin/tenants/${tenant.tenantId}/api-keys` }),
    );
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain(issued.apiKey);
    expect(keys[0]).toMatchObject({
      keyId: issued.keyId,
      revokedAt: null,
      prefix: issued.apiKey.slice(3, 11),
    });

    const revoked = await admin({
      method: 'DELETE',
      url: `/api/v1/admin/api-keys/${issued.keyId}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).not.toHaveProperty('data');
    const after = expectOk(
      await admin({ url: `/api/v1/admin/tenants/${tenant.tenantId}/api-keys` }),
    );
    expect(after[0].revokedAt).toMatch(ISO_RE);
  });

  it('answers 404 for a key or tenant that does not exist', async () => {
    expectError(
      await admin({
        method: 'DELETE',
        url: '/api/v1/admin/api-keys/00000000-0000-4000-8000-000000000000',
      }),
      404,
    );
    expectError(
      await admin({
        method: 'POST',
        url: '/api/v1/admin/tenants/00000000-0000-4000-8000-000000000000/api-keys',
        payload: { name: 'k' },
      }),
      404,
    );
  });

  it('rejects an unknown scope', async () => {
    const res = await admin({
      method: 'POST',
      url: `/api/v1/admin/tenants/${t.tenant.tenantId}/api-keys`,
      payload: { name: 'k', scopes: ['root'] },
    });
    expectFieldError(res, 'scopes.0');
  });
});

describe('internal errors', () => {
  it('answers 500 in the envelope without leaking the cause', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      webhookSecrets: t.app.deps.webhookSecrets,
    });
    app.get('/api/v1/boom', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await app.inject({ url: '/api/v1/boom' });
    const body = expectError(res, 500);
    expect(body.message).toBe('Internal server error');
    expect(res.body).not.toContain('secret');
  });
});

describe('configuration', () => {
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_URLS/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('has working defaults and generates an admin token when none is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${resolve('data/tourney.db')}`,
      adminTokenGenerated: true,
    });
    expect(config.adminToken.length).toBeGreaterThanOrEqual(32);
    expect(Object.isFrozen(config)).toBe(true);
  });
});
