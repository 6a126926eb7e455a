import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

/**
 * A tournament's bracket layout (the `bracketData` of its detail), written when its rounds or
 * matches are created, so a detail read takes it with the tournament instead of reading every
 * match. `layout` is null while the tournament has no round.
 */
export function storedBracketLayouts(engine: Engine): Migration {
  const uuid = uuidType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bracket_layouts')
        .addColumn('tournamentId', uuid, (c) =>
          c.primaryKey().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('layout', 'text')
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists bracket_layouts`.execute(db);
    },
  };
}
