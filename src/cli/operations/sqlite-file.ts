import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { ExplainedError } from '../../errors.js';

export type RowCounts = Record<string, number>;

/** Tables of the migrator's bookkeeping and SQLite's own: not the installation's data. */
export const isBookkeeping = (table: string) =>
  table.startsWith('kysely_') || table.startsWith('sqlite_');

/** The SQLite file of a `sqlite:<file>` URL; refuses the in-memory database, which has no file. */
export function sqlitePath(databaseUrl: string): string {
  const path = databaseUrl.slice('sqlite:'.length);
  if (path === ':memory:')
    throw new ExplainedError(
      'DATABASE_URL is sqlite::memory:, which has no file to back up, restore or copy.',
    );
  return path;
}

/** Opens an existing SQLite file apart from the server's connection (which may be running). */
export function openSqliteFile(path: string, { readonly = false } = {}): SqliteDatabase.Database {
  if (!existsSync(path)) throw new ExplainedError(`No SQLite database at ${path}.`);
  const sqlite = new SqliteDatabase(path, { readonly, fileMustExist: true });
  // The server holds the write lock for a moment at a time.
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** The installation's tables (every table but the bookkeeping), by name. */
export function sqliteTables(sqlite: SqliteDatabase.Database): string[] {
  const names = sqlite
    .prepare("select name from sqlite_schema where type = 'table' order by name")
    .pluck()
    .all() as string[];
  return names.filter((name) => !isBookkeeping(name));
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function sqliteRowCounts(sqlite: SqliteDatabase.Database): RowCounts {
  return Object.fromEntries(
    sqliteTables(sqlite).map((table) => [
      table,
      sqlite
        .prepare(`select count(*) from ${quoted(table)}`)
        .pluck()
        .get() as number,
    ]),
  );
}

/** The migrations applied to the file, in order (none when it was never migrated). */
export function sqliteMigrations(sqlite: SqliteDatabase.Database): string[] {
  const present = sqlite
    .prepare("select 1 from sqlite_schema where type = 'table' and name = 'kysely_migration'")
    .get();
  if (!present) return [];
  return sqlite
    .prepare('select name from kysely_migration order by name')
    .pluck()
    .all() as string[];
}

/** Problems `integrity_check` and `foreign_key_check` find; empty when the file is sound. */
export function sqliteProblems(sqlite: SqliteDatabase.Database): string[] {
  const integrity = sqlite.prepare('pragma integrity_check').pluck().all() as string[];
  const problems = integrity.filter((line) => line !== 'ok');
  const orphans = sqlite.prepare('pragma foreign_key_check').all() as {
    table: string;
    parent: string;
  }[];
  for (const { table, parent } of orphans.slice(0, 10))
    problems.push(`a row of ${table} refers to a missing row of ${parent}`);
  return problems;
}

/** The stored webhook signing secrets (`v1:<keyId>:…`), to tell which keys a restore needs. */
export function sqliteStoredSecrets(sqlite: SqliteDatabase.Database): string[] {
  return sqlite
    .prepare('select "secretKey" from webhook_configs where "secretKey" is not null')
    .pluck()
    .all() as string[];
}
