import type { Executor } from '../../db/database.js';
import { circuitReadKeys } from '../../db/read-versions.js';
import { finalPlacements } from '../brackets/index.js';
import { TOURNAMENT_STATUS } from '../tournaments/index.js';
import { circuitStandings, type EventResult } from './circuit-points.js';
import { rulesOf } from './circuit-rules.js';
import type { CircuitStandingsView } from './circuit.schemas.js';
import { membersOf, requireCircuit } from './circuit.service.js';
import type { CircuitTable } from './circuit.table.js';

/**
 * The circuit's standings, computed from its completed member tournaments' stored standings on
 * every uncached read: a circuit holds tens of tournaments, each read from the lines its own
 * reads keep, so nothing of it is stored (or erased, or exported) twice. Callers cache the answer
 * under `standingsReadKeys`: any result in a member tournament, or a change to the circuit, makes
 * it stale.
 */
export async function computeStandings(db: Executor, tenantId: string, row: CircuitTable) {
  const members = await membersOf(db, tenantId, row.id, { includeDrafts: false });
  const completed = members.filter((t) => t.status === TOURNAMENT_STATUS.COMPLETED);
  const events: EventResult[] = await Promise.all(
    completed.map(async (t) => ({
      tournamentId: t.id,
      tournamentName: t.name,
      placements: await finalPlacements(db, tenantId, t.id),
    })),
  );
  return { members, standings: circuitStandings(rulesOf(row), events), counted: completed.length };
}

export async function getCircuitStandings(
  db: Executor,
  tenantId: string,
  circuitId: string,
): Promise<CircuitStandingsView> {
  const row = await requireCircuit(db, tenantId, circuitId);
  const { standings, counted } = await computeStandings(db, tenantId, row);
  return { circuitId: row.id, circuitName: row.name, tournamentsCounted: counted, standings };
}

/** The read keys of a circuit's standings reads (see `circuitReadKeys`). */
export async function standingsReadKeys(db: Executor, tenantId: string, circuitId: string) {
  const members = await membersOf(db, tenantId, circuitId, { includeDrafts: true });
  return circuitReadKeys(
    tenantId,
    circuitId,
    members.map((t) => ({
      tournamentId: t.id,
      completed: t.status === TOURNAMENT_STATUS.COMPLETED,
    })),
  );
}
