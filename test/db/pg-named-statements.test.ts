import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import type { Executor } from '../../src/db/database.js';
import { prepared } from '../../src/db/prepared.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

/**
 * On PostgreSQL the statements built once go by name, so the server keeps their plans; a name
 * a connection can no longer run (its result changed under it) gives way to an unnamed send.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let database: TestDatabase;
  const handles: DbHandle[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((h) => h.db.destroy()));
  });
  afterAll(() => database.drop());

  /** One connection, so the statements it prepared can be read back on it. */
  const oneConnection = (namedStatements?: boolean) => {
    const handle = createDb(database.url, {
      schema: database.schema!,
      poolSize: 1,
      ...(namedStatements === undefined ? {} : { namedStatements }),
    });
    handles.push(handle);
    return handle.db;
  };

  const preparedOnConnection = async (db: Executor) =>
    (
      await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements order by prepare_time`.execute(db)
    ).rows.map((r) => r.statement);

  const gamesNamed = prepared((db: Executor, name: string) =>
    db.selectFrom('games').selectAll().where('name', '=', name),
  );

  it('sends a built-once statement by name, and a statement built per call without one', async () => {
    const db = oneConnection();
    expect(await gamesNamed(db, 'Chess')).toEqual([]);
    await db.selectFrom('games').select('id').where('name', '=', 'Go').execute();
    const statements = await preparedOnConnection(db);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('from "games" where "name" = $1');
  });

  it('plans a named statement once, whatever its arguments', async () => {
    const db = oneConnection();
    for (const name of ['Chess', 'Go', 'Chess', 'Shogi', 'Go', 'Xiangqi', 'Chess'])
      await gamesNamed(db, name);
    const [plans] = (
      await sql<{
        generic: number;
        custom: number;
      }>`select generic_plans as generic, custom_plans as custom from pg_prepared_statements`.execute(
        db,
      )
    ).rows;
    expect(plans).toEqual({ generic: 7, custom: 0 });
  });

  it('sends every statement unnamed when turned off', async () => {
    const db = oneConnection(false);
    await gamesNamed(db, 'Chess');
    expect(await preparedOnConnection(db)).toEqual([]);
  });

  it("answers when a named statement's columns changed under it, and sends it unnamed from then on", async () => {
    const read = prepared((db: Executor) => db.selectFrom('currencies').selectAll());
    const [outside, inside] = [oneConnection(), oneConnection()];
    await read(outside);
    await read(inside);
    // Another process migrates: the statement's `*` now has one more column.
    await sql`alter table currencies add column "addedLater" integer default 7`.execute(
      database.db,
    );
    await sql`insert into currencies (id, code, name, symbol, "createdAt")
      values (gen_random_uuid(), 'GEM', 'Gems', 'G', now()::text)`.execute(database.db);
    const gems = [expect.objectContaining({ name: 'Gems', addedLater: 7 })];

    expect(await read(outside)).toEqual(gems);
    // Inside a transaction the failure ends it: the caller gets PostgreSQL's error, once.
    await expect(inside.transaction().execute((trx) => read(trx))).rejects.toMatchObject({
      code: '0A000',
    });
    expect(await inside.transaction().execute((trx) => read(trx))).toEqual(gems);
  });
});
