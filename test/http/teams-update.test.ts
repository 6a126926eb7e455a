import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapGameId, newGame } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import { newTournament, registerTeam } from '../helpers/tournament-factories.js';
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
const { api, db, createUrl, newOwner, newTeam, addMember, lastEvent, expectTeamDetail } = kit;

describe('PUT /teams/{teamId}', () => {
  const put = (teamId: string, externalUserId: string, payload: Record<string, unknown>) =>
    api({
      method: 'PUT',
      url: `/api/v1/teams/${teamId}?externalUserId=${externalUserId}`,
      payload,
    });

  it('updates the fields sent, answers the detail and records team.updated', async () => {
    const { team, owner } = await newTeam({
      description: 'old',
      logo: 'https://cdn.example.com/a.png',
    });
    const res = await put(team.teamId, owner.externalId, {
      name: 'Renamed',
      teamSize: 10,
      coverImage: 'https://cdn.example.com/c.png',
    });
    const detail = expectOk(res);
    expect(res.json().message).toBe('Team updated');
    expectTeamDetail(detail);
    expect(detail).toMatchObject({
      name: 'Renamed',
      teamSize: 10,
      coverImage: 'https://cdn.example.com/c.png',
      description: 'old',
      logo: 'https://cdn.example.com/a.png',
    });
    expect(await lastEvent('team.updated', team.teamId)).toEqual(detail);

    const cleared = expectOk(
      await put(team.teamId, owner.externalId, { logo: null, description: null }),
    );
    expect(cleared).toMatchObject({ logo: null, description: null, name: 'Renamed' });
  });

  it('validates the body', async () => {
    const { team, owner } = await newTeam();
    expectFieldError(await put(team.teamId, owner.externalId, {}), 'body');
    expectFieldError(await put(team.teamId, owner.externalId, { name: '' }), 'name');
    expectFieldError(await put(team.teamId, owner.externalId, { teamSize: 101 }), 'teamSize');
    expectFieldError(await put(team.teamId, owner.externalId, { gameId: 'x' }), 'gameId');
    expectFieldError(await put(team.teamId, owner.externalId, { logo: 'ftp://x' }), 'logo');
    expectFieldError(
      await put(team.teamId, owner.externalId, { ownerId: randomUUID() }),
      'ownerId',
    );
    expectFieldError(
      await api({ method: 'PUT', url: `/api/v1/teams/${team.teamId}`, payload: { name: 'X' } }),
      'externalUserId',
    );
  });

  it('lets only the owner update: 404 for an unknown user, 403 for a member', async () => {
    const { team } = await newTeam();
    const member = await newOwner();
    await addMember(team.teamId, member.userId);
    expect(expectError(await put(team.teamId, 'nobody', { name: 'X' }), 404).message).toBe(
      'User not found',
    );
    expectError(await put(team.teamId, member.externalId, { name: 'X' }), 403);
    expect(
      expectError(await put(randomUUID(), member.externalId, { name: 'X' }), 404).message,
    ).toBe('Team not found');
  });

  it('refuses a teamSize below the member count', async () => {
    const { team, owner } = await newTeam();
    await addMember(team.teamId, (await newOwner()).userId);
    expectRule(
      await put(team.teamId, owner.externalId, { teamSize: 1 }),
      'TEAM_SIZE_BELOW_MEMBERS',
    );
    expect(expectOk(await put(team.teamId, owner.externalId, { teamSize: 2 })).teamSize).toBe(2);
  });

  it('changes game only when every member has a userGameId for it', async () => {
    const { team, owner } = await newTeam();
    const member = await newOwner();
    await addMember(team.teamId, member.userId);
    const other = await newGame(db());
    expect(
      expectError(await put(team.teamId, owner.externalId, { gameId: randomUUID() }), 404).message,
    ).toBe('Game not found');
    await mapGameId(db(), t.tenant.tenantId, owner.userId, other.gameId);
    expectRule(
      await put(team.teamId, owner.externalId, { gameId: other.gameId }),
      'USER_GAME_ID_REQUIRED',
    );
    const memberUid = await mapGameId(db(), t.tenant.tenantId, member.userId, other.gameId);
    const detail = expectOk(await put(team.teamId, owner.externalId, { gameId: other.gameId }));
    expect(detail).toMatchObject({ gameId: other.gameId, gameName: other.name });
    expect(detail.members.find((m: any) => m.userId === member.userId)).toMatchObject({
      gameId: other.gameId,
      userGameId: memberUid,
    });
  });
});

