import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, newUser } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { buildTestApp, expectFieldError, expectOk, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ gameId } = await newGame(t.database.db));
});
afterAll(() => t.close());

const { api, newTeam } = teamKit({ t: () => t, gameId: () => gameId });
const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field);

describe('input the schemas alone would let through', () => {
  it('refuses NUL in a body field with a 400 naming it (PostgreSQL cannot store it)', async () => {
    const res = await api({
      key: 'admin',
      method: 'POST',
      url: '/api/v1/admin/games',
      payload: { name: 'a\u0000b' },
    });
    const body = expectFieldError(res, 'name');
    expect(body.errors[0].message).toMatch(/control characters/);
  });

  it('refuses other C0 controls and DEL in names', async () => {
    for (const username of ['bell\u0007', 'esc\u001b[31m', 'del\u007f', 'back\u0008space']) {
      const res = await api({
        method: 'POST',
        url: '/api/v1/external/users',
        payload: { externalId: 'u-controls', username },
      });
      expectFieldError(res, 'username');
    }
  });

  it('refuses them in query strings and path segments', async () => {
    expectFieldError(
      await api({ url: '/api/v1/tournaments?externalUserId=a%00b' }),
      'externalUserId',
    );
    expectFieldError(await api({ url: '/api/v1/external/users/a%00b/profile' }), 'externalId');
    expectFieldError(await api({ url: '/api/v1/teams/invites/tok%01en' }), 'token');
  });

  it('looks inside free-form objects and at field names, escaping the name it reports', async () => {
    const res = await api({
      method: 'POST',
      url: '/api/v1/tournaments',
      payload: { rules: { note: 'x\u0000', 'a\u0000b': 'fine' } },
    });
    const body = expectFieldError(res, 'rules.note');
    expect(fieldsOf(body)).toContain('rules.a\\u0000b');
    expect(fieldsOf(body).join()).not.toContain('\u0000');
  });

  it('reports them next to the schema errors of the same request', async () => {
    const res = await api({
      key: 'admin',
      method: 'POST',
      url: '/api/v1/admin/currencies',
      payload: { code: 'X\u0000Y' },
    });
    const body = expectFieldError(res, 'code');
    expect(fieldsOf(body)).toContain('name');
  });

  it('keeps tabs and line breaks, which multi-line text needs', async () => {
    const description = 'Line one\r\nLine two\twith a tab';
    const { team } = await newTeam({ description });
    expect(team.description).toBe(description);
    const owner = await newUser(t.database.db, t.tenant.tenantId);
    const profile = expectOk(
      await api({
        method: 'PUT',
        url: `/api/v1/external/users/${owner.externalId}/profile`,
        payload: { displayName: 'Tab\there' },
      }),
    );
    expect(profile.displayName).toBe('Tab\there');
  });

  it('refuses objects nested deeper than 32 levels, which JSON.stringify cannot take', async () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const rules = (levels: number) =>
      api({
        method: 'POST',
        url: '/api/v1/tournaments',
        headers: { 'content-type': 'application/json' },
        payload: `{"rules": {"x": ${deep(levels)}}}`,
      });
    const field = `rules.x${'.0'.repeat(30)}`;
    const body = expectFieldError(await rules(100_000), field);
    expect(body.errors.find((e: { field: string }) => e.field === field).message).toMatch(
      /32 levels/,
    );
    // Shallower nesting passes this check: the answer names the missing fields instead.
    const shallow = expectFieldError(await rules(30), 'tournamentName');
    expect(shallow.errors.map((e: { field: string }) => e.field)).not.toContain(
      `rules.x${'.0'.repeat(29)}`,
    );
  });

  it('refuses a number beyond a double (1e400 parses to Infinity, stored as null)', async () => {
    const tournament = await newTournament(t.database.db, t.tenant.tenantId);
    const res = await api({
      method: 'PUT',
      url: `/api/v1/tournaments/${tournament.id}`,
      headers: { 'content-type': 'application/json' },
      payload:
        '{"pointsSystem": {"pointsPerFinish": 1e400, "pointsPerKnock": 1, "placementPoints": {}}}',
    });
    expectFieldError(res, 'pointsSystem.pointsPerFinish');
  });
});
