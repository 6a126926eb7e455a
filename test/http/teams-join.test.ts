import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, newUser } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  ISO_RE,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
let gameId: string;
let gameName: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ gameId, name: gameName } = await newGame(t.database.db));
});
afterAll(() => t.close());

const kit = teamKit({ t: () => t, gameId: () => gameId });
const { api, db, player, newInviteTeam: newTeam, newInvite, preview, join } = kit;
describe('invite preview', () => {
  it('describes the team and whether anyone can join, without a user', async () => {
    const { teamId, owner } = await newTeam(3);
    const { token } = await newInvite(teamId, owner.externalId);
    const res = await preview(token);
    const data = expectOk(res);
    expect(data).toEqual({
      teamId,
      name: 'Invited',
      description: 'desc',
      logo: null,
      coverImage: null,
      teamSize: 3,
      currentMembers: 1,
      ownerName: owner.username,
      gameId,
      gameName,
      canJoin: true,
    });
  });

  it('reports canJoin false with a joinError for the owner, a member, a full team and a missing userGameId', async () => {
    const { teamId, owner } = await newTeam(2);
    const { token } = await newInvite(teamId, owner.externalId);
    const noGameId = await newUser(db(), t.tenant.tenantId);
    const fresh = await player();

    const asOwner = expectOk(await preview(token, owner.externalId));
    expect(asOwner).toMatchObject({ canJoin: false, joinError: expect.stringMatching(/owner/) });
    const withoutId = expectOk(await preview(token, noGameId.externalId));
    expect(withoutId).toMatchObject({ canJoin: false, joinError: expect.stringMatching(/link/i) });
    expect(expectOk(await preview(token, fresh.externalId))).toMatchObject({ canJoin: true });
    expect(expectOk(await preview(token, fresh.externalId))).not.toHaveProperty('joinError');
    expect(expectError(await preview(token, 'nobody'), 404).message).toBe('User not found');

    expectOk(await join(token, fresh.externalId));
    expect(expectOk(await preview(token, fresh.externalId))).toMatchObject({
      canJoin: false,
      joinError: expect.stringMatching(/already a member/),
    });
    const full = expectOk(await preview(token));
    expect(full).toMatchObject({
      currentMembers: 2,
      canJoin: false,
      joinError: expect.stringMatching(/full/),
    });
    expect(expectOk(await preview(token, (await player()).externalId))).toMatchObject({
      canJoin: false,
      joinError: expect.stringMatching(/full/),
    });
  });

  it('answers 404 for an unknown or expired token', async () => {
    const { teamId, owner } = await newTeam();
    const invite = await newInvite(teamId, owner.externalId);
    expect(expectError(await preview('x'.repeat(43)), 404).message).toBe(
      'Invite not found or expired',
    );
    await db()
      .updateTable('team_invites')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invite.inviteId)
      .execute();
    expectError(await preview(invite.token), 404);
    expectError(await join(invite.token, (await player()).externalId), 404);
  });
});

describe('joining by invite', () => {
  it('adds the user as a member (role 2), answers the team detail and records team.member_joined', async () => {
    const { teamId, owner } = await newTeam();
    const { token } = await newInvite(teamId, owner.externalId);
    const user = await player();
    const res = await join(token, user.externalId);
    const detail = expectOk(res);
    expect(detail.teamId).toBe(teamId);
    expect(detail.members.map((m: any) => [m.userId, m.role])).toEqual([
      [owner.userId, 1],
      [user.userId, 2],
    ]);
    const member = detail.members[1];
    expect(member).toEqual({
      userId: user.userId,
      externalId: user.externalId,
      email: '',
      username: user.username,
      role: 2,
      joinedAt: expect.stringMatching(ISO_RE),
      profileImage: null,
      gameId,
      userGameId: expect.any(String),
    });
    expect(member.userGameId.length).toBeGreaterThan(0);

    const rows = await db()
      .selectFrom('outbox_events')
      .select('payload')
      .where('tenantId', '=', t.tenant.tenantId)
      .where('event', '=', 'team.member_joined')
      .execute();
    const event = rows.map((r) => JSON.parse(r.payload)).find((p) => p.teamId === teamId);
    expect(event).toEqual({ teamId, member, team: detail });
    // The detail answered (read after the insert, under the team's lock) is the team as read.
    expect(expectOk(await api({ method: 'GET', url: `/api/v1/teams/${teamId}` }))).toEqual(detail);
  });

  it('works without any body or content type', async () => {
    const { teamId, owner } = await newTeam();
    const { token } = await newInvite(teamId, owner.externalId);
    const user = await player();
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/teams/invites/${token}/join?externalUserId=${user.externalId}`,
      }),
    );
  });

  it('refuses members, the owner, users without a userGameId and unknown users', async () => {
    const { teamId, owner } = await newTeam();
    const { token } = await newInvite(teamId, owner.externalId);
    const user = await player();
    expectOk(await join(token, user.externalId));
    expect(expectRule(await join(token, user.externalId), 'ALREADY_MEMBER').message).toBe(
      'You are already a member of this team',
    );
    expect(expectRule(await join(token, owner.externalId), 'ALREADY_MEMBER').message).toBe(
      'You are the owner of this team',
    );
    const noGameId = await newUser(db(), t.tenant.tenantId);
    expect(
      expectRule(await join(token, noGameId.externalId), 'USER_GAME_ID_REQUIRED').message,
    ).toMatch(/link/i);
    // A refusal takes back the member row the join wrote before it could tell.
    const { members } = expectOk(await api({ url: `/api/v1/teams/${teamId}` }));
    expect(members.map((m: any) => m.userId)).toEqual([owner.userId, user.userId]);
    expect(expectError(await join(token, 'nobody'), 404).message).toBe('User not found');
    expectFieldError(
      await api({ method: 'POST', url: `/api/v1/teams/invites/${token}/join` }),
      'externalUserId',
    );
  });

  it('fills the team up to teamSize, then refuses with TEAM_FULL', async () => {
    const { teamId, owner } = await newTeam(3);
    const { token } = await newInvite(teamId, owner.externalId);
    expectOk(await join(token, (await player()).externalId));
    expectOk(await join(token, (await player()).externalId));
    expectRule(await join(token, (await player()).externalId), 'TEAM_FULL');
    expect(expectOk(await api({ url: `/api/v1/teams/${teamId}` })).members).toHaveLength(3);
  });

  it('never overfills the team under concurrent joins', async () => {
    const { teamId, owner } = await newTeam(4);
    const { token } = await newInvite(teamId, owner.externalId);
    const users = await Promise.all(Array.from({ length: 8 }, () => player()));
    const results = await Promise.all(users.map((u) => join(token, u.externalId)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().error.reason).toBe('TEAM_FULL');
    expect(expectOk(await api({ url: `/api/v1/teams/${teamId}` })).members).toHaveLength(4);
  });

  it('lets a user in only once when they join twice at once', async () => {
    const { teamId, owner } = await newTeam();
    const { token } = await newInvite(teamId, owner.externalId);
    const user = await player();
    const results = await Promise.all([join(token, user.externalId), join(token, user.externalId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error.reason).toBe('ALREADY_MEMBER');
  });
});
