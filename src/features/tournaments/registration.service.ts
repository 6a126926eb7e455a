import type { DbHandle, Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { newRowId } from '../../db/row-ids.js';
import { businessRule, forbidden, invalidTransition, notFound } from '../../errors.js';
import { hashPassword, needsRehash, verifyPassword } from '../../password.js';
import { recordEvent } from '../events/index.js';
import { findTeam, lockTeam } from '../teams/index.js';
import { findUserByExternalId } from '../users/index.js';
import * as repo from './registration.repository.js';
import { isHeld, toResult } from './registration.view.js';
import {
  PARTICIPANT_TYPE,
  PAYMENT_STATUS,
  REGISTRATION_STATUS,
  REGISTRATION_STATUS_NAMES,
  type RegisterTeamInput,
} from './registration.schemas.js';
import {
  lockTournament,
  replaceTournamentPasswordHash,
  type TournamentRow,
} from './tournament.repository.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';

/** When `externalUserId` is given it must name the team's owner: 404 for an unknown user, 403 for anyone else. */
async function requireOwner(
  db: Executor,
  tenantId: string,
  team: { ownerId: string },
  externalUserId: string | undefined,
  action: string,
) {
  if (externalUserId === undefined) return;
  const user = await findUserByExternalId(db, tenantId, externalUserId);
  if (!user) throw notFound('User');
  if (user.id !== team.ownerId) throw forbidden(`Only the team owner can ${action}`);
}

/** The team; when `externalUserId` is given it must name the team's owner (403 otherwise). */
export async function requireTeamFor(
  db: Executor,
  tenantId: string,
  teamId: string,
  externalUserId: string | undefined,
  action: string,
) {
  const team = await findTeam(db, tenantId, teamId);
  if (!team) throw notFound('Team');
  await requireOwner(db, tenantId, team, externalUserId, action);
  return team;
}

/**
 * The team, inside the transaction and after the tournament: a delete that committed is a 404,
 * and one still running finishes first (it waits for nobody, so the order tournament, then
 * team, cannot deadlock).
 */
export async function lockRegisteredTeam(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  teamId: string,
) {
  const team = await lockTeam(trx, engine, tenantId, teamId, 'share');
  if (!team) throw notFound('Team');
  return team;
}

/** Registration must be possible at all: team registration, upcoming, before the deadline. */
function checkOpen(t: TournamentRow, now: number) {
  if (t.instantRegistrations === 1) {
    throw businessRule(
      'INSTANT_REGISTRATION',
      'This tournament uses instant registration; teams cannot apply',
    );
  }
  if (t.status !== TOURNAMENT_STATUS.UPCOMING) {
    throw businessRule(
      'TOURNAMENT_NOT_UPCOMING',
      'Registrations are only taken while the tournament is upcoming',
    );
  }
  if (now >= Date.parse(t.registrationDeadline))
    throw businessRule('REGISTRATION_CLOSED', 'The registration deadline has passed');
}

/**
 * The payment columns: nothing is due without an entry fee. A matching payment is recorded as
 * `PendingPayment` with `entryFeePaid` 0 until the organiser confirms it.
 */
function paymentColumns(t: TournamentRow, payment: RegisterTeamInput['payment']) {
  if (t.entryFee <= 0)
    return {
      paymentTransactionId: null,
      paymentAmount: null,
      paymentCurrencyId: null,
      paymentMethod: null,
      entryFeePaid: 0,
      paymentStatus: PAYMENT_STATUS.NOT_REQUIRED,
    };
  if (!payment)
    throw businessRule(
      'PAYMENT_MISMATCH',
      `An entry fee of ${t.entryFee} is due: send the payment`,
    );
  if (Math.abs(payment.amount - t.entryFee) > 1e-9) {
    throw businessRule(
      'PAYMENT_MISMATCH',
      `The payment amount must equal the entry fee (${t.entryFee})`,
    );
  }
  if (payment.currencyId.toLowerCase() !== t.entryFeeCurrencyId?.toLowerCase()) {
    throw businessRule('PAYMENT_MISMATCH', "The payment currency must be the entry fee's currency");
  }
  return {
    paymentTransactionId: payment.transactionId,
    paymentAmount: payment.amount,
    paymentCurrencyId: payment.currencyId,
    paymentMethod: payment.paymentMethod,
    entryFeePaid: 0,
    paymentStatus: PAYMENT_STATUS.PENDING,
  };
}

/**
 * The team's game, size, current registration and the remaining room; returns its earlier
 * registration, if any, and whether it goes on the waitlist (full, with the waitlist on).
 */
async function checkTeamFits(
  trx: Executor,
  tenantId: string,
  t: TournamentRow,
  team: { id: string; gameId: string },
) {
  if (team.gameId !== t.gameId)
    throw businessRule('GAME_MISMATCH', "The team's game is not the tournament's game");
  // Read after both rows are held, so both counts see every change committed before.
  const { members, active } = await repo.countMembersAndActive(trx, tenantId, t.id, team.id);
  if (members < t.minTeamMembers || members > t.maxTeamMembers) {
    throw businessRule(
      'TEAM_SIZE_OUT_OF_RANGE',
      `The team needs ${t.minTeamMembers} to ${t.maxTeamMembers} members; it has ${members}`,
    );
  }
  const existing = await repo.findParticipantRegistration(trx, tenantId, t.id, team.id);
  if (existing && isHeld(existing.status)) {
    throw businessRule('ALREADY_REGISTERED', 'The team is already registered for this tournament');
  }
  const full = active >= t.enrollmentLimit;
  // Without the organiser's opt-in a full tournament refuses, as the contract's rule says.
  if (full && t.waitlistEnabled !== 1) {
    throw businessRule('TOURNAMENT_FULL', 'The tournament is full');
  }
  return { existing, waitlisted: full };
}

type Registration = repo.RegistrationRow;

/**
 * The time that places a new registration last on the waitlist: now, or just after the last one
 * when both fall in the same millisecond, so the order of arrival is the order of promotion. The
 * tournament row is held, so no other registration joins in between.
 */
async function joinWaitlistAt(trx: Executor, tenantId: string, tournamentId: string, now: string) {
  const last = await repo.lastWaitlistedAt(trx, tenantId, tournamentId);
  if (last === null || last < now) return now;
  return new Date(Date.parse(last) + 1).toISOString();
}

/**
 * Writes the pending or waitlisted registration (a new row, or the earlier one re-submitted) and
 * its event: `registration.waitlisted` for one joining the waitlist.
 */
async function saveRegistration(
  trx: Executor,
  tenantId: string,
  t: TournamentRow,
  team: { id: string; name: string },
  { existing, waitlisted }: { existing: Registration | undefined; waitlisted: boolean },
  input: RegisterTeamInput,
) {
  const now = nowIso();
  const changes = {
    participantName: team.name,
    status: waitlisted ? REGISTRATION_STATUS.WAITLISTED : REGISTRATION_STATUS.PENDING,
    applicationMessage: input.applicationMessage ?? null,
    seed: null,
    checkedInAt: null,
    noShow: 0,
    waitlistedAt: waitlisted ? await joinWaitlistAt(trx, tenantId, t.id, now) : null,
    disqualifiedAt: null,
    updatedAt: now,
    // Last: node 20's V8 writes each property that follows a spread through its slow path.
    ...paymentColumns(t, input.payment),
  };
  const row: Registration = existing
    ? { ...existing, ...changes }
    : {
        id: newRowId(),
        tenantId,
        tournamentId: t.id,
        participantId: team.id,
        participantType: PARTICIPANT_TYPE.TEAM,
        createdAt: now,
        ...changes,
      };
  if (existing) await repo.updateRegistration(trx, tenantId, existing.id, changes);
  else await repo.insertRegistration(trx, row);
  const position = waitlisted ? await repo.waitlistPosition(trx, tenantId, row) : null;
  const result = toResult(row, t.name, position);
  const event = waitlisted
    ? 'registration.waitlisted'
    : existing
      ? 'registration.updated'
      : 'registration.created';
  await recordEvent(trx, { tenantId, tournamentId: t.id }, event, result);
  return result;
}

/** The tournament's password hash, met inside a transaction before the password was checked. */
class PasswordToCheck extends Error {
  constructor(readonly hash: string) {
    super('the password is checked outside the transaction');
  }
}

// A password changed between the check and the transaction that relies on it: check again.
const PASSWORD_ATTEMPTS = 3;

/**
 * Creates a pending registration of the team, or re-submits its rejected or withdrawn one. Every
 * read happens in the one transaction that holds the tournament, then the team. Password hashing
 * is slow on purpose, so a password-protected tournament is checked outside it: the transaction
 * stops at the password, which is verified, and runs again with the hash it was verified against
 * (or the current one that replaced an outdated hash, see `rehashIfOutdated`).
 */
export async function registerTeam(
  { db, engine }: DbHandle,
  tenantId: string,
  ids: { tournamentId: string; teamId: string },
  externalUserId: string | undefined,
  input: RegisterTeamInput,
) {
  let verified: string | null = null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const t = await lockTournament(trx, engine, tenantId, ids.tournamentId);
        if (!t || t.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Tournament');
        const team = await lockRegisteredTeam(trx, engine, tenantId, ids.teamId);
        await requireOwner(trx, tenantId, team, externalUserId, 'register the team');
        checkOpen(t, Date.now());
        if (t.passwordHash !== null && t.passwordHash !== verified) {
          if (input.password === undefined || attempt > PASSWORD_ATTEMPTS) throw invalidPassword();
          throw new PasswordToCheck(t.passwordHash);
        }
        const fit = await checkTeamFits(trx, tenantId, t, team);
        return saveRegistration(trx, tenantId, t, team, fit, input);
      });
    } catch (error) {
      if (error instanceof PasswordToCheck) {
        if (!(await verifyPassword(input.password as string, error.hash))) throw invalidPassword();
        verified = await rehashIfOutdated(db, tenantId, ids.tournamentId, error.hash, input);
        continue;
      }
      // Two registrations of the same team at once: the unique constraint decides.
      if (isUniqueViolation(error))
        throw businessRule(
          'ALREADY_REGISTERED',
          'The team is already registered for this tournament',
        );
      throw error;
    }
  }
}

