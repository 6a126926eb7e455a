import type { Updateable } from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { type LockMode, lockRows } from '../../db/dialect.js';
import { prepared, preparedInsert, preparedShapes } from '../../db/prepared.js';
import type { TeamTable } from './team.table.js';

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
 * side by side while still waiting for a delete or a join; `noKeyUpdate` is a join's, whose member
 * row goes in before the lock.
 */
export const lockTeam = async (
  trx: Executor,
  engine: Engine,
  tenantId: string,
  teamId: string,
  mode: LockMode = 'update',
) => (await preparedLockTeam(`${engine} ${mode}`, trx, tenantId, teamId))[0];

const preparedLockTeam = preparedShapes(
  (shape: `${Engine} ${LockMode}`) => (trx: Executor, tenantId: string, teamId: string) => {
    const [engine, mode] = shape.split(' ') as [Engine, LockMode];
    return trx
      .selectFrom('teams')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('id', '=', teamId)
      .$call(lockRows(engine, mode));
  },
);

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

/**
 * The user who is to own a new team of `gameId`, with the game and the user's in-game id for
 * it, in one query: `gameId` is null for an unknown game, `userGameId` when none is linked.
 */
export const findOwnerWithGame = async (
  db: Executor,
  tenantId: string,
  externalUserId: string,
  gameId: string,
) => (await preparedOwnerWithGame(db, tenantId, externalUserId, gameId))[0];

// Every team creation asks it: built once rather than per request.
const preparedOwnerWithGame = prepared(
  (db: Executor, tenantId: string, externalUserId: string, gameId: string) =>
    db
      .selectFrom('users as u')
      .leftJoin('games as g', (j) => j.on('g.id', '=', gameId))
      .leftJoin('user_game_ids as ug', (j) =>
        j
          .onRef('ug.userId', '=', 'u.id')
          .onRef('ug.tenantId', '=', 'u.tenantId')
          .on('ug.gameId', '=', gameId),
      )
      .select([
        'u.id',
        'u.externalId',
        'u.username',
        'u.displayName',
        'u.image',
        'g.id as gameId',
        'g.name as gameName',
        'g.image as gameImage',
        'ug.userGameId',
      ])
      .where('u.tenantId', '=', tenantId)
      .where('u.externalId', '=', externalUserId),
);

export const insertTeam = preparedInsert('teams');

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

/**
 * The team with its owner's name and game, and its members with their user and in-game id
 * for the team's game, in one query: one row per member (owner first, then by joining time),
 * no row for an unknown team.
 */
const teamWithMembers = (db: Executor, tenantId: string, teamId: string) =>
  db
    .selectFrom('teams as t')
    .innerJoin('users as o', 'o.id', 't.ownerId')
    .innerJoin('games as g', 'g.id', 't.gameId')
    .leftJoin('team_members as m', (j) =>
      j.onRef('m.teamId', '=', 't.id').onRef('m.tenantId', '=', 't.tenantId'),
    )
    .leftJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('user_game_ids as ug', (join) =>
      join
        .onRef('ug.userId', '=', 'm.userId')
        .onRef('ug.gameId', '=', 't.gameId')
        .onRef('ug.tenantId', '=', 'm.tenantId'),
    )
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
      'm.userId as memberId',
      'u.externalId as memberExternalId',
      'u.username as memberUsername',
      'm.role as memberRole',
      'm.joinedAt as memberJoinedAt',
      'u.image as memberImage',
      'ug.userGameId as memberUserGameId',
    ])
    .where('t.tenantId', '=', tenantId)
    .where('t.id', '=', teamId)
    .orderBy('m.role')
    .orderBy('m.joinedAt')
    .orderBy('m.userId');

export const findTeamWithMembers = prepared(teamWithMembers);

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

export const insertMember = preparedInsert('team_members');

export async function deleteMember(db: Executor, tenantId: string, teamId: string, userId: string) {
  await db
    .deleteFrom('team_members')
    .where('tenantId', '=', tenantId)
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .execute();
}

export async function setMemberRole(
  db: Executor,
  tenantId: string,
  teamId: string,
  userId: string,
  role: number,
) {
  await db
    .updateTable('team_members')
    .set({ role })
    .where('tenantId', '=', tenantId)
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .execute();
}
