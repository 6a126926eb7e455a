import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

/**
 * Duel standings as last computed, one row per tournament and scope (a duel round's id, or
 * `all` for every duel round together), with the tournament's read version they were computed
 * at: reads take the ranked lines from here while that version is current, instead of
 * recomputing them from every match and game; a write costs nothing more.
 */
export function storedDuelStandings(engine: Engine): Migration {
  const uuid = uuidType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('duel_standings')
        .addColumn('tournamentId', uuid, (c) =>
          c.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('duel_standings_pk', ['tournamentId', 'scope'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists duel_standings`.execute(db);
    },
  };
}
