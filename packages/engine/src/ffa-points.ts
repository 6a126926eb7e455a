import {
  DEFAULT_FFA_TIEBREAKERS,
  rankByCriteria,
  type Criterion,
  type FfaTiebreaker,
} from './tiebreakers.js';
import type { ParticipantId } from './types.js';

/** The tournament's `pointsSystem` (DESIGN.md "Rules"). */
export interface PointsSystem {
  pointsPerFinish: number;
  pointsPerKnock: number;
  /** Placement number (as a string key) → points; missing placements score 0. */
  placementPoints: Readonly<Record<string, number>>;
}

/** One participant's line in one FFA match. */
export interface FfaPlacement {
  participantId: ParticipantId;
  placement: number;
  finishes: number;
  knocks: number;
}

export interface FfaStandingLine {
  participantId: ParticipantId;
  points: number;
  finishes: number;
  knocks: number;
  /** Lowest placement reached; null when the participant has no results yet. */
  bestPlacement: number | null;
  matchCount: number;
}

export function pointsForPlacement(system: PointsSystem, line: FfaPlacement): number {
  const placementKey = String(line.placement);
  const placementPoints = Object.hasOwn(system.placementPoints, placementKey)
    ? (system.placementPoints[placementKey] ?? 0)
    : 0;
  return (
    placementPoints + system.pointsPerFinish * line.finishes + system.pointsPerKnock * line.knocks
  );
}

/**
 * Sums points over a group's matches (one array of placements per match). Sorted by points,
 * then total finishes, then best placement, then the order of `participantIds`, then id.
 */
export function computeFfaStandings(
  system: PointsSystem,
  matches: readonly (readonly FfaPlacement[])[],
  participantIds: readonly ParticipantId[] = [],
): FfaStandingLine[] {
  return rankFfaStandings(system, matches, participantIds).map(({ line }) => line);
}

export interface RankedFfaLine {
  line: FfaStandingLine;
  rank: number;
  /** The value of each chosen tiebreaker, in the chosen order (null: no placement yet). */
  tiebreakers: Record<string, number | null>;
}

/** Ranked by points, then each of `tiebreakers` in turn, then `participantIds` order, then id. */
export function rankFfaStandings(
  system: PointsSystem,
  matches: readonly (readonly FfaPlacement[])[],
  participantIds: readonly ParticipantId[] = [],
  tiebreakers: readonly FfaTiebreaker[] = DEFAULT_FFA_TIEBREAKERS,
): RankedFfaLine[] {
  const lines = new Map(participantIds.map((id) => [id, emptyLine(id)]));
  for (const placements of matches) {
    for (const placement of placements) {
      const line = lines.get(placement.participantId) ?? emptyLine(placement.participantId);
      lines.set(placement.participantId, line);
      line.points += pointsForPlacement(system, placement);
      line.finishes += placement.finishes;
      line.knocks += placement.knocks;
      line.matchCount++;
      line.bestPlacement = Math.min(line.bestPlacement ?? Infinity, placement.placement);
    }
  }
  const criteria = [
    ffaCriterion('points', 'higher', (l) => l.points),
    ...tiebreakers.map((name) => FFA_CRITERIA[name]),
  ];
  return rankByCriteria([...lines.values()], criteria, participantIds).map(
    ({ line, values, rank }) => ({
      line,
      rank,
      tiebreakers: Object.fromEntries(tiebreakers.map((name) => [name, values[name] ?? null])),
    }),
  );
}

function ffaCriterion(
  name: string,
  better: 'higher' | 'lower',
  value: (line: FfaStandingLine) => number | null,
): Criterion<FfaStandingLine> {
  return {
    name,
    better,
    values: (group) => new Map(group.map((l) => [l.participantId, value(l)])),
  };
}

const FFA_CRITERIA: Record<FfaTiebreaker, Criterion<FfaStandingLine>> = {
  ffaPoints: ffaCriterion('ffaPoints', 'higher', (l) => l.points),
  finishes: ffaCriterion('finishes', 'higher', (l) => l.finishes),
  bestPlacement: ffaCriterion('bestPlacement', 'lower', (l) => l.bestPlacement),
};

function emptyLine(participantId: ParticipantId): FfaStandingLine {
  return { participantId, points: 0, finishes: 0, knocks: 0, bestPlacement: null, matchCount: 0 };
}
