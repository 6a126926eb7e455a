import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Engine } from '../../db/create-db.js';
import { ExplainedError } from '../../errors.js';
import type { SecretKeysOfBackup } from './secret-keys.js';
import type { RowCounts } from './sqlite-file.js';

/**
 * What `tourney backup` writes next to the backup file: what it holds at the moment it was taken
 * (rows per table, migrations) and which webhook-secret keys a restore needs (never the keys).
 */
export interface BackupManifest {
  format: 'tourney-backup';
  formatVersion: 1;
  engine: Engine;
  createdAt: string;
  /** The backup file's name, as written. */
  file: string;
  bytes: number;
  migrations: string[];
  /** Rows per table at the moment of the backup. */
  tables: RowCounts;
  webhookSecrets: SecretKeysOfBackup;
}

export const manifestPath = (file: string) => `${file}.manifest.json`;

export function writeManifest(file: string, manifest: BackupManifest) {
  writeFileSync(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The backup's manifest, or undefined when there is none (a file copied without it). */
export function readManifest(file: string): BackupManifest | undefined {
  const path = manifestPath(file);
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== 'tourney-backup')
    throw new ExplainedError(`${path} is not a Tourney backup manifest.`);
  return manifest;
}

/** Tables whose restored row count differs from the manifest's, as `table: expected → got`. */
export function countDifferences(expected: RowCounts, got: RowCounts): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(got)])].sort();
  return tables
    .filter((table) => (expected[table] ?? 0) !== (got[table] ?? 0))
    .map((table) => `${table}: ${expected[table] ?? 0} in the backup, ${got[table] ?? 0} restored`);
}

export const totalRows = (counts: RowCounts) =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);
