import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleWorld } from '../helpers/example-world.js';
import { buildTestApp, call, type TestApp } from '../helpers/test-app.js';

// Built while the file is collected, so that each operation is a test of its own (a fresh world
// each, some 50 of them: one test for all outgrew its timeout on a busy machine).
const t: TestApp = await buildTestApp();
const doc: any = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
  op: any;
}

// An archive upload is binary, with no example to show: test/http/tenant-import.test.ts sends one.
const takesJson = (op: any) => op.requestBody?.content['application/json'] !== undefined;

const operations = (): Operation[] =>
  Object.entries<Record<string, any>>(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, op })),
  );

/** The example of a request body: on the media type, or on the component it refers to. */
function bodyExample(op: any): unknown {
  const media = op.requestBody?.content['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const ref: string | undefined = media.schema.$ref;
  return ref ? doc.components.schemas[ref.split('/').pop()!].example : media.schema.example;
}

/** The documented request with every placeholder replaced by the real value it stands for. */
function request({ method, path, op }: Operation, real: Record<string, string>) {
  const swap = (text: string) =>
    Object.entries(real).reduce(
      (out, [placeholder, value]) => out.replaceAll(placeholder, value),
      text,
    );
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.example === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    if (p.in === 'query') query.set(p.name, String(p.example));
  }
  const body = bodyExample(op);
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url: swap(query.size ? `${url}?${query}` : url),
    payload: body === undefined ? undefined : JSON.parse(swap(JSON.stringify(body))),
  };
}

describe('documented examples', () => {
  it('give every request body an example and every path parameter one', () => {
    const missing = operations()
      .filter(({ op }) => takesJson(op) && bodyExample(op) === undefined)
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const bareParameters = operations().flatMap(({ method, path, op }) =>
      (op.parameters ?? [])
        .filter((p: any) => p.in === 'path' && p.example === undefined)
        .map((p: any) => `${method} ${path} ${p.name}`),
    );
    expect(bareParameters).toEqual([]);
  });

  const withBodies = operations().filter(({ op }) => takesJson(op));
  it('cover the operations that take a body', () => {
    expect(withBodies.length).toBeGreaterThan(20);
  });

  const named = withBodies.map((operation) => [operation.op.operationId, operation] as const);
  it.each(named)('are accepted by the server, as documented: %s', async (_, operation) => {
    const { apiKey, console, real } = await exampleWorld(t);
    const operator = operation.path.startsWith('/api/v1/admin/');
    // The console's own routes (a tenant's keys, staff, one's password) take a session only.
    const schemes = (operation.op.security ?? []).flatMap((s: object) => Object.keys(s));
    const sessionOnly = schemes.includes('consoleSession') && !schemes.includes('apiKey');
    const res = await call(t.app, operator ? 'admin' : apiKey, {
      ...request(operation, real),
      ...(sessionOnly ? { key: null, headers: console } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json().success).toBe(true);
  });
});
