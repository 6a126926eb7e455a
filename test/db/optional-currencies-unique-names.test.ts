import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { newCurrency, newGame } from '../helpers/factories.js';
import { migrateThrough, migrateToBefore } from '../helpers/partial-migrations.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';

const MIGRATION = '0010-optional-currencies-unique-names';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(migrateToBefore(MIGRATION));
});
afterAll(() => database.drop());

const at = (second: number) => `2026-01-01T00:00:0${second}.000Z`;

const indexesOf = async (table: string) =>
  database.engine === 'sqlite'
    ? (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} order by name`.execute(
          database.db,
        )
      ).rows.map((r) => r.name)
    : (
        await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where schemaname = ${database.schema} and tablename = ${table} order by indexname`.execute(
          database.db,
        )
      ).rows.map((r) => r.name);

describe(`migration ${MIGRATION}`, () => {
  it('keeps every tournament and its dependants, and makes the currencies optional', async () => {
    const db = database.db;
    const tenantId = randomUUID();
    await db
      .insertInto('tenants')
      .values({ id: tenantId, name: 'Acme', createdAt: at(1) })
      .execute();
    const tournament = await newTournament(db, tenantId);
    const team = await newTeam(db, tenantId, tournament.gameId);
    const registrationId = await registerTeam(db, tenantId, tournament.id, team);
    const indexesBefore = await indexesOf('tournaments');
    expect(indexesBefore.length).toBeGreaterThan(4);

    // Up to the migration under test only: later ones may change the indexes on purpose.
    await migrateThrough(MIGRATION)(db, database.engine, database.schema);

    const after = await db.selectFrom('tournaments').selectAll().execute();
    // The columns of later migrations are not there yet.
    const { checkInWindowMinutes, waitlistEnabled, ...written } = tournament;
    expect([checkInWindowMinutes, waitlistEnabled]).toEqual([null, 0]);
    expect(after).toEqual([written]);
    const registrations = await db.selectFrom('tournament_registrations').select('id').execute();
    expect(registrations).toEqual([{ id: registrationId }]);
    expect(await indexesOf('tournaments')).toEqual(indexesBefore);

    await db
      .updateTable('tournaments')
      .set({ entryFeeCurrencyId: null, prizePoolCurrencyId: null })
      .execute();
    // Foreign keys still hold both ways: to the currency, and from the registrations.
    await expect(
      db.updateTable('tournaments').set({ entryFeeCurrencyId: randomUUID() }).execute(),
    ).rejects.toThrow(/foreign key/i);
    await expect(
      registerTeam(db, tenantId, randomUUID(), await newTeam(db, tenantId, tournament.gameId)),
    ).rejects.toThrow(/foreign key/i);
  });
});

describe(`migration ${MIGRATION} on names created before they had to be unique`, () => {
  let fresh: TestDatabase;
  afterAll(() => fresh?.drop());

  it('renames later duplicates of a game or tenant name, then refuses new ones', async () => {
    fresh = await createTestDatabase(migrateToBefore(MIGRATION));
    const db = fresh.db;
    const games = [];
    for (const name of ['Arena', 'arena', 'Arena (2)', 'Other'])
      games.push((await newGame(db, { name })).gameId);
    for (const [i, id] of games.entries())
      await db
        .updateTable('games')
        .set({ createdAt: at(i) })
        .where('id', '=', id)
        .execute();
    for (const [i, name] of ['Acme', 'ACME'].entries())
      await db
        .insertInto('tenants')
        .values({ id: randomUUID(), name, createdAt: at(i) })
        .execute();
    await newCurrency(db);

    await migrateToLatest(db, fresh.engine, fresh.schema);

    const names = await db.selectFrom('games').select(['id', 'name']).execute();
    expect(Object.fromEntries(names.map((g) => [g.id, g.name]))).toEqual({
      [games[0]!]: 'Arena',
      [games[1]!]: 'arena (3)',
      [games[2]!]: 'Arena (2)',
      [games[3]!]: 'Other',
    });
    const tenants = await db.selectFrom('tenants').select('name').orderBy('createdAt').execute();
    expect(tenants.map((t) => t.name)).toEqual(['Acme', 'ACME (2)']);
    await expect(newGame(db, { name: 'OTHER' })).rejects.toThrow(/unique|duplicate/i);
  });
});
