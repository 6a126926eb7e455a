import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import { ExplainedError } from '../../../errors.js';
import { quoted, sqliteTables } from '../sqlite-file.js';
import { TableChecksum, toPostgres } from './canonical.js';
import { dependencyOrder } from '../../../db/table-order.js';
import { targetTables, type TargetTable } from './target-schema.js';

export interface TableCopy {
  table: string;
  rows: number;
  checksum: string;
  /** `copied` now, or `kept`: an earlier, interrupted run had copied it and it still matches. */
  status: 'copied' | 'kept';
  seconds: number;
}

// PostgreSQL takes at most 65 535 parameters per statement.
const MAX_PARAMETERS = 65_535;
const MAX_BATCH_ROWS = 1_000;
// Rows read per round trip when the target's rows are checksummed.
const FETCH_ROWS = 5_000;

const elapsed = (since: number) => Math.round(performance.now() - since) / 1000;

/** One table's source and target side: the columns both have, in the target's order. */
interface TablePlan {
  table: TargetTable;
  columnList: string;
}

function plan(source: SqliteDatabase.Database, target: Map<string, TargetTable>): TablePlan[] {
  const sourceTables = sqliteTables(source);
  const missing = sourceTables.filter((t) => !target.has(t));
  if (missing.length > 0)
    throw new ExplainedError(
      `The target schema has no table ${missing.join(', ')}: it is not migrated like the source.`,
    );
  const references = new Map(sourceTables.map((t) => [t, target.get(t)!.references]));
  return dependencyOrder(sourceTables, references).map((name) => {
    const table = target.get(name)!;
    const sourceColumns = (source.pragma(`table_info(${quoted(name)})`) as { name: string }[]).map(
      (c) => c.name,
    );
    const absent = sourceColumns.filter((c) => !table.columns.some((t) => t.name === c));
    if (absent.length > 0)
      throw new ExplainedError(`The target's ${name} has no column ${absent.join(', ')}.`);
    const columns = table.columns.filter((c) => sourceColumns.includes(c.name));
    return {
      table: { ...table, columns },
      columnList: columns.map((c) => quoted(c.name)).join(', '),
    };
  });
}

function sourceChecksum(source: SqliteDatabase.Database, { table, columnList }: TablePlan) {
  const checksum = new TableChecksum(table.columns.map((c) => c.kind));
  const rows = source.prepare(`select ${columnList} from ${quoted(table.name)}`).raw(true);
  for (const values of rows.iterate() as IterableIterator<unknown[]>) checksum.add(values);
  return checksum;
}

