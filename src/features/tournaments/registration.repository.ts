import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { prepared, preparedInsert } from '../../db/prepared.js';
import {
  HELD_REGISTRATION,
  PARTICIPANT_TYPE,
  REGISTRATION_STATUS,
} from './registration.schemas.js';
import type { RegistrationTable } from './tournament.table.js';
import { TOURNAMENT_STATUS } from './tournament.schemas.js';

/** Tournaments that are not over: a registration there can still change. */
const OPEN_TOURNAMENT = [
  TOURNAMENT_STATUS.DRAFT,
  TOURNAMENT_STATUS.UPCOMING,
  TOURNAMENT_STATUS.ONGOING,
];

export type RegistrationRow = RegistrationTable;

/** The team's members and the tournament's pending and approved registrations, in one statement. */
export async function countMembersAndActive(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  teamId: string,
) {
  const [row] = await preparedMembersAndActive(db, tenantId, tournamentId, teamId);
  return { members: Number(row?.members ?? 0), active: Number(row?.active ?? 0) };
}

// Every team registration asks it.
const preparedMembersAndActive = prepared(
  (db: Executor, tenantId: string, tournamentId: string, teamId: string) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom('team_members')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('tenantId', '=', tenantId)
        .where('teamId', '=', teamId)
        .$castTo<number>()
        .as('members'),
      // Kept by triggers in the transaction that changes a registration (migration 0030):
      // one row, where counting the registrations grew with the tournament.
      eb
        .selectFrom('registration_counts')
        .select('active')
        .where('tournamentId', '=', tournamentId)
        .$castTo<number>()
        .as('active'),
    ]),
);

export async function countByStatus(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  statuses: number[],
) {
  const row = await db
    .selectFrom('tournament_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findRegistration = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  registrationId: string,
) =>
  db
    .selectFrom('tournament_registrations')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .where('id', '=', registrationId)
    .executeTakeFirst();

/** The participant's registration row for the tournament, whatever its status (one per participant). */
export const findParticipantRegistration = async (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  participantId: string,
) => (await preparedParticipantRegistration(db, tenantId, tournamentId, participantId))[0];

// Every team registration asks it.
const preparedParticipantRegistration = prepared(
  (db: Executor, tenantId: string, tournamentId: string, participantId: string) =>
    db
      .selectFrom('tournament_registrations')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('tournamentId', '=', tournamentId)
      .where('participantId', '=', participantId),
);

export const insertRegistration = preparedInsert('tournament_registrations');

export async function updateRegistration(
  db: Executor,
  tenantId: string,
  id: string,
  changes: Updateable<RegistrationTable>,
) {
  await db
    .updateTable('tournament_registrations')
    .set(changes)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

function registrationsOf(db: Executor, tenantId: string, tournamentId: string, status?: number) {
  let query = db
    .selectFrom('tournament_registrations')
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId);
  if (status !== undefined) query = query.where('status', '=', status);
  return query;
}

export const listRegistrations = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  status: number | undefined,
  offset: number,
  limit: number,
) =>
  registrationsOf(db, tenantId, tournamentId, status)
    .selectAll()
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countRegistrations(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  status?: number,
) {
  const row = await registrationsOf(db, tenantId, tournamentId, status)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another approved registration of the tournament already holds `seed`. */
export async function isSeedTaken(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  seed: number,
  exceptId: string,
) {
  const row = await registrationsOf(db, tenantId, tournamentId, REGISTRATION_STATUS.APPROVED)
    .select('id')
    .where('seed', '=', seed)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The team's pending, approved and waitlisted registrations of tournaments not yet over, with their names. */
export const openRegistrationsOfTeam = (db: Executor, tenantId: string, teamId: string) =>
  db
    .selectFrom('tournament_registrations as r')
    .innerJoin('tournaments as t', 't.id', 'r.tournamentId')
    .selectAll('r')
    .select('t.name as tournamentName')
    .where('r.tenantId', '=', tenantId)
    .where('r.participantType', '=', PARTICIPANT_TYPE.TEAM)
    .where('r.participantId', '=', teamId)
    .where('r.status', 'in', HELD_REGISTRATION)
    .where('t.tenantId', '=', tenantId)
    .where('t.status', 'in', OPEN_TOURNAMENT)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .execute();

/**
 * Whether the team holds an approved registration in an ongoing tournament; the teams feature
 * refuses to delete such a team or change its game.
 */
export async function isTeamInOngoingTournament(db: Executor, tenantId: string, teamId: string) {
  const row = await db
    .selectFrom('tournament_registrations as r')
    .innerJoin('tournaments as t', 't.id', 'r.tournamentId')
    .select('r.id')
    .where('r.tenantId', '=', tenantId)
    .where('r.participantId', '=', teamId)
    .where('r.status', '=', REGISTRATION_STATUS.APPROVED)
    .where('t.tenantId', '=', tenantId)
    .where('t.status', '=', TOURNAMENT_STATUS.ONGOING)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tournament's waitlist in promotion order: who joined it first, then by id. */
export const listWaitlist = (db: Executor, tenantId: string, tournamentId: string) =>
  registrationsOf(db, tenantId, tournamentId, REGISTRATION_STATUS.WAITLISTED)
    .select(['id', 'participantId', 'waitlistedAt'])
    .orderBy('waitlistedAt')
    .orderBy('id')
    .execute();

/** When the last team joined the waitlist, if anyone waits. */
export async function lastWaitlistedAt(db: Executor, tenantId: string, tournamentId: string) {
  const row = await registrationsOf(db, tenantId, tournamentId, REGISTRATION_STATUS.WAITLISTED)
    .select((eb) => eb.fn.max('waitlistedAt').as('last'))
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

/** 1-based place of a waitlisted registration; those ahead joined earlier (ties broken by id). */
export async function waitlistPosition(
  db: Executor,
  tenantId: string,
  reg: { tournamentId: string; id: string; waitlistedAt: string | null },
) {
  const ahead = await registrationsOf(
    db,
    tenantId,
    reg.tournamentId,
    REGISTRATION_STATUS.WAITLISTED,
  )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('waitlistedAt', '<', reg.waitlistedAt ?? ''),
        eb.and([eb('waitlistedAt', '=', reg.waitlistedAt ?? ''), eb('id', '<', reg.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

/** Approved registrations with their check-in state, for choosing who plays a generated round. */
export const approvedCheckIns = (db: Executor, tenantId: string, tournamentId: string) =>
  registrationsOf(db, tenantId, tournamentId, REGISTRATION_STATUS.APPROVED)
    .select(['id', 'participantId', 'checkedInAt', 'noShow'])
    .execute();

/** Approved registrations of these ids, whole, to mark them no-shows. */
export const findRegistrationsByIds = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  ids: string[],
) =>
  ids.length === 0
    ? Promise.resolve([])
    : registrationsOf(db, tenantId, tournamentId).selectAll().where('id', 'in', ids).execute();
