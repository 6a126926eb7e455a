import { BracketDraft } from './bracket-draft.js';
import { sourceOf, type BracketInput } from './bracket-source.js';
import { EngineError } from './errors.js';
import { setParticipant } from './match-state.js';
import { propagateResult, settle, targetsOf } from './progression.js';
import { MatchResult, MatchStatus } from './types.js';
import type {
  AdvanceOutcome,
  CorrectionPlan,
  EngineMatch,
  MatchReport,
  ReportedResult,
  Slot,
} from './types.js';

/**
 * Records a result for a scheduled or ongoing match and works out everything that follows:
 * slots filled downstream, matches becoming ready, walkovers, reset activation or
 * cancellation, and the champion once the bracket is over. Reads only the matches the result
 * reaches: pass an `IndexedBracket` (or another source) to report results one after another
 * without re-reading the whole bracket each time.
 */
export function advanceMatch(bracket: BracketInput, report: MatchReport): AdvanceOutcome {
  const draft = new BracketDraft(sourceOf(bracket));
  const match = requireMatch(draft, report.matchNumber);
  if (match.status === MatchStatus.Completed) {
    throw new EngineError('MATCH_ALREADY_COMPLETED', `Match ${match.matchNumber} is completed.`);
  }
  if (match.status !== MatchStatus.Scheduled && match.status !== MatchStatus.Ongoing) {
    throw new EngineError('MATCH_NOT_READY', `Match ${match.matchNumber} cannot be played.`);
  }
  assertResultAllowed(match, report.result);
  recordResult(draft, match.matchNumber, report.result, []);
  return draft.outcome();
}

/**
 * For correcting a completed match: lists the later matches that depend on it and, when none
 * of them has been played, computes the corrected state (dependents are rebuilt from scratch).
 */
export function planResultCorrection(bracket: BracketInput, report: MatchReport): CorrectionPlan {
  const draft = new BracketDraft(sourceOf(bracket));
  const match = requireMatch(draft, report.matchNumber);
  if (match.status !== MatchStatus.Completed) {
    throw new EngineError('MATCH_NOT_COMPLETED', `Match ${match.matchNumber} has no result yet.`);
  }
  if (match.isBye || match.isWalkover) {
    throw new EngineError('AUTOMATIC_RESULT', `Match ${match.matchNumber} was not played.`);
  }
  assertResultAllowed(match, report.result);
  const dependents = collectDependents(draft, match);
  const blocking = dependents.filter(isDecidedByPlay);
  const base = {
    dependentMatchNumbers: dependents.map((m) => m.matchNumber),
    blockingMatchNumbers: blocking.map((m) => m.matchNumber),
  };
  if (blocking.length > 0) return { ...base, canApply: false, outcome: null };
  clearDependents(draft, match, dependents);
  const dependentNumbers = dependents.map((m) => m.matchNumber);
  recordResult(draft, match.matchNumber, report.result, dependentNumbers);
  return { ...base, canApply: true, outcome: draft.outcome() };
}

/**
 * Returns `matches` with the changed rows swapped in; convenient for callers and tests
 * (an `IndexedBracket` does the same in place with `apply`).
 */
export function applyChanges(
  matches: readonly EngineMatch[],
  changed: readonly EngineMatch[],
): EngineMatch[] {
  const byNumber = new Map(changed.map((match) => [match.matchNumber, match]));
  return matches.map((match) => byNumber.get(match.matchNumber) ?? match);
}

function requireMatch(draft: BracketDraft, matchNumber: number): EngineMatch {
  const match = draft.read(matchNumber);
  if (!match) throw new EngineError('MATCH_NOT_FOUND', `There is no match ${matchNumber}.`);
  return match;
}

function assertResultAllowed(match: EngineMatch, result: ReportedResult): void {
  if (![1, 2, 3].includes(result)) {
    throw new EngineError('INVALID_RESULT', 'A result must be 1, 2 (a winner) or 3 (draw).');
  }
  if (match.participant1Id === null || match.participant2Id === null) {
    throw new EngineError('MATCH_NOT_READY', `Match ${match.matchNumber} lacks a participant.`);
  }
  const drawsAllowed = match.bracket === 'round_robin' || match.bracket === 'swiss';
  if (result === MatchResult.Draw && !drawsAllowed) {
    throw new EngineError('DRAW_NOT_ALLOWED', 'Elimination matches need a winner.');
  }
}

/** Completes the match and settles what it reaches (plus `alsoSettle`, reopened matches). */
function recordResult(
  draft: BracketDraft,
  matchNumber: number,
  result: ReportedResult,
  alsoSettle: number[],
): void {
  const match = draft.write(matchNumber);
  match.status = MatchStatus.Completed;
  match.result = result;
  propagateResult(draft, match);
  settle(draft, [...targetsOf(match), ...alsoSettle]);
}

function collectDependents(draft: BracketDraft, origin: EngineMatch): EngineMatch[] {
  const found = new Map<number, EngineMatch>();
  const queue = [origin];
  for (let current = queue.pop(); current; current = queue.pop()) {
    for (const link of [current.winnerTo, current.loserTo]) {
      const target = link && draft.read(link.matchNumber);
      if (target && !found.has(target.matchNumber)) {
        found.set(target.matchNumber, target);
        queue.push(target);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.matchNumber - b.matchNumber);
}

/** Byes, walkovers and cancellations were decided by the engine and can be recomputed. */
function isDecidedByPlay(match: EngineMatch): boolean {
  if (match.status === MatchStatus.Ongoing) return true;
  return match.status === MatchStatus.Completed && !match.isBye && !match.isWalkover;
}

/** Empties every slot filled from inside the affected chain, so `settle` can refill it. */
function clearDependents(draft: BracketDraft, origin: EngineMatch, dependents: EngineMatch[]) {
  const chain = new Set([origin.matchNumber, ...dependents.map((m) => m.matchNumber)]);
  for (const dependent of dependents) {
    const match = draft.write(dependent.matchNumber);
    for (const slot of [1, 2] as Slot[]) {
      const feeder = draft.feederOf(match.matchNumber, slot);
      if (feeder !== null && chain.has(feeder)) setParticipant(match, slot, null);
    }
    match.status = MatchStatus.AwaitingParticipants;
    match.result = MatchResult.Undecided;
    match.isWalkover = false;
  }
}
