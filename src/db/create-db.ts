import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDialectConfig } from 'kysely';
import type { Database, Engine } from './database.js';
import { nameBuiltOnceStatements } from './pg-named-statements.js';
import { postgresDriver } from './pg-driver.js';
import { SearchPathPostgresDialect } from './search-path-postgres.js';
import { announcedVersionReader, noteWritesOf, type VersionsLogger } from './announced-versions.js';
import { sequencedVersionReader, type VersionReader } from './read-versions.js';
import { checkpointInBackground } from './sqlite-checkpointer.js';
import { InlineLimitsCompiler } from './sqlite-limits.js';
import { withRowsMadeInJs } from './sqlite-rows.js';
import {
  WriteGroups,
  WriteGroupsDriver,
  type CachedStatement,
  type SqliteHandle,
} from './sqlite-write-groups.js';

export type { Engine };

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The current versions of read keys (see `read-versions.ts`); cached responses rely on them. */
  readVersions: VersionReader;
  /**
   * Resolves once `readVersions` includes every commit made before the call, by any process: at
   * once on SQLite; on PostgreSQL when this process has heard their announcements (they arrive
   * within `STALE_BOUND_MS`).
   */
  caughtUp(): Promise<void>;
}

/** How the connection that hears announced read versions shows in `pg_stat_activity`. */
export const LISTENER_NAME = 'tourney read versions';

