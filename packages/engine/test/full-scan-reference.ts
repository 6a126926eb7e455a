/**
 * The engine's earlier algorithm, kept as a reference model for property tests: it copies the
 * whole bracket, settles by scanning every match until nothing changes, and compares every
 * row to find what changed. Slow, but obviously complete; the indexed engine must agree
 * with it on every outcome.
 */
import { describeChanges } from '../src/change-events.js';
import { EngineError } from '../src/index.js';
import type {
  AdvanceOutcome,
  CorrectionPlan,
  EngineMatch,
  MatchReport,
  ParticipantId,
  Slot,
} from '../src/index.js';

type MatchMap = Map<number, EngineMatch>;

const clone = (m: EngineMatch): EngineMatch => ({
  ...m,
  winnerTo: m.winnerTo && { ...m.winnerTo },
  loserTo: m.loserTo && { ...m.loserTo },
});
const sorted = (map: MatchMap) => [...map.values()].sort((a, b) => a.matchNumber - b.matchNumber);
const terminal = (m: EngineMatch) => m.status === 3 || m.status === 4;
const inSlot = (m: EngineMatch, slot: Slot) => (slot === 1 ? m.participant1Id : m.participant2Id);
const winner = (m: EngineMatch) =>
  m.result === 1 ? m.participant1Id : m.result === 2 ? m.participant2Id : null;
const loser = (m: EngineMatch) =>
  m.result === 1 ? m.participant2Id : m.result === 2 ? m.participant1Id : null;

function setSlot(m: EngineMatch, slot: Slot, id: ParticipantId | null) {
  if (slot === 1) m.participant1Id = id;
  else m.participant2Id = id;
}

function feederIndex(map: MatchMap): Map<string, number> {
  const feeders = new Map<string, number>();
  for (const m of map.values()) {
    for (const link of [m.winnerTo, m.loserTo]) {
      if (link) feeders.set(`${link.matchNumber}:${link.slot}`, m.matchNumber);
    }
  }
  return feeders;
}

function propagate(map: MatchMap, m: EngineMatch) {
  if (m.bracket === 'grand_final' && m.result === 1) return;
  for (const [link, id] of [
    [m.winnerTo, winner(m)],
    [m.loserTo, loser(m)],
  ] as const) {
    const target = link && id !== null ? map.get(link.matchNumber) : undefined;
    if (target && link) setSlot(target, link.slot, id);
  }
}

/** Scans every match in number order until a whole pass changes nothing. */
export function referenceSettle(map: MatchMap): void {
  const feeders = feederIndex(map);
  const state = (m: EngineMatch, slot: Slot) => {
    if (inSlot(m, slot) !== null) return 'filled';
    const feeder = feeders.get(`${m.matchNumber}:${slot}`);
    if (feeder === undefined) return 'empty';
    const f = map.get(feeder);
    return f && !terminal(f) ? 'pending' : 'dead';
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const m of sorted(map)) {
      if (m.status !== 5) continue;
      const [first, second] = [state(m, 1), state(m, 2)];
      if (first === 'pending' || second === 'pending') continue;
      changed = true;
      if (first === 'filled' && second === 'filled') m.status = 1;
      else if (first === 'filled' || second === 'filled') {
        const absent = first === 'filled' ? second : first;
        m.status = 3;
        m.result = first === 'filled' ? 1 : 2;
        m.isBye = absent === 'empty';
        m.isWalkover = absent === 'dead';
        propagate(map, m);
      } else m.status = 4;
    }
  }
}

function champion(all: EngineMatch[]): ParticipantId | null {
  if (!all.every(terminal)) return null;
  const reset = all.find((m) => m.bracket === 'grand_final_reset');
  if (reset && reset.status === 3) return winner(reset);
  const grandFinal = all.find((m) => m.bracket === 'grand_final');
  if (grandFinal) return winner(grandFinal);
  const winners = all.filter((m) => m.bracket === 'winners');
  const last = winners.find((m) => m.stage === Math.max(...winners.map((w) => w.stage)));
  return last ? winner(last) : null;
}

function outcomeOf(before: readonly EngineMatch[], map: MatchMap): AdvanceOutcome {
  const after = sorted(map);
  const { changed, events } = describeChanges(before, after);
  return { changed, events, finished: after.every(terminal), championId: champion(after) };
}

function requireMatch(map: MatchMap, report: MatchReport): EngineMatch {
  const m = map.get(report.matchNumber);
  if (!m) throw new EngineError('MATCH_NOT_FOUND', `There is no match ${report.matchNumber}.`);
  if (m.participant1Id === null || m.participant2Id === null) {
    throw new EngineError('MATCH_NOT_READY', `Match ${m.matchNumber} lacks a participant.`);
  }
  return m;
}

function record(map: MatchMap, m: EngineMatch, report: MatchReport) {
  m.status = 3;
  m.result = report.result;
  propagate(map, m);
  referenceSettle(map);
}

/** Reports a result on a scheduled or ongoing match (the caller picks a valid one). */
export function referenceAdvance(matches: readonly EngineMatch[], report: MatchReport) {
  const map = new Map(matches.map((m) => [m.matchNumber, clone(m)]));
  record(map, requireMatch(map, report), report);
  return outcomeOf(matches, map);
}

/** Corrects a played match (the caller picks one); dependents are rebuilt from scratch. */
export function referenceCorrection(
  matches: readonly EngineMatch[],
  report: MatchReport,
): CorrectionPlan {
  const map = new Map(matches.map((m) => [m.matchNumber, clone(m)]));
  const origin = requireMatch(map, report);
  const found = new Map<number, EngineMatch>();
  for (let queue = [origin], current = queue.pop(); current; current = queue.pop()) {
    for (const link of [current.winnerTo, current.loserTo]) {
      const target = link && map.get(link.matchNumber);
      if (target && !found.has(target.matchNumber)) {
        found.set(target.matchNumber, target);
        queue.push(target);
      }
    }
  }
  const dependents = [...found.values()].sort((a, b) => a.matchNumber - b.matchNumber);
  const blocking = dependents.filter(
    (m) => m.status === 2 || (m.status === 3 && !m.isBye && !m.isWalkover),
  );
  const base = {
    dependentMatchNumbers: dependents.map((m) => m.matchNumber),
    blockingMatchNumbers: blocking.map((m) => m.matchNumber),
  };
  if (blocking.length > 0) return { ...base, canApply: false, outcome: null };
  const chain = new Set([origin.matchNumber, ...base.dependentMatchNumbers]);
  const feeders = feederIndex(map);
  for (const m of dependents) {
    for (const slot of [1, 2] as Slot[]) {
      const feeder = feeders.get(`${m.matchNumber}:${slot}`);
      if (feeder !== undefined && chain.has(feeder)) setSlot(m, slot, null);
    }
    m.status = 5;
    m.result = 0;
    m.isWalkover = false;
  }
  record(map, origin, report);
  return { ...base, canApply: true, outcome: outcomeOf(matches, map) };
}
