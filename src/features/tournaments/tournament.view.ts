import { toBool } from '../../db/dialect.js';
import type { TournamentListRow } from './tournament-list.repository.js';
import type { TournamentDetailRow } from './tournament.repository.js';
import {
  TOURNAMENT_STATUS,
  type TournamentDetailView,
  type TournamentListItemView,
} from './tournament.schemas.js';

/** What a read knows about the asking user for one tournament; absent without `externalUserId`. */
export interface ViewerFacts {
  /** A team of the user holds a pending, approved or waitlisted registration there. */
  joined: boolean;
  /** The user has an in-game id for the tournament's game. */
  hasGameId: boolean;
}

type JoinFacts = Pick<
  TournamentListRow,
  | 'tournamentId'
  | 'status'
  | 'registrationDeadline'
  | 'enrollmentLimit'
  | 'instantRegistrations'
  | 'waitlistEnabled'
  | 'gameId'
  | 'gameName'
>;

/** The viewer's facts read with the row (null columns: no viewer). */
const viewerOf = (
  row: Pick<TournamentListRow, 'viewerJoined' | 'viewerHasGameId'>,
): ViewerFacts | undefined =>
  row.viewerJoined === null
    ? undefined
    : { joined: toBool(row.viewerJoined), hasGameId: toBool(row.viewerHasGameId) };

const isRegistrationOpen = (t: JoinFacts, joinedCount: number, now: number) =>
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
  viewer: ViewerFacts,
): string | null {
  if (viewer.joined) return 'A team of yours is already registered for this tournament';
  if (toBool(t.instantRegistrations))
    return 'This tournament uses instant registration; team registration is not available';
  if (t.status !== TOURNAMENT_STATUS.UPCOMING) return 'The tournament is not open for registration';
  if (now >= Date.parse(t.registrationDeadline)) return 'The registration deadline has passed';
  // A full tournament with a waitlist still takes registrations: they wait for a place.
  if (joinedCount >= t.enrollmentLimit && !toBool(t.waitlistEnabled))
    return 'The tournament is full';
  if (!viewer.hasGameId) return `Link your ${t.gameName} game account (a userGameId) first`;
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
  viewer: ViewerFacts | undefined,
) {
  if (!viewer) return { hasJoined: null, canJoin: null, cannotJoinReason: null };
  const reason = cannotJoinReason(t, joinedCount, now, viewer);
  return {
    hasJoined: viewer.joined,
    canJoin: reason === null,
    cannotJoinReason: reason,
  };
}

/** A list line; `viewer` when the viewer's facts were read apart from the row. */
export function toListItem(
  row: TournamentListRow,
  now = Date.now(),
  viewer = viewerOf(row),
): TournamentListItemView {
  const joinedCount = Number(row.joinedCount);
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

/**
 * The detail of `row`, with `bracketData` as the detail shows it (the layout once there is a
 * round). The list line's object takes the detail's fields: node 20's V8 adds each property
 * written after a spread (`{ ...line, rules }`) through its slow path, which made this 45 µs
 * instead of 1.
 */
export function toDetail(
  row: TournamentDetailRow,
  bracketData: string | null,
  now = Date.now(),
): TournamentDetailView {
  return Object.assign(toListItem(row, now), {
    tournamentFormat: row.tournamentFormat,
    rules: row.rules,
    prizeDistribution: row.prizeDistribution,
    pointsSystem: row.pointsSystem,
    bracketData,
    watchUrls: row.watchUrls,
    joinLink: row.joinLink,
    winnerTeamId: row.winnerTeamId,
    winnerTeamName: row.winnerTeamName,
    organiserId: row.organiserId,
    organiserName: row.organiserName,
    organiserImage: row.organiserImage,
    checkInWindowMinutes: row.checkInWindowMinutes,
    waitlistEnabled: toBool(row.waitlistEnabled),
  });
}
