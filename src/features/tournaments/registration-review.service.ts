import type { DbHandle } from '../../db/create-db.js';
import { nowIso } from '../../db/dialect.js';
import { businessRule, notFound } from '../../errors.js';
import { pageInfo, pageOffset, type PageRequest } from '../../http/pagination.js';
import { recordEvent } from '../events/index.js';
import { tournamentLocked } from './organiser.service.js';
import * as repo from './registration.repository.js';
import { PAYMENT_STATUS, REGISTRATION_STATUS } from './registration.schemas.js';
import { lockRegistration, move } from './registration.service.js';
import { toItem, toResult } from './registration.view.js';
import { findTournament, lockTournament } from './tournament.repository.js';
import { promoteFromWaitlist } from './waitlist.service.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';

/**
 * The organiser approves (optionally seeding) a pending registration, or rejects a pending or
 * waitlisted one; a rejection's free place goes to the first on the waitlist.
 */
export async function decide(
  { db, engine }: DbHandle,
  tenantId: string,
  ids: { tournamentId: string; registrationId: string },
  decision: { approve: true; seed?: number } | { approve: false },
) {
  return db.transaction().execute(async (trx) => {
    const t = await lockTournament(trx, engine, tenantId, ids.tournamentId);
    if (!t) throw notFound('Tournament');
    const reg = await lockRegistration(trx, engine, tenantId, t.id, ids.registrationId);
    if (t.status === TOURNAMENT_STATUS.COMPLETED || t.status === TOURNAMENT_STATUS.CANCELLED)
      throw tournamentLocked(t.status);
    if (!decision.approve) {
      const rejected = await move(trx, tenantId, reg, REGISTRATION_STATUS.REJECTED, t.name);
      await promoteFromWaitlist(trx, engine, tenantId, t);
      return toItem(rejected);
    }
    if (reg.status === REGISTRATION_STATUS.PENDING) {
      if (
        (await repo.countByStatus(trx, tenantId, t.id, [REGISTRATION_STATUS.APPROVED])) >=
        t.enrollmentLimit
      ) {
        throw businessRule(
          'TOURNAMENT_FULL',
          `The tournament already has ${t.enrollmentLimit} approved participants`,
        );
      }
      if (
        decision.seed !== undefined &&
        (await repo.isSeedTaken(trx, tenantId, t.id, decision.seed, reg.id))
      ) {
        throw businessRule(
          'SEED_TAKEN',
          `Seed ${decision.seed} is already given to another participant`,
        );
      }
    }
    return toItem(
      await move(trx, tenantId, reg, REGISTRATION_STATUS.APPROVED, t.name, decision.seed),
    );
  });
}

/** The organiser confirms a recorded payment: `Paid`, with `entryFeePaid` set to the amount. */
export async function confirmPayment(
  { db, engine }: DbHandle,
  tenantId: string,
  ids: { tournamentId: string; registrationId: string },
) {
  return db.transaction().execute(async (trx) => {
    const t = await lockTournament(trx, engine, tenantId, ids.tournamentId);
    if (!t) throw notFound('Tournament');
    const reg = await repo.findRegistration(trx, tenantId, t.id, ids.registrationId);
    if (!reg) throw notFound('Registration');
    if (reg.paymentStatus !== PAYMENT_STATUS.PENDING) {
      throw businessRule(
        'PAYMENT_NOT_PENDING',
        `There is no pending payment to confirm (payment status ${reg.paymentStatus})`,
      );
    }
    const changes = {
      paymentStatus: PAYMENT_STATUS.PAID,
      entryFeePaid: reg.paymentAmount ?? t.entryFee,
      updatedAt: nowIso(),
    };
    await repo.updateRegistration(trx, tenantId, reg.id, changes);
    const row = { ...reg, ...changes };
    await recordEvent(
      trx,
      { tenantId, tournamentId: t.id },
      'registration.updated',
      toResult(row, t.name),
    );
    return toItem(row);
  });
}

export async function listRegistrations(
  { db }: DbHandle,
  tenantId: string,
  tournamentId: string,
  query: PageRequest & { status?: number },
) {
  if (!(await findTournament(db, tenantId, tournamentId))) throw notFound('Tournament');
  const [rows, totalCount, waitlist] = await Promise.all([
    repo.listRegistrations(
      db,
      tenantId,
      tournamentId,
      query.status,
      pageOffset(query),
      query.pageSize,
    ),
    repo.countRegistrations(db, tenantId, tournamentId, query.status),
    repo.listWaitlist(db, tenantId, tournamentId),
  ]);
  const position = new Map(waitlist.map((w, index) => [w.id, index + 1]));
  return {
    items: rows.map((r) => toItem(r, position.get(r.id) ?? null)),
    ...pageInfo(query, totalCount),
  };
}
