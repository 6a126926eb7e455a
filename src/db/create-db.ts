import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './database.js';
import { postgresDriver } from './pg-driver.js';
import { SearchPathPostgresDialect } from './search-path-postgres.js';
import {
  batchedVersionReader,
  sequencedVersionReader,
  type VersionReader,
} from './read-versions.js';
import { checkpointInBackground } from './sqlite-checkpointer.js';
import { InlineLimitsCompiler } from './sqlite-limits.js';
import { withRowsMadeInJs, type KyselyStatement } from './sqlite-rows.js';

export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The current versions of read keys (see `read-versions.ts`); cached responses rely on them. */
  readVersions: VersionReader;
}

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
    const sqlite = openSqlite(databaseUrl);
    const path = databaseUrl.slice('sqlite:'.length);
    const checkpointer = path === ':memory:' ? undefined : checkpointInBackground(sqlite, path);
    // data_version moves when another connection commits; this connection's own writes are
    // counted as Kysely prepares them (rolled back ones too, which only costs a needless query).
    // Counting them in JavaScript spares every cached read a second statement.
    const dataVersion = sqlite.prepare('pragma data_version').pluck();
    let ownWrites = 0;
    const db = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({
        database: withStatementCache(
          sqlite,
          () => checkpointer?.stop(),
          () => ownWrites++,
        ),
      }),
    });
    return {
      db,
      engine: 'sqlite',
      readVersions: sequencedVersionReader(db, () => `${dataVersion.get() as number}:${ownWrites}`),
    };
  }
  const pool = new (postgresDriver().Pool)({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is
  // reported here; without a listener that 'error' event would end the process. The pool has
  // already let the connection go, and the next query opens another one.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }) });
  return { db, engine: 'postgres', readVersions: batchedVersionReader(db) };
}

/**
 * Transactions take SQLite's write lock when they begin (`begin immediate`). A deferred
 * transaction that reads and then writes cannot wait for another process's writer (SQLite
 * answers "database is locked" at once to avoid a deadlock); an immediate one waits up to the
 * busy timeout. Every transaction here writes, so nothing is lost by taking the lock early.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite with immediate transactions and page sizes written into the SQL (`sqlite-limits.ts`). */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: SqliteDialectConfig) {
    super(sqliteConfig);
  }

  override createDriver() {
    return new ImmediateTransactionsDriver(this.sqliteConfig);
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

function openSqlite(databaseUrl: string): SqliteDatabase.Database {
  const path = databaseUrl.slice('sqlite:'.length);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
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
 * The database as Kysely sees it, with `prepare` answered from a bounded cache of statements
 * (least recently used first out). better-sqlite3 statements are reusable, and Kysely runs one
 * statement at a time on the connection, so a cached statement is never in use twice at once.
 * Kysely prepares a statement for each run: `onWrite` is called before each that may write,
 * so it has been called since any transaction of this connection began (a transaction's
 * statements run one after another on the one connection, and reads wait for its commit).
 */
function withStatementCache(
  sqlite: SqliteDatabase.Database,
  beforeClose: () => Promise<void> | undefined,
  onWrite: () => void,
): SqliteDatabase.Database {
  const cache = new Map<string, { statement: KyselyStatement; writes: boolean }>();
  const prepare = (source: string) => {
    let cached = cache.get(source);
    if (cached) {
      cache.delete(source);
    } else {
      const statement = sqlite.prepare(source);
      cached = { statement: withRowsMadeInJs(statement), writes: !statement.readonly };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, cached);
    if (cached.writes) onWrite();
    return cached.statement;
  };
  const close = () => {
    cache.clear();
    // Kysely closes synchronously; the checkpointer's own connection closes on its thread.
    void beforeClose();
    return sqlite.close();
  };
  return new Proxy(sqlite, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      if (prop === 'close') return close;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