const del = (teamId: string, externalUserId: string) =>
  api({ method: 'DELETE', url: `/api/v1/teams/${teamId}?externalUserId=${externalUserId}` });

describe('DELETE /teams/{teamId}', () => {
  it('lets only the owner delete, answers without data and records team.deleted', async () => {
    const { team, owner, externalId } = await newTeam();
    const member = await newOwner();
    await addMember(team.teamId, member.userId);
    expectError(await del(team.teamId, member.externalId), 403);
    expectError(await del(team.teamId, 'nobody'), 404);
    expectFieldError(
      await api({ method: 'DELETE', url: `/api/v1/teams/${team.teamId}` }),
      'externalUserId',
    );

    const res = await del(team.teamId, owner.externalId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Team deleted' });
    expect(res.json()).not.toHaveProperty('data');
    expect(await lastEvent('team.deleted', team.teamId)).toEqual({
      teamId: team.teamId,
      externalId,
    });
    expectError(await api({ url: `/api/v1/teams/${team.teamId}` }), 404);
    const left = await db()
      .selectFrom('team_members')
      .select('userId')
      .where('teamId', '=', team.teamId)
      .execute();
    expect(left).toEqual([]);
    expectError(await del(team.teamId, owner.externalId), 404);
  });

  it('frees the externalId for a new team', async () => {
    const { team, owner, externalId } = await newTeam();
    expect((await del(team.teamId, owner.externalId)).statusCode).toBe(200);
    expectOk(
      await api({
        method: 'POST',
        url: createUrl(owner.externalId, externalId),
        payload: { name: 'Again', gameId },
      }),
    );
  });
});

describe('teams in an ongoing tournament', () => {
  it('cannot be deleted or change game while the tournament runs', async () => {
    const { team, owner } = await newTeam();
    const tournament = await newTournament(db(), t.tenant.tenantId, { gameId, status: 2 });
    await registerTeam(db(), t.tenant.tenantId, tournament.id, {
      teamId: team.teamId,
      name: 'Alpha',
    });
    expectRule(await del(team.teamId, owner.externalId), 'TEAM_IN_ONGOING_TOURNAMENT');
    const otherGame = await newGame(db());
    const change = await api({
      method: 'PUT',
      url: `/api/v1/teams/${team.teamId}?externalUserId=${owner.externalId}`,
      payload: { gameId: otherGame.gameId },
    });
    expectRule(change, 'TEAM_IN_ONGOING_TOURNAMENT');
    // Renaming does not touch the matches, so it stays allowed.
    const rename = await api({
      method: 'PUT',
      url: `/api/v1/teams/${team.teamId}?externalUserId=${owner.externalId}`,
      payload: { name: 'Alpha Prime' },
    });
    expect(expectOk(rename).name).toBe('Alpha Prime');
  });
});

describe('tenant isolation', () => {
  it("answers 404 to another tenant's key on get, update and delete", async () => {
    const { team } = await newTeam();
    const other = await t.newTenant();
    const stranger = await newOwner(other.tenantId);
    const as = (opts: Parameters<typeof call>[2]) => call(t.app, other.apiKey, opts);
    const q = `?externalUserId=${stranger.externalId}`;
    expectError(await as({ url: `/api/v1/teams/${team.teamId}` }), 404);
    expectError(
      await as({
        method: 'PUT',
        url: `/api/v1/teams/${team.teamId}${q}`,
        payload: { name: 'Mine' },
      }),
      404,
    );
    expectError(await as({ method: 'DELETE', url: `/api/v1/teams/${team.teamId}${q}` }), 404);
    expect(expectOk(await api({ url: `/api/v1/teams/${team.teamId}` })).name).toBe('Alpha');
    const foreignEvents = await db()
      .selectFrom('outbox_events')
      .select('id')
      .where('tenantId', '=', other.tenantId)
      .execute();
    expect(foreignEvents).toEqual([]);
  });
});
