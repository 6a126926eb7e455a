import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../src/features/tenants/tenant.service.js';
import { outboxPayloads } from '../helpers/outbox.js';
import { newTournament } from '../helpers/tournament-factories.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  type TestApp,
} from '../helpers/test-app.js';
import { fourTeams, playedCup, type Team } from './circuit-world.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (opts: Parameters<typeof call>[2], key = t.tenant.apiKey) => call(t.app, key, opts);
const standingsOf = async (id: string) =>
  expectOk(await api({ url: `/api/v1/circuits/${id}/standings` }));
const setRules = async (id: string, payload: object) =>
  expectOk(await api({ method: 'PUT', url: `/api/v1/circuits/${id}`, payload }));

/**
 * [participantId, rank, points] of each line, in order; lines that share a rank (listed by name,
 * and team names are random here) by id.
 */
const table = (standings: any[]) =>
  standings
    .map((l, i) => ({ l, i }))
    .sort((a, b) =>
      a.l.rank !== null && a.l.rank === b.l.rank
        ? a.l.participantId.localeCompare(b.l.participantId)
        : a.i - b.i,
    )
    .map(({ l }) => [l.participantId, l.rank, l.points]);
/** The lines of a shared rank, as `table` orders them. */
const tied = (...teams: Team[]) =>
  teams.map((team) => team.teamId).sort((a, b) => a.localeCompare(b));

