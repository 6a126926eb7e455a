import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError, type Config } from '../../../config.js';
import { engineOf } from '../../../db/create-db.js';
import { SecretBox, type SecretKey } from './secret-box.js';

/** Where a laptop install keeps its generated key: next to the SQLite database. */
export const KEY_FILE_NAME = 'webhook-secret-keys';

export interface WebhookSecrets {
  box: SecretBox;
  /** Set when the keys come from the file next to the SQLite database instead of the environment. */
  keyFile?: { path: string; created: boolean };
}

/**
 * `id:base64,id:base64` (the format of WEBHOOK_SECRET_KEYS and of the key file): the first key
 * encrypts, all decrypt. config.ts has checked the shape; this adds the checks a pattern cannot.
 */
export function parseSecretKeys(text: string, source: string): SecretKey[] {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [id = '', encoded = ''] = entry.split(':');
      const key = Buffer.from(encoded, 'base64');
      if (!/^[\w-]{1,32}$/.test(id) || key.length !== 32) {
        throw new ConfigError(
          `Invalid ${source}: each entry must be <id>:<base64 of 32 random bytes>, e.g. k2:$(openssl rand -base64 32)`,
        );
      }
      return { id, key };
    });
  const ids = keys.map((k) => k.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate !== undefined)
    throw new ConfigError(`Invalid ${source}: key id "${duplicate}" appears twice`);
  if (keys.length === 0) throw new ConfigError(`Invalid ${source}: no key`);
  return keys;
}

/**
 * The keys that encrypt webhook signing secrets. WEBHOOK_SECRET_KEYS when set. Without it, a
 * SQLite install (the zero-configuration path) generates a key file next to its database on
 * first start and reads it afterwards; PostgreSQL deployments run several processes that must
 * share the key, so there it is required.
 */
export function loadWebhookSecrets(config: Config): WebhookSecrets {
  if (config.webhookSecretKeys !== undefined) {
    return { box: new SecretBox(parseSecretKeys(config.webhookSecretKeys, 'WEBHOOK_SECRET_KEYS')) };
  }
  if (engineOf(config.databaseUrl) === 'postgres') {
    throw new ConfigError(
      'WEBHOOK_SECRET_KEYS is required with PostgreSQL (every process must encrypt webhook secrets with the same key): set it to k1:$(openssl rand -base64 32)',
    );
  }
  const databasePath = config.databaseUrl.slice('sqlite:'.length);
  if (databasePath === ':memory:') return { box: new SecretBox([generateKey()]) };
  const path = join(dirname(databasePath), KEY_FILE_NAME);
  const created = createKeyFile(path);
  const keys = parseSecretKeys(readFileSync(path, 'utf8'), path);
  return { box: new SecretBox(keys), keyFile: { path, created } };
}

function generateKey(): SecretKey {
  return { id: 'k1', key: randomBytes(32) };
}

/** Writes a fresh key unless the file exists (another process may be starting too). */
function createKeyFile(path: string): boolean {
  const { id, key } = generateKey();
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, `${id}:${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return false;
    throw error;
  }
}
