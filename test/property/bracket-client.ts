import { expect } from 'vitest';
import { tournamentWithTeams } from '../helpers/tournament-factories.js';
import { call, expectOk, type TestApp } from '../helpers/test-app.js';

/** HTTP helpers shared by the bracket tests: everything goes through the API except the setup rows. */
export function client(t: TestApp, apiKey = t.tenant.apiKey) {
  const api = (opts: Parameters<typeof call>[2]) => call(t.app, apiKey, opts);
  const base = '/api/v1';
  return {
    api,
    createRound: async (tournamentId: string, body: Record<string, unknown>) =>
      expectOk(
        await api({
          method: 'POST',
          url: `${base}/tournaments/${tournamentId}/rounds`,
          payload: {
            roundName: 'Main',
            startDate: '2030-01-01T10:00:00.000Z',
            endDate: '2030-01-02T10:00:00.000Z',
            ...body,
          },
        }),
        201,
      ),
    generate: (roundId: string, payload?: object) =>
      api({
        method: 'POST',
        url: `${base}/rounds/${roundId}/generate`,
        ...(payload === undefined ? {} : { payload }),
      }),
    nextStage: (roundId: string) =>
      api({ method: 'POST', url: `${base}/rounds/${roundId}/next-stage` }),
    round: async (roundId: string) => expectOk(await api({ url: `${base}/rounds/${roundId}` })),
    report: (matchId: string, payload: object) =>
      api({ method: 'POST', url: `${base}/matches/${matchId}/result`, payload }),
    /** Every duel match of the round, following pages. */
    matches: async (tournamentId: string, roundId?: string): Promise<any[]> => {
      const all: any[] = [];
      for (let page = 1; ; page++) {
        const data = expectOk(
          await api({
            url: `${base}/matches/duel?tournamentId=${tournamentId}${roundId ? `&roundId=${roundId}` : ''}&pageSize=100&pageNumber=${page}`,
          }),
        );
        all.push(...data.matches);
        if (page >= data.totalPages) return all;
      }
    },
    standings: async (tournamentId: string, query = '') =>
      expectOk(await api({ url: `${base}/tournaments/${tournamentId}/duel/standings${query}` })),
    groups: async (roundId: string) =>
      expectOk(await api({ url: `${base}/groups?roundId=${roundId}&pageSize=100` })),
    groupResults: (groupId: string, payload: object) =>
      api({ method: 'POST', url: `${base}/groups/${groupId}/results`, payload }),
    groupStandings: async (groupId: string) =>
      expectOk(await api({ url: `${base}/groups/${groupId}/standings` })),
    tournamentRow: (tournamentId: string) =>
      t.database.db
        .selectFrom('tournaments')
        .select(['status', 'winnerTeamId', 'winnerTeamName'])
        .where('id', '=', tournamentId)
        .executeTakeFirstOrThrow(),
  };
}

export type Client = ReturnType<typeof client>;

/** A tournament with `count` approved teams (duel unless `matchType: 2`). */
export const setup = (t: TestApp, count: number, matchType = 1) =>
  tournamentWithTeams(t.database.db, t.tenant.tenantId, count, { matchType });

/** Games that make participant `winner` (1 or 2) win a best-of-`bestOf`, or a drawn game for 3. */
export function gamesFor(winner: 1 | 2 | 3, bestOf = 1) {
  if (winner === 3) return [{ participant1Score: 5, participant2Score: 5 }];
  const needed = Math.ceil(bestOf / 2);
  return Array.from({ length: needed }, () =>
    winner === 1
      ? { participant1Score: 13, participant2Score: 7 }
      : { participant1Score: 4, participant2Score: 13 },
  );
}

/**
 * Reports every scheduled match (picking results with `pick`) until none is left; for Swiss,
 * pairs the next stage whenever the current one is done. Returns the number of reports.
 */
export async function playAll(
  c: Client,
  tournamentId: string,
  roundId: string,
  pick: (m: any) => 1 | 2 | 3,
  bestOf = 1,
) {
  let reports = 0;
  for (;;) {
    const ready = (await c.matches(tournamentId, roundId)).filter((m) => m.matchStatus === 1);
    if (ready.length === 0) {
      const next = await c.nextStage(roundId);
      if (next.statusCode === 200) continue;
      return reports;
    }
    for (const match of ready) {
      const res = await c.report(match.matchId, { games: gamesFor(pick(match), bestOf) });
      expect(res.statusCode, res.body).toBe(200);
      reports++;
    }
  }
}
