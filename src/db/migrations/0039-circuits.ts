import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';
import { keyOf, replaceTriggers } from './0013-read-versions.js';
import { inCommitOrder } from './0028-read-version-order.js';

const circuitKeyOf = (circuitId: (r: string) => string) => ({
  key: (r: string) => keyOf(r, 'circuit', circuitId(r)),
});

/** Which read key each circuit table bumps: `<tenantId>:circuit:<id>` (src/db/read-versions.ts). */
const TRIGGERS = {
  circuits: [circuitKeyOf((r) => `${r}.id`)],
  circuit_tournaments: [circuitKeyOf((r) => `${r}."circuitId"`)],
};

/**
 * Circuits (DESIGN.md, Ratings and circuits): a season of one tenant's tournaments whose final
 * places earn points. Standings are not stored: they are computed on read from the member
 * tournaments' stored standings and cached under the circuit's and its members' read keys.
 */
export function circuits(engine: Engine): Migration {
  const uuid = uuidType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('circuits')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        // JSON: [{ from, to, points }] and [{ stage, points }] (circuit.table.ts).
        .addColumn('pointsTable', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('stagePoints', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('bestResults', 'integer')
        .addColumn('minEvents', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('isPublic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shareSlug', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
      // The tenant's list, newest first.
      await db.schema
        .createIndex('circuits_tenant_created')
        .on('circuits')
        .columns(['tenantId', 'createdAt'])
        .execute();
      // Unique across tenants, like tournaments' slugs: the public URL carries no tenant.
      await db.schema
        .createIndex('circuits_share_slug')
        .unique()
        .on('circuits')
        .column('shareSlug')
        .execute();
      await db.schema
        .createTable('circuit_tournaments')
        .addColumn('circuitId', uuid, (c) =>
          c.notNull().references('circuits.id').onDelete('cascade'),
        )
        .addColumn('tournamentId', uuid, (c) =>
          c.notNull().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('addedAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('circuit_tournaments_pk', ['circuitId', 'tournamentId'])
        .execute();
      // A finished tournament announces itself to the circuits it belongs to.
      await db.schema
        .createIndex('circuit_tournaments_tournament')
        .on('circuit_tournaments')
        .columns(['tournamentId', 'circuitId'])
        .execute();
      for (const [table, sources] of Object.entries(TRIGGERS))
        await replaceTriggers(db, engine, table, sources, inCommitOrder);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['circuit_tournaments', 'circuits']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
        if (engine === 'postgres')
          for (const event of ['insert', 'update', 'delete'])
            await sql.raw(`drop function if exists read_versions_${table}_${event}()`).execute(db);
      }
    },
  };
}
