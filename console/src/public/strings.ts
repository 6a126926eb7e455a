import { bracketStrings } from '../bracket';

/**
 * Every word the public tournament page shows, keyed by message id: translating the page is
 * translating this file and the bracket drawings' words it includes as `bracket` (shared with
 * the console, so they are translated once). Words both use are taken from the drawings'.
 */
export const strings = {
  bracket: bracketStrings,
  pageTitle: (name: string) => `${name} · Tournament`,
  loading: 'Loading the tournament',
  notFoundTitle: 'Tournament not found',
  notFoundText:
    'This link does not lead to a public tournament. It may have been replaced or unpublished.',
  errorTitle: 'The tournament could not be loaded',
  errorText: 'Please try again in a moment.',
  retry: 'Try again',
  organisedBy: (organiser: string) => `Organised by ${organiser}`,
  game: 'Game',
  dates: 'Dates',
  format: 'Format',
  participants: 'Participants',
  status: 'Status',
  winner: 'Winner',
  coverAlt: (name: string) => `${name} cover image`,
  logoAlt: (name: string) => `${name} logo`,
  tournamentStatus: {
    0: 'Draft',
    1: 'Upcoming',
    2: 'Ongoing',
    3: 'Completed',
    4: 'Cancelled',
  } as Record<number, string>,
  roundStatus: { 1: 'Pending', 2: 'Ongoing', 3: 'Completed' } as Record<number, string>,
  roundType: {
    1: 'Single elimination',
    2: 'Double elimination',
    3: 'Round robin',
    4: 'Swiss',
    5: 'Free-for-all',
  } as Record<number, string>,
  matchType: { 1: 'Duel', 2: 'Free-for-all' } as Record<number, string>,
  participantType: { 1: 'Teams', 2: 'Solo players' } as Record<number, string>,
  matchStatus: {
    1: bracketStrings.matchState.scheduled,
    2: bracketStrings.matchState.live,
    3: bracketStrings.matchState.completed,
    4: bracketStrings.matchState.cancelled,
    5: bracketStrings.matchState.waiting,
  } as Record<number, string>,
  roundsNavigation: 'Rounds',
  roundFallbackName: (roundNumber: number) => `Round ${roundNumber}`,
  noRounds: 'The bracket is not drawn yet. Check back once the tournament starts.',
  bracketHeading: 'Bracket',
  bracketLabel: (roundName: string) => `${roundName} bracket`,
  matchesHeading: 'Matches',
  noMatches: 'No matches yet.',
  matchNumber: bracketStrings.matchNumber,
  toBeDecided: bracketStrings.toBeDecided,
  notScheduled: 'Time to be announced',
  standingsHeading: 'Standings',
  leaderboardsHeading: 'Leaderboards',
  live: {
    connecting: 'Connecting…',
    live: 'Live',
    reconnecting: 'Reconnecting…',
    offline: 'Live updates paused',
  },
  liveHint: 'Results update on this page by themselves.',
  footer: 'Powered by Tourney',
} as const;
