import { loadWebhookSecrets } from '../../features/webhooks/secrets/keyring.js';
import { reencryptSecrets } from '../../features/webhooks/secrets/reencrypt.js';
import type { Cli, OutputOptions } from '../context.js';

/**
 * Encrypts every webhook signing secret with the first key of WEBHOOK_SECRET_KEYS: the step of
 * a key rotation between adding the new key and removing the old one (every start does it too;
 * this says when it is done). Fails, naming the webhooks, while some secret opens with no key.
 */
export async function webhookSecretsReencrypt(cli: Cli, options: OutputOptions) {
  const { box } = loadWebhookSecrets(cli.config());
  const report = await cli.withDatabase((db) => reencryptSecrets(db, box));
  if (report.unreadable.length > 0) {
    const ids = report.unreadable.map((u) => u.configId).join(', ');
    throw new Error(
      `${report.unreadable.length} webhook signing secret(s) cannot be decrypted with WEBHOOK_SECRET_KEYS (webhooks ${ids}): ${report.unreadable[0]!.reason}; add that key back, or set those secrets again`,
    );
  }
  cli.report(
    options,
    { keyId: box.primaryKeyId, reencrypted: report.reencrypted },
    `Every webhook signing secret is encrypted with key ${box.primaryKeyId} (${report.reencrypted} re-encrypted now).`,
  );
}