/** The target table's checksum, read through a cursor so a large table is never held whole. */
async function targetChecksum(client: pg.Client, { table, columnList }: TablePlan) {
  const checksum = new TableChecksum(table.columns.map((c) => c.kind));
  await client.query('begin isolation level repeatable read read only');
  try {
    await client.query(`declare rows_to_sum no scroll cursor for
      select ${columnList} from ${quoted(table.name)}`);
    for (;;) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${FETCH_ROWS} from rows_to_sum`,
        rowMode: 'array',
      });
      for (const values of rows) checksum.add(values);
      if (rows.length < FETCH_ROWS) break;
    }
  } finally {
    await client.query('commit');
  }
  return checksum;
}

async function targetCount(client: pg.Client, table: string) {
  const { rows } = await client.query<{ n: number }>(`select count(*) as n from ${quoted(table)}`);
  return Number(rows[0]?.n ?? 0);
}

const sourceCount = (source: SqliteDatabase.Database, table: string) =>
  source
    .prepare(`select count(*) from ${quoted(table)}`)
    .pluck()
    .get() as number;

/** `insert … values ($1, $2), ($3, $4) …` for `rows` rows of `table`. */
function insertStatement({ table, columnList }: TablePlan, rows: number) {
  const width = table.columns.length;
  const tuples = Array.from(
    { length: rows },
    (_, r) => `(${table.columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`,
  );
  const override = table.identityAlways ? ' overriding system value' : '';
  return `insert into ${quoted(table.name)} (${columnList})${override} values ${tuples.join(', ')}`;
}

/**
 * Copies one table in a transaction of its own: all of its rows or, interrupted, none. The
 * target's triggers stay off meanwhile: the counts and read versions they keep are tables of
 * their own, copied as the source holds them.
 */
async function copyTable(source: SqliteDatabase.Database, client: pg.Client, plan: TablePlan) {
  const { table } = plan;
  const kinds = table.columns.map((c) => c.kind);
  const checksum = new TableChecksum(kinds);
  const batchRows = Math.max(
    1,
    Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / table.columns.length)),
  );
  const fullBatch = insertStatement(plan, batchRows);
  const name = quoted(table.name);
  const rows = source.prepare(`select ${plan.columnList} from ${name}`).raw(true);
  await client.query('begin');
  try {
    await client.query(`alter table ${name} disable trigger user`);
    let batch: unknown[] = [];
    let batched = 0;
    for (const values of rows.iterate() as IterableIterator<unknown[]>) {
      checksum.add(values);
      for (let i = 0; i < values.length; i += 1) batch.push(toPostgres(values[i], kinds[i]!));
      batched += 1;
      if (batched < batchRows) continue;
      await client.query(fullBatch, batch);
      batch = [];
      batched = 0;
    }
    if (batched > 0) await client.query(insertStatement(plan, batched), batch);
    await client.query(`alter table ${name} enable trigger user`);
    for (const column of table.sequenced) await continueSequence(client, table.name, column);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  return checksum;
}

/** The column's sequence goes on after the highest copied value (or starts at 1). */
async function continueSequence(client: pg.Client, table: string, column: string) {
  await client.query(
    `select setval(pg_get_serial_sequence($1, $2), greatest(coalesce(max(${quoted(column)}), 0), 1),
       max(${quoted(column)}) is not null and max(${quoted(column)}) >= 1)
     from ${quoted(table)}`,
    [quoted(table), column],
  );
}

/** Counts, then checksums when the counts agree, of each table on both sides, computed once. */
class Comparison {
  private readonly equal = new Map<string, TableCopy | null>();
  constructor(
    private readonly source: SqliteDatabase.Database,
    private readonly client: pg.Client,
  ) {}

  /** The table as already copied (`kept`) when both sides hold the same rows, else null. */
  async match(plan: TablePlan): Promise<TableCopy | null> {
    const name = plan.table.name;
    if (this.equal.has(name)) return this.equal.get(name)!;
    const started = performance.now();
    let kept: TableCopy | null = null;
    if (sourceCount(this.source, name) === (await targetCount(this.client, name))) {
      const expected = sourceChecksum(this.source, plan);
      const found = await targetChecksum(this.client, plan);
      if (expected.hex === found.hex) {
        const seconds = elapsed(started);
        kept = { table: name, rows: found.rows, checksum: found.hex, status: 'kept', seconds };
      }
    }
    this.equal.set(name, kept);
    return kept;
  }
}

/**
 * Whether the target's rows may be replaced without --force: it is empty, or it holds an earlier
 * copy of this source, interrupted or taken before more writes. Tenants own nearly every row, so
 * equal tenants mark an earlier copy; before they were copied, every table holding rows matches.
 */
async function holdsOnlyAnEarlierCopy(plans: TablePlan[], compare: Comparison, client: pg.Client) {
  const tenants = plans.find((p) => p.table.name === 'tenants');
  if (tenants && (await targetCount(client, 'tenants')) > 0)
    return (await compare.match(tenants)) !== null;
  for (const plan of plans) {
    if ((await targetCount(client, plan.table.name)) === 0) continue;
    if ((await compare.match(plan)) === null) return false;
  }
  return true;
}

export interface CopyOptions {
  /** Replace target rows that are not an earlier copy of this source. */
  force: boolean;
  /** Told of each table as it is done. */
  onTable?: (table: TableCopy) => void;
}

export interface CopyReport {
  tables: TableCopy[];
  rows: number;
  seconds: number;
}

/**
 * Copies every table of the SQLite `source` into the migrated PostgreSQL schema `client` is on,
 * in foreign-key order, each in a transaction of its own, then reads it back and compares row
 * count and checksum. Run again after an interruption, it keeps the leading tables that match
 * and truncates and copies the rest. The source is read in one snapshot; writes to it meanwhile
 * make it throw at the end (they would be missing from the target).
 */
export async function copySqliteToPostgres(
  source: SqliteDatabase.Database,
  client: pg.Client,
  { force, onTable = () => undefined }: CopyOptions,
): Promise<CopyReport> {
  const started = performance.now();
  const plans = plan(source, await targetTables(client));
  const dataVersion = () => source.pragma('data_version', { simple: true }) as number;
  const versionBefore = dataVersion();
  const tables: TableCopy[] = [];
  source.exec('begin');
  try {
    const compare = new Comparison(source, client);
    if (!force && !(await holdsOnlyAnEarlierCopy(plans, compare, client)))
      throw new ExplainedError(
        'The target schema holds rows that are not an earlier copy of this database: copy into an empty database, or add --force to replace them.',
      );
    let first = 0;
    for (; first < plans.length; first += 1) {
      const kept = await compare.match(plans[first]!);
      if (!kept) break;
      tables.push(kept);
      onTable(kept);
    }
    const rest = plans.slice(first);
    // Tables referring to these come later in the order, so the list is closed under references.
    if (rest.length > 0)
      await client.query(`truncate ${rest.map((p) => quoted(p.table.name)).join(', ')}`);
    for (const plan of rest) {
      const copied = await copyVerified(source, client, plan);
      tables.push(copied);
      onTable(copied);
    }
  } finally {
    source.exec('commit');
  }
  if (dataVersion() !== versionBefore)
    throw new ExplainedError(
      'The SQLite database was written to during the copy, so the target misses those writes: stop the server (every process writing to it) and run the copy again; it copies again only the tables from the first that changed.',
    );
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  return { tables, rows, seconds: elapsed(started) };
}

async function copyVerified(
  source: SqliteDatabase.Database,
  client: pg.Client,
  plan: TablePlan,
): Promise<TableCopy> {
  const started = performance.now();
  const name = plan.table.name;
  const copied = await copyTable(source, client, plan);
  const found = await targetChecksum(client, plan);
  if (found.rows !== copied.rows || found.hex !== copied.hex)
    throw new ExplainedError(
      `${name} differs after the copy: ${copied.rows} rows read (checksum ${copied.hex}), ${found.rows} in the target (checksum ${found.hex}).`,
    );
  // Fresh statistics, or the planner guesses the new rows' distribution.
  await client.query(`analyze ${quoted(name)}`);
  const seconds = elapsed(started);
  return { table: name, rows: copied.rows, checksum: copied.hex, status: 'copied', seconds };
}
