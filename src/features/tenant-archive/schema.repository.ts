import { sql } from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';

export interface SchemaTable {
  name: string;
  /** Every column, in the table's order. */
  columns: string[];
  primaryKey: string[];
  /** The tables its foreign keys refer to. */
  references: Set<string>;
  /** Its columns with a foreign key, and the table each refers to. */
  foreignKeys: Map<string, string>;
}

// The migrator's bookkeeping and SQLite's own tables are not the installation's data.
const isBookkeeping = (table: string) => table.startsWith('kysely_') || table.startsWith('sqlite_');

interface ForeignKeyRow {
  table: string;
  column: string;
  referenced: string;
}

interface ColumnRow {
  table: string;
  column: string;
  isKey: number | boolean;
}

async function sqliteColumns(db: Executor) {
  const { rows: columns } = await sql<ColumnRow>`
    select m.name as "table", p.name as "column", p.pk as "isKey"
    from sqlite_schema m, pragma_table_info(m.name) p
    where m.type = 'table' order by m.name, p.cid`.execute(db);
  const { rows: keys } = await sql<ForeignKeyRow>`
    select m.name as "table", f."from" as "column", f."table" as referenced
    from sqlite_schema m, pragma_foreign_key_list(m.name) f
    where m.type = 'table'`.execute(db);
  return { columns, keys };
}

async function postgresColumns(db: Executor) {
  const { rows: columns } = await sql<ColumnRow>`
    select c.table_name as "table", c.column_name as "column",
      exists (select 1 from information_schema.table_constraints t
        join information_schema.key_column_usage k
          on k.constraint_name = t.constraint_name and k.table_schema = t.table_schema
        where t.table_schema = c.table_schema and t.table_name = c.table_name
          and t.constraint_type = 'PRIMARY KEY' and k.column_name = c.column_name) as "isKey"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const { rows: keys } = await sql<ForeignKeyRow>`
    select cl.relname as "table", a.attname as "column", ref.relname as referenced
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class ref on ref.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  return { columns, keys };
}

/**
 * The installation's tables as the migrations made them, read from the engine's catalogue so a
 * table added later is seen without editing a list.
 */
export async function readSchema(db: Executor, engine: Engine): Promise<Map<string, SchemaTable>> {
  const { columns, keys } =
    engine === 'sqlite' ? await sqliteColumns(db) : await postgresColumns(db);
  const tables = new Map<string, SchemaTable>();
  for (const { table, column, isKey } of columns) {
    if (isBookkeeping(table)) continue;
    let entry = tables.get(table);
    if (!entry) {
      entry = {
        name: table,
        columns: [],
        primaryKey: [],
        references: new Set(),
        foreignKeys: new Map(),
      };
      tables.set(table, entry);
    }
    entry.columns.push(column);
    if (isKey) entry.primaryKey.push(column);
  }
  for (const { table, column, referenced } of keys) {
    tables.get(table)?.references.add(referenced);
    tables.get(table)?.foreignKeys.set(column, referenced);
  }
  return tables;
}

export interface UniqueIndex {
  table: string;
  name: string;
  /** Its columns; null for an expression (such as `lower(name)`). */
  columns: (string | null)[];
}

/** Every unique index and constraint (primary keys included), read from the engine's catalogue. */
export async function readUniqueIndexes(db: Executor, engine: Engine): Promise<UniqueIndex[]> {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ table: string; name: string; column: string | null }>`
          select m.name as "table", l.name as name, i.name as "column"
          from sqlite_schema m, pragma_index_list(m.name) l, pragma_index_info(l.name) i
          where m.type = 'table' and l."unique" = 1 order by m.name, l.name, i.seqno`.execute(db)
      : await sql<{ table: string; name: string; column: string | null }>`
          select t.relname as "table", ic.relname as name, a.attname as "column"
          from pg_index x
          join pg_class t on t.oid = x.indrelid
          join pg_class ic on ic.oid = x.indexrelid
          cross join lateral unnest(x.indkey::int2[]) with ordinality as k(attnum, n)
          left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum and k.attnum > 0
          where x.indisunique and t.relnamespace = current_schema()::regnamespace
          order by t.relname, ic.relname, k.n`.execute(db);
  const byName = new Map<string, UniqueIndex>();
  for (const { table, name, column } of rows) {
    if (isBookkeeping(table)) continue;
    const key = `${table}\u0000${name}`;
    if (!byName.has(key)) byName.set(key, { table, name, columns: [] });
    byName.get(key)!.columns.push(column);
  }
  return [...byName.values()];
}

/** The name of the latest migration applied: an archive is read only by the same schema. */
export async function latestMigration(db: Executor): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? '';
}
