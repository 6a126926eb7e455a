import type { GameScore } from './duel-standings.js';
import { EngineError } from './errors.js';
import { MatchResult } from './types.js';
import type { MatchResult as MatchResultCode } from './types.js';

export interface DuelDecisionInput {
  bestOf: number;
  /** In play order. */
  games: readonly GameScore[];
  /** True for round robin and Swiss. */
  allowDraw: boolean;
}

export interface DuelDecision {
  /** 0 while undecided; 1 or 2 for a winner; 3 for a draw. */
  result: MatchResultCode;
  participant1GameWins: number;
  participant2GameWins: number;
  /** Per game: 1, 2, or 3 when the game scores are equal. */
  gameResults: MatchResultCode[];
}

/**
 * Decides a best-of-N duel from its game scores. A game goes to the higher score (equal is a
 * drawn game); the match is won on reaching a majority of bestOf game wins, which is
 * ceil(bestOf / 2) for the usual odd bestOf. With every game reported and no winner, it is a
 * draw where allowed, else MATCH_NOT_DECIDED. Games beyond bestOf, or reported after the match
 * was already won, are rejected.
 */
export function decideDuelMatch(input: DuelDecisionInput): DuelDecision {
  const { bestOf, games, allowDraw } = input;
  if (!Number.isInteger(bestOf) || bestOf < 1) {
    throw new EngineError('INVALID_OPTION', 'bestOf must be a positive integer.');
  }
  if (games.length > bestOf) {
    throw new EngineError('TOO_MANY_GAMES', `A best of ${bestOf} has at most ${bestOf} games.`);
  }
  // A majority of bestOf: ceil(bestOf / 2) for odd bestOf; for even bestOf a series split
  // down the middle (1-1 in a best of 2) is a draw rather than decided early.
  const needed = Math.floor(bestOf / 2) + 1;
  const decision: DuelDecision = {
    result: MatchResult.Undecided,
    participant1GameWins: 0,
    participant2GameWins: 0,
    gameResults: [],
  };
  games.forEach((game, index) => {
    assertValidScores(game, index);
    if (decision.result !== MatchResult.Undecided) {
      throw new EngineError('GAMES_AFTER_DECISION', `Game ${index + 1} follows a decided match.`);
    }
    const gameResult = gameResultOf(game);
    decision.gameResults.push(gameResult);
    if (gameResult === MatchResult.Participant1Won) decision.participant1GameWins++;
    if (gameResult === MatchResult.Participant2Won) decision.participant2GameWins++;
    if (decision.participant1GameWins >= needed) decision.result = MatchResult.Participant1Won;
    else if (decision.participant2GameWins >= needed) decision.result = MatchResult.Participant2Won;
  });
  if (decision.result === MatchResult.Undecided && games.length === bestOf) {
    if (!allowDraw) {
      throw new EngineError('MATCH_NOT_DECIDED', 'All games are played and nobody won the match.');
    }
    decision.result = MatchResult.Draw;
  }
  return decision;
}

function gameResultOf(game: GameScore): MatchResultCode {
  if (game.participant1Score > game.participant2Score) return MatchResult.Participant1Won;
  if (game.participant2Score > game.participant1Score) return MatchResult.Participant2Won;
  return MatchResult.Draw;
}

function assertValidScores(game: GameScore, index: number): void {
  for (const score of [game.participant1Score, game.participant2Score]) {
    if (!Number.isFinite(score) || score < 0) {
      throw new EngineError('INVALID_SCORE', `Game ${index + 1} has an invalid score.`);
    }
  }
}
