import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';
import { newGame } from '../helpers/factories.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';

/** A list page is picked first (ids in list order), then filled in: pages must still tile the list. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

interface Item {
  tournamentId: string;
  startTime: string;
  teamsJoinedCount: number;
}

describe('tournament list pages', () => {
  it('tile the list latest start first (ties by id, descending), drafts left out, with their counts', async () => {
    const tenant = await t.newTenant();
    const db = t.database.db;
    const { gameId } = await newGame(db);
    const { gameId: otherGameId } = await newGame(db);
    const now = Date.now(); // one clock reading: equal days make equal start times
    const startAt = (days: number) => new Date(now + days * DAY).toISOString();
    const made: TournamentTable[] = [];
    for (const [days, game, status] of [
      [3, gameId, 1],
      [5, otherGameId, 1],
      [5, gameId, 1],
      [5, gameId, 2],
      [1, gameId, 0],
      [-2, otherGameId, 3],
      [-4, gameId, 3],
      [9, gameId, 1],
    ] as const) {
      made.push(
        await newTournament(db, tenant.tenantId, {
          gameId: game,
          status,
          startTime: startAt(days),
        }),
      );
    }
    const registered = new Map<string, number>();
    for (const [i, count] of [
      [0, 2],
      [3, 1],
      [6, 3],
    ] as const) {
      const tournament = made[i]!;
      for (let n = 0; n < count; n++)
        await registerTeam(
          db,
          tenant.tenantId,
          tournament.id,
          await newTeam(db, tenant.tenantId, gameId),
        );
      registered.set(tournament.id, count);
    }
    const listed = (filter: (row: TournamentTable) => boolean) =>
      made
        .filter((row) => row.status > 0 && filter(row))
        .sort((x, y) => y.startTime.localeCompare(x.startTime) || y.id.localeCompare(x.id))
        .map((row) => row.id);
    const pages = async (query: string) => {
      const items: Item[] = [];
      for (let page = 1; page <= 3; page++) {
        const data = expectOk(
          await call(t.app, tenant.apiKey, {
            url: `/api/v1/tournaments?${query}pageSize=3&pageNumber=${page}`,
          }),
        );
        expect(data.items.length).toBeLessThanOrEqual(3);
        items.push(...data.items);
      }
      return items;
    };

    const all = await pages('');
    expect(all.map((i) => i.tournamentId)).toEqual(listed(() => true));
    for (const item of all)
      expect(item.teamsJoinedCount).toBe(registered.get(item.tournamentId) ?? 0);
    const ofGame = await pages(`gameId=${gameId}&`);
    expect(ofGame.map((i) => i.tournamentId)).toEqual(listed((row) => row.gameId === gameId));
  });
});
