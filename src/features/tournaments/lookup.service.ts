import type { Executor } from '../../db/database.js';
import { findTournament } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';

/**
 * Whether the tenant has this tournament, as other features ask it: a draft only counts for
 * readers that see drafts (the organiser), as on the tournament reads.
 */
export async function tournamentExists(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  { includeDrafts }: { includeDrafts: boolean },
): Promise<boolean> {
  const row = await findTournament(db, tenantId, tournamentId);
  return row !== undefined && (includeDrafts || row.status !== TOURNAMENT_STATUS.DRAFT);
}

/** What other features show of some of the tenant's tournaments; ids it lacks are left out. */
export async function tournamentSummaries(
  db: Executor,
  tenantId: string,
  tournamentIds: readonly string[],
) {
  // Guard against running an invalid query when the ids list is empty.
  if (tournamentIds.length === 0) return [];
  return db
    .selectFrom('tournaments')
    .select(['id', 'name', 'status', 'startTime', 'participantType'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...tournamentIds])
    .orderBy('startTime')
    .orderBy('id')
    .execute();
}
