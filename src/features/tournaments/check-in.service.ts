import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { AppError, businessRule, notFound } from '../../errors.js';
import { recordEvent } from '../events/index.js';
import { findMember, findTeam } from '../teams/index.js';
import { findUserByExternalId } from '../users/index.js';
import { tournamentLocked } from './organiser.service.js';
import * as repo from './registration.repository.js';
import { REGISTRATION_STATUS } from './registration.schemas.js';
import { lockRegisteredTeam, lockRegistration } from './registration.service.js';
import { toItem, toResult } from './registration.view.js';
import { findTournament, lockTournament, type TournamentRow } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';

type Registration = repo.RegistrationRow;

const MINUTE = 60_000;

function requireCheckInOn(t: TournamentRow) {
  if (t.checkInWindowMinutes === null)
    throw businessRule('CHECK_IN_DISABLED', 'This tournament has no check-in');
}

function requireApproved(reg: Registration) {
  if (reg.status !== REGISTRATION_STATUS.APPROVED) {
    throw businessRule(
      'REGISTRATION_NOT_APPROVED',
      'Only an approved registration can be checked in',
    );
  }
}

/** Participants check in from `checkInWindowMinutes` before the start until the start. */
function requireWindowOpen(t: TournamentRow, now: number) {
  const start = Date.parse(t.startTime);
  const opens = start - (t.checkInWindowMinutes ?? 0) * MINUTE;
  if (t.status !== TOURNAMENT_STATUS.UPCOMING || now >= start)
    throw businessRule('CHECK_IN_CLOSED', 'Check-in has closed: the tournament has started');
  if (now < opens) {
    throw new AppError('BUSINESS_RULE', `Check-in opens at ${new Date(opens).toISOString()}`, {
      reason: 'CHECK_IN_NOT_OPEN',
      context: { checkInOpensAt: new Date(opens).toISOString() },
    });
  }
}

/** Sets or clears the check-in and records it: `registration.checked_in`, or `registration.updated` for a check-out. */
async function saveCheckIn(
  trx: Executor,
  tenantId: string,
  reg: Registration,
  t: TournamentRow,
  checkedIn: boolean,
) {
  const now = nowIso();
  // A late check-in clears an earlier no-show mark: it counts for rounds generated from now on.
  const changes = checkedIn
    ? { checkedInAt: now, noShow: 0, updatedAt: now }
    : { checkedInAt: null, updatedAt: now };
  await repo.updateRegistration(trx, tenantId, reg.id, changes);
  const row = { ...reg, ...changes };
  const event = checkedIn ? 'registration.checked_in' : 'registration.updated';
  await recordEvent(
    trx,
    { tenantId, tournamentId: reg.tournamentId },
    event,
    toResult(row, t.name),
  );
  return row;
}

/**
 * A member of the team (`externalUserId`) checks in its approved registration while the window
 * is open. Checking in again changes nothing and sends no event.
 */
export async function checkInTeam(
  { db, engine }: DbHandle,
  tenantId: string,
  ids: { tournamentId: string; teamId: string },
  externalUserId: string,
) {
  return db.transaction().execute(async (trx) => {
    const t = await lockTournament(trx, engine, tenantId, ids.tournamentId);
    if (!t || t.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Tournament');
    if (!(await findTeam(trx, tenantId, ids.teamId))) throw notFound('Team');
    const user = await findUserByExternalId(trx, tenantId, externalUserId);
    if (!user) throw notFound('User');
    if (!(await findMember(trx, tenantId, ids.teamId, user.id))) {
      throw new AppError('FORBIDDEN', 'Only a member of the team can check it in', {
        reason: 'NOT_TEAM_MEMBER',
      });
    }
    await lockRegisteredTeam(trx, engine, tenantId, ids.teamId);
    const reg = await repo.findParticipantRegistration(trx, tenantId, t.id, ids.teamId);
    if (!reg) throw notFound('Registration');
    requireCheckInOn(t);
    requireApproved(reg);
    if (reg.checkedInAt !== null) return toResult(reg, t.name);
    requireWindowOpen(t, Date.now());
    return toResult(await saveCheckIn(trx, tenantId, reg, t, true), t.name);
  });
}

/**
 * The organiser checks an approved registration in or out at any time before the tournament is
 * over, window or not. Repeating the current state changes nothing and sends no event.
 */
export async function setCheckIn(
  { db, engine }: DbHandle,
  tenantId: string,
  ids: { tournamentId: string; registrationId: string },
  checkedIn: boolean,
) {
  return db.transaction().execute(async (trx) => {
    const t = await lockTournament(trx, engine, tenantId, ids.tournamentId);
    if (!t) throw notFound('Tournament');
    const reg = await lockRegistration(trx, engine, tenantId, t.id, ids.registrationId);
    if (t.status === TOURNAMENT_STATUS.COMPLETED || t.status === TOURNAMENT_STATUS.CANCELLED)
      throw tournamentLocked(t.status);
    requireCheckInOn(t);
    requireApproved(reg);
    if ((reg.checkedInAt !== null) === checkedIn) return toItem(reg);
    return toItem(await saveCheckIn(trx, tenantId, reg, t, checkedIn));
  });
}

/**
 * Who plays a round being generated, from the approved participants in seed order: all of them
 * without check-in; with it, the checked-in ones, the others being marked no-shows (once each,
 * with a `registration.updated` event). Call it in the generating transaction.
 */
export async function keepCheckedIn(
  trx: Executor,
  tenantId: string,
  tournamentId: string,
  approvedIds: string[],
) {
  const t = await findTournament(trx, tenantId, tournamentId);
  if (!t || t.checkInWindowMinutes === null) return approvedIds;
  const rows = await repo.approvedCheckIns(trx, tenantId, tournamentId);
  const checkedIn = new Set(rows.filter((r) => r.checkedInAt !== null).map((r) => r.participantId));
  const newNoShows = rows.filter((r) => r.checkedInAt === null && r.noShow === 0).map((r) => r.id);
  const now = nowIso();
  for (const reg of await repo.findRegistrationsByIds(trx, tenantId, tournamentId, newNoShows)) {
    const changes = { noShow: 1, updatedAt: now };
    await repo.updateRegistration(trx, tenantId, reg.id, changes);
    await recordEvent(
      trx,
      { tenantId, tournamentId },
      'registration.updated',
      toResult({ ...reg, ...changes }, t.name),
    );
  }
  return approvedIds.filter((id) => checkedIn.has(id));
}
