import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../src/features/tenants/tenant.service.js';
import { mapGameId, newGame } from '../helpers/factories.js';
import { outboxPayloads } from '../helpers/outbox.js';
import { teamKit } from '../helpers/teams.js';
import {
  buildTestApp,
  call,
  expectError,
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

const kit = teamKit({ t: () => t, gameId: () => gameId });

const erase = (externalId: string, key: string | null = t.tenant.apiKey) =>
  call(t.app, t.tenant.apiKey, {
    method: 'DELETE',
    url: `/api/v1/external/users/${encodeURIComponent(externalId)}`,
    key,
  });
const profile = (externalId: string, key = t.tenant.apiKey) =>
  call(t.app, key, { url: `/api/v1/external/users/${encodeURIComponent(externalId)}/profile` });
const register = (externalId: string, key = t.tenant.apiKey) =>
  call(t.app, key, {
    method: 'POST',
    url: '/api/v1/external/users',
    payload: { externalId, displayName: 'Rae', email: `${externalId}@example.com` },
  });

/** The answer to a successful erasure: 200, no data, the message telling which case it was. */
function expectErased(res: Awaited<ReturnType<typeof erase>>, message: string) {
  expectOk(res);
  expect(res.json()).not.toHaveProperty('data');
  expect(res.json().message).toBe(message);
}

const erasedEvents = async () => outboxPayloads(t, 'user.erased');

describe('DELETE /external/users/{externalId}', () => {
  it('erases once: a repeat answers 200 again and records no second event', async () => {
    const externalId = `ext-${randomUUID()}`;
    const { userId } = expectOk(await register(externalId));
    expectErased(await erase(externalId), 'User erased');
    expectError(await profile(externalId), 404);

    const events = (await erasedEvents()).filter((e) => e.userId === userId);
    expect(events).toHaveLength(1);
    expect(Object.keys(events[0]).sort()).toEqual(['erasedAt', 'userId']);
    expect(new Date(events[0].erasedAt).toISOString()).toBe(events[0].erasedAt);

    expectErased(await erase(externalId), 'User already erased');
    expectErased(await erase(externalId), 'User already erased');
    expect((await erasedEvents()).filter((e) => e.userId === userId)).toHaveLength(1);
  });

  it('ends, when repeated, a membership or in-game id that a racing call left on the tombstone', async () => {
    const { team } = await kit.newTeam();
    const externalId = `ext-${randomUUID()}`;
    const { userId } = expectOk(await register(externalId));
    expectErased(await erase(externalId), 'User erased');
    // What a join and a game-id link read before the erasure and written after it would leave.
    await kit.addMember(team.teamId, userId);
    await mapGameId(t.database.db, t.tenant.tenantId, userId, gameId, `late-${randomUUID()}`);

    expectErased(await erase(externalId), 'User already erased');
    const members = expectOk(
      await call(t.app, t.tenant.apiKey, { url: `/api/v1/teams/${team.teamId}` }),
    ).members;
    expect(members.map((m: any) => m.userId)).not.toContain(userId);
    const left = await kit.lastEvent('team.member_left', team.teamId);
    expect(left.member.userId).toBe(userId);
    const gameIds = await t.database.db
      .selectFrom('user_game_ids')
      .select('id')
      .where('userId', '=', userId)
      .execute();
    expect(gameIds).toEqual([]);
  });

  it('answers 404 for an external id that was never registered', async () => {
    const body = expectError(await erase(`never-${randomUUID()}`), 404);
    expect(body.message).toBe('User not found');
  });

  it('releases the external id: registering it again makes a new user, erasable in turn', async () => {
    const externalId = `ext-${randomUUID()}`;
    const first = expectOk(await register(externalId));
    expectErased(await erase(externalId), 'User erased');

    const second = expectOk(await register(externalId));
    expect(second.isNewUser).toBe(true);
    expect(second.userId).not.toBe(first.userId);
    expect(expectOk(await profile(externalId)).userId).toBe(second.userId);

    expectErased(await erase(externalId), 'User erased');
    expectErased(await erase(externalId), 'User already erased');
    const erasedIds = (await erasedEvents()).map((e) => e.userId);
    expect(erasedIds).toEqual(expect.arrayContaining([first.userId, second.userId]));
  });

  it('refuses while the user owns a team (409 USER_OWNS_TEAM naming the teams), changing nothing', async () => {
    const { team, owner } = await kit.newTeam();
    const teamId = team.teamId as string;
    const body = expectRule(await erase(owner.externalId), 'USER_OWNS_TEAM');
    expect(body.error.details).toEqual({ teamIds: [teamId] });
    expect(expectOk(await profile(owner.externalId)).userId).toBe(owner.userId);

    // Once the team is gone, the owner can be erased.
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'DELETE',
        url: `/api/v1/teams/${teamId}?externalUserId=${owner.externalId}`,
      }),
    );
    expectErased(await erase(owner.externalId), 'User erased');
  });

  it("leaves another tenant's user with the same external id untouched", async () => {
    const other: TestTenant = await t.newTenant();
    const externalId = `shared-${randomUUID()}`;
    expectOk(await register(externalId));
    const theirs = expectOk(await register(externalId, other.apiKey));

    expectErased(await erase(externalId), 'User erased');
    const kept = expectOk(await profile(externalId, other.apiKey));
    expect(kept).toMatchObject({
      userId: theirs.userId,
      displayName: 'Rae',
      email: `${externalId}@example.com`,
    });
    // And the other tenant's erasure is its own: the first tenant's tombstone does not answer it.
    expectErased(await erase(externalId, other.apiKey), 'User erased');
  });

  it('needs a key with the integration scope (403) and a key at all (401)', async () => {
    const externalId = `ext-${randomUUID()}`;
    expectOk(await register(externalId));
    const { apiKey: manageOnly } = await issueApiKey(
      t.database.db,
      t.tenant.tenantId,
      'manage only',
      ['manage'],
    );
    const refused = expectError(await erase(externalId, manageOnly), 403);
    expect(refused.message).toMatch(/integration/);
    expectError(await erase(externalId, null), 401);
    expect(expectOk(await profile(externalId)).displayName).toBe('Rae');
  });
});
