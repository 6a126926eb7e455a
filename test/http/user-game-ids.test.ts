import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/dialect.js';
import { mapGameId, newGame, newUser } from '../helpers/factories.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  UUID_RE,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';

let t: TestApp;
let other: TestTenant;
let game: { gameId: string; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  other = await t.newTenant();
  game = await newGame(t.database.db);
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const uid = () => `uid-${randomUUID().slice(0, 8)}`;

const mapId = (externalUserId: string | null, payload: object, key = t.tenant.apiKey) =>
  call(t.app, key, {
    method: 'POST',
    url:
      externalUserId === null
        ? '/api/v1/external/user-game-ids'
        : `/api/v1/external/user-game-ids?externalUserId=${encodeURIComponent(externalUserId)}`,
    payload,
  });
const listIds = (externalId: string, key = t.tenant.apiKey) =>
  call(t.app, key, { url: `/api/v1/external/users/${encodeURIComponent(externalId)}/game-ids` });
const unmap = (externalId: string, gameId: string, key = t.tenant.apiKey) =>
  call(t.app, key, {
    method: 'DELETE',
    url: `/api/v1/external/users/${encodeURIComponent(externalId)}/game-ids/${gameId}`,
  });

const user = (tenantId = t.tenant.tenantId) => newUser(t.database.db, tenantId);

async function insertTeam(ownerId: string, gameId: string, memberIds: string[]) {
  const id = randomUUID();
  const now = nowIso();
  await t.database.db
    .insertInto('teams')
    .values({
      id,
      tenantId: t.tenant.tenantId,
      externalId: `team-${id}`,
      name: 'Team',
      description: null,
      logo: null,
      coverImage: null,
      gameId,
      ownerId,
      teamSize: 5,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const members = [
    { userId: ownerId, role: 1 },
    ...memberIds.map((userId) => ({ userId, role: 2 })),
  ];
  for (const { userId, role } of members) {
    await t.database.db
      .insertInto('team_members')
      .values({ teamId: id, userId, tenantId: t.tenant.tenantId, role, joinedAt: now })
      .execute();
  }
  return id;
}

describe('POST /external/user-game-ids', () => {
  it('maps an in-game id and returns the mapping with the game', async () => {
    const u = await user();
    const userGameId = uid();
    const data = expectOk(await mapId(u.externalId, { gameId: game.gameId, userGameId }));
    expect(data).toEqual({
      gameId: game.gameId,
      gameName: game.name,
      gameImage: `https://cdn.example.com/${game.gameId}.png`,
      coverImage: '',
      userGameId,
    });
    expect(data.gameId).toMatch(UUID_RE);
    expect(Object.keys(data).sort()).toEqual([
      'coverImage',
      'gameId',
      'gameImage',
      'gameName',
      'userGameId',
    ]);
  });

  it('replaces the mapping when the same game is mapped again, and is idempotent', async () => {
    const u = await user();
    expectOk(await mapId(u.externalId, { gameId: game.gameId, userGameId: uid() }));
    const second = uid();
    expect(
      expectOk(await mapId(u.externalId, { gameId: game.gameId, userGameId: second })).userGameId,
    ).toBe(second);
    expect(
      expectOk(await mapId(u.externalId, { gameId: game.gameId, userGameId: second })).userGameId,
    ).toBe(second);
    const list = expectOk(await listIds(u.externalId));
    expect(list).toHaveLength(1);
    expect(list[0].userGameId).toBe(second);
  });

  it('refuses an in-game id another user of the tenant holds for that game', async () => {
    const holder = await user();
    const taken = uid();
    expectOk(await mapId(holder.externalId, { gameId: game.gameId, userGameId: taken }));
    const u = await user();
    expectRule(
      await mapId(u.externalId, { gameId: game.gameId, userGameId: taken }),
      'USER_GAME_ID_TAKEN',
    );
    // The same value for a different game is free.
    const otherGame = await newGame(t.database.db);
    expectOk(await mapId(u.externalId, { gameId: otherGame.gameId, userGameId: taken }));
    // And the holder's old value is free once the holder moves on.
    expectOk(await mapId(holder.externalId, { gameId: game.gameId, userGameId: uid() }));
    expectOk(await mapId(u.externalId, { gameId: game.gameId, userGameId: taken }));
  });

  it('keeps one row when the same mapping is sent concurrently', async () => {
    const u = await user();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        mapId(u.externalId, { gameId: game.gameId, userGameId: `race-${u.userId}` }),
      ),
    );
    for (const res of results) expectOk(res);
    expect(expectOk(await listIds(u.externalId))).toHaveLength(1);
  });

  it('answers 404 for an unknown user or game', async () => {
    const u = await user();
    expect(
      expectError(await mapId('nobody-here', { gameId: game.gameId, userGameId: uid() }), 404)
        .message,
    ).toBe('User not found');
    expect(
      expectError(await mapId(u.externalId, { gameId: MISSING, userGameId: uid() }), 404).message,
    ).toBe('Game not found');
  });

  it('validates the query and body, naming the field', async () => {
    const u = await user();
    const ok = { gameId: game.gameId, userGameId: uid() };
    expectFieldError(await mapId(null, ok), 'externalUserId');
    expectFieldError(await mapId('', ok), 'externalUserId');
    expectFieldError(await mapId('x'.repeat(129), ok), 'externalUserId');
    const cases: [Record<string, unknown>, string][] = [
      [{ userGameId: uid() }, 'gameId'],
      [{ gameId: 'not-a-uuid', userGameId: uid() }, 'gameId'],
      [{ gameId: 5, userGameId: uid() }, 'gameId'],
      [{ gameId: game.gameId }, 'userGameId'],
      [{ gameId: game.gameId, userGameId: '' }, 'userGameId'],
      [{ gameId: game.gameId, userGameId: ' padded ' }, 'userGameId'],
      [{ gameId: game.gameId, userGameId: 'x'.repeat(129) }, 'userGameId'],
      [{ gameId: game.gameId, userGameId: 42 }, 'userGameId'],
      [{ ...ok, extra: true }, 'extra'],
    ];
    for (const [payload, field] of cases)
      expectFieldError(await mapId(u.externalId, payload), field);
    expectOk(await mapId(u.externalId, { gameId: game.gameId, userGameId: 'Name With Spaces#1' }));
  });
});

describe('GET /external/users/{externalId}/game-ids', () => {
  it('lists the mappings by game name with the mapping shape', async () => {
    const u = await user();
    expect(expectOk(await listIds(u.externalId))).toEqual([]);
    const zed = await newGame(t.database.db, { name: `Zed ${randomUUID()}` });
    const alpha = await newGame(t.database.db, { name: `Alpha ${randomUUID()}` });
    const zedId = await mapGameId(t.database.db, t.tenant.tenantId, u.userId, zed.gameId);
    const alphaId = await mapGameId(t.database.db, t.tenant.tenantId, u.userId, alpha.gameId);
    expect(expectOk(await listIds(u.externalId))).toEqual([
      {
        gameId: alpha.gameId,
        gameName: alpha.name,
        gameImage: `https://cdn.example.com/${alpha.gameId}.png`,
        coverImage: '',
        userGameId: alphaId,
      },
      {
        gameId: zed.gameId,
        gameName: zed.name,
        gameImage: `https://cdn.example.com/${zed.gameId}.png`,
        coverImage: '',
        userGameId: zedId,
      },
    ]);
  });

  it('answers 404 for an unknown user', async () => {
    expect(expectError(await listIds('nobody-here'), 404).message).toBe('User not found');
  });
});

describe('DELETE /external/users/{externalId}/game-ids/{gameId}', () => {
  it('removes the mapping with the done envelope, then answers 404', async () => {
    const u = await user();
    await mapGameId(t.database.db, t.tenant.tenantId, u.userId, game.gameId);
    const res = await unmap(u.externalId, game.gameId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(body).not.toHaveProperty('data');
    expect(expectOk(await listIds(u.externalId))).toEqual([]);
    expect(expectError(await unmap(u.externalId, game.gameId), 404).message).toBe(
      'Game ID mapping not found',
    );
  });

  it('answers 404 for an unknown user and 400 for a malformed game id', async () => {
    const u = await user();
    expect(expectError(await unmap('nobody-here', game.gameId), 404).message).toBe(
      'User not found',
    );
    expectFieldError(await unmap(u.externalId, 'not-a-uuid'), 'gameId');
  });

  it('refuses with 409 GAME_ID_IN_USE while the user is in a team of that game', async () => {
    const owner = await user();
    const member = await user();
    const bystander = await user();
    for (const u of [owner, member, bystander])
      await mapGameId(t.database.db, t.tenant.tenantId, u.userId, game.gameId);
    await insertTeam(owner.userId, game.gameId, [member.userId]);

    expectRule(await unmap(member.externalId, game.gameId), 'GAME_ID_IN_USE');
    expectRule(await unmap(owner.externalId, game.gameId), 'GAME_ID_IN_USE');
    expect(expectOk(await listIds(member.externalId))).toHaveLength(1);
    // Changing the id stays allowed: the member keeps having one.
    expectOk(await mapId(member.externalId, { gameId: game.gameId, userGameId: uid() }));

    // A team of another game does not hold this mapping.
    const otherGame = await newGame(t.database.db);
    await mapGameId(t.database.db, t.tenant.tenantId, bystander.userId, otherGame.gameId);
    await insertTeam(bystander.userId, otherGame.gameId, []);
    const res = await unmap(bystander.externalId, game.gameId);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("answers 404 to another tenant for this tenant's user", async () => {
    const u = await user();
    await mapGameId(t.database.db, t.tenant.tenantId, u.userId, game.gameId);
    expectError(
      await mapId(u.externalId, { gameId: game.gameId, userGameId: uid() }, other.apiKey),
      404,
    );
    expectError(await listIds(u.externalId, other.apiKey), 404);
    expectError(await unmap(u.externalId, game.gameId, other.apiKey), 404);
    expect(expectOk(await listIds(u.externalId))).toHaveLength(1);
  });

  it('lets each tenant use the same in-game id and the same externalId', async () => {
    const a = await user();
    const b = await newUser(t.database.db, other.tenantId, { externalId: a.externalId });
    const shared = uid();
    expectOk(await mapId(a.externalId, { gameId: game.gameId, userGameId: shared }));
    expectOk(await mapId(b.externalId, { gameId: game.gameId, userGameId: shared }, other.apiKey));
    expect(expectOk(await listIds(a.externalId, other.apiKey))[0].userGameId).toBe(shared);
    expect(expectOk(await unmap(a.externalId, game.gameId, other.apiKey))).toBeUndefined();
    expect(expectOk(await listIds(a.externalId))).toHaveLength(1);
  });
});
