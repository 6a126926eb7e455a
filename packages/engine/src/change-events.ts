import { participantIn, winnerOf } from './match-state.js';
import { MatchStatus } from './types.js';
import type { AdvanceEvent, EngineMatch, Slot } from './types.js';

/** Compares two states of the same round and names what happened, row by row. */
export function describeChanges(
  before: readonly EngineMatch[],
  after: readonly EngineMatch[],
): { changed: EngineMatch[]; events: AdvanceEvent[] } {
  const previous = new Map(before.map((match) => [match.matchNumber, match]));
  const changed: EngineMatch[] = [];
  const events: AdvanceEvent[] = [];
  for (const match of after) {
    const old = previous.get(match.matchNumber);
    if (!old || !rowChanged(old, match)) continue;
    changed.push(match);
    events.push(...slotEvents(old, match), ...statusEvents(old, match));
  }
  return { changed, events };
}

function rowChanged(old: EngineMatch, current: EngineMatch): boolean {
  return (
    old.participant1Id !== current.participant1Id ||
    old.participant2Id !== current.participant2Id ||
    old.status !== current.status ||
    old.result !== current.result ||
    old.isBye !== current.isBye ||
    old.isWalkover !== current.isWalkover
  );
}

function slotEvents(old: EngineMatch, current: EngineMatch): AdvanceEvent[] {
  const events: AdvanceEvent[] = [];
  for (const slot of [1, 2] as Slot[]) {
    const was = participantIn(old, slot);
    const now = participantIn(current, slot);
    if (was === now) continue;
    const { matchNumber } = current;
    events.push(
      now === null
        ? { type: 'slot_cleared', matchNumber, slot }
        : { type: 'participant_placed', matchNumber, slot, participantId: now },
    );
  }
  return events;
}

function statusEvents(old: EngineMatch, current: EngineMatch): AdvanceEvent[] {
  const { matchNumber } = current;
  const isReset = current.bracket === 'grand_final_reset';
  if (current.status === MatchStatus.Completed) {
    const winnerId = winnerOf(current);
    if (current.isWalkover && winnerId !== null)
      return [{ type: 'walkover', matchNumber, winnerId }];
    if (old.status !== MatchStatus.Completed || old.result !== current.result) {
      return [{ type: 'result_recorded', matchNumber, result: current.result }];
    }
    return [];
  }
  if (current.status === old.status) return [];
  if (current.status === MatchStatus.Cancelled) {
    return [{ type: isReset ? 'reset_cancelled' : 'match_cancelled', matchNumber }];
  }
  if (current.status === MatchStatus.Scheduled) {
    return [{ type: isReset ? 'reset_activated' : 'match_ready', matchNumber }];
  }
  return current.status === MatchStatus.AwaitingParticipants
    ? [{ type: 'match_reopened', matchNumber }]
    : [];
}
