import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKey } from '../../src/db/read-versions.js';
import { leaderboardSizes } from '../../src/features/ratings/leaderboard-sizes.js';
import { rebuildAllRatings } from '../../src/features/ratings/rating.service.js';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  ISO_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { newTeam, registerTeam, tournamentWithTeams } from '../helpers/tournament-factories.js';
import { client, gamesFor, playAll, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

/** A duel round robin of `count` teams of two players, generated, with its matches. */
async function roundRobin(count: number, overrides: Record<string, unknown> = {}) {
  const { tournament, teams } = await tournamentWithTeams(t.database.db, t.tenant.tenantId, 0, {
    matchType: 1,
    ...overrides,
  });
  for (let i = 0; i < count; i++) {
    const team = await newTeam(t.database.db, t.tenant.tenantId, tournament.gameId, 2);
    await registerTeam(t.database.db, t.tenant.tenantId, tournament.id, team);
    teams.push(team);
  }
  const round = await c.createRound(tournament.id, { roundType: 3 });
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  return { tournament, teams, round, matches: await c.matches(tournament.id, round.id) };
}

const leaderboard = async (gameId: string, query = '') =>
  expectOk(await c.api({ url: `/api/v1/games/${gameId}/leaderboard${query}` }));

const externalIdOf = (team: { owner: { externalId: string } }) => team.owner.externalId;

/** The rating history in `gameId` of the player who owns `team`. */
const historyOf = async (team: { owner: { externalId: string } }, gameId: string) =>
  expectOk(
    await c.api({ url: `/api/v1/external/users/${externalIdOf(team)}/ratings/${gameId}/history` }),
  );

/** Plays every match: the participant seeded first in the list wins. */
async function playByOrder(matches: any[], order: string[]) {
  for (const m of matches) {
    const p1 = order.indexOf(m.duelDetail.participant1Id);
    const p2 = order.indexOf(m.duelDetail.participant2Id);
    expectOk(await c.report(m.matchId, { games: gamesFor(p1 < p2 ? 1 : 2) }));
  }
}

describe('ratings from duel results', () => {
  it('moves every rostered player, ranks the leaderboard and keeps each change', async () => {
    const { tournament, teams, matches } = await roundRobin(3);
    const order = teams.map((x) => x.teamId);
    await playByOrder(matches, order);

    const board = await leaderboard(tournament.gameId);
    expect(board).toMatchObject({ totalCount: 6, pageNumber: 1, pageSize: 20, totalPages: 1 });
    expect(Object.keys(board.items[0]).sort()).toEqual([
      'displayName',
      'externalId',
      'matchesPlayed',
      'mu',
      'rank',
      'rating',
      'sigma',
      'updatedAt',
      'userId',
      'username',
    ]);
    // The team that won both matches holds the top two places, the one that lost both the last.
    const top = new Set(teams[0]!.users.map((u) => u.userId));
    const bottom = new Set(teams[2]!.users.map((u) => u.userId));
    expect(top.has(board.items[0].userId) && top.has(board.items[1].userId)).toBe(true);
    expect(bottom.has(board.items[4].userId) && bottom.has(board.items[5].userId)).toBe(true);
    expect(board.items.map((i: any) => i.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(board.items.every((i: any) => i.matchesPlayed === 2)).toBe(true);
    expect(board.items[0].rating).toBeGreaterThan(board.items[5].rating);
    expect(board.items[0].rating).toBeCloseTo(board.items[0].mu - 3 * board.items[0].sigma, 9);
    expect(board.items[0].sigma).toBeLessThan(25 / 3);

    const player = expectOk(
      await c.api({ url: `/api/v1/external/users/${externalIdOf(teams[0]!)}/ratings` }),
    );
    expect(player.ratings).toHaveLength(1);
    expect(player.ratings[0]).toMatchObject({ gameId: tournament.gameId, matchesPlayed: 2 });
    expect(player.ratings[0].rank).toBeLessThanOrEqual(2);

    const history = await historyOf(teams[0]!, tournament.gameId);
    expect(history.totalCount).toBe(2);
    const [latest, first] = history.items;
    expect(first.before).toEqual({ rating: 0, mu: 25, sigma: 25 / 3 });
    expect(latest.before).toEqual(first.after);
    expect(latest.after.rating).toBeCloseTo(player.ratings[0].rating, 9);
    expect(latest).toMatchObject({
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      participantId: teams[0]!.teamId,
      groupId: null,
      groupMatchNumber: null,
    });
    expect(latest.ratingChange).toBeCloseTo(latest.after.rating - latest.before.rating, 9);
    expect(latest.ratingChange).toBeGreaterThan(0);
    expect(latest.playedAt).toMatch(ISO_RE);
  });

  it('pages the whole board in its order, the lower half read from its bottom', async () => {
    const { tournament, teams, matches } = await roundRobin(3);
    // Two of the three matches: players of 2 and of 1 rated matches.
    await playByOrder(
      matches.slice(0, 2),
      teams.map((x) => x.teamId),
    );
    for (const filter of ['', '&minMatches=2']) {
      const whole = await leaderboard(tournament.gameId, `?pageSize=100${filter}`);
      expect(whole.totalCount).toBe(filter ? 2 : 6);
      const order = whole.items.map((i: any) => [i.rank, i.userId]);
      for (const pageSize of [1, 2, 4]) {
        const pages = [];
        for (
          let pageNumber = 1;
          pageNumber <= Math.ceil(whole.totalCount / pageSize);
          pageNumber++
        ) {
          const page = await leaderboard(
            tournament.gameId,
            `?pageSize=${pageSize}&pageNumber=${pageNumber}${filter}`,
          );
          expect(page.totalCount).toBe(whole.totalCount);
          pages.push(...page.items.map((i: any) => [i.rank, i.userId]));
        }
        expect(pages).toEqual(order);
      }
      const past = await leaderboard(tournament.gameId, `?pageSize=4&pageNumber=3${filter}`);
      expect(past.items).toEqual([]);
    }
  });

  it('pages and filters the leaderboard by matches played', async () => {
    const { tournament, teams, matches } = await roundRobin(3);
    // Only the first match is played: one team sits it out.
    await playByOrder(
      matches.slice(0, 1),
      teams.map((x) => x.teamId),
    );
    expect((await leaderboard(tournament.gameId, '?minMatches=1')).totalCount).toBe(4);
    expect((await leaderboard(tournament.gameId, '?minMatches=2')).totalCount).toBe(0);
    const page = await leaderboard(tournament.gameId, '?pageSize=3&pageNumber=2');
    expect(page).toMatchObject({ totalCount: 4, pageNumber: 2, pageSize: 3, totalPages: 2 });
    expect(page.items.map((i: any) => i.rank)).toEqual([4]);
    expectFieldError(
      await c.api({ url: `/api/v1/games/${tournament.gameId}/leaderboard?minMatches=-1` }),
      'minMatches',
    );
    expectFieldError(
      await c.api({ url: `/api/v1/games/${tournament.gameId}/leaderboard?pageSize=101` }),
      'pageSize',
    );
    expectError(await c.api({ url: `/api/v1/games/${crypto.randomUUID()}/leaderboard` }), 404);
  });

  it('moves nothing for a forfeit, and re-rates from a corrected match on', async () => {
    const { tournament, teams, matches } = await roundRobin(3);
    const [first, ...rest] = matches;
    expectOk(await c.report(first.matchId, { games: [], forfeitBy: 1 }));
    expect((await leaderboard(tournament.gameId)).totalCount).toBe(0);
    await playByOrder(
      rest,
      teams.map((x) => x.teamId),
    );
    // The forfeit corrected into a played result moves ratings like any new result.
    expectOk(await c.report(first.matchId, { games: gamesFor(1) }));
    const afterPlay = await leaderboard(tournament.gameId);
    expect(afterPlay.items.reduce((n: number, i: any) => n + i.matchesPlayed, 0)).toBe(12);
    // Reversing the second match re-rates it and everything after; a rebuild agrees.
    const reversed = rest[0];
    const order = teams.map((x) => x.teamId);
    const firstWon =
      order.indexOf(reversed.duelDetail.participant1Id) <
      order.indexOf(reversed.duelDetail.participant2Id);
    expectOk(await c.report(reversed.matchId, { games: gamesFor(firstWon ? 2 : 1) }));
    const corrected = await leaderboard(tournament.gameId);
    expect(corrected.items.reduce((n: number, i: any) => n + i.matchesPlayed, 0)).toBe(12);
    expect(corrected.items).not.toEqual(afterPlay.items);
    await rebuildAllRatings(t.database.db, t.database.engine, t.tenant.tenantId);
    const rebuilt = await leaderboard(tournament.gameId);
    expect(rebuilt.items.map((i: any) => i.userId)).toEqual(
      corrected.items.map((i: any) => i.userId),
    );
    rebuilt.items.forEach((item: any, i: number) => {
      expect(item.mu).toBeCloseTo(corrected.items[i].mu, 9);
      expect(item.sigma).toBeCloseTo(corrected.items[i].sigma, 9);
      expect(item.matchesPlayed).toBe(corrected.items[i].matchesPlayed);
    });
    // Each player's history holds one change per rated match.
    const history = await historyOf(teams[0]!, tournament.gameId);
    expect(history.totalCount).toBe(2);
  });

  it('moves nothing when a result comes again with the outcome it had', async () => {
    const { tournament, teams, matches } = await roundRobin(3);
    const order = teams.map((x) => x.teamId);
    await playByOrder(matches, order);
    const first = matches[0];
    const completedAt = async () =>
      (
        await t.database.db
          .selectFrom('matches')
          .select('completedAt')
          .where('id', '=', first.matchId)
          .executeTakeFirstOrThrow()
      ).completedAt;
    const [board, history, played] = [
      await leaderboard(tournament.gameId),
      await historyOf(teams[0]!, tournament.gameId),
      await completedAt(),
    ];
    const winner =
      order.indexOf(first.duelDetail.participant1Id) <
      order.indexOf(first.duelDetail.participant2Id);
    // The same result sent again, then its score fixed with the same winner.
    expectOk(await c.report(first.matchId, { games: gamesFor(winner ? 1 : 2) }));
    const fixed = winner
      ? { participant1Score: 13, participant2Score: 11 }
      : { participant1Score: 11, participant2Score: 13 };
    const view = expectOk(await c.report(first.matchId, { games: [fixed] }));
    expect(view.games.map((g: any) => [g.participant1Score, g.participant2Score])).toEqual([
      [fixed.participant1Score, fixed.participant2Score],
    ]);
    // Its place in play order stays, so the ratings and every change of the history stand.
    expect(await completedAt()).toBe(played);
    expect(await leaderboard(tournament.gameId)).toEqual(board);
    expect(await historyOf(teams[0]!, tournament.gameId)).toEqual(history);
    await rebuildAllRatings(t.database.db, t.database.engine, t.tenant.tenantId);
    const rebuilt = await leaderboard(tournament.gameId);
    rebuilt.items.forEach((item: any, i: number) => {
      expect(item.userId).toBe(board.items[i].userId);
      expect(item.mu).toBeCloseTo(board.items[i].mu, 9);
      expect(item.sigma).toBeCloseTo(board.items[i].sigma, 9);
    });
    // The other winner is a correction: it completes again, at the end of play order.
    expectOk(await c.report(first.matchId, { games: gamesFor(winner ? 2 : 1) }));
    expect(await completedAt()).not.toBe(played);
    expect(await leaderboard(tournament.gameId)).not.toEqual(board);
  });

  it('keeps the roster a team first played with', async () => {
    const { tournament, teams, matches } = await roundRobin(2);
    await playByOrder(
      matches,
      teams.map((x) => x.teamId),
    );
    const board = await leaderboard(tournament.gameId);
    expect(board.totalCount).toBe(4);
    // A player added to the team later is not on the roster: a rebuild leaves them out too.
    const newcomer = await newTeam(t.database.db, t.tenant.tenantId, tournament.gameId, 1);
    await t.database.db
      .insertInto('team_members')
      .values({
        teamId: teams[0]!.teamId,
        userId: newcomer.owner.userId,
        tenantId: t.tenant.tenantId,
        role: 2,
        joinedAt: new Date().toISOString(),
      })
      .execute();
    await rebuildAllRatings(t.database.db, t.database.engine, t.tenant.tenantId);
    expect((await leaderboard(tournament.gameId)).totalCount).toBe(4);
    const team = expectOk(await c.api({ url: `/api/v1/teams/${teams[0]!.teamId}/rating` }));
    expect(team.members).toHaveLength(3);
    const newMember = team.members.find((m: any) => m.userId === newcomer.owner.userId);
    expect(newMember).toMatchObject({ rating: 0, mu: 25, matchesPlayed: 0 });
    const mean = team.members.reduce((n: number, m: any) => n + m.rating, 0) / 3;
    expect(team.rating).toBeCloseTo(mean, 9);
    expect(team.gameId).toBe(tournament.gameId);
  });

  it('leaves an unrated tournament out, and fixes the setting once it starts', async () => {
    const { tournament } = await tournamentWithTeams(t.database.db, t.tenant.tenantId, 0, {
      matchType: 1,
      status: 1,
    });
    const url = `/api/v1/tournaments/${tournament.id}/ratings`;
    expect(expectOk(await c.api({ url })).rated).toBe(true);
    const set = expectOk(await c.api({ method: 'PUT', url, payload: { rated: false } }));
    expect(set).toEqual({
      tournamentId: tournament.id,
      gameId: tournament.gameId,
      rated: false,
      participants: [],
    });
    expectFieldError(await c.api({ method: 'PUT', url, payload: { rated: 'no' } }), 'rated');
    expectFieldError(await c.api({ method: 'PUT', url, payload: {} }), 'rated');

    const unrated = await roundRobin(2);
    expectOk(
      await c.api({
        method: 'PUT',
        url: `/api/v1/tournaments/${unrated.tournament.id}/ratings`,
        payload: { rated: true },
      }),
    );
    expectRule(
      await c.api({
        method: 'PUT',
        url: `/api/v1/tournaments/${unrated.tournament.id}/ratings`,
        payload: { rated: false },
      }),
      'TOURNAMENT_STARTED',
    );
  });

  it('moves no rating in a tournament marked unrated', async () => {
    const { tournament } = await tournamentWithTeams(t.database.db, t.tenant.tenantId, 2, {
      matchType: 1,
      rated: 0,
    });
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(round.id));
    const [match] = await c.matches(tournament.id, round.id);
    expectOk(await c.report(match.matchId, { games: gamesFor(1) }));
    expect((await leaderboard(tournament.gameId)).totalCount).toBe(0);
  });
});

describe('ratings in every duel format', () => {
  it.each([
    ['double elimination', 2],
    ['Swiss', 4],
  ])('rates each played match of %s once per player', async (_name, roundType) => {
    const { tournament } = await setup(t, 6);
    const round = await c.createRound(tournament.id, { roundType });
    expectOk(await c.generate(round.id));
    const reports = await playAll(c, tournament.id, round.id, () => 1);
    expect(reports).toBeGreaterThan(0);
    const changes = await t.database.db
      .selectFrom('rating_changes')
      .select(['matchId', 'userId'])
      .where('tenantId', '=', t.tenant.tenantId)
      .where('tournamentId', '=', tournament.id)
      .execute();
    // One-player teams: two changes per reported match, and no match rated twice.
    expect(changes).toHaveLength(2 * reports);
    expect(new Set(changes.map((ch) => ch.matchId)).size).toBe(reports);
    const board = await leaderboard(tournament.gameId);
    const played = board.items.reduce((n: number, i: any) => n + i.matchesPlayed, 0);
    expect(played).toBe(2 * reports);
  });
});

describe('ratings from FFA lobbies', () => {
  it('rates each lobby by placement, re-rates a re-posted one, and not one posted with its placements', async () => {
    const { tournament, teams } = await tournamentWithTeams(t.database.db, t.tenant.tenantId, 4, {
      matchType: 2,
    });
    const round = await c.createRound(tournament.id, { roundType: 5, matchesPerGroup: 1 });
    expectOk(await c.generate(round.id));
    const [group] = (await c.groups(round.id)).items;
    const ids = teams.map((x) => x.teamId);
    const post = (order: string[], finishes = 0) =>
      c.groupResults(group.id, {
        matchNumber: 1,
        placements: order.map((participantId, i) => ({
          participantId,
          placement: i + 1,
          finishes,
          knocks: 0,
        })),
      });
    expectOk(await post(ids));
    let board = await leaderboard(tournament.gameId);
    expect(board.items.map((i: any) => i.userId)).toEqual(teams.map((x) => x.owner.userId));
    expectOk(await post([...ids].reverse()));
    board = await leaderboard(tournament.gameId);
    expect(board.items.map((i: any) => i.userId)).toEqual(
      [...teams].reverse().map((x) => x.owner.userId),
    );
    expect(board.items.every((i: any) => i.matchesPlayed === 1)).toBe(true);
    const history = await historyOf(teams[0]!, tournament.gameId);
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      groupId: group.id,
      groupMatchNumber: 1,
      matchId: null,
    });
    // The same placements again, finishes fixed: the lobby keeps its place and nothing re-rates.
    expect(expectOk(await post([...ids].reverse(), 3)).standings[0].finishes).toBe(3);
    expect(await leaderboard(tournament.gameId)).toEqual(board);
    const again = await historyOf(teams[0]!, tournament.gameId);
    expect(again).toEqual(history);
  });
});

