import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';

const CURRENCY_COLUMNS = ['entryFeeCurrencyId', 'prizePoolCurrencyId'];

/**
 * A free tournament needs no currency, so the tournament's two currency columns become
 * nullable; and game and tenant names become unique regardless of case, as currency codes are.
 */
export function optionalCurrenciesUniqueNames(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        for (const column of CURRENCY_COLUMNS)
          await db.schema
            .alterTable('tournaments')
            .alterColumn(column, (c) => c.dropNotNull())
            .execute();
      } else {
        await dropNotNullOnSqlite(db, 'tournaments', CURRENCY_COLUMNS);
      }
      for (const table of ['games', 'tenants']) {
        await renameDuplicates(db, table);
        await db.schema
          .createIndex(`${table}_name_unique`)
          .on(table)
          .unique()
          .expression(sql`lower(${sql.ref('name')})`)
          .execute();
      }
    },
    // The currency columns stay nullable: putting NOT NULL back would fail on free tournaments.
    async down(db: Kysely<unknown>) {
      for (const table of ['games', 'tenants'])
        await db.schema.dropIndex(`${table}_name_unique`).ifExists().execute();
    },
  };
}

/**
 * Names created before they had to be unique: the oldest keeps its name, later ones get
 * " (2)", " (3)", ... so that the unique index can be built without losing a row.
 */
async function renameDuplicates(db: Kysely<unknown>, table: string) {
  const { rows } = await sql<{ id: string; name: string }>`
    select id, name from ${sql.table(table)} order by ${sql.ref('createdAt')}, id`.execute(db);
  const taken = new Set(rows.map((r) => r.name.toLowerCase()));
  const kept = new Set<string>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    if (!kept.has(key)) {
      kept.add(key);
      continue;
    }
    let n = 2;
    while (taken.has(`${key} (${n})`)) n++;
    const name = `${row.name} (${n})`;
    taken.add(name.toLowerCase());
    kept.add(name.toLowerCase());
    await sql`update ${sql.table(table)} set name = ${name} where id = ${row.id}`.execute(db);
  }
}

/**
 * SQLite cannot drop a NOT NULL constraint in place: the table is rebuilt from its own stored
 * definition minus the constraints (https://www.sqlite.org/lang_altertable.html#otheralter),
 * so columns other migrations added survive. Foreign keys are off meanwhile, else dropping the
 * old table would cascade to the rows that reference it; and the rename is the legacy one,
 * which leaves other tables' triggers alone: theirs name the table, which the renamed one
 * becomes (the checking rename refuses a trigger naming a table that is, for a moment, gone).
 */
export async function dropNotNullOnSqlite(db: Kysely<unknown>, table: string, columns: string[]) {
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = rows.find((r) => r.type === 'table');
  if (!create) throw new Error(`table ${table} not found`);
  const rebuilt = `${table}_rebuilt`;
  let ddl = create.sql.replace(/^create table\s+"?\w+"?/i, `create table "${rebuilt}"`);
  for (const column of columns) {
    const constrained = new RegExp(`("${column}"\\s+\\w+)\\s+not null`, 'i');
    if (!constrained.test(ddl)) throw new Error(`column ${table}.${column}: NOT NULL not found`);
    ddl = ddl.replace(constrained, '$1');
  }
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(ddl).execute(trx);
      await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(trx);
      for (const other of rows.filter((r) => r.type !== 'table'))
        await sql.raw(other.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken after rebuilding ${table}`);
    });
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
