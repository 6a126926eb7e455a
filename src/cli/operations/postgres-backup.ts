import { existsSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { ExplainedError } from '../../errors.js';
import type { BackupManifest } from './manifest.js';
import {
  connectPostgres,
  currentSchema,
  postgresMigrations,
  postgresRowCounts,
  postgresStoredSecrets,
  postgresTables,
} from './postgres-catalog.js';
import { runPostgresTool } from './postgres-tools.js';
import { secretKeysOfBackup } from './secret-keys.js';
import { heldData, refusal, type RestoredDatabase } from './sqlite-backup.js';

/**
 * `pg_dump --format=custom` of the installation's schema. The manifest's counts are read in the
 * snapshot pg_dump dumps (an exported snapshot), so they are the backup's, whatever the server
 * writes meanwhile.
 */
export async function backupPostgres(
  config: Config,
  schema: string | undefined,
  file: string,
): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const client = await connectPostgres(config.databaseUrl, schema);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const dumped = await currentSchema(client);
    const tables = await postgresRowCounts(client, await postgresTables(client));
    const migrations = await postgresMigrations(client);
    const webhookSecrets = secretKeysOfBackup(config, await postgresStoredSecrets(client));
    await runPostgresTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]!.id}`, `--schema=${dumped}`, `--file=${partial}`],
      config.databaseUrl,
    );
    await client.query('commit');
    renameSync(partial, file);
    return {
      format: 'tourney-backup',
      formatVersion: 1,
      engine: 'postgres',
      createdAt: new Date().toISOString(),
      file: basename(file),
      bytes: statSync(file).size,
      migrations,
      tables,
      webhookSecrets,
    };
  } finally {
    rmSync(partial, { force: true });
    await client.end();
  }
}

// `4; 2615 2200 SCHEMA - public owner` in `pg_restore --list`.
const SCHEMA_ENTRY = /^\d+; \d+ \d+ SCHEMA - (\S+) /m;

/**
 * The dump's table of contents for `--use-list`, without the schema's own entries when the
 * target has that schema already (every database has `public`): creating it again would fail.
 */
async function restoreList(client: pg.Client, file: string) {
  const contents = await runPostgresTool('pg_restore', ['--list', file]);
  const schema = SCHEMA_ENTRY.exec(contents)?.[1];
  const { rows } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
  const ownEntry = (line: string) =>
    line.includes(` SCHEMA - ${schema} `) || line.includes(` COMMENT - SCHEMA ${schema} `);
  const kept = contents.split('\n').filter((line) => rows.length === 0 || !ownEntry(line));
  const path = join(mkdtempSync(join(tmpdir(), 'tourney-restore-')), 'contents.list');
  writeFileSync(path, kept.join('\n'));
  return { path, remove: () => rmSync(dirname(path), { recursive: true, force: true }) };
}

/**
 * `pg_restore` of a `tourney backup` file into the configured database, in one transaction,
 * refusing a schema that holds data unless `force`; objects the dump holds are dropped first
 * when the schema has them (a migrated, empty installation).
 */
export async function restorePostgres(
  config: Config,
  schema: string | undefined,
  file: string,
  force: boolean,
): Promise<RestoredDatabase> {
  if (!existsSync(file)) throw new ExplainedError(`No backup file at ${file}.`);
  const client = await connectPostgres(config.databaseUrl, schema);
  try {
    const tables = await postgresTables(client).catch(() => []);
    const held = heldData(await postgresRowCounts(client, tables));
    if (held.length > 0 && !force)
      throw refusal(`schema ${await currentSchema(client)} of DATABASE_URL`, held);
    const clean = tables.length > 0 ? ['--clean', '--if-exists'] : [];
    const list = await restoreList(client, file);
    try {
      await runPostgresTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'].concat(clean, [
          `--use-list=${list.path}`,
          file,
        ]),
        config.databaseUrl,
      );
    } finally {
      list.remove();
    }
    const restored = await postgresTables(client);
    return {
      tables: await postgresRowCounts(client, restored),
      storedSecrets: await postgresStoredSecrets(client),
    };
  } finally {
    await client.end();
  }
}
