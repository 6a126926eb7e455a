import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTenant, issueApiKey } from '../../src/features/tenants/tenant.service.js';
import type { Scope } from '../../src/features/tenants/api-key.js';
import { parseSecretKeys } from '../../src/features/webhooks/secrets/keyring.js';
import { SecretBox } from '../../src/features/webhooks/secrets/secret-box.js';
import type { LogSettings } from '../../src/http/logging.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
/** WEBHOOK_SECRET_KEYS of every test app and of the processes the tests start. */
export const TEST_WEBHOOK_SECRET_KEYS = `test:${Buffer.alloc(32, 7).toString('base64')}`;
export const testWebhookSecrets = new SecretBox(
  parseSecretKeys(TEST_WEBHOOK_SECRET_KEYS, 'WEBHOOK_SECRET_KEYS'),
);

export interface TestTenant {
  tenantId: string;
  apiKey: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** A tenant with a key holding both scopes. */
  tenant: TestTenant;
  newTenant(scopes?: Scope[]): Promise<TestTenant>;
  close(): Promise<void>;
}

/**
 * A test app on a database of its own (`database`, or a fresh one of the engine under test); `log`
 * turns its logger on (e.g. to capture lines).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  log?: LogSettings,
  database?: TestDatabase,
): Promise<TestApp> {
  database ??= await createTestDatabase();
  const config = loadConfig({
    ADMIN_TOKEN,
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_WORKER: 'false',
    RATE_LIMIT_MAX: '100000',
    WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS,
    RATE_LIMIT_AUTH_FAILURES: '100000',
    RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, webhookSecrets: testWebhookSecrets }, log);
  await app.ready();
  const newTenant = async (scopes: Scope[] = ['integration', 'manage']) => {
    const { tenantId } = await createTenant(
      database.db,
      `Tenant ${Math.random().toString(36).slice(2, 8)}`,
    );
    const { apiKey } = await issueApiKey(database.db, tenantId, 'test key', scopes);
    return { tenantId, apiKey };
  };
  return {
    app,
    database,
    config,
    tenant: await newTenant(),
    newTenant,
    close: async () => {
      await app.close(); // also destroys the Kysely instance
      await database.drop();
    },
  };
}

export type Call = Omit<InjectOptions, 'headers'> & {
  headers?: Record<string, string>;
  key?: string | null;
};

/** Calls the API as a tenant (`key`), the operator (`key: 'admin'`) or nobody (`key: null`). */
export function call(
  app: FastifyInstance,
  defaultKey: string,
  options: Call,
): Promise<LightMyRequestResponse> {
  const { key = defaultKey, headers = {}, ...rest } = options;
  const auth: Record<string, string> =
    key === 'admin' ? { authorization: `Bearer ${ADMIN_TOKEN}` } : key ? { 'x-api-key': key } : {};
  return app.inject({ ...rest, headers: { ...auth, ...headers } } as InjectOptions);
}

/** Asserts the success envelope and returns `data`. */
export function expectOk(res: LightMyRequestResponse, status = 200): any {
  const body = res.json();
  expect(res.statusCode, res.body).toBe(status);
  expect(body.success).toBe(true);
  expect(typeof body.message).toBe('string');
  expectMeta(body.meta);
  return body.data;
}

/** Asserts an error envelope with the given status; returns the body. */
export function expectError(res: LightMyRequestResponse, status: number): any {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body).not.toHaveProperty('data');
  expectMeta(body.meta);
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(ts|js):\d+/); // no stack traces
  return body;
}

/** A 400 whose `errors` names `field`. */
export function expectFieldError(res: LightMyRequestResponse, field: string) {
  const body = expectError(res, 400);
  expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  return body;
}

/** A 409 business-rule body with the given reason. */
export function expectRule(res: LightMyRequestResponse, reason: string, status = 409) {
  const body = expectError(res, status);
  expect(body.error).toMatchObject({ code: 'BUSINESS_RULE_VIOLATION', reason });
  expect(typeof body.error.message).toBe('string');
  return body;
}

function expectMeta(meta: any) {
  expect(typeof meta.traceId).toBe('string');
  expect(typeof meta.elapsedMs).toBe('number');
  expect(new Date(meta.serverTimestamp).toISOString()).toBe(meta.serverTimestamp);
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
