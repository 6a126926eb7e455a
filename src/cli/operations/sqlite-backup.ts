import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Config } from '../../config.js';
import { ExplainedError } from '../../errors.js';
import type { BackupManifest } from './manifest.js';
import { secretKeysOfBackup } from './secret-keys.js';
import {
  openSqliteFile,
  sqliteMigrations,
  sqliteProblems,
  sqliteRowCounts,
  sqliteStoredSecrets,
  sqlitePath,
  type RowCounts,
} from './sqlite-file.js';

/**
 * Pages per step of SQLite's backup API: all of them. The one step reads inside one read
 * transaction, a snapshot the server's writes go on around (WAL); in small steps, each commit of
 * another connection would start the copy over, and a steady write load would never let it end.
 */
const ALL_PAGES = 0x7fffffff;

async function copyDatabase(source: SqliteDatabase.Database, destination: string) {
  await source.backup(destination, { progress: () => ALL_PAGES });
}

/**
 * Copies the configured SQLite database to `file` while the server may be running and writing,
 * checks the copy and returns its manifest. The copy is written beside `file` first, so an
 * interrupted backup never leaves a partial file under the backup's name.
 */
export async function backupSqlite(config: Config, file: string): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const source = openSqliteFile(sqlitePath(config.databaseUrl));
  try {
    await copyDatabase(source, partial);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(partial);
  let manifest: BackupManifest;
  try {
    // One self-contained file: no -wal or -shm beside it to forget.
    copy.pragma('journal_mode = DELETE');
    const problems = sqliteProblems(copy);
    if (problems.length > 0)
      throw new ExplainedError(['The copy failed its integrity check:', ...problems].join('\n'));
    const webhookSecrets = secretKeysOfBackup(config, sqliteStoredSecrets(copy));
    manifest = {
      format: 'tourney-backup',
      formatVersion: 1,
      engine: 'sqlite',
      createdAt: new Date().toISOString(),
      file: basename(file),
      bytes: 0,
      migrations: sqliteMigrations(copy),
      tables: sqliteRowCounts(copy),
      webhookSecrets,
    };
  } finally {
    copy.close();
  }
  renameSync(partial, file);
  return { ...manifest, bytes: statSync(file).size };
}

export interface RestoredDatabase {
  tables: RowCounts;
  storedSecrets: string[];
}

/** Non-empty tables, as `table (n rows)`: what a restore would replace. */
export function heldData(counts: RowCounts): string[] {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} (${n} rows)`);
}

/** Refuses a backup file that is no sound Tourney database, before anything is replaced. */
function checkBackupFile(backup: SqliteDatabase.Database, file: string) {
  if (sqliteMigrations(backup).length === 0)
    throw new ExplainedError(`${file} is not a Tourney database (it has no migrations).`);
  const problems = sqliteProblems(backup);
  if (problems.length > 0)
    throw new ExplainedError([`${file} failed its integrity check:`, ...problems].join('\n'));
}

/**
 * Replaces the configured SQLite database with the backup `file` (through SQLite's backup API,
 * so a WAL beside the target is handled), refusing one that holds data unless `force`.
 */
export async function restoreSqlite(
  config: Config,
  file: string,
  force: boolean,
): Promise<RestoredDatabase> {
  const target = sqlitePath(config.databaseUrl);
  const backup = openSqliteFile(file, { readonly: true });
  try {
    checkBackupFile(backup, file);
    if (existsSync(target)) {
      const current = openSqliteFile(target, { readonly: true });
      const held = heldData(sqliteRowCounts(current));
      current.close();
      if (held.length > 0 && !force) throw refusal(target, held);
    }
    mkdirSync(dirname(target), { recursive: true });
    await copyDatabase(backup, target);
  } finally {
    backup.close();
  }
  const restored = openSqliteFile(target);
  try {
    restored.pragma('journal_mode = WAL');
    const problems = sqliteProblems(restored);
    if (problems.length > 0)
      throw new ExplainedError(['The restored database failed its check:', ...problems].join('\n'));
    return { tables: sqliteRowCounts(restored), storedSecrets: sqliteStoredSecrets(restored) };
  } finally {
    restored.close();
  }
}

export function refusal(target: string, held: string[]) {
  const shown = held.slice(0, 3).join(', ') + (held.length > 3 ? ', …' : '');
  return new ExplainedError(
    `The database ${target} holds data (${shown}); a restore replaces all of it. Stop the server, then run again with --force.`,
  );
}
