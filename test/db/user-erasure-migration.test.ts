import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/dialect.js';
import { migrateThrough, migrateToBefore } from '../helpers/partial-migrations.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';

const MIGRATION = '0035-user-erasure';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(migrateToBefore(MIGRATION));
});
afterAll(() => database.drop());

const triggersOn = async (table: string) =>
  database.engine === 'sqlite'
    ? (
        await sql<{ name: string }>`select name from sqlite_master
          where type = 'trigger' and tbl_name = ${table} order by name`.execute(database.db)
      ).rows.map((r) => r.name)
    : (
        await sql<{ name: string }>`select distinct trigger_name as name
          from information_schema.triggers where event_object_schema = ${database.schema}
          and event_object_table = ${table} order by trigger_name`.execute(database.db)
      ).rows.map((r) => r.name);

const versionOf = async (key: string) =>
  Number(
    (
      await database.db
        .selectFrom('read_versions')
        .select('version')
        .where('key', '=', key)
        .executeTakeFirst()
    )?.version ?? 0,
  );

describe(`migration ${MIGRATION}`, () => {
  it('keeps every user and what refers to them, and lets an erased user have no external id', async () => {
    const db = database.db;
    const tenantId = randomUUID();
    await db
      .insertInto('tenants')
      .values({ id: tenantId, name: 'Acme', createdAt: new Date().toISOString() })
      .execute();
    const tournament = await newTournament(db, tenantId);
    const team = await newTeam(db, tenantId, tournament.gameId, 3);
    await registerTeam(db, tenantId, tournament.id, team);
    const usersBefore = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const membersBefore = await db
      .selectFrom('team_members')
      .selectAll()
      .orderBy('userId')
      .execute();
    const triggersBefore = await triggersOn('users');
    expect(triggersBefore.length).toBeGreaterThan(0);

    await migrateThrough(MIGRATION)(db, database.engine, database.schema);

    // Another statement than the one before: SQLite keeps the columns of a prepared `select *`.
    const usersAfter = await db
      .selectFrom('users')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .orderBy('id')
      .execute();
    expect(usersAfter).toEqual(usersBefore.map((u) => ({ ...u, erasedAt: null, erasedKey: null })));
    expect(await db.selectFrom('team_members').selectAll().orderBy('userId').execute()).toEqual(
      membersBefore,
    );
    expect(await triggersOn('users')).toEqual(triggersBefore);
    if (database.engine === 'sqlite') {
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([
        { foreign_keys: 1 },
      ]);
    }

    // The read-version triggers still fire: on the users table and on the tables naming it.
    const member = team.users[1]!;
    const teamKey = `${tenantId}:team:${team.teamId}`;
    const before = await versionOf(teamKey);
    await db
      .updateTable('users')
      .set({ displayName: 'Renamed' })
      .where('id', '=', member.userId)
      .execute();
    expect(await versionOf(teamKey)).toBeGreaterThan(before);
    const afterRename = await versionOf(teamKey);
    await db.deleteFrom('team_members').where('userId', '=', member.userId).execute();
    expect(await versionOf(teamKey)).toBeGreaterThan(afterRename);

    // Two erased users hold no external id; a live one still has a unique one.
    for (const user of team.users.slice(1))
      await db
        .updateTable('users')
        .set({ externalId: null })
        .where('id', '=', user.userId)
        .execute();
    const owner = team.users[0]!;
    const clash = await db
      .insertInto('users')
      .values({
        ...usersBefore.find((u) => u.id === owner.userId)!,
        id: randomUUID(),
        username: 'x-1',
      })
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(clash)).toBe(true);
  });
});
