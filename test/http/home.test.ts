import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleIsBuilt } from '../../src/features/console-app/console-app.routes.js';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the server root', () => {
  it('sends a person to the console once built, else to the API reference, which answers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(consoleIsBuilt() ? '/console' : '/docs');
    const docs = await t.app.inject({ url: res.headers.location as string });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('the API reference at /docs', () => {
  it('shows each operation id, the names the SDK calls', async () => {
    const initializer = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('"displayOperationId":true');
  });
});

describe('GET /api/v1', () => {
  it('answers an index in the envelope without a key', async () => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8'));
    for (const url of ['/api/v1', '/api/v1/']) {
      const index = expectOk(await t.app.inject({ url }));
      expect(index).toEqual({
        name: 'Tourney',
        version,
        links: {
          console: '/console',
          docs: '/docs',
          openapi: '/api/v1/openapi.json',
          health: '/health/ready',
        },
      });
    }
  });

  it('links to pages that answer', async () => {
    const { links } = expectOk(await t.app.inject({ url: '/api/v1' }));
    expect((await t.app.inject({ url: links.docs })).statusCode).toBe(200);
    const openapi = await t.app.inject({ url: links.openapi });
    expect(openapi.statusCode).toBe(200);
    expect(openapi.json().paths['/api/v1'].get.operationId).toBe('getApiIndex');
    expect(expectOk(await t.app.inject({ url: links.health }))).toMatchObject({ status: 'ready' });
  });
});
