import { i18n } from '../i18n/i18n';
import type { MatchState } from './model';

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
const words = <K extends string>(key: string) =>
  i18n.t(key, { returnObjects: true }) as unknown as Record<K, string>;

/**
 * Every word the bracket drawings show or read out, for the console and the public page alike,
 * read from the page's language catalogue (`bracket.*`) each time it is used, so the drawings
 * follow a change of language. Functions build the messages that carry values; the drawings
 * assemble nothing else.
 */
export const bracketStrings = {
  get noLobbies() {
    return t('bracket.noLobbies');
  },
  get noMatches() {
    return t('bracket.noMatches');
  },
  /** The accessible name of an elimination drawing when the page gives none. */
  get drawingLabel() {
    return t('bracket.drawingLabel');
  },
  /** Under a table wider than the screen: that the rest of it is a swipe away. */
  get scrollSideways() {
    return t('bracket.scrollSideways');
  },
  zoom: {
    get group() {
      return t('bracket.zoom.group');
    },
    get zoomOut() {
      return t('bracket.zoom.zoomOut');
    },
    get zoomIn() {
      return t('bracket.zoom.zoomIn');
    },
    level: (percent: number) => t('bracket.zoom.level', { percent }),
    get fit() {
      return t('bracket.zoom.fit');
    },
    get actualSize() {
      return t('bracket.zoom.actualSize');
    },
  },
  roundTitle: {
    get grandFinal() {
      return t('bracket.roundTitle.grandFinal');
    },
    get grandFinalReset() {
      return t('bracket.roundTitle.grandFinalReset');
    },
    get thirdPlace() {
      return t('bracket.roundTitle.thirdPlace');
    },
    get losersFinal() {
      return t('bracket.roundTitle.losersFinal');
    },
    losersRound: (round: number) => t('bracket.roundTitle.losersRound', { round }),
    get winnersFinal() {
      return t('bracket.roundTitle.winnersFinal');
    },
    get winnersSemifinals() {
      return t('bracket.roundTitle.winnersSemifinals');
    },
    winnersRound: (round: number) => t('bracket.roundTitle.winnersRound', { round }),
    get final() {
      return t('bracket.roundTitle.final');
    },
    get semifinals() {
      return t('bracket.roundTitle.semifinals');
    },
    get quarterfinals() {
      return t('bracket.roundTitle.quarterfinals');
    },
    round: (round: number) => t('bracket.roundTitle.round', { round }),
  },
  /** A Swiss stage's heading and section name. */
  swissRound: (round: number) => t('bracket.swissRound', { round }),
  matchNumber: (number: number) => t('bracket.matchNumber', { number }),
  get matchState() {
    return words<MatchState>('bracket.matchState');
  },
  get bye() {
    return t('bracket.bye');
  },
  get toBeDecided() {
    return t('bracket.toBeDecided');
  },
  /** A participant the source names with nothing. */
  get unnamed() {
    return t('bracket.unnamed');
  },
  get versus() {
    return t('bracket.versus');
  },
  /** Games won, first side first: "2–1". */
  score: (first: number, second: number) => t('bracket.score', { first, second }),
  /** The parts of a match's accessible name, joined by `separator`. */
  matchLabel: {
    heading: (number: number, top: string, bottom: string) =>
      t('bracket.matchLabel.heading', { number, top, bottom }),
    get state() {
      return words<MatchState>('bracket.matchLabel.state');
    },
    get bye() {
      return t('bracket.matchLabel.bye');
    },
    won: (name: string) => t('bracket.matchLabel.won', { name }),
    get draw() {
      return t('bracket.matchLabel.draw');
    },
    get separator() {
      return t('bracket.matchLabel.separator');
    },
  },
  /** A place shared by several lines, e.g. "5–6". */
  placeRange: (first: number, last: number) => t('bracket.placeRange', { first, last }),
  /** The place of a line still in an elimination bracket. */
  get stillIn() {
    return t('bracket.stillIn');
  },
  get column() {
    return words<
      | 'rank'
      | 'place'
      | 'participant'
      | 'played'
      | 'wins'
      | 'draws'
      | 'losses'
      | 'points'
      | 'finishes'
      | 'knocks'
      | 'bestPlacement'
    >('bracket.column');
  },
  get standingsCaption() {
    return t('bracket.standingsCaption');
  },
  get crossTableTitle() {
    return t('bracket.crossTableTitle');
  },
  get crossTableLabel() {
    return t('bracket.crossTableLabel');
  },
  /** The cross table's cell of a participant against itself. */
  get crossTableSelf() {
    return t('bracket.crossTableSelf');
  },
  leaderboardLabel: (lobby: string) => t('bracket.leaderboardLabel', { lobby }),
  lobbyFill: (count: number, max: number) => t('bracket.lobbyFill', { count, max }),
  /** A lobby line's matches played out of the lobby's matches. */
  playedOf: (played: number, total: number) => t('bracket.playedOf', { played, total }),
  /** A lobby line with no placement yet. */
  get noPlacement() {
    return t('bracket.noPlacement');
  },
  get enterResults() {
    return t('bracket.enterResults');
  },
  enterResultsFor: (lobby: string) => t('bracket.enterResultsFor', { lobby }),
};
