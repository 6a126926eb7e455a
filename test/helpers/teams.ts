import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { newUser } from './factories.js';
import { call, expectOk, ISO_RE, UUID_RE, type Call, type TestApp } from './test-app.js';

export interface TeamKitContext {
  /** The file's TestApp, built in its beforeAll. */
  t: () => TestApp;
  /** The game its teams play, made in the same beforeAll. */
  gameId: () => string;
}

/**
 * The helpers the team test files share. Each file builds its own TestApp and game, then
 * `const { api, newTeam } = teamKit({ t: () => t, gameId: () => gameId })`; the getters are
 * read on every call, so the kit can be made before beforeAll runs.
 */
export function teamKit(ctx: TeamKitContext) {
  const api = (opts: Call) => call(ctx.t().app, ctx.t().tenant.apiKey, opts);
  const db = () => ctx.t().database.db;
  let seq = 0;
  const teamExternalId = () => `team-${++seq}-${randomUUID().slice(0, 8)}`;

  const createUrl = (externalUserId: string, externalId = teamExternalId()) =>
    `/api/v1/teams?externalId=${encodeURIComponent(externalId)}&externalUserId=${encodeURIComponent(externalUserId)}`;

  async function newOwner(tenantId = ctx.t().tenant.tenantId) {
    return newUser(db(), tenantId, { gameIds: [ctx.gameId()] });
  }

  /** A team of the default tenant created through the API, with its owner. */
  async function newTeam(body: Record<string, unknown> = {}) {
    const owner = await newOwner();
    const externalId = teamExternalId();
    const team = expectOk(
      await api({
        method: 'POST',
        url: createUrl(owner.externalId, externalId),
        payload: { name: 'Alpha', gameId: ctx.gameId(), ...body },
      }),
    );
    return { team, owner, externalId };
  }

  async function addMember(teamId: string, userId: string) {
    await db()
      .insertInto('team_members')
      .values({
        teamId,
        userId,
        tenantId: ctx.t().tenant.tenantId,
        role: 2,
        joinedAt: new Date().toISOString(),
      })
      .execute();
  }

  const events = (event: string) =>
    db()
      .selectFrom('outbox_events')
      .selectAll()
      .where('tenantId', '=', ctx.t().tenant.tenantId)
      .where('event', '=', event)
      .execute();

  async function lastEvent(event: string, teamId: string) {
    const rows = (await events(event))
      .map((r) => JSON.parse(r.payload))
      .filter((p) => p.teamId === teamId);
    expect(rows.length).toBeGreaterThan(0);
    return rows.at(-1);
  }

  const player = (tenantId = ctx.t().tenant.tenantId) =>
    newUser(db(), tenantId, { gameIds: [ctx.gameId()] });

  /** A team named 'Invited' (description 'desc') of `teamSize`, with its owner. */
  async function newInviteTeam(teamSize = 5) {
    const owner = await player();
    const url = `/api/v1/teams?externalId=${randomUUID()}&externalUserId=${owner.externalId}`;
    const team = expectOk(
      await api({
        method: 'POST',
        url,
        payload: { name: 'Invited', gameId: ctx.gameId(), teamSize, description: 'desc' },
      }),
    );
    return { teamId: team.teamId as string, owner };
  }

  const invitesUrl = (teamId: string, externalUserId: string) =>
    `/api/v1/teams/${teamId}/invites?externalUserId=${externalUserId}`;

  async function newInvite(
    teamId: string,
    ownerExternalId: string,
    payload?: Record<string, unknown>,
  ) {
    return expectOk(
      await api({
        method: 'POST',
        url: invitesUrl(teamId, ownerExternalId),
        ...(payload ? { payload } : {}),
      }),
      201,
    );
  }

  const preview = (token: string, externalUserId?: string) =>
    api({
      url: `/api/v1/teams/invites/${token}${externalUserId ? `?externalUserId=${externalUserId}` : ''}`,
    });

  const join = (token: string, externalUserId: string, key?: string) =>
    call(ctx.t().app, key ?? ctx.t().tenant.apiKey, {
      method: 'POST',
      url: `/api/v1/teams/invites/${token}/join?externalUserId=${externalUserId}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });

  return {
    api,
    db,
    teamExternalId,
    createUrl,
    newOwner,
    newTeam,
    addMember,
    events,
    lastEvent,
    expectTeamDetail,
    player,
    newInviteTeam,
    invitesUrl,
    newInvite,
    preview,
    join,
  };
}

/** Asserts the shape of a team detail (GET /teams/{teamId} and the team events). */
function expectTeamDetail(d: any) {
  expect(Object.keys(d).sort()).toEqual(
    [
      'coverImage',
      'description',
      'gameId',
      'gameImage',
      'gameName',
      'logo',
      'members',
      'name',
      'ownerId',
      'ownerName',
      'teamId',
      'teamSize',
    ].sort(),
  );
  expect(d.teamId).toMatch(UUID_RE);
  expect(d.ownerId).toMatch(UUID_RE);
  expect(d.gameId).toMatch(UUID_RE);
  expect(typeof d.name).toBe('string');
  expect(Number.isInteger(d.teamSize)).toBe(true);
  expect(typeof d.ownerName).toBe('string');
  expect(typeof d.gameName).toBe('string');
  expect(typeof d.gameImage).toBe('string');
  for (const m of d.members) {
    expect(Object.keys(m).sort()).toEqual(
      [
        'email',
        'externalId',
        'gameId',
        'joinedAt',
        'profileImage',
        'role',
        'userGameId',
        'userId',
        'username',
      ].sort(),
    );
    expect(m.userId).toMatch(UUID_RE);
    expect(m.email).toBe('');
    expect(typeof m.username).toBe('string');
    expect([1, 2]).toContain(m.role);
    expect(m.joinedAt).toMatch(ISO_RE);
    expect(m.gameId).toBe(d.gameId);
    expect(typeof m.userGameId).toBe('string');
  }
}
