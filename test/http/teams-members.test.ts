import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ gameId } = await newGame(t.database.db));
});
afterAll(() => t.close());

const kit = teamKit({ t: () => t, gameId: () => gameId });
const { api, db, player } = kit;

/** A team with its owner and two members who joined through an invite. */
async function teamWithMembers() {
  const owner = await player();
  const url = `/api/v1/teams?externalId=${randomUUID()}&externalUserId=${owner.externalId}`;
  const { teamId } = expectOk(
    await api({ method: 'POST', url, payload: { name: 'Squad', gameId } }),
  );
  const { token } = expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/teams/${teamId}/invites?externalUserId=${owner.externalId}`,
    }),
    201,
  );
  const a = await player();
  const b = await player();
  for (const u of [a, b])
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/teams/invites/${token}/join?externalUserId=${u.externalId}`,
      }),
    );
  return { teamId: teamId as string, owner, a, b };
}

const remove = (teamId: string, userId: string, actor: string, key?: string) =>
  call(t.app, key ?? t.tenant.apiKey, {
    method: 'DELETE',
    url: `/api/v1/teams/${teamId}/members/${userId}?externalUserId=${actor}`,
  });

const memberIds = async (teamId: string) =>
  expectOk(await api({ url: `/api/v1/teams/${teamId}` })).members.map((m: any) => m.userId);

async function leftEvents(teamId: string) {
  const rows = await db()
    .selectFrom('outbox_events')
    .select('payload')
    .where('tenantId', '=', t.tenant.tenantId)
    .where('event', '=', 'team.member_left')
    .execute();
  return rows.map((r) => JSON.parse(r.payload)).filter((p) => p.teamId === teamId);
}

describe('DELETE /teams/{teamId}/members/{userId}', () => {
  it('lets a member leave, answering without data and recording team.member_left', async () => {
    const { teamId, owner, a, b } = await teamWithMembers();
    const res = await remove(teamId, a.userId, a.externalId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Member removed' });
    expect(res.json()).not.toHaveProperty('data');
    expect(await memberIds(teamId)).toEqual([owner.userId, b.userId]);

    const [event] = await leftEvents(teamId);
    expect(event.member).toMatchObject({
      userId: a.userId,
      externalId: a.externalId,
      role: 2,
      email: '',
    });
    expect(event.team.members.map((m: any) => m.userId)).toEqual([owner.userId, b.userId]);
    expect(event.team).toEqual(expectOk(await api({ url: `/api/v1/teams/${teamId}` })));
  });

  it('lets the owner remove a member', async () => {
    const { teamId, owner, a, b } = await teamWithMembers();
    expect((await remove(teamId, b.userId, owner.externalId)).statusCode).toBe(200);
    expect(await memberIds(teamId)).toEqual([owner.userId, a.userId]);
    expect(await leftEvents(teamId)).toHaveLength(1);
  });

  it('refuses a member removing someone else (403) and the owner leaving (409 OWNER_CANNOT_LEAVE)', async () => {
    const { teamId, owner, a, b } = await teamWithMembers();
    expectError(await remove(teamId, b.userId, a.externalId), 403);
    expectError(await remove(teamId, owner.userId, a.externalId), 403);
    const outsider = await player();
    expectError(await remove(teamId, a.userId, outsider.externalId), 403);
    const body = expectRule(
      await remove(teamId, owner.userId, owner.externalId),
      'OWNER_CANNOT_LEAVE',
    );
    expect(body.message).toMatch(/delete the team/);
    expect(await memberIds(teamId)).toHaveLength(3);
    expect(await leftEvents(teamId)).toEqual([]);
  });

  it('answers 404 for an unknown team, user or member, and 400 for malformed input', async () => {
    const { teamId, owner, a } = await teamWithMembers();
    expect(expectError(await remove(randomUUID(), a.userId, owner.externalId), 404).message).toBe(
      'Team not found',
    );
    expect(expectError(await remove(teamId, a.userId, 'nobody'), 404).message).toBe(
      'User not found',
    );
    const outsider = await player();
    expect(expectError(await remove(teamId, outsider.userId, owner.externalId), 404).message).toBe(
      'Member not found',
    );
    expect(
      expectError(await remove(teamId, outsider.userId, outsider.externalId), 404).message,
    ).toBe('Member not found');
    expectFieldError(await remove(teamId, 'nope', owner.externalId), 'userId');
    expectFieldError(
      await api({ method: 'DELETE', url: `/api/v1/teams/${teamId}/members/${a.userId}` }),
      'externalUserId',
    );
  });

  it('lets a member who left join again with a valid invite', async () => {
    const { teamId, owner, a } = await teamWithMembers();
    expect((await remove(teamId, a.userId, a.externalId)).statusCode).toBe(200);
    const { token } = expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/teams/${teamId}/invites?externalUserId=${owner.externalId}`,
      }),
      201,
    );
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/teams/invites/${token}/join?externalUserId=${a.externalId}`,
      }),
    );
    expect(await memberIds(teamId)).toContain(a.userId);
  });

  it("answers 404 to another tenant's key", async () => {
    const { teamId, a } = await teamWithMembers();
    const other = await t.newTenant();
    const stranger = await player(other.tenantId);
    expectError(await remove(teamId, a.userId, stranger.externalId, other.apiKey), 404);
    expectError(await remove(teamId, stranger.userId, stranger.externalId, other.apiKey), 404);
    // The member's own external id means nothing under another tenant's key.
    expectError(await remove(teamId, a.userId, a.externalId, other.apiKey), 404);
    expect(await memberIds(teamId)).toHaveLength(3);
  });
});
