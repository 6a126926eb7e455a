import type { BracketDraft } from './bracket-draft.js';
import { isTerminal, participantIn, setParticipant, winnerOf, loserOf } from './match-state.js';
import { MatchResult, MatchStatus } from './types.js';
import type { EngineMatch, MatchLink, ParticipantId, Slot } from './types.js';

/**
 * Shared bracket mechanics: moving winners and losers along links, and resolving matches
 * whose sides are known to stay empty. Works on a draft, which copies what it changes.
 */
type SlotState = 'filled' | 'pending' | 'dead' | 'empty';

/** Sends the winner and loser of a completed match to their next slots. */
export function propagateResult(draft: BracketDraft, match: EngineMatch): void {
  // The reset is fed only when the losers-bracket champion (slot 2) takes the first grand
  // final; left unfed, `settle` cancels it.
  if (match.bracket === 'grand_final' && match.result === MatchResult.Participant1Won) return;
  place(draft, match.winnerTo, winnerOf(match));
  place(draft, match.loserTo, loserOf(match));
}

function place(draft: BracketDraft, link: MatchLink | null, id: ParticipantId | null): void {
  if (!link || id === null || !draft.read(link.matchNumber)) return;
  setParticipant(draft.write(link.matchNumber), link.slot, id);
}

/** The matches a match's winner and loser go to: the only ones its result can unblock. */
export function targetsOf(match: EngineMatch): number[] {
  const targets: number[] = [];
  if (match.winnerTo) targets.push(match.winnerTo.matchNumber);
  if (match.loserTo) targets.push(match.loserTo.matchNumber);
  return targets;
}

/**
 * Resolves what `candidates` make possible, and what that makes possible in turn: fills
 * become ready, one-sided matches complete as a bye (no feeder at all) or walkover (feeder
 * produced nobody), empty ones are cancelled. A match resolves only once its feeders are
 * final, so the order of resolution does not change the end state; a match that finishes
 * here puts its targets on the list, so nothing beyond what the result reaches is read.
 */
export function settle(draft: BracketDraft, candidates: Iterable<number>): void {
  const pending = [...candidates];
  for (let number = pending.pop(); number !== undefined; number = pending.pop()) {
    const match = draft.read(number);
    if (match?.status !== MatchStatus.AwaitingParticipants) continue;
    const resolved = resolve(draft, match);
    if (resolved && isTerminal(resolved)) pending.push(...targetsOf(resolved));
  }
}

function resolve(draft: BracketDraft, match: EngineMatch): EngineMatch | null {
  const first = slotState(draft, match, 1);
  const second = slotState(draft, match, 2);
  if (first === 'pending' || second === 'pending') return null;
  const resolved = draft.write(match.matchNumber);
  if (first === 'filled' && second === 'filled') {
    resolved.status = MatchStatus.Scheduled;
  } else if (first === 'filled' || second === 'filled') {
    const absent = first === 'filled' ? second : first;
    resolved.status = MatchStatus.Completed;
    resolved.result =
      first === 'filled' ? MatchResult.Participant1Won : MatchResult.Participant2Won;
    resolved.isBye = absent === 'empty';
    resolved.isWalkover = absent === 'dead';
    propagateResult(draft, resolved);
  } else {
    resolved.status = MatchStatus.Cancelled;
  }
  return resolved;
}

function slotState(draft: BracketDraft, match: EngineMatch, slot: Slot): SlotState {
  if (participantIn(match, slot) !== null) return 'filled';
  const feederNumber = draft.feederOf(match.matchNumber, slot);
  if (feederNumber === null) return 'empty';
  const feeder = draft.read(feederNumber);
  // A finished feeder that did not fill this slot never will.
  return feeder && !isTerminal(feeder) ? 'pending' : 'dead';
}