describe('circuit standings', () => {
  let X: Team, Y: Team, Z: Team, W: Team;
  let circuitId: string;
  let third: { tournamentId: string; finish: () => Promise<number> };

  beforeAll(async () => {
    const { gameId, teams } = await fourTeams(t);
    [X, Y, Z, W] = teams as [Team, Team, Team, Team];
    // Cup 1: X 1st, Y 2nd, Z and W share 3rd–4th. Cup 2: Z 1st, Y 2nd, X and W 3rd–4th.
    const cup1 = await playedCup(t, gameId, [X, Y, Z, W], [X, Y, Z, W]);
    const cup2 = await playedCup(t, gameId, [Z, Y, W, X], [Z, Y, X, W]);
    // Cup 3, not played yet: W beats X in the final.
    third = await playedCup(t, gameId, [W, X], [W, X], { play: false });
    const created = expectOk(
      await api({
        method: 'POST',
        url: '/api/v1/circuits',
        payload: {
          name: 'Spring Series',
          pointsTable: [
            { from: 3, to: 4, points: 20 },
            { from: 1, points: 60 },
            { from: 2, points: 40 },
          ],
          tournamentIds: [cup1.tournamentId, cup2.tournamentId, third.tournamentId],
        },
      }),
      201,
    );
    circuitId = created.id;
    expect(created.pointsTable).toEqual([
      { from: 1, to: 1, points: 60 },
      { from: 2, to: 2, points: 40 },
      { from: 3, to: 4, points: 20 },
    ]);
    expect(created).toMatchObject({ bestResults: null, minEvents: 1, name: 'Spring Series' });
    expect(created.tournaments.map((m: any) => m.counted)).toEqual([true, true, false]);
  });

  it('awards points by place, a shared place its best position, and ties go to better places', async () => {
    const before = await standingsOf(circuitId);
    expect(before.tournamentsCounted).toBe(2);
    // X 60+20, Y 40+40, Z 20+60, W 20+20: X and Z tie on 80 with a 1st and a 3rd each, ahead of
    // Y's two 2nd places.
    const [first, second] = tied(X, Z);
    expect(table(before.standings)).toEqual([
      [first, 1, 80],
      [second, 1, 80],
      [Y.teamId, 3, 80],
      [W.teamId, 4, 40],
    ]);
    const w = before.standings[3];
    expect(w).toMatchObject({
      participantType: 1,
      eventsPlayed: 2,
      eventsCounted: 2,
      bestPlacement: 3,
    });
    expect(w.results.map((r: any) => [r.placement, r.placementEnd, r.points, r.counted])).toEqual([
      [3, 4, 20, true],
      [3, 4, 20, true],
    ]);
    expect(typeof w.participantName).toBe('string');
  });

  it('counts a member tournament once it completes, and says so with an event', async () => {
    await third.finish();
    const after = await standingsOf(circuitId);
    expect(after.tournamentsCounted).toBe(3);
    // W wins cup 3 (60): W 100; X 2nd (40): X 120.
    expect(table(after.standings)).toEqual([
      [X.teamId, 1, 120],
      [W.teamId, 2, 100],
      [Z.teamId, 3, 80],
      [Y.teamId, 4, 80],
    ]);
    const events = await outboxPayloads(t, 'circuit.standings_updated');
    expect(events).toContainEqual({
      circuitId,
      circuitName: 'Spring Series',
      cause: 'tournament_completed',
      tournamentId: third.tournamentId,
    });
  });

  it('counts only the best N results', async () => {
    const circuit = await setRules(circuitId, { bestResults: 2 });
    expect(circuit.bestResults).toBe(2);
    const { standings } = await standingsOf(circuitId);
    // X 60+40; W 60+20, Y 40+40, Z 60+20: W and Z share 2nd with a 1st and a 3rd.
    const [first, second] = tied(W, Z);
    expect(table(standings)).toEqual([
      [X.teamId, 1, 100],
      [first, 2, 80],
      [second, 2, 80],
      [Y.teamId, 4, 80],
    ]);
    const x = standings[0];
    expect(x).toMatchObject({ eventsPlayed: 3, eventsCounted: 2 });
    expect(x.results.map((r: any) => [r.placement, r.counted])).toEqual([
      [1, true],
      [3, false],
      [2, true],
    ]);
    const events = await outboxPayloads(t, 'circuit.standings_updated');
    expect(events.at(-1)).toMatchObject({ circuitId, cause: 'rules_changed', tournamentId: null });
  });

  it('lists participants below the minimum of events unranked, after the ranked', async () => {
    await setRules(circuitId, { bestResults: null, minEvents: 3 });
    const { standings } = await standingsOf(circuitId);
    expect(table(standings)).toEqual([
      [X.teamId, 1, 120],
      [W.teamId, 2, 100],
      [Z.teamId, null, 80],
      [Y.teamId, null, 80],
    ]);
  });

  it('adds the points of the furthest stage reached', async () => {
    await setRules(circuitId, { minEvents: 1, stagePoints: [{ stage: 1, points: 5 }] });
    const { standings } = await standingsOf(circuitId);
    expect(table(standings)[0]).toEqual([X.teamId, 1, 135]);
    expect(standings[0].results[0]).toMatchObject({ stageReached: 1, points: 65 });
  });

  it('drops a removed tournament from the standings', async () => {
    const circuit = expectOk(
      await api({
        method: 'DELETE',
        url: `/api/v1/circuits/${circuitId}/tournaments/${third.tournamentId}`,
      }),
    );
    expect(circuit.tournaments).toHaveLength(2);
    const { standings, tournamentsCounted } = await standingsOf(circuitId);
    expect(tournamentsCounted).toBe(2);
    expect(standings.every((l: any) => l.eventsPlayed === 2)).toBe(true);
    expectError(
      await api({
        method: 'DELETE',
        url: `/api/v1/circuits/${circuitId}/tournaments/${third.tournamentId}`,
      }),
      404,
    );
  });
});

