import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import {
  createGuardedDispatcher,
  type LookupAll,
} from '../../src/features/webhooks/delivery/index.js';
import { createWebhook } from '../../src/features/webhooks/webhook.service.js';
import {
  buildTestApp,
  call,
  expectOk,
  testWebhookSecrets,
  type TestApp,
} from '../helpers/test-app.js';
import {
  createConfig,
  deliveriesOf,
  emit,
  fakeClock,
  runUntilIdle,
  startServer,
  workerFactory,
  type TestServer,
} from './harness.js';

const DNS: Record<string, string[]> = {
  'public.example.test': ['93.184.215.14'],
  'internal.example.test': ['10.0.0.5'],
  'metadata.example.test': ['169.254.169.254'],
  'cgnat.example.test': ['100.64.1.1'],
  'loopback6.example.test': ['::1'],
  'mapped.example.test': ['::ffff:192.168.0.1'],
  'half.example.test': ['93.184.215.14', '127.0.0.1'],
};
/** Resolution stubbed: no test depends on real DNS. */
const lookup: LookupAll = async (hostname) => {
  const addresses = DNS[hostname];
  if (!addresses)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let t: TestApp;
let server: TestServer;
let workers: ReturnType<typeof workerFactory>;
const dispatcher = createGuardedDispatcher({ allowPrivate: false, lookup });
beforeAll(async () => {
  t = await buildTestApp();
  workers = workerFactory(t);
  server = await startServer((_req, res) => res.writeHead(200).end());
});
afterAll(async () => {
  await server.close();
  await workers.close();
  await dispatcher.close();
  await t.close();
});

async function refusal(url: string, allowPrivate = false): Promise<string | null> {
  try {
    await createWebhook(
      t.database.db,
      t.tenant.tenantId,
      { url },
      { allowPrivate, dispatcher, lookup, secrets: testWebhookSecrets },
    );
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const fieldErrors = (error as AppError).details.fieldErrors!;
    expect(fieldErrors[0]!.field).toBe('url');
    return fieldErrors[0]!.message;
  }
}

describe('configuration-time URL check, resolution stubbed', () => {
  it.each(['internal', 'metadata', 'cgnat', 'loopback6', 'mapped', 'half'])(
    'refuses a name resolving to a non-public address (%s)',
    async (name) => {
      expect(await refusal(`https://${name}.example.test/hook`)).toMatch(/non-public|range/);
    },
  );

  it('refuses a name that does not resolve, and plain http', async () => {
    expect(await refusal('https://nowhere.example.test/hook')).toMatch(/could not resolve/);
    expect(await refusal('http://public.example.test/hook')).toMatch(/scheme must be https/);
  });

  it('accepts a name resolving only to public addresses', async () => {
    expect(await refusal('https://public.example.test/hook')).toBeNull();
  });

  it('accepts private destinations (and http) only when the operator allows them', async () => {
    expect(await refusal('https://internal.example.test/hook', true)).toBeNull();
    expect(await refusal('http://10.0.0.5/hook', true)).toBeNull();
    expect(await refusal('http://10.0.0.5/hook', false)).not.toBeNull();
  });
});

describe('connect-time check on the address actually dialled', () => {
  it('a strict worker refuses a loopback receiver; a permissive one delivers', async () => {
    const config = await createConfig(t, t.tenant.apiKey, { url: server.url() });
    await emit(t, t.tenant.tenantId, 'team.created', { teamId: 'ssrf' });
    const clock = fakeClock();
    await runUntilIdle(
      workers.make({ clock, dispatcher: createGuardedDispatcher({ allowPrivate: false }) }),
    );
    expect(server.received).toHaveLength(0);
    let [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: null });
    expect(delivery.lastError).toMatch(/refused to connect to 127\.0\.0\.1/);

    clock.advance(60_000);
    await runUntilIdle(workers.make({ clock }));
    expect(server.received).toHaveLength(1);
    [delivery] = await deliveriesOf(t, t.tenant.apiKey, config.id);
    expect(delivery.status).toBe('succeeded');
    await t.database.db.deleteFrom('webhook_configs').execute();
  });

  it('a name that resolved publicly at configuration but privately at delivery is refused (DNS rebinding)', async () => {
    const rebinding: LookupAll = async () => [{ address: '127.0.0.1', family: 4 }];
    const now = new Date().toISOString();
    const id = randomUUID();
    // As if accepted earlier, when the name still pointed at a public address.
    await t.database.db
      .insertInto('webhook_configs')
      .values({
        id,
        tenantId: t.tenant.tenantId,
        url: `http://public.example.test:${server.port}/hook`,
        eventTypes: '[]',
        secretKey: null,
        isActive: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await emit(t, t.tenant.tenantId, 'team.created', { teamId: 'rebind' });
    const before = server.received.length;
    await runUntilIdle(
      workers.make({
        clock: fakeClock(),
        dispatcher: createGuardedDispatcher({ allowPrivate: false, lookup: rebinding }),
      }),
    );
    expect(server.received).toHaveLength(before);
    const [delivery] = await deliveriesOf(t, t.tenant.apiKey, id);
    expect(delivery.lastError).toMatch(/refused to connect/);
    await t.database.db.deleteFrom('webhook_configs').execute();
  });

  it('the test endpoint is guarded the same way when private URLs are not allowed', async () => {
    const strict = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false' });
    try {
      const id = randomUUID();
      const now = new Date().toISOString();
      await strict.database.db
        .insertInto('webhook_configs')
        .values({
          id,
          tenantId: strict.tenant.tenantId,
          url: server.url(),
          eventTypes: '[]',
          secretKey: null,
          isActive: 1,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const before = server.received.length;
      const res = await call(strict.app, strict.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/external/webhooks/${id}/test`,
        payload: {},
      });
      const data = expectOk(res);
      expect(data).toMatchObject({ success: false, statusCode: 0, responseBody: '' });
      expect(data.error).toMatch(/refused/i);
      expect(server.received).toHaveLength(before);
    } finally {
      await strict.close();
    }
  });
});
