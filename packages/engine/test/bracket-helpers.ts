import { MatchStatus, advanceMatch, applyChanges, mulberry32 } from '../src/index.js';
import type { AdvanceOutcome, EngineMatch, ReportedResult } from '../src/index.js';

export const ids = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `p${index + 1}`);

export type ResultPicker = (match: EngineMatch) => ReportedResult;

export function randomPicker(seed: number, allowDraw = false): ResultPicker {
  const random = mulberry32(seed);
  return () => {
    const roll = random();
    if (allowDraw && roll < 0.2) return 3;
    return roll < 0.6 ? 1 : 2;
  };
}

export interface PlayOut {
  matches: EngineMatch[];
  last: AdvanceOutcome | null;
  reports: number;
}

/**
 * Plays every ready match through `advanceMatch`, choosing the next one pseudo-randomly; the
 * matches `hold` picks are left unplayed.
 */
export function playOut(
  initial: EngineMatch[],
  pick: ResultPicker,
  orderSeed = 1,
  hold: (match: EngineMatch) => boolean = () => false,
): PlayOut {
  const random = mulberry32(orderSeed);
  let matches = initial;
  let last: AdvanceOutcome | null = null;
  let reports = 0;
  for (;;) {
    const ready = matches.filter((m) => m.status === MatchStatus.Scheduled && !hold(m));
    const next = ready[Math.floor(random() * ready.length)];
    if (!next) return { matches, last, reports };
    last = advanceMatch(matches, { matchNumber: next.matchNumber, result: pick(next) });
    matches = applyChanges(matches, last.changed);
    reports++;
  }
}

export function played(match: EngineMatch): boolean {
  return match.status === MatchStatus.Completed && !match.isBye && !match.isWalkover;
}

export function loserId(match: EngineMatch): string | null {
  if (match.result === 1) return match.participant2Id;
  if (match.result === 2) return match.participant1Id;
  return null;
}

export function winnerId(match: EngineMatch): string | null {
  if (match.result === 1) return match.participant1Id;
  if (match.result === 2) return match.participant2Id;
  return null;
}

/** Losses in matches actually played (byes and walkovers excluded). */
export function lossCounts(matches: EngineMatch[]): Map<string, number> {
  const losses = new Map<string, number>();
  for (const match of matches.filter(played)) {
    const loser = loserId(match);
    if (loser !== null) losses.set(loser, (losses.get(loser) ?? 0) + 1);
  }
  return losses;
}

/** Problems with the link structure; empty when consistent. */
export function linkProblems(matches: EngineMatch[]): string[] {
  const problems: string[] = [];
  const numbers = matches.map((m) => m.matchNumber);
  const expected = Array.from({ length: matches.length }, (_, index) => index + 1);
  if ([...numbers].sort((a, b) => a - b).join() !== expected.join()) {
    problems.push('match numbers are not 1..N');
  }
  const byNumber = new Map(matches.map((m) => [m.matchNumber, m]));
  const fedSlots = new Map<string, number>();
  for (const match of matches) {
    for (const link of [match.winnerTo, match.loserTo]) {
      if (!link) continue;
      if (!byNumber.has(link.matchNumber)) problems.push(`${match.matchNumber} links nowhere`);
      if (link.matchNumber <= match.matchNumber) problems.push(`${match.matchNumber} links back`);
      const key = `${link.matchNumber}:${link.slot}`;
      fedSlots.set(key, (fedSlots.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of fedSlots) if (count > 1) problems.push(`${key} fed ${count} times`);
  for (const match of matches) {
    const isEntry = match.bracket === 'winners' && match.stage === 1;
    for (const slot of [1, 2]) {
      const fed = fedSlots.has(`${match.matchNumber}:${slot}`);
      if (fed === isEntry) problems.push(`${match.matchNumber}:${slot} feeding is wrong`);
    }
  }
  return problems;
}
