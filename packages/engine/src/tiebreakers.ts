import { compareCodeUnits } from './seeding.js';
import type { ParticipantId } from './types.js';

/**
 * The tiebreaker catalogue (DESIGN.md "Competition"): stable names an organiser lists in order.
 * Duel names apply to duel rounds, FFA names to free-for-all rounds.
 */
export const DUEL_TIEBREAKERS = [
  'matchPoints',
  'headToHead',
  'scoreDifference',
  'gamesWon',
  'buchholz',
  'medianBuchholz',
  'sonnebornBerger',
  'opponentMatchWinPct',
] as const;
export const FFA_TIEBREAKERS = ['ffaPoints', 'finishes', 'bestPlacement'] as const;
export const TIEBREAKERS = [...DUEL_TIEBREAKERS, ...FFA_TIEBREAKERS] as const;

export type DuelTiebreaker = (typeof DUEL_TIEBREAKERS)[number];
export type FfaTiebreaker = (typeof FFA_TIEBREAKERS)[number];
export type TiebreakerName = (typeof TIEBREAKERS)[number];

/** The orders the standings had before tiebreakers could be chosen; they stay the defaults. */
export const DEFAULT_DUEL_TIEBREAKERS: readonly DuelTiebreaker[] = [
  'headToHead',
  'scoreDifference',
];
export const DEFAULT_FFA_TIEBREAKERS: readonly FfaTiebreaker[] = ['finishes', 'bestPlacement'];

/** A tiebreaker's value for each line of a tied group (head-to-head depends on the group). */
export interface Criterion<L> {
  name: string;
  /** 'lower' ranks smaller values first (a best placement of 1 beats 3); null is always last. */
  better: 'higher' | 'lower';
  values(group: readonly L[]): Map<ParticipantId, number | null>;
}

export interface Ranked<L> {
  line: L;
  /** The value of every criterion, primary included, as computed for this line's tied group. */
  values: Record<string, number | null>;
  rank: number;
}

/**
 * Orders lines by the criteria in turn: each criterion splits the group left tied by the ones
 * before it, and is computed within that group (so head-to-head counts only the exactly tied).
 * Full ties keep `order` (seed order), then participant id, so the order is total and
 * deterministic; they share a competition rank ("1, 2, 2, 4").
 */
export function rankByCriteria<L extends { participantId: ParticipantId }>(
  lines: readonly L[],
  criteria: readonly Criterion<L>[],
  order: readonly ParticipantId[],
): Ranked<L>[] {
  const position = new Map(order.map((id, index) => [id, index]));
  const at = (id: ParticipantId) => position.get(id) ?? order.length;
  const listed = [...lines].sort(
    (a, b) =>
      at(a.participantId) - at(b.participantId) ||
      compareCodeUnits(a.participantId, b.participantId),
  );
  const entries = listed.map((line) => ({ line, values: {} as Record<string, number | null> }));
  const sorted = sortGroup(entries, criteria);
  const ranks: number[] = [];
  sorted.forEach((entry, index) => {
    const previous = sorted[index - 1];
    const tied =
      previous !== undefined &&
      criteria.every((c) => previous.values[c.name] === entry.values[c.name]);
    ranks.push(tied ? (ranks[index - 1] ?? 1) : index + 1);
  });
  // Field by field: node 20's V8 writes each property after a spread through its slow path.
  return sorted.map((entry, index) => ({
    line: entry.line,
    values: entry.values,
    rank: ranks[index] ?? index + 1,
  }));
}

type Entry<L> = { line: L; values: Record<string, number | null> };

function sortGroup<L extends { participantId: ParticipantId }>(
  group: Entry<L>[],
  criteria: readonly Criterion<L>[],
): Entry<L>[] {
  const [criterion, ...rest] = criteria;
  if (!criterion) return group;
  const values = criterion.values(group.map((e) => e.line));
  for (const entry of group)
    entry.values[criterion.name] = values.get(entry.line.participantId) ?? null;
  const key = (e: Entry<L>) => e.values[criterion.name] ?? null;
  // Array sort is stable: equal values keep the incoming (seed) order.
  const sorted = [...group].sort((a, b) => compareValues(key(a), key(b), criterion.better));
  const result: Entry<L>[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i === sorted.length || key(sorted[i]!) !== key(sorted[start]!)) {
      result.push(...sortGroup(sorted.slice(start, i), rest));
      start = i;
    }
  }
  return result;
}

function compareValues(a: number | null, b: number | null, better: 'higher' | 'lower'): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return better === 'higher' ? b - a : a - b;
}
