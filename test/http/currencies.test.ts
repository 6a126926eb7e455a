import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (opts: Parameters<typeof call>[2]) =>
  call(t.app, 'admin', { key: 'admin', ...opts, url: `/api/v1${opts.url}` });
const create = (payload: object) => admin({ method: 'POST', url: '/admin/currencies', payload });

describe('operator: currencies', () => {
  it('creates a currency and lists it by code', async () => {
    const usd = expectOk(await create({ code: 'USD', name: 'US dollar', symbol: '$' }), 201);
    expect(usd).toEqual({
      currencyId: expect.stringMatching(UUID_RE),
      code: 'USD',
      name: 'US dollar',
      symbol: '$',
    });
    const eur = expectOk(await create({ code: 'eur', name: 'Euro', symbol: '€' }), 201);
    expect(eur.code).toBe('EUR');

    const list = expectOk(await admin({ url: '/admin/currencies' }));
    expect(list).toEqual([eur, usd]);
    for (const c of list)
      expect(Object.keys(c).sort()).toEqual(['code', 'currencyId', 'name', 'symbol']);
  });

  it('refuses a code that exists, whatever its case, with CURRENCY_EXISTS', async () => {
    expectOk(await create({ code: 'GEMS', name: 'Gems', symbol: 'G' }), 201);
    expectRule(await create({ code: 'GEMS', name: 'Other gems', symbol: 'g' }), 'CURRENCY_EXISTS');
    const body = expectRule(
      await create({ code: 'gems', name: 'Other gems', symbol: 'g' }),
      'CURRENCY_EXISTS',
    );
    expect(body.error.message).toContain('GEMS');
    const gems = expectOk(await admin({ url: '/admin/currencies' })).filter(
      (c: { code: string }) => c.code === 'GEMS',
    );
    expect(gems).toHaveLength(1);
  });

  it('names missing, unknown, malformed and oversize fields', async () => {
    expectFieldError(await create({ name: 'X', symbol: 'x' }), 'code');
    expectFieldError(await create({ code: 'ABC', symbol: 'x' }), 'name');
    expectFieldError(await create({ code: 'ABC', name: 'X' }), 'symbol');
    expectFieldError(
      await create({ code: 'ABC', name: 'X', symbol: 'x', currencyId: 'y' }),
      'currencyId',
    );
    expectFieldError(await create({ code: 'A', name: 'X', symbol: 'x' }), 'code');
    expectFieldError(await create({ code: 'US D', name: 'X', symbol: 'x' }), 'code');
    expectFieldError(await create({ code: 'C'.repeat(17), name: 'X', symbol: 'x' }), 'code');
    expectFieldError(await create({ code: 'ABC', name: 'n'.repeat(101), symbol: 'x' }), 'name');
    expectFieldError(await create({ code: 'ABC', name: 'X', symbol: 's'.repeat(11) }), 'symbol');
    expectFieldError(await create({ code: 'ABC', name: '', symbol: 'x' }), 'name');
    expectFieldError(await create({ code: 123, name: 'X', symbol: 'x' }), 'code');
  });

  it('answers 401 without the bearer token and for a tenant key', async () => {
    for (const route of [
      {
        method: 'POST',
        url: '/api/v1/admin/currencies',
        payload: { code: 'NOPE', name: 'N', symbol: 'n' },
      },
      { method: 'GET', url: '/api/v1/admin/currencies' },
    ] as const) {
      expectError(await call(t.app, '', { ...route, key: null }), 401);
      expectError(await call(t.app, t.tenant.apiKey, route), 401);
    }
    const codes = expectOk(await admin({ url: '/admin/currencies' })).map(
      (c: { code: string }) => c.code,
    );
    expect(codes).not.toContain('NOPE');
  });
});

describe('GET /currencies', () => {
  const list = (query = '', key = t.tenant.apiKey) =>
    call(t.app, key, { url: `/api/v1/currencies${query}` });

  it('pages through every currency by code, for any tenant with the integration scope', async () => {
    for (const code of ['PTS', 'AAA', 'ZZZ'])
      expectOk(await create({ code, name: `${code} name`, symbol: code[0] }), 201);
    const all = expectOk(await admin({ url: '/admin/currencies' }));

    const { apiKey } = await t.newTenant(['integration']);
    const first = expectOk(await list('?pageSize=2', apiKey));
    expect(first).toEqual({
      items: all.slice(0, 2),
      totalCount: all.length,
      pageNumber: 1,
      pageSize: 2,
      totalPages: Math.ceil(all.length / 2),
    });
    const last = expectOk(await list(`?pageSize=2&pageNumber=${first.totalPages}`, apiKey));
    expect(last.items).toEqual(all.slice((first.totalPages - 1) * 2));
    expect(expectOk(await list()).items).toEqual(all.slice(0, 20));
  });

  it('names a page parameter out of range', async () => {
    expectFieldError(await list('?pageSize=101'), 'pageSize');
    expectFieldError(await list('?pageSize=0'), 'pageSize');
    expectFieldError(await list('?pageNumber=0'), 'pageNumber');
  });

  it('needs an API key with the integration scope', async () => {
    expectError(await call(t.app, '', { url: '/api/v1/currencies', key: null }), 401);
    expectError(await call(t.app, 'admin', { url: '/api/v1/currencies', key: 'admin' }), 401);
    const { apiKey } = await t.newTenant(['manage']);
    expectError(await list('', apiKey), 403);
  });
});
