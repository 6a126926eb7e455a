import type { Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { newRowId } from '../../db/row-ids.js';
import { businessRule, notFound } from '../../errors.js';
import { recordEvent } from '../events/index.js';
import { tournamentLocked } from './organiser.service.js';
import * as repo from './registration.repository.js';
import {
  ACTIVE_REGISTRATION,
  PAYMENT_STATUS,
  REGISTRATION_STATUS,
} from './registration.schemas.js';
import { move } from './registration.service.js';
import { isHeld, toItem, toResult } from './registration.view.js';
import { lockTournament, type TournamentRow } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';
import { promoteFromWaitlist } from './waitlist.service.js';

/**
 * What the participants staff add need of tournaments: the tournament held for the change, its
 * room and seeds, and approved registrations written with the same events as any other.
 */
export async function lockOpenTournament(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  tournamentId: string,
) {
  const t = await lockTournament(trx, engine, tenantId, tournamentId);
  if (!t) throw notFound('Tournament');
  if (t.status === TOURNAMENT_STATUS.COMPLETED || t.status === TOURNAMENT_STATUS.CANCELLED)
    throw tournamentLocked(t.status);
  return t;
}

/** Places left under `enrollmentLimit` (pending and approved registrations hold one each). */
export async function freePlaces(trx: Executor, tenantId: string, t: TournamentRow) {
  return t.enrollmentLimit - (await repo.countByStatus(trx, tenantId, t.id, ACTIVE_REGISTRATION));
}

/** The participant's registration, whatever its status. */
export const participantRegistration = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  participantId: string,
) => repo.findParticipantRegistration(db, tenantId, tournamentId, participantId);

/**
 * An approved registration of the participant, with `registration.created` (or, for one that
 * was withdrawn or rejected before, `registration.updated`). Staff pay no fee and need no password.
 */
export async function approveByStaff(
  trx: Executor,
  tenantId: string,
  t: TournamentRow,
  participant: { id: string; type: number; name: string; seed: number | null },
) {
  const existing = await repo.findParticipantRegistration(trx, tenantId, t.id, participant.id);
  if (existing && isHeld(existing.status))
    throw businessRule('ALREADY_REGISTERED', `${participant.name} is already registered`);
  const now = nowIso();
  const changes = {
    participantName: participant.name,
    status: REGISTRATION_STATUS.APPROVED,
    applicationMessage: null,
    seed: participant.seed,
    checkedInAt: null,
    noShow: 0,
    waitlistedAt: null,
    disqualifiedAt: null,
    updatedAt: now,
    paymentTransactionId: null,
    paymentAmount: null,
    paymentCurrencyId: null,
    paymentMethod: null,
    entryFeePaid: 0,
    paymentStatus: PAYMENT_STATUS.NOT_REQUIRED,
  };
  const row: repo.RegistrationRow = existing
    ? { ...existing, ...changes }
    : {
        id: newRowId(),
        tenantId,
        tournamentId: t.id,
        participantId: participant.id,
        participantType: participant.type,
        createdAt: now,
        ...changes,
      };
  if (existing) await repo.updateRegistration(trx, tenantId, existing.id, changes);
  else await repo.insertRegistration(trx, row);
  const event = existing ? 'registration.updated' : 'registration.created';
  await recordEvent(trx, { tenantId, tournamentId: t.id }, event, toResult(row, t.name));
  return toItem(row);
}

/** Renames and/or reseeds a registration, with `registration.updated`. */
export async function updateByStaff(
  trx: Executor,
  tenantId: string,
  t: TournamentRow,
  reg: repo.RegistrationRow,
  changes: { participantName?: string; seed?: number | null },
) {
  const row = { ...reg, ...changes, updatedAt: nowIso() };
  await repo.updateRegistration(trx, tenantId, reg.id, { ...changes, updatedAt: row.updatedAt });
  await recordEvent(
    trx,
    { tenantId, tournamentId: t.id },
    'registration.updated',
    toResult(row, t.name),
  );
  return toItem(row);
}

/** Withdraws the registration; its free place goes to the first on the waitlist. */
export async function withdrawByStaff(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  t: TournamentRow,
  reg: repo.RegistrationRow,
) {
  const withdrawn = await move(trx, tenantId, reg, REGISTRATION_STATUS.WITHDRAWN, t.name);
  await promoteFromWaitlist(trx, engine, tenantId, t);
  return toItem(withdrawn);
}

export { findTournament } from './tournament.repository.js';
