import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  ISO_RE,
  UUID_RE,
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
const { api, db, player, newInviteTeam: newTeam, invitesUrl, newInvite, preview, join } = kit;
describe('creating, listing and revoking invites', () => {
  it('issues a random token stored only as its SHA-256, expiring after 168 hours by default', async () => {
    const { teamId, owner } = await newTeam();
    const before = Date.now();
    const res = await api({ method: 'POST', url: invitesUrl(teamId, owner.externalId) });
    const invite = expectOk(res, 201);
    expect(res.json().message).toBe('Invite created');
    expect(invite).toEqual({
      inviteId: expect.stringMatching(UUID_RE),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      teamId,
      expiresAt: expect.stringMatching(ISO_RE),
    });
    const hours = (Date.parse(invite.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(167.9);
    expect(hours).toBeLessThan(168.1);
    const row = await db()
      .selectFrom('team_invites')
      .selectAll()
      .where('id', '=', invite.inviteId)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash('sha256').update(invite.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(invite.token);
    const second = await newInvite(teamId, owner.externalId);
    expect(second.token).not.toBe(invite.token);
  });

  it('accepts expiresInHours 1 to 720 and an empty JSON body', async () => {
    const { teamId, owner } = await newTeam();
    const short = await newInvite(teamId, owner.externalId, { expiresInHours: 1 });
    expect(Date.parse(short.expiresAt) - Date.now()).toBeLessThanOrEqual(3_600_000);
    const post = (payload: unknown) =>
      api({
        method: 'POST',
        url: invitesUrl(teamId, owner.externalId),
        payload: payload as Record<string, unknown>,
      });
    expectFieldError(await post({ expiresInHours: 0 }), 'expiresInHours');
    expectFieldError(await post({ expiresInHours: 721 }), 'expiresInHours');
    expectFieldError(await post({ expiresInHours: 'soon' }), 'expiresInHours');
    expectFieldError(await post({ other: 1 }), 'other');
    expectOk(await post({}), 201);
    const empty = await api({
      method: 'POST',
      url: invitesUrl(teamId, owner.externalId),
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectOk(empty, 201);
  });

  it('lets only the owner create, list and revoke', async () => {
    const { teamId, owner } = await newTeam();
    const invite = await newInvite(teamId, owner.externalId);
    const member = await player();
    expectOk(await join(invite.token, member.externalId));
    const outsider = await player();
    for (const actor of [member.externalId, outsider.externalId]) {
      expectError(await api({ method: 'POST', url: invitesUrl(teamId, actor) }), 403);
      expectError(await api({ url: invitesUrl(teamId, actor) }), 403);
      expectError(
        await api({
          method: 'DELETE',
          url: `/api/v1/teams/${teamId}/invites/${invite.inviteId}?externalUserId=${actor}`,
        }),
        403,
      );
    }
    expect(
      expectError(await api({ method: 'POST', url: invitesUrl(teamId, 'nobody') }), 404).message,
    ).toBe('User not found');
    expectFieldError(
      await api({ method: 'POST', url: `/api/v1/teams/${teamId}/invites` }),
      'externalUserId',
    );
    expect(
      expectError(
        await api({ method: 'POST', url: invitesUrl(randomUUID(), owner.externalId) }),
        404,
      ).message,
    ).toBe('Team not found');
  });

  it('lists active invites without tokens, and revoking removes one from the list and from use', async () => {
    const { teamId, owner } = await newTeam();
    const a = await newInvite(teamId, owner.externalId);
    const b = await newInvite(teamId, owner.externalId);
    const expired = await newInvite(teamId, owner.externalId);
    await db()
      .updateTable('team_invites')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', expired.inviteId)
      .execute();

    const list = expectOk(await api({ url: invitesUrl(teamId, owner.externalId) }));
    expect(list.map((i: any) => i.inviteId).sort()).toEqual([a.inviteId, b.inviteId].sort());
    for (const item of list) {
      expect(item).toEqual({
        inviteId: expect.stringMatching(UUID_RE),
        teamId,
        createdAt: expect.stringMatching(ISO_RE),
        expiresAt: expect.stringMatching(ISO_RE),
      });
    }
    expect(JSON.stringify(list)).not.toContain(a.token);

    const revokeUrl = `/api/v1/teams/${teamId}/invites/${a.inviteId}?externalUserId=${owner.externalId}`;
    const res = await api({ method: 'DELETE', url: revokeUrl });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Invite revoked' });
    expect(res.json()).not.toHaveProperty('data');
    expect((await api({ method: 'DELETE', url: revokeUrl })).statusCode).toBe(200);
    expect(
      expectOk(await api({ url: invitesUrl(teamId, owner.externalId) })).map(
        (i: any) => i.inviteId,
      ),
    ).toEqual([b.inviteId]);

    expect(expectError(await preview(a.token), 404).message).toBe('Invite not found or expired');
    expectError(await join(a.token, (await player()).externalId), 404);
    const unknown = `/api/v1/teams/${teamId}/invites/${randomUUID()}?externalUserId=${owner.externalId}`;
    expect(expectError(await api({ method: 'DELETE', url: unknown }), 404).message).toBe(
      'Invite not found',
    );
    const other = await newTeam();
    const crossTeam = `/api/v1/teams/${other.teamId}/invites/${b.inviteId}?externalUserId=${other.owner.externalId}`;
    expectError(await api({ method: 'DELETE', url: crossTeam }), 404);
  });
});

describe('tenant isolation', () => {
  it("answers 404 to another tenant's key on invites and tokens", async () => {
    const { teamId, owner } = await newTeam();
    const invite = await newInvite(teamId, owner.externalId);
    const other = await t.newTenant();
    const stranger = await player(other.tenantId);
    const as = (opts: Parameters<typeof call>[2]) => call(t.app, other.apiKey, opts);
    expectError(await as({ method: 'POST', url: invitesUrl(teamId, stranger.externalId) }), 404);
    expectError(await as({ url: invitesUrl(teamId, stranger.externalId) }), 404);
    expectError(
      await as({
        method: 'DELETE',
        url: `/api/v1/teams/${teamId}/invites/${invite.inviteId}?externalUserId=${stranger.externalId}`,
      }),
      404,
    );
    expectError(await as({ url: `/api/v1/teams/invites/${invite.token}` }), 404);
    expectError(await join(invite.token, stranger.externalId, other.apiKey), 404);
    expect(expectOk(await api({ url: `/api/v1/teams/${teamId}` })).members).toHaveLength(1);
    expect(expectOk(await preview(invite.token)).canJoin).toBe(true);
  });
});
