import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../../../test/helpers/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { newTournament } from '../../../test/helpers/tournament-factories.js';
import {
  AuthenticationError,
  BusinessRuleError,
  createClient,
  NotFoundError,
  TourneyError,
  ValidationError,
  verifyWebhook,
  type TourneyClient,
} from '../src/index.js';

let t: TestApp;
let baseUrl: string;
let client: TourneyClient;
let gameId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = createClient({ baseUrl, apiKey: t.tenant.apiKey, retries: { baseDelayMs: 10 } });
  ({ gameId } = await newGame(t.database.db));
});
afterAll(() => t.close());

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

/** A user of the tenant with an in-game id for the game, registered through the client. */
async function newPlayer() {
  const externalId = unique('player');
  await client.call('registerUser', { body: { externalId, displayName: 'Ada' } });
  await client.call('linkUserGameId', {
    params: { query: { externalUserId: externalId } },
    body: { gameId, userGameId: unique('ada') },
  });
  return externalId;
}

const teamInput = (externalUserId: string, externalId = unique('team')) => ({
  params: { query: { externalId, externalUserId } },
  body: { name: unique('Night Owls'), gameId, teamSize: 5 },
});

async function teamRows(externalId: string) {
  return t.database.db
    .selectFrom('teams')
    .select('id')
    .where('tenantId', '=', t.tenant.tenantId)
    .where('externalId', '=', externalId)
    .execute();
}

