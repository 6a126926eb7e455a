import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { WorkerLogger } from '../worker/index.js';
import { loadWebhookSecrets } from './keyring.js';
import { reencryptSecrets } from './reencrypt.js';
import type { SecretBox } from './secret-box.js';

/**
 * What the server and the worker do at start: load the keys (creating the key file of a fresh
 * SQLite install), encrypt the secrets that are not yet under the first key, and say so in the
 * log. Throws a ConfigError when PostgreSQL runs without WEBHOOK_SECRET_KEYS.
 */
export async function openWebhookSecrets(
  config: Config,
  db: Db,
  logger: WorkerLogger,
): Promise<SecretBox> {
  const { box, keyFile } = loadWebhookSecrets(config);
  if (keyFile?.created) {
    logger.warn(
      { keyFile: keyFile.path },
      'generated the key that encrypts webhook signing secrets: back this file up apart from the database, or set WEBHOOK_SECRET_KEYS',
    );
  }
  const { reencrypted, unreadable } = await reencryptSecrets(db, box);
  if (reencrypted > 0) {
    logger.info({ reencrypted, keyId: box.primaryKeyId }, 'webhook signing secrets re-encrypted');
  }
  for (const { configId, tenantId, reason } of unreadable) {
    logger.error({ configId, tenantId, reason }, 'webhook signing secret cannot be decrypted');
  }
  return box;
}
