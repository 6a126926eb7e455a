import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

/**
 * The sign-in throttle counts attempts in one row per subject and window, incremented in one
 * statement before the password is checked, instead of a row per failure written after it: the
 * count read before the check let every request in flight pass. Counts of running windows are
 * dropped with the old table; at worst an address or account gets a fresh window on upgrade.
 */
export function signInAttempts(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_attempts')
        // `account:<email>` or `address:<ip>`.
        .addColumn('subject', 'text', (c) => c.primaryKey())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('windowEndsAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema.dropTable('sign_in_failures').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sign_in_attempts').execute();
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('id', uuidType(engine), (c) => c.primaryKey())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('failedAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_failures_subject')
        .on('sign_in_failures')
        .columns(['subject', 'failedAt'])
        .execute();
    },
  };
}
