import type { Insertable, Updateable } from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { lockRows } from '../../db/dialect.js';
import type { TeamMemberTable, TeamTable } from './team.table.js';

export const findTeam = (db: Executor, tenantId: string, teamId: string) =>
  db
    .selectFrom('teams')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', teamId)
    .executeTakeFirst();

/**
 * Reads the team row for a change that depends on it (members, game, existence): on PostgreSQL
 * the row stays locked until the transaction ends, so concurrent joins and deletes queue up
 * behind it. `share` lets readers that only need the team to stay as it is (registrations) run
 * side by side while still waiting for a delete or a join.
 */
export const lockTeam = (
  trx: Executor,
  engine: Engine,
  tenantId: string,
  teamId: string,
  mode: 'update' | 'share' = 'update',
) =>
  trx
    .selectFrom('teams')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', teamId)
    .$call(lockRows(engine, mode))
    .executeTakeFirst();

/** Holds those of `ids` that are teams of the tenant, so none can be deleted before the transaction ends. */
export async function shareLockTeams(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  ids: string[],
) {
  // Guard against running an invalid query when the ids list is empty.
  if (ids.length === 0) return;
  await trx
    .selectFrom('teams')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .orderBy('id')
    .$call(lockRows(engine, 'share'))
    .execute();
}

export const findTeamByExternalId = (db: Executor, tenantId: string, externalId: string) =>
  db
    .selectFrom('teams')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('externalId', '=', externalId)
    .executeTakeFirst();

export async function insertTeam(db: Executor, row: Insertable<TeamTable>) {
  await db.insertInto('teams').values(row).execute();
}

export async function updateTeam(
  db: Executor,
  tenantId: string,
  teamId: string,
  changes: Updateable<TeamTable>,
) {
  await db
    .updateTable('teams')
    .set(changes)
    .where('tenantId', '=', tenantId)
    .where('id', '=', teamId)
    .execute();
}

/** Deletes the team; its members and invites go with it (foreign keys cascade). */
export async function deleteTeam(db: Executor, tenantId: string, teamId: string) {
  await db.deleteFrom('teams').where('tenantId', '=', tenantId).where('id', '=', teamId).execute();
}

/** The team with its owner's name and its game, in one query. */
export const findTeamView = (db: Executor, tenantId: string, teamId: string) =>
  db
    .selectFrom('teams as t')
    .innerJoin('users as o', 'o.id', 't.ownerId')
    .innerJoin('games as g', 'g.id', 't.gameId')
    .select([
      't.id as teamId',
      't.name',
      't.description',
      't.teamSize',
      't.ownerId',
      'o.displayName as ownerName',
      't.logo',
      't.coverImage',
      't.gameId',
      'g.name as gameName',
      'g.image as gameImage',
    ])
    .where('t.tenantId', '=', tenantId)
    .where('t.id', '=', teamId)
    .executeTakeFirst();

/** The members with their user and in-game id for the team's game, in one query: owner first, then by joining time. */
export const listMembers = (db: Executor, tenantId: string, teamId: string) =>
  db
    .selectFrom('team_members as m')
    .innerJoin('teams as t', 't.id', 'm.teamId')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('user_game_ids as ug', (join) =>
      join
        .onRef('ug.userId', '=', 'm.userId')
        .onRef('ug.gameId', '=', 't.gameId')
        .onRef('ug.tenantId', '=', 'm.tenantId'),
    )
    .select([
      'm.userId',
      'u.externalId',
      'u.username',
      'm.role',
      'm.joinedAt',
      'u.image as profileImage',
      't.gameId',
      'ug.userGameId',
    ])
    .where('m.tenantId', '=', tenantId)
    .where('m.teamId', '=', teamId)
    .orderBy('m.role')
    .orderBy('m.joinedAt')
    .orderBy('m.userId')
    .execute();

export const findMember = (db: Executor, tenantId: string, teamId: string, userId: string) =>
  db
    .selectFrom('team_members')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .executeTakeFirst();

export async function countMembers(
  db: Executor,
  tenantId: string,
  teamId: string,
): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenantId', '=', tenantId)
    .where('teamId', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many members have no in-game id for `gameId`. */
export async function countMembersWithoutGameId(
  db: Executor,
  tenantId: string,
  teamId: string,
  gameId: string,
) {
  const row = await db
    .selectFrom('team_members as m')
    .leftJoin('user_game_ids as ug', (join) =>
      join
        .onRef('ug.userId', '=', 'm.userId')
        .onRef('ug.tenantId', '=', 'm.tenantId')
        .on('ug.gameId', '=', gameId),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('m.tenantId', '=', tenantId)
    .where('m.teamId', '=', teamId)
    .where('ug.id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertMember(db: Executor, row: Insertable<TeamMemberTable>) {
  await db.insertInto('team_members').values(row).execute();
}

export async function deleteMember(db: Executor, tenantId: string, teamId: string, userId: string) {
  await db
    .deleteFrom('team_members')
    .where('tenantId', '=', tenantId)
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .execute();
}