describe('seeding by rating', () => {
  it('seeds the best rated first and lists the participants by rating', async () => {
    const played = await roundRobin(3);
    const order = played.teams.map((x) => x.teamId);
    await playByOrder(played.matches, order);
    // A new tournament of the same game with the same teams, registered in reverse.
    const { tournament } = await tournamentWithTeams(t.database.db, t.tenant.tenantId, 0, {
      matchType: 1,
      gameId: played.tournament.gameId,
    });
    for (const team of [...played.teams].reverse())
      await registerTeam(t.database.db, t.tenant.tenantId, tournament.id, team);
    const ratings = expectOk(await c.api({ url: `/api/v1/tournaments/${tournament.id}/ratings` }));
    expect(ratings.participants.map((p: any) => p.participantId)).toEqual(order);
    expect(ratings.participants[0].players).toHaveLength(2);
    // Single elimination of three: the top seed gets the bye, seeds 2 and 3 meet.
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(round.id, { seeding: { mode: 'rating' } }));
    const ready = (await c.matches(tournament.id, round.id)).filter((m) => m.matchStatus === 1);
    expect(ready).toHaveLength(1);
    expect([ready[0].duelDetail.participant1Id, ready[0].duelDetail.participant2Id]).toEqual([
      order[1],
      order[2],
    ]);
    expectFieldError(
      await c.generate(round.id, { seeding: { mode: 'rating', extra: 1 } }),
      'seeding',
    );
  });
});

