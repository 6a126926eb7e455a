import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  ISO_RE,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { WARNING_HEADER } from '../../src/features/webhooks/webhook.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (opts: Parameters<typeof call>[2]) => call(t.app, t.tenant.apiKey, opts);
const SECRET = 'a-random-signing-secret-of-32-chars!';
const URL_A = 'http://127.0.0.1:9/hooks/a';

async function createWebhook(payload: Record<string, unknown> = {}) {
  return expectOk(
    await api({
      method: 'POST',
      url: '/api/v1/external/webhooks',
      payload: { url: URL_A, ...payload },
    }),
    201,
  );
}

function expectConfigShape(data: any) {
  expect(Object.keys(data).sort()).toEqual(
    [
      'createdAt',
      'disabledAt',
      'disabledReason',
      'eventTypes',
      'hasSecret',
      'id',
      'isActive',
      'updatedAt',
      'url',
    ].sort(),
  );
  expect(data.id).toMatch(UUID_RE);
  expect(typeof data.url).toBe('string');
  expect(Array.isArray(data.eventTypes)).toBe(true);
  expect(typeof data.isActive).toBe('boolean');
  expect(typeof data.hasSecret).toBe('boolean');
  expect(data.createdAt).toMatch(ISO_RE);
  expect(data.updatedAt).toMatch(ISO_RE);
}

