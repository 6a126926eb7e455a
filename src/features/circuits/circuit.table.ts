/** A circuit: a season of one tenant's tournaments whose final places earn points. */
export interface CircuitTable {
  id: string;
  tenantId: string;
  name: string;
  description: string | null;
  /** JSON `PlacementPoints[]`: points by final place, ranges that do not overlap. */
  pointsTable: string;
  /** JSON `StagePoints[]`: points for reaching a stage (round number) of a member tournament. */
  stagePoints: string;
  /** Only a participant's best N results count; null: all of them. */
  bestResults: number | null;
  /** Results a participant needs to be ranked. */
  minEvents: number;
  isPublic: number;
  shareSlug: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A member tournament of a circuit (of the circuit's tenant). */
export interface CircuitTournamentTable {
  circuitId: string;
  tournamentId: string;
  tenantId: string;
  addedAt: string;
}
