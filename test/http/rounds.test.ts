import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  type TestApp,
} from '../helpers/test-app.js';
import { newTournament, registerTeam, newTeam } from '../helpers/tournament-factories.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

describe('GET /rounds/{roundId}', () => {
  it('reads a round with its match count', async () => {
    const { tournament } = await setup(t, 6);
    const round = await c.createRound(tournament.id, {
      roundType: 2,
      grandFinal: 'double',
      description: 'Bracket',
    });
    expectOk(await c.generate(round.id));
    const read = await c.round(round.id);
    expect(read).toEqual({
      ...round,
      status: 2,
      teamCount: 6,
      numberOfMatches: read.numberOfMatches,
      generatedAt: expect.any(String),
    });
    const stored = await t.database.db
      .selectFrom('matches')
      .select('id')
      .where('roundId', '=', round.id)
      .execute();
    expect(read.numberOfMatches).toBe(stored.length);
  });

  it('hides rounds of drafts and names a malformed id', async () => {
    const draft = await newTournament(t.database.db, t.tenant.tenantId, { status: 0 });
    const round = await c.createRound(draft.id, { roundType: 1 });
    expectError(await c.api({ url: `/api/v1/rounds/${round.id}` }), 404);
    expectError(await c.api({ url: `/api/v1/groups?roundId=${round.id}` }), 404);
    expectFieldError(await c.api({ url: '/api/v1/rounds/123' }), 'roundId');
    expectFieldError(await c.api({ url: '/api/v1/groups' }), 'roundId');
    expectFieldError(await c.api({ url: '/api/v1/groups/abc' }), 'groupId');
  });

  it('numbers rounds and generates every round from the approved registrations', async () => {
    const { tournament, teams } = await setup(t, 3);
    const late = await newTeam(t.database.db, t.tenant.tenantId, tournament.gameId);
    await registerTeam(t.database.db, t.tenant.tenantId, tournament.id, late, 3);
    const first = await c.createRound(tournament.id, { roundType: 3 });
    const second = await c.createRound(tournament.id, { roundType: 1 });
    expect(expectOk(await c.generate(first.id)).teamCount).toBe(3);
    const [r1, r2] = await t.database.db
      .selectFrom('rounds')
      .select(['id', 'roundNumber'])
      .where('tournamentId', '=', tournament.id)
      .orderBy('roundNumber')
      .execute();
    expect([r1!.id, r1!.roundNumber, r2!.id, r2!.roundNumber]).toEqual([first.id, 1, second.id, 2]);
    // Finishing a round that is not the last one does not complete the tournament.
    for (const m of await c.matches(tournament.id, first.id))
      expectOk(await c.report(m.matchId, { games: gamesFor(1) }));
    expect((await c.round(first.id)).status).toBe(3);
    expect(await c.tournamentRow(tournament.id)).toMatchObject({ status: 2, winnerTeamId: null });
    expect(teams).toHaveLength(3);
  });
});

describe('POST /tournaments/{id}/rounds refusals', () => {
  it('names every broken rule of the round at once', async () => {
    const { tournament } = await setup(t, 2);
    const res = await c.api({
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/rounds`,
      payload: {
        roundName: 'Lobbies',
        roundType: 5,
        bestOf: 3,
        startDate: '2030-01-02T00:00:00Z',
        endDate: '2030-01-01T00:00:00Z',
      },
    });
    const errors = Object.fromEntries(
      expectError(res, 400).errors.map((e: { field: string; message: string }) => [
        e.field,
        e.message,
      ]),
    );
    expect(errors).toEqual({
      roundType: 'free-for-all rounds need a free-for-all tournament',
      endDate: 'must not be before startDate',
      bestOf: 'does not apply to free-for-all rounds',
    });
  });
});

describe('tenant isolation', () => {
  it("answers 404 to another tenant's key on every path", async () => {
    const duel = await setup(t, 4);
    const duelRound = await c.createRound(duel.tournament.id, { roundType: 4 });
    expectOk(await c.generate(duelRound.id));
    const [match] = await c.matches(duel.tournament.id, duelRound.id);
    const [duelGroup] = (await c.groups(duelRound.id)).items;
    const ffa = await setup(t, 4, 2);
    const ffaRound = await c.createRound(ffa.tournament.id, { roundType: 5 });
    expectOk(await c.generate(ffaRound.id));
    const [ffaGroup] = (await c.groups(ffaRound.id)).items;
    const me = ffa.teams[0]!.owner.externalId;
    const other = await t.newTenant();
    const body = {
      roundName: 'R',
      roundType: 1,
      startDate: '2030-01-01T00:00:00Z',
      endDate: '2030-01-02T00:00:00Z',
    };
    const requests = [
      { method: 'POST', url: `/api/v1/tournaments/${duel.tournament.id}/rounds`, payload: body },
      {
        method: 'POST',
        url: `/api/v1/matches/${match.matchId}/result`,
        payload: { games: gamesFor(1) },
      },
      {
        method: 'POST',
        url: `/api/v1/groups/${ffaGroup.id}/results`,
        payload: {
          matchNumber: 1,
          placements: [
            { participantId: ffa.teams[0]!.teamId, placement: 1, finishes: 0, knocks: 0 },
          ],
        },
      },
      { method: 'GET', url: `/api/v1/rounds/${duelRound.id}` },
      { method: 'GET', url: `/api/v1/groups?roundId=${duelRound.id}` },
      { method: 'GET', url: `/api/v1/groups/${duelGroup.id}` },
      { method: 'GET', url: `/api/v1/groups/${ffaGroup.id}/standings` },
      { method: 'GET', url: `/api/v1/matches/duel?tournamentId=${duel.tournament.id}` },
      { method: 'GET', url: `/api/v1/tournaments/${duel.tournament.id}/duel/standings` },
      {
        method: 'GET',
        url: `/api/v1/tournaments/${ffa.tournament.id}/ffa/assigned-details?externalUserId=${me}`,
      },
      // Last: the owner's call regenerates the round.
      { method: 'POST', url: `/api/v1/rounds/${duelRound.id}/next-stage` },
      { method: 'POST', url: `/api/v1/rounds/${duelRound.id}/generate` },
    ] as const;
    for (const request of requests) {
      expectError(await c.api({ ...request, key: other.apiKey }), 404);
      // The owner gets through (or a rule, never a 404).
      const own = await c.api({ ...request });
      expect(own.statusCode, `${request.url} ${own.body}`).not.toBe(404);
    }
  });
});
