import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';

export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
}

// COUNT(*) and SUM over integers come back from PostgreSQL as int8/numeric strings; every
// count we read fits in a double, so parse them once here instead of at each call site.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function engineOf(databaseUrl: string): Engine {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

export interface CreateDbOptions {
  /** PostgreSQL only: the schema put first on the search path (tests isolate themselves so). */
  schema?: string;
  poolSize?: number;
}

export function createDb(databaseUrl: string, options: CreateDbOptions = {}): DbHandle {
  if (engineOf(databaseUrl) === 'sqlite') {
    return {
      db: new Kysely<Database>({
        dialect: new SqliteDialect({ database: openSqlite(databaseUrl) }),
      }),
      engine: 'sqlite',
    };
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    engine: 'postgres',
  };
}

function openSqlite(databaseUrl: string): SqliteDatabase.Database {
  const path = databaseUrl.slice('sqlite:'.length);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // Another process (the CLI, a worker) may hold the write lock for a moment.
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}
