import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mapGameId, newGame, newUser } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';

let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ gameId } = await newGame(t.database.db));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const { db, teamExternalId, createUrl, newOwner } = teamKit({ t: () => t, gameId: () => gameId });

const HOUR = 60 * 60 * 1000;

interface TeamRequest {
  owner: string;
  externalId: string;
  name?: string;
}

/** POST /teams with an Idempotency-Key, as `tenant` (the default tenant unless given). */
function createTeam(key: string, request: TeamRequest, tenant: TestTenant = t.tenant) {
  return call(t.app, tenant.apiKey, {
    method: 'POST',
    url: createUrl(request.owner, request.externalId),
    headers: { 'idempotency-key': key },
    payload: { name: request.name ?? 'Night Owls', gameId },
  });
}

async function newTeamRequest(tenantId = t.tenant.tenantId): Promise<TeamRequest> {
  const owner = await newOwner(tenantId);
  return { owner: owner.externalId, externalId: teamExternalId() };
}

const teamsWithExternalId = (tenantId: string, externalId: string) =>
  db()
    .selectFrom('teams')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('externalId', '=', externalId)
    .execute();

async function createdEvents(teamId: string) {
  const rows = await db()
    .selectFrom('outbox_events')
    .select('payload')
    .where('event', '=', 'team.created')
    .execute();
  return rows.filter((r) => (JSON.parse(r.payload) as { teamId: string }).teamId === teamId);
}

/** The response body without `meta`, byte for byte. */
const withoutMeta = (res: LightMyRequestResponse) => res.body.replace(/,?"meta":\{[^}]*\}/, '');

const replayed = (res: LightMyRequestResponse) => res.headers['idempotent-replayed'] === 'true';

