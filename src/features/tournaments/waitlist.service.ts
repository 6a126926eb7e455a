import type { DbHandle, Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { businessRule, notFound } from '../../errors.js';
import * as repo from './registration.repository.js';
import { ACTIVE_REGISTRATION, REGISTRATION_STATUS } from './registration.schemas.js';
import {
  lockRegisteredTeam,
  lockRegistration,
  move,
  requireTeamFor,
} from './registration.service.js';
import { lockTournament, type TournamentRow } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';
import { requireVisible } from './tournament.service.js';

/**
 * Fills the tournament's free places from its waitlist, first come first served: each promoted
 * registration becomes pending (the organiser still approves it), with a `registration.updated`
 * event. Call it inside the transaction that freed the place, with the tournament row held, so
 * no registration can take the place in between.
 */
export async function promoteFromWaitlist(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  t: Pick<TournamentRow, 'id' | 'name' | 'enrollmentLimit' | 'status'>,
) {
  if (t.status !== TOURNAMENT_STATUS.UPCOMING) return [];
  const free =
    t.enrollmentLimit - (await repo.countByStatus(trx, tenantId, t.id, ACTIVE_REGISTRATION));
  if (free <= 0) return [];
  const promoted = [];
  for (const next of await repo.listWaitlist(trx, tenantId, t.id)) {
    if (promoted.length >= free) break;
    // Held like every path that changes a team's registration: a team deleted meanwhile has
    // withdrawn it, and is skipped.
    const reg = await lockRegistration(trx, engine, tenantId, t.id, next.id);
    if (reg.status !== REGISTRATION_STATUS.WAITLISTED) continue;
    promoted.push(await move(trx, tenantId, reg, REGISTRATION_STATUS.PENDING, t.name));
  }
  return promoted;
}

/**
 * The team owner withdraws a pending, approved or waitlisted registration while the tournament
 * is upcoming; the place it frees goes to the first on the waitlist in the same transaction.
 */
export async function withdrawTeam(
  { db, engine }: DbHandle,
  tenantId: string,
  ids: { tournamentId: string; teamId: string },
  externalUserId: string,
) {
  await requireVisible(db, tenantId, ids.tournamentId);
  await requireTeamFor(db, tenantId, ids.teamId, externalUserId, 'withdraw the team');
  await db.transaction().execute(async (trx) => {
    const t = await lockTournament(trx, engine, tenantId, ids.tournamentId);
    if (!t) throw notFound('Tournament');
    await lockRegisteredTeam(trx, engine, tenantId, ids.teamId);
    const reg = await repo.findParticipantRegistration(trx, tenantId, t.id, ids.teamId);
    if (!reg) throw notFound('Registration');
    if (t.status !== TOURNAMENT_STATUS.UPCOMING) {
      throw businessRule(
        'TOURNAMENT_NOT_UPCOMING',
        'A registration can only be withdrawn while the tournament is upcoming',
      );
    }
    await move(trx, tenantId, reg, REGISTRATION_STATUS.WITHDRAWN, t.name);
    await promoteFromWaitlist(trx, engine, tenantId, t);
  });
}
