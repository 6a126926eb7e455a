import { sql, type Kysely, type Migration } from 'kysely';

/** The answers remembered for `Idempotency-Key` headers (see src/http/idempotency.ts). */
export function idempotencyKeys(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('claimToken', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('lockedUntil', 'text', (c) => c.notNull())
        .addColumn('responseStatus', 'integer')
        .addColumn('responseBody', 'text')
        // One claim per key and scope: the insert that creates the row is the one that runs.
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created')
        .on('idempotency_keys')
        .column('createdAt')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists idempotency_keys`.execute(db);
    },
  };
}
