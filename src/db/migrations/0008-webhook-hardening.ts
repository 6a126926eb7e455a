import { sql, type Kysely, type Migration } from 'kysely';

/** Marks a signing secret stored before secrets were encrypted at rest. */
export const PLAINTEXT_SECRET_PREFIX = 'plain:';

/**
 * Retry-After answers that do not use up an attempt, redeliveries queued behind an attempt in
 * flight, and signing secrets encrypted at rest. The secrets are encrypted at start (the key is
 * not known here): this migration only tags the plaintext ones so that no stored value can be
 * mistaken for the other kind.
 */
export function webhookHardening(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('webhook_deliveries')
        .addColumn('deferredAttempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('webhook_deliveries')
        .addColumn('redeliveryQueued', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update webhook_configs set "secretKey" = ${PLAINTEXT_SECRET_PREFIX} || "secretKey"
        where "secretKey" is not null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      // Secrets encrypted since cannot be turned back into plaintext here: set them again.
      await sql`update webhook_configs set "secretKey" = substr("secretKey", ${PLAINTEXT_SECRET_PREFIX.length + 1})
        where "secretKey" like ${`${PLAINTEXT_SECRET_PREFIX}%`}`.execute(db);
      await db.schema.alterTable('webhook_deliveries').dropColumn('redeliveryQueued').execute();
      await db.schema.alterTable('webhook_deliveries').dropColumn('deferredAttempts').execute();
    },
  };
}
