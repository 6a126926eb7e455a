import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { businessRule, notFound } from '../../errors.js';
import { recordEvent } from '../events/index.js';
import * as repo from './registration.repository.js';
import { REGISTRATION_STATUS } from './registration.schemas.js';
import { toItem, toResult } from './registration.view.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';

/**
 * Marks a running tournament's approved participant disqualified, with its
 * `registration.updated` event, inside the caller's transaction (which holds the tournament).
 * Its matches are the caller's: see brackets/results/disqualification.service.ts.
 */
export async function markDisqualified(
  trx: Executor,
  tenantId: string,
  tournament: { id: string; name: string; status: number },
  participantId: string,
) {
  if (tournament.status !== TOURNAMENT_STATUS.ONGOING)
    throw businessRule(
      'TOURNAMENT_NOT_RUNNING',
      'Only a participant of an ongoing tournament can be disqualified',
    );
  const reg = await repo.findParticipantRegistration(trx, tenantId, tournament.id, participantId);
  // Never registered here (or another tenant's): not found, as any id out of reach.
  if (!reg) throw notFound('Participant');
  if (reg.status !== REGISTRATION_STATUS.APPROVED)
    throw businessRule('NOT_A_PARTICIPANT', 'The participant does not play in this tournament');
  if (reg.disqualifiedAt !== null)
    throw businessRule('ALREADY_DISQUALIFIED', 'The participant is already disqualified');
  const changes = { disqualifiedAt: nowIso(), updatedAt: nowIso() };
  await repo.updateRegistration(trx, tenantId, reg.id, changes);
  const row = { ...reg, ...changes };
  await recordEvent(
    trx,
    { tenantId, tournamentId: tournament.id },
    'registration.updated',
    toResult(row, tournament.name),
  );
  return toItem(row);
}
