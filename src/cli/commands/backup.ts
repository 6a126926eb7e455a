import { existsSync } from 'node:fs';
import { engineOf } from '../../db/create-db.js';
import { ExplainedError } from '../../errors.js';
import type { Cli, OutputOptions } from '../context.js';
import {
  countDifferences,
  readManifest,
  totalRows,
  writeManifest,
  manifestPath,
} from '../operations/manifest.js';
import { backupPostgres, restorePostgres } from '../operations/postgres-backup.js';
import { describeSecretKeys, secretKeysReport } from '../operations/secret-keys.js';
import { backupSqlite, restoreSqlite } from '../operations/sqlite-backup.js';

export interface BackupOptions extends OutputOptions {
  force?: boolean;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** A consistent copy of the configured database while the server runs, and its manifest. */
export async function backup(cli: Cli, file: string, options: BackupOptions) {
  const config = cli.config();
  if (existsSync(file) && !options.force)
    throw new ExplainedError(`${file} exists: choose another name, or add --force to replace it.`);
  const started = performance.now();
  const manifest =
    engineOf(config.databaseUrl) === 'sqlite'
      ? await backupSqlite(config, file)
      : await backupPostgres(config, cli.schema, file);
  writeManifest(file, manifest);
  const took = seconds(started);
  const tables = Object.keys(manifest.tables).length;
  cli.report(options, { ...manifest, manifest: manifestPath(file), seconds: took }, [
    `Backed up ${totalRows(manifest.tables)} rows in ${tables} tables to ${file} (${manifest.bytes} bytes) in ${took} s; what it holds is listed in ${manifestPath(file)}.`,
    describeSecretKeys({ ...manifest.webhookSecrets, missingKeyIds: [] }, 'backup'),
  ]);
}

/**
 * Replaces the configured database with a backup, then applies the migrations the backup
 * predates. Refuses a database that holds data without --force.
 */
export async function restore(cli: Cli, file: string, options: BackupOptions) {
  const config = cli.config();
  const manifest = readManifest(file);
  const engine = engineOf(config.databaseUrl);
  if (manifest && manifest.engine !== engine)
    throw new ExplainedError(
      `${file} is a ${manifest.engine} backup and DATABASE_URL names a ${engine} database; to change engines see \`tourney copy\`.`,
    );
  const started = performance.now();
  const force = options.force ?? false;
  const restored =
    engine === 'sqlite'
      ? await restoreSqlite(config, file, force)
      : await restorePostgres(config, cli.schema, file, force);
  const differences = manifest ? countDifferences(manifest.tables, restored.tables) : [];
  if (differences.length > 0)
    throw new ExplainedError(
      ['The restored row counts differ from the backup manifest:', ...differences].join('\n'),
    );
  const applied = await cli.withDatabase(async (_db, names) => names);
  const webhookSecrets = secretKeysReport(config, restored.storedSecrets);
  const took = seconds(started);
  const rows = totalRows(restored.tables);
  cli.report(
    options,
    { tables: restored.tables, migrationsApplied: applied, webhookSecrets, seconds: took },
    [
      `Restored ${rows} rows in ${Object.keys(restored.tables).length} tables from ${file} in ${took} s${manifest ? ', as many as the backup manifest lists' : ''}.`,
      ...(applied.length ? [`Applied migrations: ${applied.join(', ')}`] : []),
      describeSecretKeys(webhookSecrets, 'restore'),
    ],
  );
}
