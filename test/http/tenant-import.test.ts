import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { issueKey, mapped, playSomeResults, tenantRead } from '../helpers/tenant-reads.js';
import { tenantSnapshot } from '../helpers/tenant-snapshot.js';
import { seedWorld, type World } from '../helpers/world.js';

let t: TestApp;
let world: World;
let archive: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t, t.tenant);
  await playSomeResults(t, world);
  const response = await call(t.app, 'admin', {
    url: `/api/v1/admin/tenants/${world.tenantId}/export?includeWebhookSecrets=true`,
  });
  expect(response.statusCode, response.body).toBe(200);
  archive = response.rawPayload;
}, 120_000);
afterAll(() => t?.close());

const upload = (query: string, payload: Buffer = archive, key = 'admin') =>
  call(t.app, key, {
    method: 'POST',
    url: `/api/v1/admin/tenants/import${query}`,
    headers: { 'content-type': 'application/gzip' },
    payload,
  });

const tenantCount = async () =>
  (await t.database.db.selectFrom('tenants').select('id').execute()).length;

describe('POST /api/v1/admin/tenants/import', () => {
  it('loads an uploaded archive as a new tenant whose reads are the original’s, ids mapped', async () => {
    const imported = expectOk(await upload('?asNewTenant=true&name=Uploaded%20copy'), 201);
    expect(imported).toMatchObject({
      tenantId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tenantName: 'Uploaded copy',
      rows: expect.any(Number),
      webhooksNeedingSecret: [],
      asNewTenant: {
        sourceTenantId: world.tenantId,
        shareSlugs: {},
        leftBehind: [{ table: 'api_keys', rows: 2 }],
      },
    });
    expect(imported.tables).toContainEqual({ table: 'tournaments', rows: 2 });
    const idMap = { ...imported.asNewTenant, tenantId: imported.tenantId };
    expect(idMap.ids[world.tenantId]).toBe(imported.tenantId);
    const apiKey = await issueKey(t, imported.tenantId);
    for (const url of [
      `/api/v1/tournaments/${world.tournamentId}`,
      `/api/v1/tournaments/${world.tournamentId}/rounds`,
      `/api/v1/groups/${world.groupId}/standings`,
    ]) {
      const original = await tenantRead(t, world.apiKey, url);
      expect(original.status, url).toBe(200);
      const copy = await tenantRead(t, apiKey, mapped(url, idMap) as string);
      expect(copy, url).toEqual(mapped(original, idMap));
    }
  });

  it('refuses the archive under its own id where the tenant exists: 409, nothing written', async () => {
    const [before, count] = [await tenantSnapshot(t.database, world.tenantId), await tenantCount()];
    const body = expectRule(await upload(''), 'ARCHIVE_REFUSED');
    expect(body.error.message).toContain(`tenant ${world.tenantId} exists here already`);
    expect(await tenantSnapshot(t.database, world.tenantId)).toEqual(before);
    expect(await tenantCount()).toBe(count);
  });

  it('refuses a taken name, a changed file and a name without asNewTenant, writing nothing', async () => {
    const count = await tenantCount();
    const taken = expectRule(
      await upload('?asNewTenant=true&name=UPLOADED%20COPY'),
      'ARCHIVE_REFUSED',
    );
    expect(taken.error.message).toBe(
      'Nothing was imported: a tenant named "UPLOADED COPY" exists here already: choose another name.',
    );
    const text = gunzipSync(archive).toString();
    const changed = gzipSync(text.replace(world.owner.externalId, 'someone-else'));
    const body = expectFieldError(await upload('?asNewTenant=true', changed), 'body');
    expect(body.errors[0].message).toBe(
      'This is not a sound tenant archive: users does not match the checksum of its manifest (changed or cut).',
    );
    expectFieldError(await upload('?name=Another'), 'name');
    expect(await tenantCount()).toBe(count);
  });

  it('answers a repeated upload with the same Idempotency-Key once, importing once', async () => {
    const count = await tenantCount();
    const send = () =>
      call(t.app, 'admin', {
        method: 'POST',
        url: '/api/v1/admin/tenants/import?asNewTenant=true',
        headers: { 'content-type': 'application/gzip', 'idempotency-key': 'upload-once' },
        payload: archive,
      });
    const first = expectOk(await send(), 201);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(expectOk(again, 201).tenantId).toBe(first.tenantId);
    expect(await tenantCount()).toBe(count + 1);
  });

  it('is the operator’s alone', async () => {
    expectError(await upload('?asNewTenant=true', archive, world.apiKey), 401);
    expectError(await upload('?asNewTenant=true', archive, ''), 401);
  });
});
