import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { readKey } from '../../db/read-versions.js';
import { businessRule, notFound } from '../../errors.js';
import { pageInfo, type PageRequest } from '../../http/pagination.js';
import { getGame } from '../games/index.js';
import { findTeam } from '../teams/index.js';
import { TOURNAMENT_STATUS } from '../tournaments/index.js';
import { requireUser } from '../users/index.js';
import { INITIAL_SKILL, teamSkill } from './outcome.js';
import * as reads from './rating-read.repository.js';
import type { LeaderboardQueryInput, TournamentRatingsView } from './rating.schemas.js';
import { ratedTournament } from './outcome.repository.js';
import { currentRosters } from './roster.service.js';

/** The tenant's tournament, drafts included (organiser reads); another tenant's is a 404. */
async function requireTournament(db: Executor, tenantId: string, tournamentId: string) {
  const tournament = await ratedTournament(db, tenantId, tournamentId);
  if (!tournament) throw notFound('Tournament');
  return tournament;
}

const skillView = (s: { mu: number; sigma: number; ordinal: number }) => ({
  rating: s.ordinal,
  mu: s.mu,
  sigma: s.sigma,
});

/**
 * A game's leaderboard for the tenant; an unknown game is a 404. `countPlayers` says how many
 * players of at least `minMatches` rated matches it holds (`leaderboardSizes`). With the page,
 * the read keys of the players it shows (their names) and their versions as it shows them, for
 * its cached answer.
 */
export async function getLeaderboard(
  db: Executor,
  tenantId: string,
  gameId: string,
  query: LeaderboardQueryInput,
  countPlayers: (minMatches: number) => Promise<number>,
) {
  await getGame(db, gameId);
  // Counted first: where the page lies on the board says from which end to walk to it.
  const totalCount = await countPlayers(query.minMatches);
  const window = reads.leaderboardWindow(query, totalCount);
  const rows = await reads.leaderboardRows(db, tenantId, gameId, query.minMatches, window);
  const first = (query.pageNumber - 1) * query.pageSize;
  // An erased player has no external id: its row no longer changes.
  const named = rows.filter((row) => row.externalId !== null);
  return {
    page: {
      items: rows.map((row, i) => ({
        rank: first + i + 1,
        userId: row.userId,
        externalId: row.externalId,
        username: row.username,
        displayName: row.displayName,
        ...skillView(row),
        matchesPlayed: row.matchesPlayed,
        updatedAt: row.updatedAt,
      })),
      ...pageInfo(query, totalCount),
    },
    members: {
      keys: named.map((row) => readKey.user(tenantId, row.externalId as string)),
      versions: named.map((row) => Number(row.userKeyVersion ?? 0)),
    },
  };
}

/** A player's rating in each game they played, with their place on each leaderboard. */
export async function getPlayerRatings(db: Executor, tenantId: string, externalId: string) {
  const user = await requireUser(db, tenantId, externalId);
  const rows = await reads.ratingsOfUser(db, tenantId, user.id);
  const ratings = rows.map((row) => ({
    gameId: row.gameId,
    gameName: row.gameName,
    rank: row.above + 1,
    ...skillView(row),
    matchesPlayed: row.matchesPlayed,
    updatedAt: row.updatedAt,
  }));
  return { userId: user.id, externalId, username: user.username, ratings };
}

/** A player's rating changes in one game, newest first. */
export async function getRatingHistory(
  db: Executor,
  tenantId: string,
  externalId: string,
  gameId: string,
  page: PageRequest,
) {
  const user = await requireUser(db, tenantId, externalId);
  await getGame(db, gameId);
  const { rows, totalCount } = await reads.historyPage(db, tenantId, gameId, user.id, page);
  return {
    items: rows.map((row) => ({
      changeId: row.id,
      tournamentId: row.tournamentId,
      tournamentName: row.tournamentName,
      matchId: row.matchId,
      groupId: row.groupId,
      groupMatchNumber: row.groupMatchNumber,
      participantId: row.participantId,
      before: { rating: row.ordinalBefore, mu: row.muBefore, sigma: row.sigmaBefore },
      after: { rating: row.ordinalAfter, mu: row.muAfter, sigma: row.sigmaAfter },
      ratingChange: row.ordinalAfter - row.ordinalBefore,
      playedAt: row.playedAt,
    })),
    ...pageInfo(page, totalCount),
  };
}