describe('Idempotency-Key on POST', () => {
  it('answers a repeat with the first answer, byte for byte, without doing the work again', async () => {
    const request = await newTeamRequest();
    const key = randomUUID();
    const first = await createTeam(key, request);
    const team = expectOk(first);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await createTeam(key, request);
    expect(expectOk(again)).toEqual(team);
    expect(replayed(again)).toBe(true);
    expect(withoutMeta(again)).toBe(withoutMeta(first));
    expect(again.json().meta.traceId).not.toBe(first.json().meta.traceId);

    expect(await teamsWithExternalId(t.tenant.tenantId, request.externalId)).toHaveLength(1);
    expect(await createdEvents(team.teamId)).toHaveLength(1);
  });

  it('refuses the key for a different request: another body or another query', async () => {
    const request = await newTeamRequest();
    const key = randomUUID();
    expectOk(await createTeam(key, request));

    const otherBody = await createTeam(key, { ...request, name: 'Day Larks' });
    expectRule(otherBody, 'IDEMPOTENCY_KEY_REUSED');
    expect(replayed(otherBody)).toBe(false);
    const otherQuery = await createTeam(key, { ...request, externalId: teamExternalId() });
    expectRule(otherQuery, 'IDEMPOTENCY_KEY_REUSED');
    expect(await teamsWithExternalId(t.tenant.tenantId, request.externalId)).toHaveLength(1);
  });

  it('takes the same JSON members in another order as the same request', async () => {
    const request = await newTeamRequest();
    const key = randomUUID();
    const send = (payload: string) =>
      call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: createUrl(request.owner, request.externalId),
        headers: { 'idempotency-key': key, 'content-type': 'application/json' },
        payload,
      });
    expectOk(await send(JSON.stringify({ name: 'Owls', gameId })));
    const reordered = await send(`{ "gameId": "${gameId}",  "name": "Owls" }`);
    expectOk(reordered);
    expect(replayed(reordered)).toBe(true);
  });

  it('keeps the keys of different tenants apart', async () => {
    const other = await t.newTenant();
    const key = randomUUID();
    const mine = await newTeamRequest();
    const theirs = await newTeamRequest(other.tenantId);
    const first = await createTeam(key, mine);
    const second = await createTeam(key, theirs, other);
    expect(expectOk(second).teamId).not.toBe(expectOk(first).teamId);
    expect(replayed(second)).toBe(false);
    expect(await teamsWithExternalId(other.tenantId, theirs.externalId)).toHaveLength(1);
  });

  it('does the work once for 10 concurrent requests with one key', async () => {
    const request = await newTeamRequest();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => createTeam(key, request)));
    const ran = answers.filter((res) => res.statusCode === 200 && !replayed(res));
    expect(ran).toHaveLength(1);
    const teamId = expectOk(ran[0]!).teamId;
    for (const res of answers) {
      if (res.statusCode === 200) {
        expect(expectOk(res).teamId).toBe(teamId);
      } else {
        expectRule(res, 'IDEMPOTENCY_KEY_IN_USE');
        expect(res.headers['retry-after']).toBe('1');
      }
    }
    expect(await teamsWithExternalId(t.tenant.tenantId, request.externalId)).toHaveLength(1);
    expect(await createdEvents(teamId)).toHaveLength(1);
  });

  it('replays a refused business rule, even once the rule would pass', async () => {
    const owner = await newUser(db(), t.tenant.tenantId); // no userGameId for the game yet
    const request = { owner: owner.externalId, externalId: teamExternalId() };
    const key = randomUUID();
    const first = await createTeam(key, request);
    expectRule(first, 'USER_GAME_ID_REQUIRED');

    await mapGameId(db(), t.tenant.tenantId, owner.userId, gameId);
    const again = await createTeam(key, request);
    expectRule(again, 'USER_GAME_ID_REQUIRED');
    expect(replayed(again)).toBe(true);
    expect(withoutMeta(again)).toBe(withoutMeta(first));
    expect(await teamsWithExternalId(t.tenant.tenantId, request.externalId)).toHaveLength(0);
  });

  it('does not keep an answer refused by the schema: the key then serves the fixed request', async () => {
    const request = await newTeamRequest();
    const key = randomUUID();
    const invalid = await call(t.app, t.tenant.apiKey, {
      method: 'POST',
      url: createUrl(request.owner, request.externalId),
      headers: { 'idempotency-key': key },
      payload: { name: 'Owls' },
    });
    expectFieldError(invalid, 'gameId');
    const fixed = await createTeam(key, request);
    expectOk(fixed);
    expect(replayed(fixed)).toBe(false);
  });

  it('releases the key after a server error, so a retry runs', async () => {
    const request = await newTeamRequest();
    const key = randomUUID();
    // The outbox write fails inside the team's transaction: a 500 with nothing written.
    await sql`alter table outbox_events rename to outbox_events_away`.execute(db());
    try {
      expectError(await createTeam(key, request), 500);
    } finally {
      await sql`alter table outbox_events_away rename to outbox_events`.execute(db());
    }
    const retry = await createTeam(key, request);
    expectOk(retry);
    expect(replayed(retry)).toBe(false);
    expect(await teamsWithExternalId(t.tenant.tenantId, request.externalId)).toHaveLength(1);
  });

  it('lets a claim abandoned in flight run again after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const request = await newTeamRequest();
    const key = randomUUID();
    expectOk(await createTeam(key, request));
    // As if the process had died after the work but before recording the answer.
    await db()
      .updateTable('idempotency_keys')
      .set({ responseStatus: null, responseBody: null })
      .where('key', '=', key)
      .execute();
    const running = await createTeam(key, request);
    expectRule(running, 'IDEMPOTENCY_KEY_IN_USE');
    expect(running.headers['retry-after']).toBe('1');

    vi.setSystemTime(Date.now() + 61_000);
    // It runs again: the team exists, so this time the rule refuses it.
    expectRule(await createTeam(key, request), 'TEAM_EXTERNAL_ID_TAKEN');
  });

  it('forgets a key after 24 hours and deletes expired keys', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const request = await newTeamRequest();
    const key = randomUUID();
    expectOk(await createTeam(key, request));
    const other = { ...request, externalId: teamExternalId() };

    vi.setSystemTime(start + 23 * HOUR);
    expectRule(await createTeam(key, other), 'IDEMPOTENCY_KEY_REUSED');

    vi.setSystemTime(start + 24 * HOUR + 1_000);
    const reused = await createTeam(key, other);
    expectOk(reused);
    expect(replayed(reused)).toBe(false);

    const stale = await newTeamRequest();
    const staleKey = randomUUID();
    expectOk(await createTeam(staleKey, stale));
    vi.setSystemTime(start + 49 * HOUR);
    expectOk(await createTeam(randomUUID(), await newTeamRequest()));
    const left = await db()
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'in', [key, staleKey])
      .execute();
    expect(left).toEqual([]);
  });

  it.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['empty', ''],
    ['not printable ASCII', 'tab\there'],
  ])('refuses a key %s with a 400 naming the header', async (_, key) => {
    const request = await newTeamRequest();
    const res = await createTeam(key, request);
    expectFieldError(res, 'Idempotency-Key');
    expect(await teamsWithExternalId(t.tenant.tenantId, request.externalId)).toHaveLength(0);
  });

  it('accepts a key of 255 printable characters', async () => {
    expectOk(await createTeam(`~ !${'k'.repeat(252)}`, await newTeamRequest()));
  });
});

