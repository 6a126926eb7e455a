import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { SecretBox } from '../features/webhooks/secrets/secret-box.js';

/** Where the repository keeps the document; a test fails when it differs from the served one. */
export const OPENAPI_DOCUMENT_PATH = 'docs/openapi.json';

// The document never seals a secret; the app only needs a box to be built.
const documentOnlySecrets = new SecretBox([{ id: 'document', key: Buffer.alloc(32) }]);

/**
 * The OpenAPI document as the server serves it, formatted for the repository. It depends on
 * the code only: the app is built on an empty in-memory database that is never queried.
 */
export async function renderOpenApiDocument(): Promise<string> {
  const database = createDb('sqlite::memory:');
  const config = loadConfig({ ADMIN_TOKEN: 'openapi-document-only', WEBHOOK_WORKER: 'false' });
  const app = await buildApp({ config, database, webhookSecrets: documentOnlySecrets });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