describe('circuit rules and ownership', () => {
  it('refuses overlapping ranges and a stage listed twice, naming the entry', async () => {
    const overlap = await api({
      method: 'POST',
      url: '/api/v1/circuits',
      payload: {
        name: 'Bad',
        pointsTable: [
          { from: 1, to: 2, points: 10 },
          { from: 2, points: 5 },
        ],
      },
    });
    expectFieldError(overlap, 'pointsTable[1].from');
    const backwards = await api({
      method: 'POST',
      url: '/api/v1/circuits',
      payload: { name: 'Bad', pointsTable: [{ from: 4, to: 3, points: 10 }] },
    });
    expectFieldError(backwards, 'pointsTable[0].to');
    const twice = await api({
      method: 'POST',
      url: '/api/v1/circuits',
      payload: {
        name: 'Bad',
        stagePoints: [
          { stage: 2, points: 1 },
          { stage: 2, points: 3 },
        ],
      },
    });
    expectFieldError(twice, 'stagePoints[1].stage');
    expectFieldError(
      await api({ method: 'POST', url: '/api/v1/circuits', payload: { name: '' } }),
      'name',
    );
    const { circuits } = expectOk(await api({ url: '/api/v1/circuits?pageSize=100' }));
    expect(circuits.some((c: any) => c.name === 'Bad')).toBe(false);
  });

  it("keeps each tenant's circuits and tournaments to itself", async () => {
    const other = await t.newTenant();
    const { gameId, teams } = await fourTeams(t);
    const mine = await playedCup(t, gameId, teams, teams, { play: false });
    const circuit = expectOk(
      await api({ method: 'POST', url: '/api/v1/circuits', payload: { name: 'Mine' } }),
      201,
    );
    const theirs = expectOk(
      await api(
        { method: 'POST', url: '/api/v1/circuits', payload: { name: 'Theirs' } },
        other.apiKey,
      ),
      201,
    );
    // Another tenant's circuit is a 404 to every route, like a missing one.
    for (const [method, url] of [
      ['GET', `/api/v1/circuits/${circuit.id}`],
      ['GET', `/api/v1/circuits/${circuit.id}/standings`],
      ['PUT', `/api/v1/circuits/${circuit.id}/tournaments/${mine.tournamentId}`],
      ['DELETE', `/api/v1/circuits/${circuit.id}`],
    ] as const)
      expectError(await api({ method, url }, other.apiKey), 404);
    // A tournament of another tenant cannot join: a 404 by path, a 400 naming it in a body.
    expectError(
      await api(
        {
          method: 'PUT',
          url: `/api/v1/circuits/${theirs.id}/tournaments/${mine.tournamentId}`,
        },
        other.apiKey,
      ),
      404,
    );
    expectFieldError(
      await api(
        {
          method: 'POST',
          url: '/api/v1/circuits',
          payload: { name: 'Stolen', tournamentIds: [mine.tournamentId] },
        },
        other.apiKey,
      ),
      'tournamentIds[0]',
    );
    const { circuits } = expectOk(await api({ url: '/api/v1/circuits' }, other.apiKey));
    expect(circuits.map((c: any) => c.name)).toEqual(['Theirs']);
    expectOk(await api({ method: 'DELETE', url: `/api/v1/circuits/${circuit.id}` }));
    expectError(await api({ url: `/api/v1/circuits/${circuit.id}` }), 404);
  });

  it('lets integration keys read but not write, and hides draft members from them', async () => {
    const { apiKey: reader } = await issueApiKey(t.database.db, t.tenant.tenantId, 'reader', [
      'integration',
    ]);
    expectError(
      await api({ method: 'POST', url: '/api/v1/circuits', payload: { name: 'No' } }, reader),
      403,
    );
    const draft = await newTournament(t.database.db, t.tenant.tenantId, { status: 0 });
    const circuit = expectOk(
      await api({
        method: 'POST',
        url: '/api/v1/circuits',
        payload: { name: 'Readable', tournamentIds: [draft.id] },
      }),
      201,
    );
    expect(circuit.tournaments).toHaveLength(1);
    const read = expectOk(await api({ url: `/api/v1/circuits/${circuit.id}` }, reader));
    expect(read).toMatchObject({ id: circuit.id, name: 'Readable', tournaments: [] });
    const standings = expectOk(
      await api({ url: `/api/v1/circuits/${circuit.id}/standings` }, reader),
    );
    expect(standings).toEqual({
      circuitId: circuit.id,
      circuitName: 'Readable',
      tournamentsCounted: 0,
      standings: [],
    });
  });
});
