import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPayloads } from '../helpers/outbox.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import { client, gamesFor, setup } from '../property/bracket-client.js';
import { fourTeams, playedCup } from './circuit-world.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (opts: Parameters<typeof call>[2]) => call(t.app, t.tenant.apiKey, opts);

describe('cached circuit standings', () => {
  it('answers from the cache until a member tournament changes, then computes again', async () => {
    const { gameId, teams } = await fourTeams(t);
    const cup = await playedCup(t, gameId, teams, teams);
    const circuit = expectOk(
      await api({
        method: 'POST',
        url: '/api/v1/circuits',
        payload: {
          name: 'Cached',
          pointsTable: [{ from: 1, points: 10 }],
          tournamentIds: [cup.tournamentId],
        },
      }),
      201,
    );
    const url = `/api/v1/circuits/${circuit.id}/standings`;
    const first = await api({ url });
    const second = await api({ url });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(expectOk(second)).toEqual(expectOk(first));
    expect(expectOk(first).standings[0]).toMatchObject({
      participantId: teams[0]!.teamId,
      points: 10,
    });

    // The final corrected: the runner-up becomes champion.
    const c = client(t);
    const matches = await c.matches(cup.tournamentId);
    const final = matches.reduce((a, b) => (b.bracket.round > a.bracket.round ? b : a));
    const loserSlot = final.duelDetail.participant1Id === teams[0]!.teamId ? 2 : 1;
    expectOk(await c.report(final.matchId, { games: gamesFor(loserSlot) }));

    const after = await api({ url });
    expect(after.headers['x-cache']).toBe('miss');
    expect(expectOk(after).standings[0]).toMatchObject({
      participantId: teams[1]!.teamId,
      points: 10,
    });
    const events = await outboxPayloads(t, 'circuit.standings_updated');
    expect(events).toContainEqual({
      circuitId: circuit.id,
      circuitName: 'Cached',
      cause: 'results_corrected',
      tournamentId: cup.tournamentId,
    });
  });

  it("places a free-for-all tournament by its final round's points", async () => {
    const c = client(t);
    const { tournament, teams } = await setup(t, 3, 2);
    const round = await c.createRound(tournament.id, { roundType: 5, matchesPerGroup: 1 });
    const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
    expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
    const [group] = (await c.groups(round.id)).items;
    const [a, b, d] = teams.map((team) => team.teamId) as [string, string, string];
    const place = (participantId: string, placement: number) => ({
      participantId,
      placement,
      finishes: 0,
      knocks: 0,
    });
    expectOk(
      await c.groupResults(group.id, {
        matchNumber: 1,
        placements: [place(b, 1), place(d, 2), place(a, 3)],
      }),
    );
    const circuit = expectOk(
      await api({
        method: 'POST',
        url: '/api/v1/circuits',
        payload: {
          name: 'Battle royale tour',
          pointsTable: [{ from: 1, to: 3, points: 5 }],
          stagePoints: [{ stage: 1, points: 1 }],
          tournamentIds: [tournament.id],
        },
      }),
      201,
    );
    const { standings } = expectOk(await api({ url: `/api/v1/circuits/${circuit.id}/standings` }));
    expect(standings.map((l: any) => [l.participantId, l.results[0].placement, l.points])).toEqual([
      [b, 1, 6],
      [d, 2, 6],
      [a, 3, 6],
    ]);
    // Equal points: the better place ranks ahead.
    expect(standings.map((l: any) => l.rank)).toEqual([1, 2, 3]);
  });

  it('keeps its cached answer through results of a member still playing, until it completes', async () => {
    const { gameId, teams } = await fourTeams(t);
    const done = await playedCup(t, gameId, teams, teams);
    const playing = await playedCup(t, gameId, teams, [...teams].reverse(), { play: false });
    const circuit = expectOk(
      await api({
        method: 'POST',
        url: '/api/v1/circuits',
        payload: {
          name: 'Live season',
          pointsTable: [{ from: 1, points: 10 }],
          tournamentIds: [done.tournamentId, playing.tournamentId],
        },
      }),
      201,
    );
    const url = `/api/v1/circuits/${circuit.id}/standings`;
    expect((await api({ url })).headers['x-cache']).toBe('miss');
    const c = client(t);
    const [semifinal] = (await c.matches(playing.tournamentId)).filter((m) => m.matchStatus === 1);
    expectOk(await c.report(semifinal.matchId, { games: gamesFor(2) }));
    const during = await api({ url });
    expect(during.headers['x-cache']).toBe('hit');
    expect(expectOk(during).tournamentsCounted).toBe(1);

    await playing.finish();
    const after = await api({ url });
    expect(after.headers['x-cache']).toBe('miss');
    const { standings, tournamentsCounted } = expectOk(after);
    expect(tournamentsCounted).toBe(2);
    // The strongest of cup 2 is the weakest seed of cup 1: each has one win.
    expect(standings.filter((l: any) => l.points === 10)).toHaveLength(2);
  });
});
