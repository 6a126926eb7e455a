/** The operator's token of the server the scenarios run against. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/** The key that encrypts webhook signing secrets at rest (PostgreSQL requires one). */
export const E2E_WEBHOOK_SECRET_KEYS = `e2e:${Buffer.alloc(32, 9).toString('base64')}`;
