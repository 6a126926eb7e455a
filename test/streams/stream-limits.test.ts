import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { openSse, type SseConnection } from './sse-client.js';

let t: TestApp;
let base: string;
let tournamentId: string;
let shareSlug: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  t = await buildTestApp({ STREAM_MAX_CONNECTIONS: '3', STREAM_MAX_PUBLIC_PER_ADDRESS: '1' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tournamentId = (await newTournament(t.database.db, t.tenant.tenantId)).id;
  const published = expectOk(
    await call(t.app, t.tenant.apiKey, {
      method: 'PUT',
      url: `/api/v1/tournaments/${tournamentId}/publication`,
      payload: { isPublic: true },
    }),
  );
  shareSlug = published.shareSlug;
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

async function apiStream() {
  const c = await openSse(`${base}/api/v1/tournaments/${tournamentId}/stream`, {
    'x-api-key': t.tenant.apiKey,
  });
  open.push(c);
  if (c.status === 200) await c.next();
  return c;
}

async function publicStream() {
  const c = await openSse(`${base}/t/${shareSlug}/stream`);
  open.push(c);
  if (c.status === 200) await c.next();
  return c;
}

async function expectRefused(c: SseConnection) {
  expect(c.status).toBe(503);
  expect(c.headers.get('retry-after')).toBe('5');
  expect(c.headers.get('content-type')).toContain('application/json');
  const body = await c.json();
  expect(body).toMatchObject({
    success: false,
    error: { code: 'UNAVAILABLE', reason: 'TOO_MANY_STREAMS' },
  });
  expect(typeof body.message).toBe('string');
  expect(typeof body.meta.traceId).toBe('string');
}

/** Retries until the server has noticed a client left (it learns it from the socket). */
async function eventually(attempt: () => Promise<SseConnection>) {
  for (let i = 0; i < 40; i++) {
    const value = await attempt();
    if (value.status === 200) return value;
    value.close();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('never happened');
}

describe('stream bounds', () => {
  it('refuses a public stream past the per-address bound, with 503 and Retry-After', async () => {
    const first = await publicStream();
    expect(first.status).toBe(200);
    await expectRefused(await publicStream());
    first.close();
    const again = await eventually(publicStream);
    again.close();
  });

  it('refuses any stream past the process bound, and frees the slot when a client leaves', async () => {
    const held = [await apiStream(), await apiStream(), await apiStream()];
    expect(held.map((c) => c.status)).toEqual([200, 200, 200]);
    await expectRefused(await apiStream());
    await expectRefused(await publicStream());
    held[0]!.close();
    const replacement = await eventually(apiStream);
    expect(replacement.status).toBe(200);
  });

  it('ends every stream when the server closes, without waiting for the clients', async () => {
    // An app of its own: only its streams are connected to it.
    const own = await buildTestApp();
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const tournament = await newTournament(own.database.db, own.tenant.tenantId);
    const streams = await Promise.all(
      [1, 2].map(() =>
        openSse(`${url}/api/v1/tournaments/${tournament.id}/stream`, {
          'x-api-key': own.tenant.apiKey,
        }),
      ),
    );
    await Promise.all(streams.map((c) => c.next()));
    const started = Date.now();
    await own.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await Promise.all(streams.map((c) => c.ended));
    await own.database.drop();
  });
});
