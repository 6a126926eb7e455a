import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, newUser } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  UUID_RE,
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
const { api, db, teamExternalId, createUrl, newOwner, newTeam, lastEvent, expectTeamDetail } = kit;

describe('POST /teams', () => {
  it('creates a team with every field, the owner as member, and a team.created event', async () => {
    const owner = await newOwner();
    const externalId = teamExternalId();
    const payload = {
      name: 'Red Foxes',
      gameId,
      logo: 'https://cdn.example.com/logo.png',
      coverImage: 'https://cdn.example.com/cover.png',
      description: 'We play to win',
      teamSize: 7,
    };
    const res = await api({
      method: 'POST',
      url: createUrl(owner.externalId, externalId),
      payload,
    });
    const team = expectOk(res);
    expect(res.json().message).toBe('Team created');
    expect(team).toEqual({
      teamId: expect.stringMatching(UUID_RE),
      externalId,
      name: 'Red Foxes',
      logo: payload.logo,
      coverImage: payload.coverImage,
      description: payload.description,
      gameId,
    });

    const detail = expectOk(await api({ url: `/api/v1/teams/${team.teamId}` }));
    expectTeamDetail(detail);
    expect(detail).toMatchObject({
      teamSize: 7,
      ownerId: owner.userId,
      ownerName: owner.username,
      gameName,
    });
    expect(detail.members).toEqual([
      expect.objectContaining({
        userId: owner.userId,
        externalId: owner.externalId,
        role: 1,
        email: '',
        username: owner.username,
        profileImage: null,
      }),
    ]);

    const event = await lastEvent('team.created', team.teamId);
    expect(event).toEqual(detail);
  });

  it('returns empty strings for absent optional texts and defaults teamSize to 5', async () => {
    const { team } = await newTeam();
    expect(team).toMatchObject({ logo: '', coverImage: '', description: '' });
    const detail = expectOk(await api({ url: `/api/v1/teams/${team.teamId}` }));
    expect(detail).toMatchObject({ teamSize: 5, logo: null, coverImage: null, description: null });
  });

  it('validates the body and the query', async () => {
    const owner = await newOwner();
    const post = (payload: Record<string, unknown>, url = createUrl(owner.externalId)) =>
      api({ method: 'POST', url, payload });
    expectFieldError(await post({ gameId }), 'name');
    expectFieldError(await post({ name: '', gameId }), 'name');
    expectFieldError(await post({ name: '   ', gameId }), 'name');
    expectFieldError(await post({ name: 'x'.repeat(65), gameId }), 'name');
    expectFieldError(await post({ name: 'A' }), 'gameId');
    expectFieldError(await post({ name: 'A', gameId: 'nope' }), 'gameId');
    expectFieldError(await post({ name: 'A', gameId, logo: 'javascript:alert(1)' }), 'logo');
    expectFieldError(await post({ name: 'A', gameId, coverImage: 'not a url' }), 'coverImage');
    expectFieldError(
      await post({ name: 'A', gameId, description: 'x'.repeat(1001) }),
      'description',
    );
    expectFieldError(await post({ name: 'A', gameId, teamSize: 0 }), 'teamSize');
    expectFieldError(await post({ name: 'A', gameId, teamSize: 101 }), 'teamSize');
    expectFieldError(await post({ name: 'A', gameId, teamSize: 2.5 }), 'teamSize');
    expectFieldError(await post({ name: 'A', gameId, teamSize: '5' }), 'teamSize');
    expectFieldError(await post({ name: 'A', gameId, extra: 1 }), 'extra');
    expectFieldError(
      await post({ name: 'A', gameId }, `/api/v1/teams?externalUserId=${owner.externalId}`),
      'externalId',
    );
    expectFieldError(
      await post({ name: 'A', gameId }, `/api/v1/teams?externalId=x`),
      'externalUserId',
    );
  });

  it('answers 404 for an unknown owner or game', async () => {
    const owner = await newOwner();
    const noUser = expectError(
      await api({ method: 'POST', url: createUrl('nobody'), payload: { name: 'A', gameId } }),
      404,
    );
    expect(noUser.message).toBe('User not found');
    const noGame = expectError(
      await api({
        method: 'POST',
        url: createUrl(owner.externalId),
        payload: { name: 'A', gameId: randomUUID() },
      }),
      404,
    );
    expect(noGame.message).toBe('Game not found');
  });

  it('refuses an owner without a userGameId for the game (409 USER_GAME_ID_REQUIRED)', async () => {
    const user = await newUser(db(), t.tenant.tenantId);
    const body = expectRule(
      await api({
        method: 'POST',
        url: createUrl(user.externalId),
        payload: { name: 'A', gameId },
      }),
      'USER_GAME_ID_REQUIRED',
    );
    expect(body.message).toMatch(/link/i);
  });

  it('refuses an externalId already used by a team of the tenant, but not of another tenant', async () => {
    const { owner, externalId } = await newTeam();
    expectRule(
      await api({
        method: 'POST',
        url: createUrl(owner.externalId, externalId),
        payload: { name: 'B', gameId },
      }),
      'TEAM_EXTERNAL_ID_TAKEN',
    );
    const other = await t.newTenant();
    const otherOwner = await newOwner(other.tenantId);
    const res = await call(t.app, other.apiKey, {
      method: 'POST',
      url: createUrl(otherOwner.externalId, externalId),
      payload: { name: 'B', gameId },
    });
    expect(expectOk(res).externalId).toBe(externalId);
  });

  it('cannot create a team owned by a user of another tenant', async () => {
    const other = await t.newTenant();
    const foreign = await newOwner(other.tenantId);
    expectError(
      await api({
        method: 'POST',
        url: createUrl(foreign.externalId),
        payload: { name: 'A', gameId },
      }),
      404,
    );
  });

  it('needs an API key', async () => {
    expectError(
      await api({ method: 'POST', url: createUrl('x'), payload: { name: 'A', gameId }, key: null }),
      401,
    );
  });
});

