import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import {
  prepared,
  preparedInsert,
  preparedShapes,
  rowShape,
  shapedRow,
  type Argument,
} from '../../db/prepared.js';
import type { UserGameIdTable, UserTable } from './user.table.js';

const userByExternalId = prepared((db: Executor, tenantId: string, externalId: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('externalId', '=', externalId),
);

export const findUserByExternalId = async (db: Executor, tenantId: string, externalId: string) =>
  (await userByExternalId(db, tenantId, externalId))[0];

/** The user's in-game id for `gameId`, if one is mapped. */
export const findUserGameId = (db: Executor, tenantId: string, userId: string, gameId: string) =>
  db
    .selectFrom('user_game_ids')
    .select(['id', 'userGameId'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('gameId', '=', gameId)
    .executeTakeFirst();

/** Which of `usernames` are already held in the tenant. */
export async function takenUsernames(db: Executor, tenantId: string, usernames: string[]) {
  // Guard against running an invalid query when the list is empty.
  if (usernames.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where('tenantId', '=', tenantId)
    .where('username', 'in', usernames)
    .execute();
  return new Set(rows.map((r) => r.username));
}

/** The id of the user holding `username` in the tenant, if any. */
export const findUserIdByUsername = (db: Executor, tenantId: string, username: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('username', '=', username)
    .executeTakeFirst();

export const insertUser = preparedInsert('users');

/**
 * Inserts `row`, or, when the tenant already has a user with its externalId, applies `changes`
 * to that user instead: one statement either way. Another unique clash (the username) throws.
 * A user that already holds every changed value is left untouched (no new `updatedAt`, and
 * the answers built from it stay cached): then nothing is returned.
 */
export async function upsertUser(db: Executor, row: UserTable, changes: Updateable<UserTable>) {
  const inserted = rowShape(row);
  const changed = rowShape(changes);
  const [first] = await preparedUpsert(
    `${inserted.columns} ${changed.columns}`,
    db,
    ...inserted.values,
    ...changed.values,
  );
  return first;
}

// Built once per set of columns given and changed.
const preparedUpsert = preparedShapes((shape: string) => {
  const [insertedColumns = '', changedColumns = ''] = shape.split(' ');
  const inserted = insertedColumns.split(',').length;
  return (db: Executor, ...values: Argument[]) =>
    db
      .insertInto('users')
      .values(shapedRow(insertedColumns, values.slice(0, inserted)))
      .onConflict((oc) =>
        oc
          .columns(['tenantId', 'externalId'])
          .doUpdateSet(shapedRow(changedColumns, values.slice(inserted)))
          .where((eb) =>
            eb.or(
              changedColumns
                .split(',')
                .filter((column) => column !== 'updatedAt')
                .map((column) =>
                  eb(
                    eb.ref(`users.${column}` as 'users.id'),
                    'is distinct from',
                    eb.ref(`excluded.${column}` as 'excluded.id'),
                  ),
                ),
            ),
          ),
      )
      .returning(['id', 'externalId', 'username']);
});

/** Never an erased user: an update read before an erasure and written after it changes nothing. */
export async function updateUser(
  db: Executor,
  tenantId: string,
  userId: string,
  patch: Updateable<UserTable>,
) {
  await db
    .updateTable('users')
    .set(patch)
    .where('tenantId', '=', tenantId)
    .where('id', '=', userId)
    .where('erasedAt', 'is', null)
    .execute();
}

/** The user holding `userGameId` for `gameId` in the tenant, if any. */
export const findUserGameIdHolder = (
  db: Executor,
  tenantId: string,
  gameId: string,
  userGameId: string,
) =>
  db
    .selectFrom('user_game_ids')
    .select(['id', 'userId'])
    .where('tenantId', '=', tenantId)
    .where('gameId', '=', gameId)
    .where('userGameId', '=', userGameId)
    .executeTakeFirst();

export async function insertUserGameId(db: Executor, row: UserGameIdTable) {
  await db.insertInto('user_game_ids').values(row).execute();
}

export async function updateUserGameId(
  db: Executor,
  tenantId: string,
  id: string,
  userGameId: string,
  updatedAt: string,
) {
  await db
    .updateTable('user_game_ids')
    .set({ userGameId, updatedAt })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Every mapping of the user, by game name, with the game's name and images. */
export const listMappings = (db: Executor, tenantId: string, userId: string) =>
  db
    .selectFrom('user_game_ids as m')
    .innerJoin('games as g', 'g.id', 'm.gameId')
    .select([
      'm.gameId',
      'g.name as gameName',
      'g.image as gameImage',
      'g.coverImage',
      'm.userGameId',
    ])
    .where('m.tenantId', '=', tenantId)
    .where('m.userId', '=', userId)
    .orderBy('g.name')
    .orderBy('m.gameId')
    .execute();

/** A query for the teams of `gameId` that the user owns or is a member of. */
const teamsOfGameWith = (db: Executor, tenantId: string, userId: string, gameId: string) =>
  db
    .selectFrom('teams as t')
    .select('t.id')
    .where('t.tenantId', '=', tenantId)
    .where('t.gameId', '=', gameId)
    .where((eb) =>
      eb.or([
        eb('t.ownerId', '=', userId),
        eb.exists(
          eb
            .selectFrom('team_members as tm')
            .select('tm.teamId')
            .whereRef('tm.teamId', '=', 't.id')
            .where('tm.userId', '=', userId),
        ),
      ]),
    );

/**
 * Deletes the user's mapping for `gameId` unless the user is in a team of that game, in one
 * statement so a concurrent check cannot slip between the test and the delete. Returns whether
 * a row was deleted.
 */
export async function deleteUnusedMapping(
  db: Executor,
  tenantId: string,
  userId: string,
  gameId: string,
) {
  const result = await db
    .deleteFrom('user_game_ids')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('gameId', '=', gameId)
    .where((eb) => eb.not(eb.exists(teamsOfGameWith(db, tenantId, userId, gameId))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
