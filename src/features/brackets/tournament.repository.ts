import type { Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { lockRows } from '../../db/dialect.js';
import { prepared } from '../../db/prepared.js';
import { PARTICIPANT_TYPE } from '../tournaments/index.js';
import { idOfType } from './participant-key.js';

/** The tournament columns brackets read, tenant-scoped (writes go through `tournaments/tournament-progress.service.ts`). */
export const findTournament = async (db: Executor, tenantId: string, tournamentId: string) =>
  (await preparedFindTournament(db, tenantId, tournamentId))[0];

/**
 * The same, with the row held until the transaction ends (PostgreSQL), for changes that number
 * its rounds or take its approved participants: concurrent ones queue up behind it.
 */
export const lockTournament = (
  trx: Executor,
  engine: Engine,
  tenantId: string,
  tournamentId: string,
) => tournamentColumns(trx, tenantId, tournamentId).$call(lockRows(engine)).executeTakeFirst();

const tournamentColumns = (db: Executor, tenantId: string, tournamentId: string) =>
  db
    .selectFrom('tournaments')
    .select([
      'id',
      'name',
      'status',
      'matchType',
      'participantType',
      'pointsSystem',
      'startTime',
      'endTime',
      'winnerTeamId',
      'winnerTeamName',
      'updatedAt',
    ])
    .where('tenantId', '=', tenantId)
    .where('id', '=', tournamentId);

// Every bracket read asks for its tournament first.
const preparedFindTournament = prepared(tournamentColumns);

export type TournamentRow = NonNullable<Awaited<ReturnType<typeof findTournament>>>;

/**
 * Approved registrations in default seed order: the organiser's seed, then registration time.
 * A disqualified participant is seeded into no later round.
 */
export const approvedParticipants = (db: Executor, tenantId: string, tournamentId: string) =>
  db
    .selectFrom('tournament_registrations')
    .select(['participantId', 'seed', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .where('status', '=', 2)
    .where('disqualifiedAt', 'is', null)
    .orderBy((eb) => eb.case().when('seed', 'is', null).then(1).else(0).end())
    .orderBy('seed')
    .orderBy('createdAt')
    .orderBy('participantId')
    .execute();

export interface ParticipantInfo {
  participantId: string;
  participantName: string;
  participantLogo: string | null;
  participantExternalId: string;
  participantType: number;
}

// Past this many ids, reading the tournament's registrations in index order costs less than
// looking each one up.
const LOOKUP_LIMIT = 32;

/** Names, logos and external ids of participants: teams, or users in solo tournaments. */
export async function participantInfo(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  ids: readonly string[],
) {
  const result = new Map<string, ParticipantInfo>();
  // Guard against running an invalid query when the ids list is empty.
  if (ids.length === 0) return result;
  let query = db
    .selectFrom('tournament_registrations as r')
    // Each registration names a team or a user, by its type: only that table is looked up.
    .leftJoin('teams as t', (j) =>
      j
        .on('t.id', '=', idOfType('r.participantType', PARTICIPANT_TYPE.TEAM, 'r.participantId'))
        .onRef('t.tenantId', '=', 'r.tenantId'),
    )
    .leftJoin('users as u', (j) =>
      j
        .on('u.id', '=', idOfType('r.participantType', PARTICIPANT_TYPE.USER, 'r.participantId'))
        .onRef('u.tenantId', '=', 'r.tenantId'),
    )
    .select([
      'r.participantId',
      'r.participantType',
      'r.participantName',
      't.name as teamName',
      't.logo',
      't.externalId as teamExternalId',
      'u.displayName',
      'u.image',
      'u.externalId as userExternalId',
    ])
    .where('r.tenantId', '=', tenantId)
    .where('r.tournamentId', '=', tournamentId);
  if (ids.length <= LOOKUP_LIMIT) query = query.where('r.participantId', 'in', [...ids]);
  const wanted = new Set(ids);
  for (const row of await query.execute()) {
    if (!wanted.has(row.participantId)) continue;
    result.set(row.participantId, {
      participantId: row.participantId,
      participantName: row.teamName ?? row.displayName ?? row.participantName,
      participantLogo: row.logo ?? row.image ?? null,
      participantExternalId: row.teamExternalId ?? row.userExternalId ?? '',
      participantType: row.participantType,
    });
  }
  return result;
}

/** The user's id with each team they belong to, one row per team (`teamId` null for none); no row for an unknown user. */
export const teamsOfExternalUser = prepared(
  (db: Executor, tenantId: string, externalUserId: string) =>
    db
      .selectFrom('users as u')
      .leftJoin('team_members as m', (j) =>
        j.onRef('m.userId', '=', 'u.id').onRef('m.tenantId', '=', 'u.tenantId'),
      )
      .select(['u.id as userId', 'm.teamId'])
      .where('u.tenantId', '=', tenantId)
      .where('u.externalId', '=', externalUserId),
);