describe('the client against a real server', () => {
  it('creates and reads users and teams, the envelope unwrapped', async () => {
    const owner = await newPlayer();
    const profile = await client.call('getUserProfile', {
      params: { path: { externalId: owner } },
    });
    expect(profile.displayName).toBe('Ada');

    const input = teamInput(owner);
    const team = await client.call('createTeam', input);
    expect(team.name).toBe(input.body.name);
    expect(team.externalId).toBe(input.params.query.externalId);
    const detail = await client.call('getTeam', { params: { path: { teamId: team.teamId } } });
    expect(detail.teamId).toBe(team.teamId);
    expect(detail.members.map((member) => member.externalId)).toEqual([owner]);

    const full = await client.request('getTeam', { params: { path: { teamId: team.teamId } } });
    expect(full.status).toBe(200);
    expect(full.meta.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(full.data).toEqual(detail);
  });

  it('registers a team to a tournament and lists the registrations', async () => {
    const owner = await newPlayer();
    const team = await client.call('createTeam', teamInput(owner));
    const tournament = await newTournament(t.database.db, t.tenant.tenantId, { gameId });

    const path = { tournamentId: tournament.id, teamId: team.teamId };
    const registration = await client.call('registerTeam', {
      params: { path, query: { externalUserId: owner } },
      body: {},
    });
    expect(registration).toMatchObject({ tournamentId: tournament.id, participantId: team.teamId });

    const listed = await client.call('listRegistrations', {
      params: { path: { tournamentId: tournament.id } },
    });
    expect(listed.items.map((item) => item.participantId)).toEqual([team.teamId]);

    // Registering again is refused by a rule: a 409 with its reason.
    const again = client.call('registerTeam', {
      params: { path, query: { externalUserId: owner } },
      body: {},
    });
    await expect(again).rejects.toBeInstanceOf(BusinessRuleError);
    await expect(again).rejects.toMatchObject({
      status: 409,
      code: 'BUSINESS_RULE_VIOLATION',
      reason: 'ALREADY_REGISTERED',
    });
  });

  it('sends one Idempotency-Key across retries, so a lost answer creates one team', async () => {
    const owner = await newPlayer();
    const attempts: { key: string | null; replayed: string | null }[] = [];
    // Attempt 1 meets a 503 from a proxy; attempt 2 reaches the server but its answer is lost;
    // attempt 3 gets the answer of attempt 2 again.
    const flaky: typeof fetch = async (input, init) => {
      const key = new Headers(init?.headers).get('idempotency-key');
      if (attempts.length === 0) {
        attempts.push({ key, replayed: null });
        return new Response('{"success":false,"message":"Bad gateway"}', {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
      }
      const response = await fetch(input, init);
      attempts.push({ key, replayed: response.headers.get('idempotent-replayed') });
      if (attempts.length === 2) throw new TypeError('socket hang up');
      return response;
    };
    const flakyClient = createClient({
      baseUrl,
      apiKey: t.tenant.apiKey,
      fetch: flaky,
      retries: { baseDelayMs: 10 },
    });
    const input = teamInput(owner);
    const created = await flakyClient.request('createTeam', input);

    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.key)).size).toBe(1);
    expect(attempts[2]!.replayed).toBe('true');
    expect(created.headers.get('idempotent-replayed')).toBe('true');
    expect(await teamRows(input.params.query.externalId)).toEqual([{ id: created.data.teamId }]);
  });

  it('keeps a key given by the caller, so a repeated job creates one team', async () => {
    const owner = await newPlayer();
    const input = { ...teamInput(owner), idempotencyKey: unique('job') };
    const first = await client.call('createTeam', input);
    const second = await client.request('createTeam', input);
    expect(second.data.teamId).toBe(first.teamId);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await teamRows(input.params.query.externalId)).toHaveLength(1);
  });

  it('throws a ValidationError naming the fields the server refused', async () => {
    const owner = await newPlayer();
    const input = teamInput(owner);
    const failure = client.call('createTeam', { ...input, body: { ...input.body, name: '' } });
    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    const error = (await failure.catch((e: unknown) => e)) as ValidationError;
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields.map((field) => field.field)).toContain('name');
    expect(error.fields.every((field) => typeof field.message === 'string')).toBe(true);
    expect(error.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(await teamRows(input.params.query.externalId)).toEqual([]);
  });

  it('throws NotFoundError and AuthenticationError with the status and message', async () => {
    const missing = client.call('getTeam', {
      params: { path: { teamId: '00000000-0000-4000-8000-000000000000' } },
    });
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
    await expect(missing).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const stranger = createClient({ baseUrl, apiKey: 'not-a-key', retries: 0 });
    const refused = stranger.call('listGames');
    await expect(refused).rejects.toBeInstanceOf(AuthenticationError);
    await expect(refused).rejects.toMatchObject({ status: 401, message: expect.any(String) });
    await expect(refused).rejects.toBeInstanceOf(TourneyError);
  });

  it('iterates over every page of a list', async () => {
    // A game of its own, so that the list holds this test's tournaments only.
    const game = await newGame(t.database.db);
    const created = [];
    for (let i = 0; i < 5; i++) {
      const tournament = await newTournament(t.database.db, t.tenant.tenantId, {
        gameId: game.gameId,
      });
      created.push(tournament.id);
    }
    const query = { gameId: game.gameId, pageSize: 2 };
    const pages = [];
    for await (const page of client.pages('listTournaments', { params: { query } })) {
      pages.push(page);
    }
    expect(pages.map((page) => [page.pageNumber, page.items.length, page.totalPages])).toEqual([
      [1, 2, 3],
      [2, 2, 3],
      [3, 1, 3],
    ]);
    const ids = [];
    for await (const tournament of client.items('listTournaments', { params: { query } })) {
      ids.push(tournament.tournamentId);
    }
    expect(ids.sort()).toEqual(created.sort());
  });
});

describe('webhooks delivered by the server', () => {
  let receiver: Server;
  const received: { body: Buffer; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks), headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('verify with the SDK: valid, tampered, wrong secret', async () => {
    const secretKey = 'a-receiver-secret-0123456789abcdef';
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const webhook = await client.call('createWebhook', { body: { url, secretKey } });
    expect(webhook.hasSecret).toBe(true);
    const result = await client.call('testWebhook', {
      params: { path: { id: webhook.id } },
      body: {},
    });
    expect(result.success).toBe(true);

    expect(received).toHaveLength(1);
    const { body, headers } = received[0]!;
    expect(await verifyWebhook({ secret: secretKey, body, headers })).toBe(true);
    const tampered = Buffer.from(body.toString('utf8').replace('"test.ping"', '"team.deleted"'));
    expect(tampered.equals(body)).toBe(false);
    expect(await verifyWebhook({ secret: secretKey, body: tampered, headers })).toBe(false);
    expect(await verifyWebhook({ secret: `${secretKey}!`, body, headers })).toBe(false);
  });
});