export function engineOf(databaseUrl: string): Engine {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

export interface CreateDbOptions {
  /** PostgreSQL only: the schema put first on the search path (tests isolate themselves so). */
  schema?: string;
  poolSize?: number;
  /** PostgreSQL only: send built-once statements by name (`pg-named-statements.ts`); default on. */
  namedStatements?: boolean;
  /** Told when cached reads stop or start relying on announced versions (PostgreSQL). */
  logger?: VersionsLogger;
}

export function createDb(databaseUrl: string, options: CreateDbOptions = {}): DbHandle {
  if (engineOf(databaseUrl) === 'sqlite')
    return createSqliteDb(databaseUrl.slice('sqlite:'.length));
  const connection = {
    connectionString: databaseUrl,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const driver = postgresDriver();
  const pool = new driver.Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is
  // reported here; without a listener that 'error' event would end the process. The pool has
  // already let the connection go, and the next query opens another one.
  pool.on('error', () => undefined);
  nameBuiltOnceStatements(pool, options.namedStatements ?? true);
  const db = new Kysely<Database>({
    dialect: new SearchPathPostgresDialect({ pool }, () => versions.stop()),
  });
  const versions = announcedVersionReader(
    db,
    () => new driver.Client({ ...connection, application_name: LISTENER_NAME }),
    options.logger,
  );
  noteWritesOf(pool, versions.noteWrite);
  return {
    db,
    engine: 'postgres',
    readVersions: versions.readVersions,
    caughtUp: versions.caughtUp,
  };
}

/** SQLite through one connection, whose write statements share commits (`sqlite-write-groups.ts`). */
function createSqliteDb(path: string): DbHandle {
  const sqlite = openSqlite(path);
  const checkpointer = path === ':memory:' ? undefined : checkpointInBackground(sqlite, path);
  // data_version moves when another connection commits; this connection's own commits are
  // counted as they end. Counting them in JavaScript spares every cached read a second statement.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let ownCommits = 0;
  const groups = new WriteGroups(withStatementCache(sqlite), () => ownCommits++);
  const close = async () => {
    // The worker's connection closes first and on its thread: once this returns, no file of the
    // database is still being written, and the directory holding it can be removed.
    await checkpointer?.stop();
    sqlite.close();
  };
  const db = new Kysely<Database>({
    dialect: new WriteGroupsDialect(new WriteGroupsDriver(groups, close)),
  });
  return {
    db,
    engine: 'sqlite',
    readVersions: sequencedVersionReader(db, () => `${dataVersion.get() as number}:${ownCommits}`),
    caughtUp: async () => undefined,
  };
}

/** SQLite through `WriteGroupsDriver`, with page sizes written into the SQL (`sqlite-limits.ts`). */
class WriteGroupsDialect extends SqliteDialect {
  constructor(private readonly driver: WriteGroupsDriver) {
    super({ database: {} as SqliteDialectConfig['database'] });
  }

  override createDriver() {
    return this.driver;
  }

  override createQueryCompiler() {
    return new InlineLimitsCompiler();
  }
}

/**
 * better-sqlite3 builds SQLite with a 16 MB page cache per connection (SQLite's own default is
 * 2 MB), and a large database fills it: 17 MB of the server's 200 MB at a million matches. Pages
 * it no longer holds are read again from the operating system's file cache, and the response
 * cache answers most reads before they reach SQLite.
 */
const PAGE_CACHE_KIB = 2000;

function openSqlite(path: string): SqliteDatabase.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // A transaction's savepoint in its write group keeps the pages it changes as they were, to take
  // them back; past 64 KB SQLite would spill them to a temporary file, in memory they stay.
  sqlite.pragma('temp_store = MEMORY');
  // Another process (the CLI, a worker) may hold the write lock for a moment.
  sqlite.pragma('busy_timeout = 5000');
  // Without statistics the planner takes any index led by tenantId as selective, although each
  // tenant holds a large share of every table. SQLite's advice for long-lived connections: at
  // open, analyze every table whose statistics are missing or stale (0x10000: check all tables,
  // 0x02: analyze). It samples with a bounded analysis limit, so it stays fast on large files.
  sqlite.pragma('optimize = 0x10002');
  dropValueSamples(sqlite);
  return sqlite;
}

/**
 * Keeps the row counts of ANALYZE (sqlite_stat1) and drops its value samples (sqlite_stat4).
 * better-sqlite3 builds SQLite with STAT4, and with samples present SQLite plans a statement
 * again on every run whose bound values meet an indexed column (almost every query here), as
 * if the schema had changed: a cached statement then cost 2 to 6 times its planned run. The
 * row counts alone pick the same indexes for our queries, once per statement.
 */
function dropValueSamples(sqlite: SqliteDatabase.Database) {
  if (!sqlite.prepare(VALUE_SAMPLES.table).get() || !sqlite.prepare(VALUE_SAMPLES.any).get())
    return;
  for (const statement of VALUE_SAMPLES.drop) sqlite.exec(statement);
}

/**
 * The statements of `dropValueSamples`, for a connection reached through Kysely: whatever runs
 * ANALYZE again (the optimize pragma after migrations) must drop the samples it made.
 */
export const VALUE_SAMPLES = {
  table: "select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'",
  any: 'select 1 from sqlite_stat4 limit 1',
  // The second makes the planner load the statistics again, now without samples.
  drop: ['delete from sqlite_stat4', 'analyze sqlite_schema'],
} as const;

// Kysely's SQLite driver prepares every query afresh; parsing and planning the same few hundred
// statements again and again cost a noticeable share of each request.
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection with `prepare` answered from a bounded cache of statements (least recently used
 * first out). better-sqlite3 statements are reusable, and each runs to its end before another
 * starts (no statement is iterated), so a cached statement is never in use twice at once.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteHandle {
  const cache = new Map<string, CachedStatement>();
  const prepare = (source: string) => {
    let cached = cache.get(source);
    if (cached) {
      cache.delete(source);
    } else {
      const statement = sqlite.prepare(source);
      cached = { statement: withRowsMadeInJs(statement), joinsGroup: joinsGroup(statement) };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, cached);
    return cached;
  };
  return { sqlite, prepare };
}

function joinsGroup(statement: SqliteDatabase.Statement) {
  return !statement.readonly && !/^\s*(pragma|vacuum)\b/i.test(statement.source);
}
