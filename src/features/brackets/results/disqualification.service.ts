import type { DbHandle } from '../../../db/create-db.js';
import { notFound } from '../../../errors.js';
import { markDisqualified, TOURNAMENT_STATUS } from '../../tournaments/index.js';
import { forfeitDisqualified } from './result.service.js';
import { listRounds, lockRound } from '../rounds/index.js';
import { lockTournament } from '../tournament.repository.js';

/**
 * The organiser disqualifies a participant of a running tournament: its registration is marked,
 * and every match it has ready is forfeited through the result path (the opponent wins, the
 * bracket advances, standings follow), in one transaction. Matches it reaches later are
 * forfeited as soon as both sides are known; later rounds are generated without it.
 */
export async function disqualifyParticipant(
  { db, engine }: DbHandle,
  tenantId: string,
  tournamentId: string,
  participantId: string,
) {
  return db.transaction().execute(async (trx) => {
    // Rounds first, then the tournament: the order a result takes them in, so the two never
    // wait on each other.
    const rounds = await listRounds(trx, tenantId, tournamentId);
    for (const round of [...rounds].reverse()) await lockRound(trx, tenantId, round.id);
    const tournament = await lockTournament(trx, engine, tenantId, tournamentId);
    if (!tournament || tournament.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Tournament');
    const registration = await markDisqualified(trx, tenantId, tournament, participantId);
    await forfeitDisqualified(trx, tenantId, tournamentId);
    return registration;
  });
}