describe('GET /teams/{teamId}', () => {
  it('lists the owner first, then members by joining time, with their game ids and hidden emails', async () => {
    const { team, owner } = await newTeam();
    const late = await newUser(db(), t.tenant.tenantId, { gameIds: [gameId] });
    const early = await newUser(db(), t.tenant.tenantId, { gameIds: [gameId] });
    await db()
      .insertInto('team_members')
      .values({
        teamId: team.teamId,
        userId: late.userId,
        tenantId: t.tenant.tenantId,
        role: 2,
        joinedAt: '2030-01-02T00:00:00.000Z',
      })
      .execute();
    await db()
      .insertInto('team_members')
      .values({
        teamId: team.teamId,
        userId: early.userId,
        tenantId: t.tenant.tenantId,
        role: 2,
        joinedAt: '2030-01-01T00:00:00.000Z',
      })
      .execute();
    const detail = expectOk(await api({ url: `/api/v1/teams/${team.teamId}` }));
    expectTeamDetail(detail);
    expect(detail.members.map((m: any) => m.userId)).toEqual([
      owner.userId,
      early.userId,
      late.userId,
    ]);
    expect(detail.members.map((m: any) => m.role)).toEqual([1, 2, 2]);
    const gameIds = await db()
      .selectFrom('user_game_ids')
      .select(['userId', 'userGameId'])
      .where('gameId', '=', gameId)
      .execute();
    for (const m of detail.members)
      expect(m.userGameId).toBe(gameIds.find((g) => g.userId === m.userId)?.userGameId);
    expect(JSON.stringify(detail)).not.toContain('@example.com');
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    expect(expectError(await api({ url: `/api/v1/teams/${randomUUID()}` }), 404).message).toBe(
      'Team not found',
    );
    expectFieldError(await api({ url: '/api/v1/teams/nope' }), 'teamId');
  });
});