/**
 * The tournament's hash once `input.password` matched `verified`: a hash made with an older scheme
 * (scrypt) or weaker parameters is replaced by a current one, unless the organiser changed the
 * password meanwhile (then the next attempt checks the new one).
 */
async function rehashIfOutdated(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  verified: string,
  input: RegisterTeamInput,
) {
  if (!needsRehash(verified)) return verified;
  const current = await hashPassword(input.password as string);
  const replaced = await replaceTournamentPasswordHash(
    db,
    tenantId,
    tournamentId,
    verified,
    current,
  );
  return replaced ? current : verified;
}

const invalidPassword = () =>
  businessRule('INVALID_PASSWORD', 'The tournament password is missing or wrong');

/**
 * The registration, read again once its team is held: a delete of the team running now has
 * either finished (and withdrawn it) or waits until this transaction ends. Call it after locking
 * the tournament, like every path that locks both.
 */
export async function lockRegistration(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  tournamentId: string,
  registrationId: string,
) {
  const found = await repo.findRegistration(trx, tenantId, tournamentId, registrationId);
  if (!found) throw notFound('Registration');
  if (found.participantType !== PARTICIPANT_TYPE.TEAM) return found;
  await lockTeam(trx, engine, tenantId, found.participantId, 'share');
  return (await repo.findRegistration(trx, tenantId, tournamentId, registrationId)) ?? found;
}

