import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { VALUE_SAMPLES, type Engine } from './create-db.js';
import { migrations } from './migrations/index.js';

/** The migrations of `migrations/index.ts`, built for one engine. */
export class InCodeMigrations implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, build]) => [name, build(this.engine)]),
    );
  }
}

/**
 * Applies every pending migration; throws with the failing migration's name, or the
 * connection's own error when the database cannot be reached. `schema` (PostgreSQL) names
 * where the bookkeeping tables live when it is not the default one.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  engine: Engine,
  schema?: string,
): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one, so another
  // schema's tables (a second deployment, say) would pass for ours: name the search path's own.
  const tableSchema =
    schema ?? (engine === 'postgres' ? await currentSchema(db as Kysely<unknown>) : undefined);
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: new InCodeMigrations(engine),
    ...(tableSchema ? { migrationTableSchema: tableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    // None failed when the database could not be reached at all: that error says more.
    if (!failed) throw error;
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed.migrationName} failed: ${cause}`, { cause: error });
  }
  const applied = (results ?? []).map((r) => r.migrationName);
  // A new index has no statistics yet; the optimize pragma analyzes the tables that need it
  // (see openSqlite). It does nothing on empty tables, so a fresh database costs nothing.
  if (engine === 'sqlite' && applied.length > 0) {
    await sql`pragma optimize = 0x10002`.execute(db);
    await dropValueSamples(db);
  }
  return applied;
}

/** `openSqlite`'s rule after an ANALYZE: row counts kept, value samples dropped. */
async function dropValueSamples<DB>(db: Kysely<DB>) {
  const present = async (query: string) => (await sql.raw(query).execute(db)).rows.length > 0;
  if (!(await present(VALUE_SAMPLES.table)) || !(await present(VALUE_SAMPLES.any))) return;
  for (const statement of VALUE_SAMPLES.drop) await sql.raw(statement).execute(db);
}

async function currentSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ name: string | null }>`select current_schema() as name`.execute(db);
  return rows[0]?.name ?? undefined;
}
