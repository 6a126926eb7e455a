import type { MatchState } from './model';

/**
 * Every word the bracket drawings show or read out, keyed by message id, for the console and
 * the public page alike (the public page's strings include this object as `bracket`).
 * Functions build the messages that carry values; the drawings assemble nothing else.
 */
export const bracketStrings = {
  noLobbies: 'No lobbies yet: the round is not generated.',
  noMatches: 'No matches yet: the round is not generated.',
  /** The accessible name of an elimination drawing when the page gives none. */
  drawingLabel: 'Bracket',
  zoom: {
    group: 'Zoom',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    level: (percent: number) => `${percent} %`,
    fit: 'Fit',
    actualSize: '100 %',
  },
  roundTitle: {
    grandFinal: 'Grand final',
    grandFinalReset: 'Grand final reset',
    thirdPlace: 'Third place',
    losersFinal: 'Losers final',
    losersRound: (round: number) => `Losers round ${round}`,
    winnersFinal: 'Winners final',
    winnersSemifinals: 'Winners semifinals',
    winnersRound: (round: number) => `Winners round ${round}`,
    final: 'Final',
    semifinals: 'Semifinals',
    quarterfinals: 'Quarterfinals',
    round: (round: number) => `Round ${round}`,
  },
  /** A Swiss stage's heading and section name. */
  swissRound: (round: number) => `Round ${round}`,
  matchNumber: (n: number) => `Match ${n}`,
  matchState: {
    scheduled: 'Scheduled',
    live: 'Live',
    completed: 'Completed',
    waiting: 'Waiting',
    cancelled: 'Cancelled',
  } as Record<MatchState, string>,
  bye: 'Bye',
  toBeDecided: 'To be decided',
  /** A participant the source names with nothing. */
  unnamed: 'Unnamed',
  versus: 'vs',
  /** Games won, first side first: "2–1". */
  score: (first: number, second: number) => `${first}–${second}`,
  /** The parts of a match's accessible name, joined by `separator`. */
  matchLabel: {
    heading: (n: number, top: string, bottom: string) => `Match ${n}: ${top} vs ${bottom}`,
    state: {
      scheduled: 'scheduled',
      live: 'live',
      completed: 'completed',
      waiting: 'waiting',
      cancelled: 'cancelled',
    } as Record<MatchState, string>,
    bye: 'bye',
    won: (name: string) => `${name} won`,
    draw: 'draw',
    separator: ', ',
  },
  /** A place shared by several lines, e.g. "5–6". */
  placeRange: (first: number, last: number) => `${first}–${last}`,
  /** The place of a line still in an elimination bracket. */
  stillIn: 'still in',
  column: {
    rank: 'Rank',
    place: 'Place',
    participant: 'Participant',
    played: 'Played',
    wins: 'Wins',
    draws: 'Draws',
    losses: 'Losses',
    points: 'Points',
    finishes: 'Finishes',
    knocks: 'Knocks',
    bestPlacement: 'Best placement',
  },
  standingsCaption: 'Standings',
  crossTableTitle: 'Cross table (row against column)',
  crossTableLabel: 'Cross table',
  /** The cross table's cell of a participant against itself. */
  crossTableSelf: '—',
  leaderboardLabel: (lobby: string) => `${lobby} leaderboard`,
  lobbyFill: (count: number, max: number) => `${count} / ${max} participants`,
  /** A lobby line's matches played out of the lobby's matches. */
  playedOf: (played: number, total: number) => `${played} / ${total}`,
  /** A lobby line with no placement yet. */
  noPlacement: '–',
  enterResults: 'Enter results',
  enterResultsFor: (lobby: string) => `Enter results for ${lobby}`,
} as const;
