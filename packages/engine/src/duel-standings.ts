import { MatchResult, MatchStatus } from './types.js';
import type {
  MatchStatus as MatchStatusCode,
  MatchResult as MatchResultCode,
  ParticipantId,
} from './types.js';

export interface GameScore {
  participant1Score: number;
  participant2Score: number;
}

/** A duel match as standings need it; `games` feed the game-score difference. */
export interface StandingsMatch {
  participant1Id: ParticipantId | null;
  participant2Id: ParticipantId | null;
  status: MatchStatusCode;
  result: MatchResultCode;
  games?: readonly GameScore[];
}

export interface DuelStandingLine {
  participantId: ParticipantId;
  wins: number;
  losses: number;
  draws: number;
  matchCount: number;
  /** Own game scores minus opponents' game scores, over counted matches. */
  scoreDifference: number;
  /**
   * 1-based competition rank ("1, 2, 2, 4"): lines equal on wins, head-to-head wins among
   * their tied group and score difference share one; the seed order only lists them.
   */
  rank: number;
}

/** Both sides present and a decided result; byes and walkovers are not matches played. */
export function isCountedMatch(match: StandingsMatch): boolean {
  return (
    match.status === MatchStatus.Completed &&
    match.participant1Id !== null &&
    match.participant2Id !== null &&
    match.result !== MatchResult.Undecided
  );
}

/**
 * Competition ranks ("1, 2, 2, 4") of a sorted list: an item equal to the one before it (by
 * `same`) shares its rank; the next different one is ranked by its position.
 */
export function competitionRanks<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  sorted.forEach((item, index) => {
    const previous = sorted[index - 1];
    ranks.push(
      previous !== undefined && same(previous, item) ? (ranks[index - 1] ?? 1) : index + 1,
    );
  });
  return ranks;
}

export type TallyLine = Omit<DuelStandingLine, 'rank'>;

/** Each participant's wins, losses, draws, matches and score difference over counted matches. */
export function tallyDuelLines(
  participantIds: readonly ParticipantId[],
  matches: readonly StandingsMatch[],
): Map<ParticipantId, TallyLine> {
  const lines = new Map(participantIds.map((id) => [id, emptyLine(id)]));
  for (const match of matches) if (isCountedMatch(match)) addMatch(lines, match);
  return lines;
}

function emptyLine(participantId: ParticipantId): TallyLine {
  return { participantId, wins: 0, losses: 0, draws: 0, matchCount: 0, scoreDifference: 0 };
}

function addMatch(lines: Map<ParticipantId, TallyLine>, match: StandingsMatch): void {
  const first = lines.get(match.participant1Id as ParticipantId);
  const second = lines.get(match.participant2Id as ParticipantId);
  const difference = gameScoreDifference(match);
  for (const [line, won, lost, sign] of [
    [first, MatchResult.Participant1Won, MatchResult.Participant2Won, 1],
    [second, MatchResult.Participant2Won, MatchResult.Participant1Won, -1],
  ] as const) {
    if (!line) continue;
    line.matchCount++;
    if (match.result === won) line.wins++;
    else if (match.result === lost) line.losses++;
    else line.draws++;
    line.scoreDifference += sign * difference;
  }
}

function gameScoreDifference(match: StandingsMatch): number {
  return (match.games ?? []).reduce(
    (sum, game) => sum + game.participant1Score - game.participant2Score,
    0,
  );
}
