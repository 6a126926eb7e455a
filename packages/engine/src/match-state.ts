/** What a match holds and how it ended: read and written the same way by every format. */
import { MatchResult, MatchStatus } from './types.js';
import type { EngineMatch, ParticipantId, Slot } from './types.js';

export function cloneMatch(match: EngineMatch): EngineMatch {
  return {
    ...match,
    winnerTo: match.winnerTo && { ...match.winnerTo },
    loserTo: match.loserTo && { ...match.loserTo },
  };
}

export function isTerminal(match: EngineMatch): boolean {
  return match.status === MatchStatus.Completed || match.status === MatchStatus.Cancelled;
}

export function participantIn(match: EngineMatch, slot: Slot): ParticipantId | null {
  return slot === 1 ? match.participant1Id : match.participant2Id;
}

export function setParticipant(match: EngineMatch, slot: Slot, id: ParticipantId | null): void {
  if (slot === 1) match.participant1Id = id;
  else match.participant2Id = id;
}

export function winnerOf(match: EngineMatch): ParticipantId | null {
  if (match.result === MatchResult.Participant1Won) return match.participant1Id;
  if (match.result === MatchResult.Participant2Won) return match.participant2Id;
  return null;
}

export function loserOf(match: EngineMatch): ParticipantId | null {
  if (match.result === MatchResult.Participant1Won) return match.participant2Id;
  if (match.result === MatchResult.Participant2Won) return match.participant1Id;
  return null;
}

/** Winner of the deciding match once every match is over; null for non-elimination rounds. */
export function findChampion(matches: readonly EngineMatch[]): ParticipantId | null {
  if (!matches.every(isTerminal)) return null;
  const reset = matches.find((m) => m.bracket === 'grand_final_reset');
  if (reset && reset.status === MatchStatus.Completed) return winnerOf(reset);
  const grandFinal = matches.find((m) => m.bracket === 'grand_final');
  if (grandFinal) return winnerOf(grandFinal);
  const winners = matches.filter((m) => m.bracket === 'winners');
  const finalStage = Math.max(...winners.map((m) => m.stage));
  const final = winners.find((m) => m.stage === finalStage);
  return final ? winnerOf(final) : null;
}
