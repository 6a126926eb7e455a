import { MatchResult, MatchStatus } from './types.js';
import type { EngineMatch, MatchLink, ParticipantId, Slot } from './types.js';

/**
 * Shared bracket mechanics: moving winners and losers along links, and resolving matches
 * whose sides are known to stay empty. Works on a mutable map of cloned matches.
 */
export type MatchMap = Map<number, EngineMatch>;

type SlotState = 'filled' | 'pending' | 'dead' | 'empty';

export function cloneIntoMap(matches: readonly EngineMatch[]): MatchMap {
  return new Map(matches.map((match) => [match.matchNumber, cloneMatch(match)]));
}

export function cloneMatch(match: EngineMatch): EngineMatch {
  return {
    ...match,
    winnerTo: match.winnerTo && { ...match.winnerTo },
    loserTo: match.loserTo && { ...match.loserTo },
  };
}

export function sortedMatches(map: MatchMap): EngineMatch[] {
  return [...map.values()].sort((a, b) => a.matchNumber - b.matchNumber);
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

/** Key `matchNumber:slot` → the match number whose winner or loser fills that slot. */
export function feederIndex(matches: Iterable<EngineMatch>): Map<string, number> {
  const feeders = new Map<string, number>();
  for (const match of matches) {
    for (const link of [match.winnerTo, match.loserTo]) {
      if (link) feeders.set(linkKey(link), match.matchNumber);
    }
  }
  return feeders;
}

export function linkKey(link: MatchLink): string {
  return `${link.matchNumber}:${link.slot}`;
}

/** Sends the winner and loser of a completed match to their next slots. */
export function propagateResult(map: MatchMap, match: EngineMatch): void {
  // The reset is fed only when the losers-bracket champion (slot 2) takes the first grand
  // final; left unfed, `settle` cancels it.
  if (match.bracket === 'grand_final' && match.result === MatchResult.Participant1Won) return;
  place(map, match.winnerTo, winnerOf(match));
  place(map, match.loserTo, loserOf(match));
}

function place(map: MatchMap, link: MatchLink | null, id: ParticipantId | null): void {
  if (!link || id === null) return;
  const target = map.get(link.matchNumber);
  if (target) setParticipant(target, link.slot, id);
}

/**
 * Repeats until nothing changes: fills become ready, one-sided matches complete as a bye
 * (no feeder at all) or walkover (feeder produced nobody), empty ones are cancelled.
 */
export function settle(map: MatchMap): void {
  const feeders = feederIndex(map.values());
  let changed = true;
  while (changed) {
    changed = false;
    for (const match of sortedMatches(map)) {
      if (match.status === MatchStatus.AwaitingParticipants && resolve(map, feeders, match)) {
        changed = true;
      }
    }
  }
}

function resolve(map: MatchMap, feeders: Map<string, number>, match: EngineMatch): boolean {
  const first = slotState(map, feeders, match, 1);
  const second = slotState(map, feeders, match, 2);
  if (first === 'pending' || second === 'pending') return false;
  if (first === 'filled' && second === 'filled') {
    match.status = MatchStatus.Scheduled;
  } else if (first === 'filled' || second === 'filled') {
    const absent = first === 'filled' ? second : first;
    match.status = MatchStatus.Completed;
    match.result = first === 'filled' ? MatchResult.Participant1Won : MatchResult.Participant2Won;
    match.isBye = absent === 'empty';
    match.isWalkover = absent === 'dead';
    propagateResult(map, match);
  } else {
    match.status = MatchStatus.Cancelled;
  }
  return true;
}

function slotState(
  map: MatchMap,
  feeders: Map<string, number>,
  match: EngineMatch,
  slot: Slot,
): SlotState {
  if (participantIn(match, slot) !== null) return 'filled';
  const feederNumber = feeders.get(linkKey({ matchNumber: match.matchNumber, slot }));
  if (feederNumber === undefined) return 'empty';
  const feeder = map.get(feederNumber);
  // A finished feeder that did not fill this slot never will.
  return feeder && !isTerminal(feeder) ? 'pending' : 'dead';
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