describe('Idempotency-Key on operator routes', () => {
  const admin = (url: string, key: string, payload: object) =>
    call(t.app, '', {
      key: 'admin',
      method: 'POST',
      url,
      headers: { 'idempotency-key': key },
      payload,
    });

  it('replays a creation, apart from the same key of a tenant', async () => {
    const key = randomUUID();
    const name = `Acme ${key}`;
    const first = await admin('/api/v1/admin/tenants', key, { name });
    const tenant = expectOk(first, 201);
    const again = await admin('/api/v1/admin/tenants', key, { name });
    expect(expectOk(again, 201)).toEqual(tenant);
    expect(replayed(again)).toBe(true);
    const tenants = await db()
      .selectFrom('tenants')
      .select('id')
      .where('name', '=', name)
      .execute();
    expect(tenants).toHaveLength(1);

    const asTenant = await createTeam(key, await newTeamRequest());
    expectOk(asTenant);
    expect(replayed(asTenant)).toBe(false);
  });

  it('never stores nor repeats a secret shown once: a repeat is refused', async () => {
    const key = randomUUID();
    const url = `/api/v1/admin/tenants/${t.tenant.tenantId}/api-keys`;
    const payload = { name: `ci ${key}`, scopes: ['integration'] };
    const issued = expectOk(await admin(url, key, payload), 201);
    expect(issued.apiKey).toMatch(/^tk_/);

    const again = await admin(url, key, payload);
    expectRule(again, 'IDEMPOTENCY_SECRET_NOT_REPLAYED');
    expect(again.body).not.toContain(issued.apiKey);
    const stored = await db()
      .selectFrom('idempotency_keys')
      .select(['responseStatus', 'responseBody'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ responseStatus: 201, responseBody: null });
    const keys = await db()
      .selectFrom('api_keys')
      .select('id')
      .where('name', '=', payload.name)
      .execute();
    expect(keys).toHaveLength(1);
  });
});

describe('Idempotency-Key in the OpenAPI document', () => {
  it('is a shared optional header on every POST, with the replay header on its answers', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
    expect(doc.components.headers.IdempotentReplayed.schema).toEqual({
      type: 'string',
      enum: ['true'],
    });
    const posts = t.app.routeList.filter((r) => r.documented && r.method === 'POST');
    expect(posts.length).toBeGreaterThan(10);
    for (const route of posts) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const op = doc.paths[path].post;
      // A public POST (signing in, accepting an invitation) has nobody for a key to belong to.
      if (op.security?.length === 0) {
        expect(op.parameters ?? [], path).not.toContainEqual({
          $ref: '#/components/parameters/IdempotencyKey',
        });
        continue;
      }
      expect(op.parameters, path).toContainEqual({
        $ref: '#/components/parameters/IdempotencyKey',
      });
      const success = op.responses['200'] ?? op.responses['201'];
      expect(success.headers['Idempotent-Replayed'], path).toEqual({
        $ref: '#/components/headers/IdempotentReplayed',
      });
    }
  });
});