describe('webhook configurations', () => {
  it('creates one with defaults: every event, active, no secret', async () => {
    const data = await createWebhook();
    expectConfigShape(data);
    expect(data).toMatchObject({
      url: URL_A,
      eventTypes: [],
      isActive: true,
      hasSecret: false,
      disabledAt: null,
      disabledReason: null,
    });
  });

  it('never returns the secret, only whether one is set', async () => {
    const res = await api({
      method: 'POST',
      url: '/api/v1/external/webhooks',
      payload: {
        url: URL_A,
        secretKey: SECRET,
        eventTypes: ['team.created', 'team.created', 'match.updated'],
        isActive: false,
      },
    });
    expect(res.body).not.toContain(SECRET);
    const data = expectOk(res, 201);
    expect(data).toMatchObject({
      hasSecret: true,
      isActive: false,
      eventTypes: ['team.created', 'match.updated'],
    });
    const read = await api({ url: `/api/v1/external/webhooks/${data.id}` });
    expect(read.body).not.toContain(SECRET);
    expect(expectOk(read)).toEqual(data);
  });

  it('warns in a header (the body keeps its shape) while deliveries would be unsigned', async () => {
    const create = (payload: Record<string, unknown>) =>
      api({
        method: 'POST',
        url: '/api/v1/external/webhooks',
        payload: { url: URL_A, ...payload },
      });
    const unsigned = await create({});
    expectConfigShape(expectOk(unsigned, 201));
    expect(unsigned.headers[WARNING_HEADER]).toMatch(/no secretKey: .*no X-Webhook-Signature/);
    const signed = await create({ secretKey: SECRET });
    expect(signed.headers).not.toHaveProperty(WARNING_HEADER);

    const { id } = signed.json().data;
    const removed = await api({
      method: 'PUT',
      url: `/api/v1/external/webhooks/${id}`,
      payload: { secretKey: null },
    });
    expect(expectOk(removed).hasSecret).toBe(false);
    expect(removed.headers[WARNING_HEADER]).toMatch(/no secretKey/);
  });

  it('lists the tenant’s configurations with page fields', async () => {
    const created = await createWebhook({ url: 'http://127.0.0.1:9/list' });
    const page = expectOk(await api({ url: '/api/v1/external/webhooks?pageSize=100' }));
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 100 });
    expect(page.totalCount).toBe(page.items.length);
    expect(page.totalPages).toBe(1);
    expect(page.items.map((c: any) => c.id)).toContain(created.id);
    page.items.forEach(expectConfigShape);
    expectFieldError(await api({ url: '/api/v1/external/webhooks?pageSize=101' }), 'pageSize');
  });

  it('PUT with only secretKey sets the secret (the spec’s operation), at both paths', async () => {
    const { id, updatedAt } = await createWebhook();
    const data = expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/external/webhooks/${id}`,
        payload: { secretKey: SECRET },
      }),
    );
    expectConfigShape(data);
    expect(data).toMatchObject({ id, hasSecret: true, url: URL_A });
    expect(data.updatedAt >= updatedAt).toBe(true);
    const alias = expectOk(
      await api({ method: 'PUT', url: `/api/v1/webhooks/${id}`, payload: { secretKey: null } }),
    );
    expect(alias.hasSecret).toBe(false);
    expect(expectOk(await api({ url: `/api/v1/webhooks/${id}` })).hasSecret).toBe(false);
  });

  it('PUT changes any subset of fields and leaves the rest', async () => {
    const { id } = await createWebhook({ eventTypes: ['team.created'], secretKey: SECRET });
    const data = expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/external/webhooks/${id}`,
        payload: { url: 'http://127.0.0.1:9/b', eventTypes: [], isActive: false },
      }),
    );
    expect(data).toMatchObject({
      url: 'http://127.0.0.1:9/b',
      eventTypes: [],
      isActive: false,
      hasSecret: true,
    });
    expect(
      expectOk(await api({ method: 'PUT', url: `/api/v1/external/webhooks/${id}`, payload: {} })),
    ).toMatchObject({ url: 'http://127.0.0.1:9/b' });
  });

  it('validates the body, naming the field', async () => {
    const post = (payload: unknown) =>
      api({ method: 'POST', url: '/api/v1/external/webhooks', payload: payload as object });
    expectFieldError(await post({}), 'url');
    expectFieldError(await post({ url: 'not a url' }), 'url');
    expectFieldError(await post({ url: 'ftp://example.com/x' }), 'url');
    expectFieldError(await post({ url: URL_A, secretKey: 'short' }), 'secretKey');
    expectFieldError(await post({ url: URL_A, eventTypes: ['team.exploded'] }), 'eventTypes.0');
    expectFieldError(await post({ url: URL_A, isActive: 'yes' }), 'isActive');
    expectFieldError(await post({ url: URL_A, extra: 1 }), 'extra');
    const { id } = await createWebhook();
    expectFieldError(
      await api({
        method: 'PUT',
        url: `/api/v1/external/webhooks/${id}`,
        payload: { secretKey: 5 },
      }),
      'secretKey',
    );
    expectFieldError(await api({ url: '/api/v1/external/webhooks/not-a-uuid' }), 'id');
  });

  it('deletes a configuration; then it is 404', async () => {
    const { id } = await createWebhook();
    const res = await api({ method: 'DELETE', url: `/api/v1/external/webhooks/${id}` });
    expectOk(res);
    expect(res.json()).not.toHaveProperty('data');
    expectError(await api({ url: `/api/v1/external/webhooks/${id}` }), 404);
    expectError(await api({ method: 'DELETE', url: `/api/v1/external/webhooks/${id}` }), 404);
  });

  it('needs an API key', async () => {
    expectError(await api({ url: '/api/v1/external/webhooks', key: null }), 401);
    expectError(
      await api({
        method: 'POST',
        url: '/api/v1/webhooks/00000000-0000-4000-8000-000000000000/test',
        payload: {},
        key: null,
      }),
      401,
    );
  });

  it('hides one tenant’s configurations from another (404, like a missing one)', async () => {
    const { id } = await createWebhook();
    const other = await t.newTenant();
    const as = (opts: Parameters<typeof call>[2]) => call(t.app, other.apiKey, opts);
    expectError(await as({ url: `/api/v1/external/webhooks/${id}` }), 404);
    expectError(
      await as({ method: 'PUT', url: `/api/v1/webhooks/${id}`, payload: { secretKey: SECRET } }),
      404,
    );
    expectError(await as({ method: 'DELETE', url: `/api/v1/external/webhooks/${id}` }), 404);
    expectError(
      await as({ method: 'POST', url: `/api/v1/external/webhooks/${id}/test`, payload: {} }),
      404,
    );
    expectError(await as({ url: `/api/v1/external/webhooks/${id}/deliveries` }), 404);
    expect(expectOk(await as({ url: '/api/v1/external/webhooks' })).items).toEqual([]);
    expectOk(await api({ url: `/api/v1/external/webhooks/${id}` }));
  });

  it('caps the number of configurations per tenant', async () => {
    const tenant = await t.newTenant();
    const post = () =>
      call(t.app, tenant.apiKey, {
        method: 'POST',
        url: '/api/v1/external/webhooks',
        payload: { url: URL_A },
      });
    for (let i = 0; i < 20; i++) expectOk(await post(), 201);
    expectRule(await post(), 'WEBHOOK_LIMIT_REACHED');
  });
});

