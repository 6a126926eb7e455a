import { toBool } from '../../db/dialect.js';
import type { TournamentDetailRow, TournamentListRow } from './tournament.repository.js';
import {
  TOURNAMENT_STATUS,
  type TournamentDetailView,
  type TournamentListItemView,
} from './tournament.schemas.js';

/** What the reads know about the asking user, batched for a whole page; absent without `externalUserId`. */
export interface ViewerContext {
  /** Tournaments where a team of the user holds a pending or approved registration. */
  joined: Set<string>;
  /** Games the user has an in-game id for. */
  mappedGames: Set<string>;
}

type JoinFacts = Pick<
  TournamentListRow,
  | 'tournamentId'
  | 'status'
  | 'registrationDeadline'
  | 'enrollmentLimit'
  | 'instantRegistrations'
  | 'gameId'
  | 'gameName'
>;

export const isRegistrationOpen = (t: JoinFacts, joinedCount: number, now: number) =>
  t.status === TOURNAMENT_STATUS.UPCOMING &&
  now < Date.parse(t.registrationDeadline) &&
  joinedCount < t.enrollmentLimit;

/**
 * Why the user cannot join, judged without a specific team (a team's game and size are
 * checked at registration); null when nothing stands in the way.
 */
export function cannotJoinReason(
  t: JoinFacts,
  joinedCount: number,
  now: number,
  viewer: ViewerContext,
): string | null {
  if (viewer.joined.has(t.tournamentId))
    return 'A team of yours is already registered for this tournament';
  if (toBool(t.instantRegistrations))
    return 'This tournament uses instant registration; team registration is not available';
  if (t.status !== TOURNAMENT_STATUS.UPCOMING) return 'The tournament is not open for registration';
  if (now >= Date.parse(t.registrationDeadline)) return 'The registration deadline has passed';
  if (joinedCount >= t.enrollmentLimit) return 'The tournament is full';
  if (!viewer.mappedGames.has(t.gameId))
    return `Link your ${t.gameName} game account (a userGameId) first`;
  return null;
}

/**
 * When the clock alone next changes what a read of these tournaments says (registrationOpen,
 * canJoin): the earliest registration deadline still ahead among the upcoming ones.
 */
export function nextDeadline(
  tournaments: readonly Pick<JoinFacts, 'status' | 'registrationDeadline'>[],
  now: number,
): number {
  let next = Number.POSITIVE_INFINITY;
  for (const t of tournaments) {
    const deadline = Date.parse(t.registrationDeadline);
    if (t.status === TOURNAMENT_STATUS.UPCOMING && deadline > now) next = Math.min(next, deadline);
  }
  return next;
}

function userFields(
  t: JoinFacts,
  joinedCount: number,
  now: number,
  viewer: ViewerContext | undefined,
) {
  if (!viewer) return { hasJoined: null, canJoin: null, cannotJoinReason: null };
  const reason = cannotJoinReason(t, joinedCount, now, viewer);
  return {
    hasJoined: viewer.joined.has(t.tournamentId),
    canJoin: reason === null,
    cannotJoinReason: reason,
  };
}

export function toListItem(
  row: TournamentListRow,
  joinedCount: number,
  viewer: ViewerContext | undefined,
  now = Date.now(),
): TournamentListItemView {
  // Field by field rather than by spreading the row: a page maps 20 rows of 30 columns, and
  // copying a spread was the largest share of the list's own CPU time.
  return {
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName,
    gameId: row.gameId,
    gameName: row.gameName,
    description: row.description,
    enrollmentLimit: row.enrollmentLimit,
    maxTeamMembers: row.maxTeamMembers,
    minTeamMembers: row.minTeamMembers,
    startTime: row.startTime,
    endTime: row.endTime,
    registrationDeadline: row.registrationDeadline,
    registrationOpen: isRegistrationOpen(row, joinedCount, now),
    isOnline: toBool(row.isOnline),
    status: row.status,
    matchType: row.matchType,
    teamType: row.teamType,
    color: row.color,
    prizePool: row.prizePool,
    entryFee: row.entryFee,
    image: row.image,
    coverImage: row.coverImage,
    isTrending: toBool(row.isTrending),
    isFeatured: toBool(row.isFeatured),
    isPasswordProtected: row.passwordHash !== null,
    instantRegistrations: toBool(row.instantRegistrations),
    entryFeeCurrencyId: row.entryFeeCurrencyId,
    prizePoolCurrencyId: row.prizePoolCurrencyId,
    entryFeeCurrencyName: row.entryFeeCurrencyName,
    prizePoolCurrencyName: row.prizePoolCurrencyName,
    entryFeeCurrencySymbol: row.entryFeeCurrencySymbol,
    prizePoolCurrencySymbol: row.prizePoolCurrencySymbol,
    teamsJoinedCount: joinedCount,
    ...userFields(row, joinedCount, now, viewer),
  };
}

export function toDetail(
  row: TournamentDetailRow,
  joinedCount: number,
  viewer: ViewerContext | undefined,
  now = Date.now(),
): TournamentDetailView {
  return {
    ...toListItem(row, joinedCount, viewer, now),
    tournamentFormat: row.tournamentFormat,
    rules: row.rules,
    prizeDistribution: row.prizeDistribution,
    pointsSystem: row.pointsSystem,
    bracketData: row.bracketData,
    watchUrls: row.watchUrls,
    joinLink: row.joinLink,
    winnerTeamId: row.winnerTeamId,
    winnerTeamName: row.winnerTeamName,
    organiserId: row.organiserId,
    organiserName: row.organiserName,
    organiserImage: row.organiserImage,
  };
}
