import type { DbHandle } from '../../db/create-db.js';
import { ExplainedError, businessRule, invalidField } from '../../errors.js';
import type { SecretBox } from '../webhooks/index.js';
import { UnsoundArchiveError } from './archive-format.js';
import { importTenant, type ImportReport } from './import.service.js';

/**
 * An uploaded archive, imported as `tourney tenant import` does: a file that is no sound archive
 * is a 400 naming the body, an archive this installation refuses (another schema, a missing
 * catalogue row, an id or name that exists) a 409 ARCHIVE_REFUSED with the import's words.
 */
export async function importUploadedArchive(
  handle: DbHandle,
  webhookSecrets: SecretBox,
  bytes: Buffer,
  query: { asNewTenant?: boolean; name?: string },
): Promise<ImportReport> {
  if (query.name !== undefined && !query.asNewTenant)
    throw invalidField('name', 'name goes with asNewTenant=true');
  try {
    return await importTenant(handle.db, handle.engine, bytes, {
      webhookSecrets: () => webhookSecrets,
      ...(query.asNewTenant ? { asNewTenant: { name: query.name } } : {}),
    });
  } catch (error) {
    if (error instanceof UnsoundArchiveError) throw invalidField('body', error.message);
    if (error instanceof ExplainedError) throw businessRule('ARCHIVE_REFUSED', error.message);
    throw error;
  }
}
