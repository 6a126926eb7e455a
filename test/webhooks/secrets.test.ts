import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { loadConfig } from '../../src/config.js';
import { InCodeMigrations, migrateToLatest } from '../../src/db/migrate.js';
import { parseSecretKeys } from '../../src/features/webhooks/secrets/keyring.js';
import { SecretBox } from '../../src/features/webhooks/secrets/secret-box.js';
import { openWebhookSecrets } from '../../src/features/webhooks/secrets/startup.js';
import { verifyWebhook } from '../../packages/client/src/webhooks.js';
import { call, expectOk, TEST_WEBHOOK_SECRET_KEYS, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-db.js';
import {
  SECRET,
  createConfig,
  deliveriesOf,
  emit,
  fakeClock,
  runUntilIdle,
  useWebhookHarness,
  workerFactory,
} from './harness.js';

let t: TestApp;
let workers: ReturnType<typeof workerFactory>;
const { receiver } = useWebhookHarness((app, w) => {
  t = app;
  workers = w;
});

const NEW_KEYS = `k2:${randomBytes(32).toString('base64')}`;
const boxOf = (keys: string) => new SecretBox(parseSecretKeys(keys, 'WEBHOOK_SECRET_KEYS'));

const storedSecret = async (configId: string) =>
  (
    await t.database.db
      .selectFrom('webhook_configs')
      .select('secretKey')
      .where('id', '=', configId)
      .executeTakeFirstOrThrow()
  ).secretKey;

/** One event through a worker using `secrets`; what the receiver got. */
async function deliverWith(secrets: SecretBox, configId: string) {
  await emit(t, t.tenant.tenantId, 'team.updated', { teamId: 't-1' });
  await runUntilIdle(workers.make({ clock: fakeClock(), secrets }));
  const [delivery] = await deliveriesOf(t, t.tenant.apiKey, configId);
  return delivery;
}

async function signedConfig() {
  const server = await receiver();
  const config = await createConfig(t, t.tenant.apiKey, { url: server.url(), secretKey: SECRET });
  return { server, config };
}

function signatureValid(request: { rawBody: Buffer; headers: Record<string, unknown> }) {
  const header = request.headers['x-webhook-signature'] as string;
  return verifyWebhook({
    secret: SECRET,
    body: request.rawBody,
    headers: { 'x-webhook-signature': header },
  });
}

describe('signing secrets at rest', () => {
  it('are stored encrypted with the first key, and deliveries are signed with the secret', async () => {
    const { server, config } = await signedConfig();
    const stored = await storedSecret(config.id);
    expect(stored).toMatch(/^v1:test:[\w-]+$/);
    expect(stored).not.toContain(SECRET);

    await deliverWith(t.app.deps.webhookSecrets, config.id);
    expect(server.received).toHaveLength(1);
    expect(await signatureValid(server.received[0]!)).toBe(true);
  });

  it('rotate: a new first key re-encrypts them, and the old key can then go', async () => {
    const { server, config } = await signedConfig();
    let out = '';
    const code = await runCli(['webhook-secrets', 'reencrypt', '--json'], {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: () => undefined },
      env: {
        DATABASE_URL: t.database.url,
        WEBHOOK_SECRET_KEYS: `${NEW_KEYS},${TEST_WEBHOOK_SECRET_KEYS}`,
      },
      ...(t.database.schema ? { schema: t.database.schema } : {}),
    });
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ keyId: 'k2', reencrypted: 1 });
    expect(await storedSecret(config.id)).toMatch(/^v1:k2:/);

    await deliverWith(boxOf(NEW_KEYS), config.id);
    expect(await signatureValid(server.received[0]!)).toBe(true);
  });

  it('a secret no key opens is never sent unsigned: the attempt fails with the reason', async () => {
    const { server, config } = await signedConfig();
    const delivery = await deliverWith(boxOf(NEW_KEYS), config.id);
    expect(server.received).toHaveLength(0);
    expect(delivery).toMatchObject({ status: 'pending', attemptCount: 1, lastStatusCode: null });
    expect(delivery.lastError).toMatch(/key "test".*WEBHOOK_SECRET_KEYS/);

    let err = '';
    const code = await runCli(['webhook-secrets', 'reencrypt'], {
      stdout: { write: () => undefined },
      stderr: { write: (s: string) => (err += s) },
      env: { DATABASE_URL: t.database.url, WEBHOOK_SECRET_KEYS: NEW_KEYS },
      ...(t.database.schema ? { schema: t.database.schema } : {}),
    });
    expect(code).toBe(1);
    expect(err).toContain(config.id);
  });

  it('the test operation reports a secret it cannot decrypt instead of sending unsigned', async () => {
    const { server, config } = await signedConfig();
    await t.database.db
      .updateTable('webhook_configs')
      .set({ secretKey: boxOf(NEW_KEYS).seal(config.id, SECRET) })
      .where('id', '=', config.id)
      .execute();
    const result = expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/external/webhooks/${config.id}/test`,
        payload: {},
      }),
    );
    expect(result).toMatchObject({ success: false, statusCode: 0 });
    expect(result.error).toMatch(/^Signing secret unavailable: .*key "k2"/);
    expect(server.received).toHaveLength(0);
  });
});

describe('secrets stored in plaintext before encryption', () => {
  it('are tagged by migration 0008, still open, and are encrypted at start', async () => {
    // Migrated up to the release before 0008 only: migrating down would run later downs.
    const database = await createTestDatabase((db, engine, schema) =>
      new Migrator({
        db,
        provider: new InCodeMigrations(engine),
        ...(schema ? { migrationTableSchema: schema } : {}),
      }).migrateTo('0006-covering-registration-counts'),
    );
    try {
      const tenantId = t.tenant.tenantId;
      const now = new Date().toISOString();
      await database.db
        .insertInto('tenants')
        .values({ id: tenantId, name: 'Old', createdAt: now })
        .execute();
      await database.db
        .insertInto('webhook_configs')
        .values({
          id: '00000000-0000-4000-8000-000000000001',
          tenantId,
          url: 'https://example.com/hook',
          eventTypes: '[]',
          secretKey: SECRET,
          isActive: 1,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await migrateToLatest(database.db, database.engine, database.schema);
      const row = () =>
        database.db
          .selectFrom('webhook_configs')
          .select(['id', 'secretKey'])
          .executeTakeFirstOrThrow();
      const tagged = await row();
      expect(tagged.secretKey).toBe(`plain:${SECRET}`);
      const box = t.app.deps.webhookSecrets;
      expect(box.open(tagged.id, tagged.secretKey)).toBe(SECRET);

      const logged: string[] = [];
      const logger = {
        info: (_: object, msg: string) => logged.push(msg),
        warn: () => undefined,
        error: () => undefined,
      };
      const config = loadConfig({
        DATABASE_URL: database.url,
        WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS,
      });
      await openWebhookSecrets(config, database.db, logger);
      const encrypted = await row();
      expect(encrypted.secretKey).toMatch(/^v1:test:/);
      expect(box.open(encrypted.id, encrypted.secretKey)).toBe(SECRET);
      expect(logged).toEqual(['webhook signing secrets re-encrypted']);
    } finally {
      await database.drop();
    }
  });
});
