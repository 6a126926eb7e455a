import type { Kysely, Migration } from 'kysely';

/**
 * Public pages (DESIGN.md, Public pages and streams): whether the organiser published a
 * tournament and the random slug of its page, and the origins a tenant lets frame those pages.
 * The slug is unique across tenants: the public URL carries no tenant.
 */
export function publicPages(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tournaments')
        .addColumn('isPublic', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // SQLite cannot add a UNIQUE column; a unique index does the same on both engines, and
      // both let any number of rows leave it null (never published).
      await db.schema.alterTable('tournaments').addColumn('shareSlug', 'text').execute();
      await db.schema
        .createIndex('tournaments_share_slug')
        .unique()
        .on('tournaments')
        .column('shareSlug')
        .execute();
      await db.schema
        .alterTable('tenants')
        .addColumn('frameAncestors', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('tournaments_share_slug').execute();
      for (const column of ['shareSlug', 'isPublic'])
        await db.schema.alterTable('tournaments').dropColumn(column).execute();
      await db.schema.alterTable('tenants').dropColumn('frameAncestors').execute();
    },
  };
}