describe('the cached leaderboard', () => {
  const read = (gameId: string) => c.api({ url: `/api/v1/games/${gameId}/leaderboard` });

  it("stays cached until a rating of its game, or a listed player's name, changes", async () => {
    const first = await roundRobin(2);
    // Made before the first read: a new game in the catalogue is a change every board reads.
    const other = await roundRobin(2);
    await playByOrder(
      first.matches,
      first.teams.map((x) => x.teamId),
    );
    const gameId = first.tournament.gameId;
    expect((await read(gameId)).headers['x-cache']).toBe('miss');
    const cached = await read(gameId);
    expect(cached.headers['x-cache']).toBe('hit');

    // A result in another game leaves it cached.
    await playByOrder(
      other.matches,
      other.teams.map((x) => x.teamId),
    );
    expect((await read(gameId)).headers['x-cache']).toBe('hit');

    // A listed player renamed: the page shows the new name at once.
    const leader = expectOk(cached).items[0];
    expectOk(
      await c.api({
        method: 'PUT',
        url: `/api/v1/external/users/${leader.externalId}/profile`,
        payload: { displayName: 'Renamed Leader' },
      }),
    );
    const renamed = await read(gameId);
    expect(renamed.headers['x-cache']).toBe('miss');
    expect(expectOk(renamed).items[0]).toMatchObject({
      externalId: leader.externalId,
      displayName: 'Renamed Leader',
    });
    // The names' versions read with the page are the ones its next read checks.
    expect((await read(gameId)).headers['x-cache']).toBe('hit');

    // A correction in its game moves the ratings: read again, in the new order.
    expectOk(
      await c.api({
        method: 'POST',
        url: `/api/v1/matches/${first.matches[0].matchId}/result`,
        payload: { games: gamesFor(2) },
      }),
    );
    const moved = await read(gameId);
    expect(moved.headers['x-cache']).toBe('miss');
    expect(expectOk(moved).items[0].externalId).not.toBe(leader.externalId);
  });
});

