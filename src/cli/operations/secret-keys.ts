import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../../config.js';
import { engineOf } from '../../db/create-db.js';
import { KEY_FILE_NAME, parseSecretKeys } from '../../features/webhooks/secrets/keyring.js';

/**
 * What a backup says about the keys of webhook signing secrets. Backups never hold the keys: a
 * stolen backup must not give away the secrets (docs/operations.md); they name the keys the
 * stored secrets need and where the configuration keeps them, so a restore can check for them.
 */
export interface SecretKeysReport {
  /** Webhooks with a stored signing secret. */
  secrets: number;
  /** The key ids those secrets are encrypted with. */
  keyIds: string[];
  /** `WEBHOOK_SECRET_KEYS`, or the path of the SQLite installation's key file. */
  keySource: string;
  /** Of `keyIds`, those the configured keys lack: their secrets cannot be read. */
  missingKeyIds: string[];
}

/** The key ids in stored values `v1:<keyId>:…`; values stored before encryption need none. */
const keyIdsOf = (stored: readonly string[]) =>
  [...new Set(stored.filter((s) => s.startsWith('v1:')).map((s) => s.split(':')[1] ?? ''))].sort();

/**
 * The configured keys' ids and where they come from, read without creating anything (the
 * server's start would create a missing key file, with a new key that opens no old secret).
 */
function configuredKeys(config: Config): { source: string; ids: string[] } {
  if (config.webhookSecretKeys !== undefined) {
    const keys = parseSecretKeys(config.webhookSecretKeys, 'WEBHOOK_SECRET_KEYS');
    return { source: 'WEBHOOK_SECRET_KEYS', ids: keys.map((k) => k.id) };
  }
  if (engineOf(config.databaseUrl) === 'postgres')
    return { source: 'WEBHOOK_SECRET_KEYS', ids: [] };
  const path = resolve(join(dirname(config.databaseUrl.slice('sqlite:'.length)), KEY_FILE_NAME));
  if (!existsSync(path)) return { source: path, ids: [] };
  return { source: path, ids: parseSecretKeys(readFileSync(path, 'utf8'), path).map((k) => k.id) };
}

export function secretKeysReport(config: Config, stored: readonly string[]): SecretKeysReport {
  const keyIds = keyIdsOf(stored);
  const { source, ids } = configuredKeys(config);
  return {
    secrets: stored.length,
    keyIds,
    keySource: source,
    missingKeyIds: keyIds.filter((id) => !ids.includes(id)),
  };
}

/** The report in a sentence or two, for the human output of backup and restore. */
export function describeSecretKeys(report: SecretKeysReport, after: 'backup' | 'restore'): string {
  if (report.keyIds.length === 0)
    return 'No webhook signing secret is encrypted: no key is needed.';
  const keys = `key${report.keyIds.length > 1 ? 's' : ''} ${report.keyIds.join(', ')}`;
  const where =
    report.keySource === 'WEBHOOK_SECRET_KEYS'
      ? 'WEBHOOK_SECRET_KEYS'
      : `the key file ${report.keySource}`;
  if (after === 'backup') {
    return `${report.secrets} webhook signing secret(s) are encrypted with ${keys}, kept in ${where}. The backup does not hold the keys: keep them apart from it; a restore needs them to read the secrets.`;
  }
  if (report.missingKeyIds.length === 0)
    return `${report.secrets} webhook signing secret(s) open with ${keys} from ${where}.`;
  const fix =
    report.keySource === 'WEBHOOK_SECRET_KEYS'
      ? 'add them to WEBHOOK_SECRET_KEYS'
      : `copy the backed-up installation's key file to ${report.keySource} (or set WEBHOOK_SECRET_KEYS)`;
  return `Warning: webhook signing secrets need key(s) ${report.missingKeyIds.join(', ')}, which ${where} lacks: ${fix} before starting the server, or those webhooks cannot sign.`;
}

/** What a backup's manifest records: the keys the secrets need and where they are kept. */
export type SecretKeysOfBackup = Omit<SecretKeysReport, 'missingKeyIds'>;

export function secretKeysOfBackup(config: Config, stored: readonly string[]): SecretKeysOfBackup {
  const { secrets, keyIds, keySource } = secretKeysReport(config, stored);
  return { secrets, keyIds, keySource };
}
