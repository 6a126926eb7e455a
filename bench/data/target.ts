import { rmSync } from 'node:fs';
import { sql, type Insertable } from 'kysely';
import pg from 'pg';
import { createDb, engineOf, type DbHandle } from '../../src/db/create-db.js';
import type { Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

type Table = keyof Database;

/**
 * Where a data set lives. PostgreSQL data sets get a database of their own (created next to the
 * one `adminUrl` names), so a load never touches anyone else's tables.
 */
export function datasetUrl(adminUrl: string, name: string, resultsDir: string): string {
  if (engineOf(adminUrl) === 'sqlite') return `sqlite:${resultsDir}/${name}.db`;
  const url = new URL(adminUrl);
  url.pathname = `/${pgDatabaseName(name)}`;
  return url.toString();
}

const pgDatabaseName = (name: string) => `tourney_${name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;

/** Drops and recreates the data set's storage, migrates it, and tunes the connection for a bulk load. */
export async function openFresh(adminUrl: string, url: string): Promise<DbHandle> {
  if (engineOf(url) === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    for (const ext of ['', '-wal', '-shm']) rmSync(file + ext, { force: true });
  } else {
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
  }
  const handle = createDb(url, { poolSize: 2 });
  await migrateToLatest(handle.db, handle.engine);
  if (handle.engine === 'sqlite') {
    // Only for the load: a crash mid-load just means generating again.
    await sql`PRAGMA synchronous = OFF`.execute(handle.db);
    await sql`PRAGMA cache_size = -262144`.execute(handle.db);
    await sql`PRAGMA temp_store = MEMORY`.execute(handle.db);
  } else {
    await sql`SET synchronous_commit = off`.execute(handle.db);
  }
  return handle;
}

/** Puts the database back into its serving state: checkpointed WAL (SQLite), fresh statistics (PostgreSQL). */
export async function finishLoad(handle: DbHandle) {
  if (handle.engine === 'sqlite') {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
  } else {
    // Autovacuum would do this within minutes of a real bulk import; the benchmark should not race it.
    await sql`ANALYZE`.execute(handle.db);
  }
}

/** Rows buffered per table and written as multi-row inserts, sized under each engine's bound-parameter limit. */
export class BatchWriter {
  private readonly buffers = new Map<Table, Insertable<Database[Table]>[]>();
  readonly counts = new Map<Table, number>();

  constructor(
    private readonly handle: DbHandle,
    private readonly maxRows = 500,
  ) {}

  private limitFor(row: object) {
    const params = this.handle.engine === 'sqlite' ? 32_000 : 65_000;
    return Math.max(1, Math.min(this.maxRows, Math.floor(params / Object.keys(row).length)));
  }

  private buffered = 0;

  add<T extends Table>(table: T, row: Insertable<Database[T]>) {
    let buffer = this.buffers.get(table);
    if (!buffer) this.buffers.set(table, (buffer = []));
    buffer.push(row as Insertable<Database[Table]>);
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    this.buffered += 1;
  }

  /** Flushes once enough rows are waiting; call it only where every buffered child has its parent buffered too. */
  async maybeFlush(threshold = 20_000) {
    if (this.buffered >= threshold) await this.flush();
  }

  /** Writes everything buffered in one transaction, tables in first-seen order (parents before children). */
  async flush() {
    const work = [...this.buffers.entries()].filter(([, rows]) => rows.length > 0);
    if (work.length === 0) return;
    await this.handle.db.transaction().execute(async (trx) => {
      for (const [table, rows] of work) {
        const limit = this.limitFor(rows[0] as object);
        for (let i = 0; i < rows.length; i += limit) {
          await trx
            .insertInto(table)
            .values(rows.slice(i, i + limit) as never)
            .execute()
            .catch((error: Error) => {
              throw new Error(`Loading ${table} failed: ${error.message}`, { cause: error });
            });
        }
      }
    });
    for (const rows of this.buffers.values()) rows.length = 0;
    this.buffered = 0;
  }
}