/**
 * Part of deleting a team, inside its transaction with the team row held: withdraws its pending,
 * approved and waitlisted registrations of tournaments that are not over, freeing their places,
 * with one `registration.updated` event each. The waitlist is not promoted here (that would lock
 * the tournament after the team, against the order every other path keeps): the next withdrawal,
 * rejection or limit change fills every free place. Registrations of completed or cancelled tournaments stay as
 * they are: they are the record of what happened.
 */
export async function withdrawDeletedTeam(trx: Executor, tenantId: string, teamId: string) {
  for (const { tournamentName, ...reg } of await repo.openRegistrationsOfTeam(
    trx,
    tenantId,
    teamId,
  )) {
    await move(trx, tenantId, reg, REGISTRATION_STATUS.WITHDRAWN, tournamentName);
  }
}

const { PENDING, APPROVED, WAITLISTED } = REGISTRATION_STATUS;
/** Each status a registration may move to, and the statuses it may come from. */
const MOVES_FROM: Record<number, number[]> = {
  [REGISTRATION_STATUS.APPROVED]: [PENDING],
  [REGISTRATION_STATUS.REJECTED]: [PENDING, WAITLISTED],
  [REGISTRATION_STATUS.WITHDRAWN]: [PENDING, APPROVED, WAITLISTED],
  // Promotion from the waitlist: the place is held, the organiser still decides.
  [REGISTRATION_STATUS.PENDING]: [WAITLISTED],
};

/** Moves a registration to `to` and records the change; see MOVES_FROM for what may move. */
export async function move(
  trx: Executor,
  tenantId: string,
  reg: Registration,
  to: number,
  tournamentName: string,
  seed?: number,
) {
  if (!MOVES_FROM[to]?.includes(reg.status)) {
    throw invalidTransition(
      'registration',
      REGISTRATION_STATUS_NAMES[reg.status] ?? String(reg.status),
      REGISTRATION_STATUS_NAMES[to] ?? String(to),
    );
  }
  const changes = {
    status: to,
    updatedAt: nowIso(),
    ...(seed !== undefined ? { seed } : {}),
    // Leaving the waitlist (promoted, withdrawn, rejected) ends its place in the queue.
    ...(reg.status === WAITLISTED ? { waitlistedAt: null } : {}),
    // Only an approved registration is checked in.
    ...(to !== APPROVED ? { checkedInAt: null } : {}),
  };
  await repo.updateRegistration(trx, tenantId, reg.id, changes);
  const row = { ...reg, ...changes };
  await recordEvent(
    trx,
    { tenantId, tournamentId: reg.tournamentId },
    'registration.updated',
    toResult(row, tournamentName),
  );
  return row;
}