/** Each player's rating in a game; a player never rated shows as new. */
async function playersWithRatings(
  db: Executor,
  tenantId: string,
  gameId: string,
  userIds: readonly string[],
) {
  const [ratings, names] = await Promise.all([
    reads.ratingsOfPlayers(db, tenantId, gameId, userIds),
    reads.usernames(db, tenantId, userIds),
  ]);
  const ratingOf = new Map(ratings.map((r) => [r.userId, r]));
  const nameOf = new Map(names.map((n) => [n.id, n.username]));
  return userIds.map((userId) => {
    const r = ratingOf.get(userId) ?? { ...INITIAL_SKILL, matchesPlayed: 0 };
    return {
      userId,
      username: nameOf.get(userId) ?? '',
      ...skillView(r),
      matchesPlayed: r.matchesPlayed,
    };
  });
}

const teamOf = (players: { rating: number; mu: number; sigma: number }[]) =>
  skillView(teamSkill(players));

/** A team's rating in its game, from its current members. */
export async function getTeamRating(db: Executor, tenantId: string, teamId: string) {
  const team = await findTeam(db, tenantId, teamId);
  if (!team) throw notFound('Team');
  const memberIds = (await reads.currentMembers(db, tenantId, [teamId])).map((m) => m.userId);
  const members = await playersWithRatings(db, tenantId, team.gameId, memberIds);
  return { teamId, gameId: team.gameId, ...teamOf(members), members };
}

/** A tournament's approved participants by rating (the order rating seeding uses). */
export async function getTournamentRatings(
  db: Executor,
  tenantId: string,
  tournamentId: string,
): Promise<TournamentRatingsView> {
  const tournament = await requireTournament(db, tenantId, tournamentId);
  const approved = await reads.approvedOf(db, tenantId, tournamentId);
  const ids = approved.map((a) => a.participantId);
  const rosters = await currentRosters(db, tenantId, tournament, ids);
  const players = await playersWithRatings(db, tenantId, tournament.gameId, [
    ...new Set([...rosters.values()].flat()),
  ]);
  const playerOf = new Map(players.map((p) => [p.userId, p]));
  const participants = approved.map((a) => {
    const roster = (rosters.get(a.participantId) ?? []).map((id) => playerOf.get(id)!);
    return {
      participantId: a.participantId,
      participantName: a.participantName,
      seed: a.seed,
      ...teamOf(roster),
      players: roster,
    };
  });
  // Stable: equal ratings keep the registrations' order.
  participants.sort((a, b) => b.rating - a.rating);
  return { tournamentId, gameId: tournament.gameId, rated: tournament.rated !== 0, participants };
}

/** Participant ids, best rating first: `seeding.mode: rating`. */
export async function idsByRating(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  ids: readonly string[],
) {
  const { participants } = await getTournamentRatings(db, tenantId, tournamentId);
  const order = new Map(participants.map((p, i) => [p.participantId, i]));
  return [...ids].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
}

/**
 * Marks a tournament rated or not. Only before it starts: its first results would otherwise
 * have moved ratings under the other setting (a rebuild applies a late change to the history).
 */
export async function setTournamentRated(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  rated: boolean,
) {
  const tournament = await requireTournament(db, tenantId, tournamentId);
  const started =
    tournament.status !== TOURNAMENT_STATUS.DRAFT &&
    tournament.status !== TOURNAMENT_STATUS.UPCOMING;
  if (started && (tournament.rated !== 0) !== rated)
    throw businessRule(
      'TOURNAMENT_STARTED',
      'Whether a tournament is rated can only change before it starts',
    );
  await reads.setRated(db, tenantId, tournamentId, rated, nowIso());
  return getTournamentRatings(db, tenantId, tournamentId);
}
