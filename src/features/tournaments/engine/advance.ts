import { EngineError } from './errors.js';
import { describeChanges } from './change-events.js';
import {
  cloneIntoMap,
  feederIndex,
  findChampion,
  isTerminal,
  linkKey,
  propagateResult,
  setParticipant,
  settle,
  sortedMatches,
} from './progression.js';
import type { MatchMap } from './progression.js';
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
 * cancellation, and the champion once the bracket is over.
 */
export function advanceMatch(matches: readonly EngineMatch[], report: MatchReport): AdvanceOutcome {
  const map = cloneIntoMap(matches);
  const match = requireMatch(map, report.matchNumber);
  if (match.status === MatchStatus.Completed) {
    throw new EngineError('MATCH_ALREADY_COMPLETED', `Match ${match.matchNumber} is completed.`);
  }
  if (match.status !== MatchStatus.Scheduled && match.status !== MatchStatus.Ongoing) {
    throw new EngineError('MATCH_NOT_READY', `Match ${match.matchNumber} cannot be played.`);
  }
  assertResultAllowed(match, report.result);
  recordResult(map, match, report.result);
  return buildOutcome(matches, map);
}

/**
 * For correcting a completed match: lists the later matches that depend on it and, when none
 * of them has been played, computes the corrected state (dependents are rebuilt from scratch).
 */
export function planResultCorrection(
  matches: readonly EngineMatch[],
  report: MatchReport,
): CorrectionPlan {
  const map = cloneIntoMap(matches);
  const match = requireMatch(map, report.matchNumber);
  if (match.status !== MatchStatus.Completed) {
    throw new EngineError('MATCH_NOT_COMPLETED', `Match ${match.matchNumber} has no result yet.`);
  }
  if (match.isBye || match.isWalkover) {
    throw new EngineError('AUTOMATIC_RESULT', `Match ${match.matchNumber} was not played.`);
  }
  assertResultAllowed(match, report.result);
  const dependents = collectDependents(map, match);
  const blocking = dependents.filter(isDecidedByPlay);
  const base = {
    dependentMatchNumbers: dependents.map((m) => m.matchNumber),
    blockingMatchNumbers: blocking.map((m) => m.matchNumber),
  };
  if (blocking.length > 0) return { ...base, canApply: false, outcome: null };
  clearDependents(map, match, dependents);
  recordResult(map, match, report.result);
  return { ...base, canApply: true, outcome: buildOutcome(matches, map) };
}

/** Returns `matches` with the changed rows swapped in; convenient for callers and tests. */
export function applyChanges(
  matches: readonly EngineMatch[],
  changed: readonly EngineMatch[],
): EngineMatch[] {
  const byNumber = new Map(changed.map((match) => [match.matchNumber, match]));
  return matches.map((match) => byNumber.get(match.matchNumber) ?? match);
}

function requireMatch(map: MatchMap, matchNumber: number): EngineMatch {
  const match = map.get(matchNumber);
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

function recordResult(map: MatchMap, match: EngineMatch, result: ReportedResult): void {
  match.status = MatchStatus.Completed;
  match.result = result;
  propagateResult(map, match);
  settle(map);
}

function buildOutcome(before: readonly EngineMatch[], map: MatchMap): AdvanceOutcome {
  const after = sortedMatches(map);
  const { changed, events } = describeChanges(before, after);
  const finished = after.every(isTerminal);
  return { changed, events, finished, championId: findChampion(after) };
}

function collectDependents(map: MatchMap, origin: EngineMatch): EngineMatch[] {
  const found = new Map<number, EngineMatch>();
  const queue = [origin];
  for (let current = queue.pop(); current; current = queue.pop()) {
    for (const link of [current.winnerTo, current.loserTo]) {
      const target = link && map.get(link.matchNumber);
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
function clearDependents(map: MatchMap, origin: EngineMatch, dependents: EngineMatch[]): void {
  const chain = new Set([origin.matchNumber, ...dependents.map((m) => m.matchNumber)]);
  const feeders = feederIndex(map.values());
  for (const match of dependents) {
    for (const slot of [1, 2] as Slot[]) {
      const feeder = feeders.get(linkKey({ matchNumber: match.matchNumber, slot }));
      if (feeder !== undefined && chain.has(feeder)) setParticipant(match, slot, null);
    }
    match.status = MatchStatus.AwaitingParticipants;
    match.result = MatchResult.Undecided;
    match.isWalkover = false;
  }
}
