import { Migrator, type Kysely } from 'kysely';
import type { Engine } from '../../src/db/create-db.js';
import type { Database } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';

/** Applies the migrations whose names `include` accepts, in order. */
async function migrateSome(
  db: Kysely<Database>,
  engine: Engine,
  schema: string | undefined,
  include: (name: string) => boolean,
) {
  const chosen = Object.entries(migrations).filter(([name]) => include(name));
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(chosen.map(([name, build]) => [name, build(engine)])),
    },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/**
 * For `createTestDatabase`: applies the migrations that sort before `migration`, so a test can
 * write rows as they were and then see what `migration` makes of them.
 */
export const migrateToBefore =
  (migration: string) => (db: Kysely<Database>, engine: Engine, schema?: string) =>
    migrateSome(db, engine, schema, (name) => name < migration);

/** Applies the migrations up to `migration` and that one: not those that came later. */
export const migrateThrough =
  (migration: string) => (db: Kysely<Database>, engine: Engine, schema?: string) =>
    migrateSome(db, engine, schema, (name) => name <= migration);
