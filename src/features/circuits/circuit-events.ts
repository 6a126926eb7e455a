import type { Executor } from '../../db/database.js';
import { recordEvents } from '../events/index.js';
import type { FinalPlacesChange } from '../tournaments/index.js';
import { circuitsOfTournament } from './circuit.repository.js';

/** Why a circuit's standings may have moved (the event's `cause`). */
export type StandingsCause = FinalPlacesChange | 'members_changed' | 'rules_changed';

/**
 * Records `circuit.standings_updated` for one circuit, in the writer's transaction. The outbox
 * row's stream key is the circuit's id: the circuit's stream (`/c/{shareSlug}/stream`) follows
 * it as a tournament's stream follows the tournament's events.
 */
export async function announceCircuit(
  trx: Executor,
  tenantId: string,
  circuit: { id: string; name: string },
  cause: StandingsCause,
  tournamentId: string | null,
) {
  await recordEvents(trx, { tenantId, tournamentId: circuit.id }, [
    {
      event: 'circuit.standings_updated',
      data: { circuitId: circuit.id, circuitName: circuit.name, cause, tournamentId },
    },
  ]);
}

/**
 * A member tournament's final places moved (it completed, reopened, or a completed one's results
 * were corrected): the listener of tournaments' `finalPlacesMoved`, set at start. One indexed
 * read when the tournament belongs to no circuit.
 */
export async function announceCircuitsOf(
  trx: Executor,
  tenantId: string,
  tournamentId: string,
  cause: StandingsCause,
) {
  for (const circuit of await circuitsOfTournament(trx, tenantId, tournamentId))
    await announceCircuit(trx, tenantId, circuit, cause, tournamentId);
}