describe('webhook URL policy (WEBHOOK_ALLOW_PRIVATE_URLS unset)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false' });
  });
  afterAll(() => strict.close());
  const post = (url: string) =>
    call(strict.app, strict.tenant.apiKey, {
      method: 'POST',
      url: '/api/v1/external/webhooks',
      payload: { url },
    });

  it.each([
    'http://93.184.215.14/hook',
    'https://127.0.0.1/hook',
    'https://127.1/hook',
    'https://2130706433/hook',
    'https://0x7f.0.0.1/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://10.0.0.8/hook',
    'https://172.16.3.4/hook',
    'https://192.168.1.10/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://localhost/hook',
    'https://metadata.google.internal/hook',
    'https://user:pass@93.184.215.14/hook',
  ])('refuses %s with a 400 naming url', async (url) => {
    const body = expectFieldError(await post(url), 'url');
    expect(body.errors[0].message).toMatch(/not allowed|must be|invalid|valid/);
  });

  it('says which setting allows local URLs, and only when it would', async () => {
    const local = expectFieldError(await post('https://127.0.0.1:8080/hook'), 'url');
    expect(local.errors[0].message).toMatch(/loopback.*WEBHOOK_ALLOW_PRIVATE_URLS=true/);
    const plainHttp = expectFieldError(await post('http://93.184.215.14/hook'), 'url');
    expect(plainHttp.errors[0].message).toMatch(/WEBHOOK_ALLOW_PRIVATE_URLS=true/);
    const credentials = expectFieldError(await post('https://u:p@93.184.215.14/hook'), 'url');
    expect(credentials.errors[0].message).not.toMatch(/WEBHOOK_ALLOW_PRIVATE_URLS/);
  });

  it('accepts a public https address', async () => {
    expect(expectOk(await post('https://93.184.215.14/hook'), 201).url).toBe(
      'https://93.184.215.14/hook',
    );
  });

  it('refuses a private URL on update too', async () => {
    const { id } = expectOk(await post('https://93.184.215.14/hook'), 201);
    const res = await call(strict.app, strict.tenant.apiKey, {
      method: 'PUT',
      url: `/api/v1/external/webhooks/${id}`,
      payload: { url: 'https://10.1.2.3/' },
    });
    expectFieldError(res, 'url');
  });
});

describe('the deliveries log', () => {
  it('says how long the server keeps a finished delivery (EVENT_RETENTION_DAYS)', async () => {
    const { id } = await createWebhook();
    const page = expectOk(await api({ url: `/api/v1/external/webhooks/${id}/deliveries` }));
    expect(page).toEqual({
      items: [],
      totalCount: 0,
      pageNumber: 1,
      pageSize: 20,
      totalPages: 0,
      retentionDays: 30,
    });

    const keepingAWeek = await buildTestApp({ EVENT_RETENTION_DAYS: '7' });
    try {
      const created = expectOk(
        await call(keepingAWeek.app, keepingAWeek.tenant.apiKey, {
          method: 'POST',
          url: '/api/v1/external/webhooks',
          payload: { url: URL_A },
        }),
        201,
      );
      const week = expectOk(
        await call(keepingAWeek.app, keepingAWeek.tenant.apiKey, {
          url: `/api/v1/webhooks/${created.id}/deliveries`,
        }),
      );
      expect(week.retentionDays).toBe(7);
    } finally {
      await keepingAWeek.close();
    }
  });
});
