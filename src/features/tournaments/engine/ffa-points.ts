import { compareCodeUnits } from './seeding.js';
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
  const order = new Map(participantIds.map((id, index) => [id, index]));
  const position = (id: ParticipantId) => order.get(id) ?? participantIds.length;
  return [...lines.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.finishes - a.finishes ||
      (a.bestPlacement ?? Infinity) - (b.bestPlacement ?? Infinity) ||
      position(a.participantId) - position(b.participantId) ||
      compareCodeUnits(a.participantId, b.participantId),
  );
}

function emptyLine(participantId: ParticipantId): FfaStandingLine {
  return { participantId, points: 0, finishes: 0, knocks: 0, bestPlacement: null, matchCount: 0 };
}