describe("a leaderboard's length", () => {
  it('is counted again when a player is rated for the first time, and after a rebuild', async () => {
    const { tournament, teams, matches } = await roundRobin(3);
    const gameId = tournament.gameId;
    const order = teams.map((x) => x.teamId);
    // Of three teams' three matches, the two after the first both bring in the third team.
    const [firstMatch, newcomers, ratingsOnly] = matches;
    await playByOrder([firstMatch], order);
    expect((await leaderboard(gameId)).totalCount).toBe(4);
    await playByOrder([newcomers], order);
    const six = await leaderboard(gameId);
    expect(six.totalCount).toBe(6);
    expect((await leaderboard(gameId, '?minMatches=2')).totalCount).toBe(2);
    const playersKey = readKey.leaderboardPlayers(t.tenant.tenantId, gameId);
    const [players] = await t.database.readVersions([playersKey]);
    await playByOrder([ratingsOnly], order);
    // Ratings moved, nobody joined the board: its length stays known.
    expect(await t.database.readVersions([playersKey])).toEqual([players]);
    const moved = await leaderboard(gameId);
    expect(moved.totalCount).toBe(6);
    expect(moved.items).not.toEqual(six.items);
    // Past a threshold without anyone new: the filtered board is counted again.
    expect((await leaderboard(gameId, '?minMatches=2')).totalCount).toBe(6);
    // A rebuild removes every rating and makes them again: the same six players.
    await rebuildAllRatings(t.database.db, t.database.engine, t.tenant.tenantId);
    expect((await leaderboard(gameId)).totalCount).toBe(6);
  });

  it('is remembered while the key that can change it keeps its version', async () => {
    const { tournament, teams, matches } = await roundRobin(2);
    await playByOrder(
      matches,
      teams.map((x) => x.teamId),
    );
    const { db } = t.database;
    const { tenantId } = t.tenant;
    const versions = new Map([
      [readKey.leaderboardPlayers(tenantId, tournament.gameId), 7],
      [readKey.leaderboard(tenantId, tournament.gameId), 3],
    ]);
    const readVersions = async (keys: readonly string[]) => keys.map((k) => versions.get(k)!);
    const bump = (key: string) => versions.set(key, versions.get(key)! + 1);
    const sizes = leaderboardSizes();
    const size = (minMatches: number) =>
      sizes(db, readVersions, tenantId, tournament.gameId, minMatches);
    expect(await size(0)).toBe(4);
    expect(await size(1)).toBe(4);
    expect(await size(2)).toBe(0);
    const { gameId } = tournament;
    const rated = await db
      .selectFrom('player_ratings')
      .select('userId')
      .where('tenantId', '=', tenantId)
      .where('gameId', '=', gameId)
      .orderBy('userId')
      .execute();
    await db
      .updateTable('player_ratings')
      .set({ matchesPlayed: 2 })
      .where('tenantId', '=', tenantId)
      .where('gameId', '=', gameId)
      .where(
        'userId',
        'in',
        rated.slice(0, 3).map((r) => r.userId),
      )
      .execute();
    // The same versions: the counts they were read with, each threshold its own.
    expect([await size(0), await size(1), await size(2)]).toEqual([4, 4, 0]);
    // A result moves the ratings, not who is rated: the filtered boards are counted again.
    bump(readKey.leaderboard(tenantId, gameId));
    expect([await size(0), await size(1), await size(2)]).toEqual([4, 4, 3]);
    const newcomer = await newTeam(db, tenantId, gameId, 1);
    await db
      .insertInto('player_ratings')
      .values({
        tenantId,
        gameId,
        userId: newcomer.owner.userId,
        mu: 25,
        sigma: 8,
        ordinal: 1,
        matchesPlayed: 1,
        updatedAt: new Date().toISOString(),
      })
      .execute();
    // A rating made moves both keys. Most players are past 2 matches: that board is the whole
    // one's new length less the two players below the threshold.
    bump(readKey.leaderboardPlayers(tenantId, gameId));
    bump(readKey.leaderboard(tenantId, gameId));
    expect([await size(0), await size(1), await size(2)]).toEqual([5, 5, 3]);
  });
});

describe('ratings across tenants', () => {
  it("never shows one tenant's ratings to another", async () => {
    const { tournament, teams, matches } = await roundRobin(2);
    await playByOrder(
      matches,
      teams.map((x) => x.teamId),
    );
    const other = await t.newTenant();
    const o = client(t, other.apiKey);
    const board = expectOk(await o.api({ url: `/api/v1/games/${tournament.gameId}/leaderboard` }));
    expect(board.totalCount).toBe(0);
    expectError(
      await o.api({ url: `/api/v1/external/users/${externalIdOf(teams[0]!)}/ratings` }),
      404,
    );
    expectError(await o.api({ url: `/api/v1/teams/${teams[0]!.teamId}/rating` }), 404);
    expectError(await o.api({ url: `/api/v1/tournaments/${tournament.id}/ratings` }), 404);
    expectError(
      await o.api({
        method: 'PUT',
        url: `/api/v1/tournaments/${tournament.id}/ratings`,
        payload: { rated: false },
      }),
      404,
    );
  });
});
