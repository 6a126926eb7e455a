import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import { teamRegistrationCalls } from '../helpers/team-registration-calls.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';

// Idempotency and uuid case folding are hooks of the routes that need them, not of every route:
// these check that the routes that get them behave as before and the others answer as before.

let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ gameId } = await newGame(t.database.db));
});
afterAll(() => t.close());

const { api, newOwner, teamExternalId } = teamKit({ t: () => t, gameId: () => gameId });
const calls = teamRegistrationCalls(() => t);

/** The answer without what differs from one response to the next. */
const lasting = (body: string) => ({ ...JSON.parse(body), meta: undefined });

describe('uuid case folding', () => {
  it('lowers a uuid in the body, and leaves a field not declared as one alone', async () => {
    const owner = await newOwner();
    const externalId = `Team-${teamExternalId().toUpperCase()}`;
    const team = expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/teams?externalId=${externalId}&externalUserId=${owner.externalId}`,
        payload: { name: 'Upper', gameId: gameId.toUpperCase() },
      }),
    );
    expect(team).toMatchObject({ gameId, externalId });
  });

  it('lowers path ids on a route with a preValidation hook of its own', async () => {
    const tournament = await calls.tournament({ gameId, instantRegistrations: 0 });
    const team = await calls.team(gameId);
    // No body at all: the route's own hook supplies an empty one after the ids are folded.
    const res = await api({
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id.toUpperCase()}/registrations/teams/${team.teamId.toUpperCase()}?externalUserId=${team.owner.externalId}`,
    });
    expect(expectOk(res)).toMatchObject({
      tournamentId: tournament.id,
      participantId: team.teamId,
    });
  });
});

describe('Idempotency-Key', () => {
  it('is ignored by a read, even when malformed: the same answer as without it', async () => {
    const games = (headers: Record<string, string> = {}) => api({ url: '/api/v1/games', headers });
    const plain = await games();
    for (const key of ['a key', 'é'.repeat(3)]) {
      const keyed = await games({ 'idempotency-key': key });
      expect(keyed.statusCode).toBe(200);
      expect(keyed.headers['idempotent-replayed']).toBeUndefined();
      expect(lasting(keyed.body)).toEqual(lasting(plain.body));
    }
  });

  it('is ignored by a write other than POST, even when malformed', async () => {
    const tournament = await calls.tournament({ gameId });
    const team = await calls.team(gameId);
    expectOk(await calls.register(tournament.id, team));
    const res = await call(t.app, t.tenant.apiKey, {
      method: 'DELETE',
      url: `/api/v1/tournaments/${tournament.id}/registrations/teams/${team.teamId}?externalUserId=${team.owner.externalId}`,
      headers: { 'idempotency-key': 'é' },
    });
    expectOk(res);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a POST whose route has hooks of its own', async () => {
    const tournament = await calls.tournament({ gameId, instantRegistrations: 0 });
    const team = await calls.team(gameId);
    const register = () =>
      api({
        method: 'POST',
        url: `/api/v1/tournaments/${tournament.id}/registrations/teams/${team.teamId}?externalUserId=${team.owner.externalId}`,
        headers: { 'idempotency-key': `register-${team.teamId}` },
      });
    const first = await register();
    const again = await register();
    expectOk(first);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(lasting(again.body)).toEqual(lasting(first.body));
  });
});
