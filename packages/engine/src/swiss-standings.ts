import { isCountedMatch } from './duel-standings.js';
import type { StandingsMatch } from './duel-standings.js';
import { MatchResult, MatchStatus } from './types.js';
import type { ParticipantId } from './types.js';

export interface SwissStandingLine {
  participantId: ParticipantId;
  /** Includes byes: a bye counts as a win. */
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  /** Matches actually played (byes excluded). */
  matchCount: number;
  /** 1 per win (or bye), 0.5 per draw. */
  score: number;
  /** Sum of the current scores of the opponents played. */
  buchholz: number;
}

/**
 * Sorted by score, then Buchholz, then the order of `participantIds` (seed order). The result
 * can be passed straight to `pairSwissRound`.
 */
export function computeSwissStandings(
  participantIds: readonly ParticipantId[],
  matches: readonly StandingsMatch[],
): SwissStandingLine[] {
  const lines = new Map(participantIds.map((id) => [id, emptyLine(id)]));
  const opponents = new Map<ParticipantId, ParticipantId[]>(participantIds.map((id) => [id, []]));
  for (const match of matches) {
    if (isBye(match))
      creditBye(lines.get((match.participant1Id ?? match.participant2Id) as string));
    if (!isCountedMatch(match)) continue;
    const a = match.participant1Id as ParticipantId;
    const b = match.participant2Id as ParticipantId;
    recordSide(lines.get(a), match.result, MatchResult.Participant1Won);
    recordSide(lines.get(b), match.result, MatchResult.Participant2Won);
    opponents.get(a)?.push(b);
    opponents.get(b)?.push(a);
  }
  for (const line of lines.values()) {
    line.buchholz = (opponents.get(line.participantId) ?? []).reduce(
      (sum, opponent) => sum + (lines.get(opponent)?.score ?? 0),
      0,
    );
  }
  const seedIndex = new Map(participantIds.map((id, index) => [id, index]));
  return [...lines.values()].sort(
    (a, b) =>
      b.score - a.score ||
      b.buchholz - a.buchholz ||
      (seedIndex.get(a.participantId) ?? 0) - (seedIndex.get(b.participantId) ?? 0),
  );
}

function emptyLine(participantId: ParticipantId): SwissStandingLine {
  return {
    participantId,
    wins: 0,
    losses: 0,
    draws: 0,
    byes: 0,
    matchCount: 0,
    score: 0,
    buchholz: 0,
  };
}

function isBye(match: StandingsMatch): boolean {
  return (
    match.status === MatchStatus.Completed &&
    (match.participant1Id === null) !== (match.participant2Id === null)
  );
}

function creditBye(line: SwissStandingLine | undefined): void {
  if (!line) return;
  line.byes++;
  line.wins++;
  line.score += 1;
}

function recordSide(
  line: SwissStandingLine | undefined,
  result: number,
  winningResult: number,
): void {
  if (!line) return;
  line.matchCount++;
  if (result === winningResult) {
    line.wins++;
    line.score += 1;
  } else if (result === MatchResult.Draw) {
    line.draws++;
    line.score += 0.5;
  } else {
    line.losses++;
  }
}
