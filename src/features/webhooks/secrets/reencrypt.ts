import type { Db } from '../../../db/database.js';
import { listStoredSecrets, replaceStoredSecret } from '../webhook.repository.js';
import { SecretUnavailableError, type SecretBox } from './secret-box.js';

export interface ReencryptReport {
  /** Secrets now encrypted with the first key that were plaintext or under another key. */
  reencrypted: number;
  /** Secrets that no key opens (their key was removed too early): these webhooks cannot sign. */
  unreadable: { configId: string; tenantId: string; reason: string }[];
}

/**
 * Encrypts every signing secret with the first key: plaintext ones stored before encryption at
 * rest, and those under an older key during a rotation. Safe to run from several processes at
 * once, and again: a secret already under the first key is left alone.
 */
export async function reencryptSecrets(db: Db, box: SecretBox): Promise<ReencryptReport> {
  const report: ReencryptReport = { reencrypted: 0, unreadable: [] };
  for (const row of await listStoredSecrets(db)) {
    const stored = row.secretKey as string;
    if (!box.needsResealing(stored)) continue;
    let secret: string;
    try {
      secret = box.open(row.id, stored) as string;
    } catch (error) {
      if (!(error instanceof SecretUnavailableError)) throw error;
      report.unreadable.push({ configId: row.id, tenantId: row.tenantId, reason: error.message });
      continue;
    }
    if (await replaceStoredSecret(db, row.id, stored, box.seal(row.id, secret))) {
      report.reencrypted += 1;
    }
  }
  return report;
}
