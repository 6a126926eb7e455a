import type { Executor } from '../../db/database.js';
import { recordEvent } from '../events/index.js';
import { finalPlacesMoved } from './final-places.js';
import { updateTournament } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';
import { loadDetail } from './tournament.service.js';

/**
 * The tournaments feature's API for the changes play makes to a tournament (brackets call it
 * inside their own transaction): the tournaments table has this one writer, and each change
 * emits `tournament.updated` in the same transaction.
 */

/** The first generated round starts an upcoming tournament. */
export async function markStarted(
  trx: Executor,
  tenantId: string,
  tournamentId: string,
  status: number,
  now: string,
) {
  if (status !== TOURNAMENT_STATUS.UPCOMING) return;
  await updateTournament(trx, tenantId, tournamentId, {
    status: TOURNAMENT_STATUS.ONGOING,
    updatedAt: now,
  });
  await announce(trx, tenantId, tournamentId);
}

/** The final round's champion completes the tournament. */
export async function markCompleted(
  trx: Executor,
  tenantId: string,
  tournamentId: string,
  winner: { id: string; name: string | null },
  now: string,
) {
  await updateTournament(trx, tenantId, tournamentId, {
    status: TOURNAMENT_STATUS.COMPLETED,
    winnerTeamId: winner.id,
    winnerTeamName: winner.name,
    updatedAt: now,
  });
  await announce(trx, tenantId, tournamentId);
  await finalPlacesMoved(trx, tenantId, tournamentId, 'tournament_completed');
}

/** A correction that reopens the final round takes the crown back. */
export async function markReopened(
  trx: Executor,
  tenantId: string,
  tournamentId: string,
  now: string,
) {
  await updateTournament(trx, tenantId, tournamentId, {
    status: TOURNAMENT_STATUS.ONGOING,
    winnerTeamId: null,
    winnerTeamName: null,
    updatedAt: now,
  });
  await announce(trx, tenantId, tournamentId);
  await finalPlacesMoved(trx, tenantId, tournamentId, 'tournament_reopened');
}

async function announce(trx: Executor, tenantId: string, tournamentId: string) {
  await recordEvent(
    trx,
    { tenantId, tournamentId },
    'tournament.updated',
    await loadDetail(trx, tenantId, tournamentId),
  );
}
