import type SqliteDatabase from 'better-sqlite3';
import type {
  CompiledQuery,
  DatabaseConnection,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { KyselyStatement } from './sqlite-rows.js';

/**
 * A statement prepared once, and whether it joins a write group: a write statement does; a
 * read, a pragma (SQLite calls pragmas read-only even when they analyze or switch foreign keys
 * off, and some take effect outside a transaction only) and VACUUM (refused in a transaction)
 * run once the open group has committed.
 */
export interface CachedStatement {
  statement: KyselyStatement;
  joinsGroup: boolean;
}

/** The connection and its statement cache. */
export interface SqliteHandle {
  sqlite: SqliteDatabase.Database;
  prepare: (source: string) => CachedStatement;
}

/**
 * A group commits once it has been open this long: its writers wait for that commit, and the
 * pages it changes wait in the connection's page cache.
 */
const GROUP_MS = 1;

/** The savepoint a transaction runs in within its group (they never nest: one runs at a time). */
const MEMBER = 'member';

/**
 * The open group: when it opened, how many writers joined it, and its commit, which they wait
 * for.
 */
interface Group {
  openedAt: number;
  writers: number;
  commit: Deferred;
}

/**
 * SQLite's commit writes every page the transaction changed to the WAL: nine pages for a user
 * upsert (the row, its three unique keys, its read version), whatever the bytes changed, and
 * the pages every write touches (the read versions' newest, the outbox's, a tournament's
 * counts) once per commit. Writes made one after another share one commit here: the first
 * opens an immediate transaction, the next ones join it, and it commits when a read or a pragma
 * needs the connection, at the end of the event loop's turn, or `GROUP_MS` after it opened.
 * Only then are their callers answered. Ten upserts a commit wrote three pages each instead of
 * nine.
 *
 * A write statement out of any transaction joins as it is: a failing one is undone alone
 * (SQLite rolls back the statement, not the transaction). A transaction that joins a group
 * runs in a savepoint of its own, which takes it back alone when it fails; the savepoint's
 * copies of the pages it changes are kept in memory (`temp_store`). One that opens a group needs
 * none.
 */
export class WriteGroups {
  #locked = false;
  readonly #waiting: (() => void)[] = [];
  #group: Group | undefined;
  #commitScheduled = false;
  /** Whether the transaction under way runs in a savepoint: one that joined a group. */
  #memberSaved = false;

  constructor(
    readonly connection: SqliteHandle,
    /** Called when a group ends, committed or not: what the connection holds may have changed. */
    private readonly onCommit: () => void,
  ) {}

  async lock() {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the connection to the next waiting caller; with none, the group commits soon. */
  unlock() {
    const next = this.#waiting.shift();
    if (next) return next();
    this.#locked = false;
    if (this.#group && !this.#commitScheduled) {
      this.#commitScheduled = true;
      // After the callbacks of this turn of the event loop: the writes they make join first.
      setImmediate(() => {
        this.#commitScheduled = false;
        if (!this.#locked) this.commitGroup();
      });
    }
  }

  /** Called holding the lock: runs a write statement in the open group, or a new one. */
  runInGroup(statement: CachedStatement, query: CompiledQuery) {
    let group: Group;
    let result: QueryResult<unknown>;
    try {
      group = this.openGroup();
      group.writers += 1;
      result = execute(statement, query);
    } catch (error) {
      // Some errors (a full disk, an I/O error) end SQLite's whole transaction. Otherwise the
      // others commit now: a write that failed on a unique key is often retried after a read,
      // which must find the row it met.
      if (this.connection.sqlite.inTransaction) this.commitGroup();
      else this.endGroup(error);
      this.unlock();
      throw error;
    }
    return this.leave(group).then(() => result);
  }

  /**
   * Called holding the lock, which stays held until the transaction ends: it joins the open
   * group in a savepoint, or opens one. The group takes SQLite's write lock when it opens
   * (`begin immediate`): a deferred transaction that reads and then writes cannot wait for
   * another process's writer (SQLite answers "database is locked" at once to avoid a deadlock);
   * an immediate one waits up to the busy timeout.
   */
  beginTransaction() {
    const group = this.openGroup();
    // The first writer of a group is the group: taking it back alone is rolling the group back.
    this.#memberSaved = group.writers > 0;
    group.writers += 1;
    if (this.#memberSaved) this.run(`savepoint ${MEMBER}`);
  }

  /** Keeps the transaction's writes in its group; resolves once the group has committed. */
  commitTransaction(): Promise<void> {
    const group = this.#group;
    try {
      if (!group) throw new Error('No write group is open for the transaction');
      if (this.#memberSaved) this.run(`release ${MEMBER}`);
    } catch (error) {
      this.rollbackTransaction(error);
      throw error;
    }
    return this.leave(group);
  }

  /**
   * Takes back the transaction's writes alone, or, when SQLite ended the whole group, all of
   * it.
   */
  rollbackTransaction(error: unknown) {
    try {
      if (!this.connection.sqlite.inTransaction) this.endGroup(error);
      else if (this.#memberSaved) {
        this.run(`rollback to ${MEMBER}`);
        this.run(`release ${MEMBER}`);
      } else {
        this.run('rollback');
        this.endGroup();
      }
    } finally {
      this.unlock();
    }
  }

  /**
   * Called when a statement of a transaction fails: an error that ended SQLite's transaction
   * ended its group.
   */
  transactionFailed(error: unknown) {
    if (!this.connection.sqlite.inTransaction) this.endGroup(error);
  }

  /** Called holding the lock (or when no one holds it). */
  commitGroup() {
    if (!this.#group) return;
    try {
      this.run('commit');
      this.endGroup();
    } catch (error) {
      if (this.connection.sqlite.inTransaction) this.run('rollback');
      this.endGroup(error);
    }
  }

  /**
   * Called holding the lock: the open group, or a new one when it has been open `GROUP_MS`
   * already. The writers waiting for a group's commit wait for each one that joins it: a long
   * transaction (a bracket's generation) would hold them.
   */
  private openGroup(): Group {
    if (this.#group && performance.now() - this.#group.openedAt >= GROUP_MS) this.commitGroup();
    if (!this.#group) {
      this.run('begin immediate');
      this.#group = { openedAt: performance.now(), writers: 0, commit: deferred() };
    }
    return this.#group;
  }

  /**
   * Called holding the lock, by a writer done with the connection: lets it go, and waits for
   * the group's commit.
   */
  private leave(group: Group) {
    if (performance.now() - group.openedAt >= GROUP_MS) this.commitGroup();
    this.unlock();
    return group.commit.promise;
  }

  private endGroup(error?: unknown) {
    const group = this.#group;
    if (!group) return;
    this.#group = undefined;
    if (error === undefined) group.commit.resolve();
    else group.commit.reject(error);
    this.onCommit();
  }

  private run(source: string) {
    this.connection.prepare(source).statement.run([]);
  }
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A group whose only statement failed and took the transaction with it has no one waiting.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

function execute(
  { statement }: CachedStatement,
  { parameters }: CompiledQuery,
): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** What Kysely gets for a query or a transaction: the one connection, taken in turn. */
class GroupedConnection implements DatabaseConnection {
  /** Whether this holds the connection for a transaction under way. */
  #inTransaction = false;

  constructor(private readonly groups: WriteGroups) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.groups.connection.prepare(query.sql);
    if (this.#inTransaction) {
      try {
        return execute(statement, query) as QueryResult<R>;
      } catch (error) {
        this.groups.transactionFailed(error);
        throw error;
      }
    }
    await this.groups.lock();
    if (statement.joinsGroup)
      return (await this.groups.runInGroup(statement, query)) as QueryResult<R>;
    try {
      this.groups.commitGroup();
      return execute(statement, query) as QueryResult<R>;
    } finally {
      this.groups.unlock();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }

  async begin() {
    await this.groups.lock();
    try {
      this.groups.beginTransaction();
    } catch (error) {
      this.groups.unlock();
      throw error;
    }
    this.#inTransaction = true;
  }

  async commit() {
    // Kysely rolls back when this throws: by then the transaction has let the connection go.
    this.#inTransaction = false;
    await this.groups.commitTransaction();
  }

  async rollback() {
    if (!this.#inTransaction) return;
    this.#inTransaction = false;
    this.groups.rollbackTransaction(new Error('The transaction was rolled back'));
  }
}

/** Kysely's driver for `WriteGroups`: one connection, no pool. */
export class WriteGroupsDriver implements Driver {
  constructor(
    private readonly groups: WriteGroups,
    private readonly close: () => Promise<void>,
  ) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GroupedConnection(this.groups);
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    await (connection as GroupedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as GroupedConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as GroupedConnection).rollback();
  }

  async releaseConnection() {}

  async destroy() {
    await this.groups.lock();
    this.groups.commitGroup();
    await this.close();
  }
}
