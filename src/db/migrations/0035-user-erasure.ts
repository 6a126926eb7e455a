import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { dropNotNullOnSqlite } from './0010-optional-currencies-unique-names.js';

/**
 * Erasing a player keeps a tombstone row, so the matches, standings and registrations that name
 * its id stay whole: the external id becomes null (it is the integrator's identifier of a person;
 * NULLs never clash in the unique index, so the id can be registered again as a new user), and
 * the row records when it was erased and a digest of the external id it had, by which a repeated
 * erasure is recognised (see features/erasure/erasure.service.ts).
 */
export function userErasure(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await db.schema
          .alterTable('users')
          .alterColumn('externalId', (c) => c.dropNotNull())
          .execute();
      } else {
        await dropNotNullOnSqlite(db, 'users', ['externalId']);
      }
      await db.schema.alterTable('users').addColumn('erasedAt', 'text').execute();
      await db.schema.alterTable('users').addColumn('erasedKey', 'text').execute();
      await db.schema
        .createIndex('users_erased_key')
        .on('users')
        .columns(['tenantId', 'erasedKey'])
        .where(sql.ref('erasedKey'), 'is not', null)
        .execute();
    },
    // The external id stays nullable: putting NOT NULL back would fail on erased users.
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('users_erased_key').ifExists().execute();
      await sql`alter table users drop column "erasedKey"`.execute(db);
      await sql`alter table users drop column "erasedAt"`.execute(db);
    },
  };
}
