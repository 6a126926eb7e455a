import { invalidField } from '../../errors.js';
import type { CircuitRules, PlacementPoints, StagePoints } from './circuit-points.js';
import type { CircuitTable } from './circuit.table.js';

/** The points table as given: `to` defaults to `from`. */
type PointsInput = { from: number; to?: number | undefined; points: number };

/** Ranges ordered by `from`; one whose end precedes its start, or that overlaps another, is a 400. */
export function checkPointsTable(input: readonly PointsInput[]): PlacementPoints[] {
  const rows = input.map((row, i) => {
    const to = row.to ?? row.from;
    if (to < row.from) throw invalidField(`pointsTable[${i}].to`, 'must not be less than from');
    return { index: i, from: row.from, to, points: row.points };
  });
  const ordered = [...rows].sort((a, b) => a.from - b.from);
  for (let i = 1; i < ordered.length; i++) {
    const [before, row] = [ordered[i - 1]!, ordered[i]!];
    if (row.from <= before.to)
      throw invalidField(
        `pointsTable[${row.index}].from`,
        `overlaps places ${before.from}–${before.to} (pointsTable[${before.index}])`,
      );
  }
  return ordered.map(({ from, to, points }) => ({ from, to, points }));
}

/** One entry per stage, ordered by stage. */
export function checkStagePoints(input: readonly StagePoints[]): StagePoints[] {
  const seen = new Set<number>();
  input.forEach((row, i) => {
    if (seen.has(row.stage))
      throw invalidField(`stagePoints[${i}].stage`, `stage ${row.stage} is listed twice`);
    seen.add(row.stage);
  });
  return [...input]
    .sort((a, b) => a.stage - b.stage)
    .map(({ stage, points }) => ({ stage, points }));
}

export const rulesOf = (
  row: CircuitTable,
): CircuitRules & { pointsTable: PlacementPoints[]; stagePoints: StagePoints[] } => ({
  pointsTable: JSON.parse(row.pointsTable) as PlacementPoints[],
  stagePoints: JSON.parse(row.stagePoints) as StagePoints[],
  bestResults: row.bestResults,
  minEvents: row.minEvents,
});
