import type { CompiledQuery, Compilable, Insertable } from 'kysely';
import type { Database, Executor } from './database.js';

// Stands for argument i while the query is built: `<MARK>i<MARK>`, a private-use character. Only
// the statement's own values are searched for it, never the arguments put in their place.
const MARK = '\uE000';
const placeholder = (i: number) => `${MARK}${i}${MARK}`;
const PLACEHOLDERS = /\uE000(\d+)\uE000/g;

// A null binds NULL: for a column's value, never for a comparison (`= NULL` matches nothing).
export type Argument = string | number | null;

/** The SQL of every statement built here: a fixed set, whatever the arguments. */
const builtOnce = new Set<string>();
export const isBuiltOnce = (sql: string) => builtOnce.has(sql);

/**
 * A query built and compiled once per SQL dialect, then run with each call's arguments. Building
 * a Kysely query (a node tree copied at every step) and compiling it cost more than SQLite takes
 * to run a point lookup; the hottest reads pay it once instead of per request.
 *
 * `build` must make the same statement whatever its arguments (no branch on them) and use each
 * one as a bound value, or inside one (a read key made of ids); it is called with placeholders.
 */
export function prepared<A extends Argument[], R>(
  build: (db: Executor, ...args: A) => Compilable<R>,
) {
  const compiled = new Map<unknown, CompiledQuery<R>>();
  const compile = (db: Executor, args: A) => {
    const query = build(db, ...(args.map((_, i) => placeholder(i)) as A)).compile();
    if (query.sql.includes(MARK)) throw new Error('An argument of a prepared query is not bound');
    builtOnce.add(query.sql);
    return query;
  };
  return async (db: Executor, ...args: A): Promise<R[]> => {
    // The compiled SQL depends on the dialect alone; a transaction shares its database's.
    const dialect = db.getExecutor().adapter.constructor;
    let query = compiled.get(dialect);
    if (!query) compiled.set(dialect, (query = compile(db, args)));
    const parameters = query.parameters.map((value) => {
      if (typeof value !== 'string' || !value.includes(MARK)) return value;
      const whole = /^\uE000(\d+)\uE000$/.exec(value);
      if (whole) return args[Number(whole[1])];
      return value.replace(PLACEHOLDERS, (_, i: string) => String(args[Number(i)]));
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/**
 * Like `prepared`, for a query with a few shapes (which filters it has, how many ids a list
 * holds): one statement per shape, `build(shape)` making that shape's.
 */
export function preparedShapes<S extends string | number, A extends Argument[], R>(
  build: (shape: S) => (db: Executor, ...args: A) => Compilable<R>,
) {
  const byShape = new Map<S, ReturnType<typeof prepared<A, R>>>();
  return (shape: S, db: Executor, ...args: A): Promise<R[]> => {
    let query = byShape.get(shape);
    if (!query) byShape.set(shape, (query = prepared(build(shape))));
    return query(db, ...args);
  };
}

/**
 * Like `preparedShapes`, for pages of a query (or any query with a LIMIT): one statement per
 * shape and page size, the size written into its SQL (`build(shape, limit)` gets it as a
 * number). SQLite plans a statement again on every run when its LIMIT is bound (see
 * `sqlite-limits.ts`).
 */
export function preparedPages<S extends string | number, A extends Argument[], R>(
  build: (shape: S, limit: number) => (db: Executor, ...args: A) => Compilable<R>,
) {
  const byShape = new Map<string, ReturnType<typeof prepared<A, R>>>();
  return (shape: S, limit: number, db: Executor, ...args: A): Promise<R[]> => {
    const key = `${limit}:${shape}`;
    let query = byShape.get(key);
    if (!query) byShape.set(key, (query = prepared(build(shape, limit))));
    return query(db, ...args);
  };
}

// Past this many ids (longer than any page) lists are rare: each is built for its call rather
// than keeping a statement per length.
const PREPARED_LIST_LENGTHS = 100;

/**
 * A query over a list of values (ids, match numbers), prepared once per list length: an empty
 * list reads nothing without a query (`in ()` is not SQL), and a list longer than
 * PREPARED_LIST_LENGTHS is built for its call. `build` takes the list, then the other arguments.
 */
export function preparedForList<L extends string | number, A extends Argument[], R>(
  build: (db: Executor, list: L[], ...args: A) => Compilable<R>,
) {
  const byLength = preparedShapes(
    (length: number) =>
      (db: Executor, ...values: Argument[]) =>
        build(db, values.slice(0, length) as L[], ...(values.slice(length) as A)),
  );
  return async (db: Executor, list: readonly L[], ...args: A): Promise<R[]> => {
    if (list.length === 0) return [];
    if (list.length > PREPARED_LIST_LENGTHS)
      return (await db.executeQuery(build(db, [...list], ...args).compile())).rows;
    return byLength(list.length, db, ...list, ...args);
  };
}

/**
 * A row's columns (those not undefined, which Kysely leaves out) as a statement's shape, and
 * their values in that order. A null is bound as NULL, as in the row.
 */
export function rowShape(row: object): { columns: string; values: Argument[] } {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  return {
    columns: entries.map(([column]) => column).join(','),
    values: entries.map(([, value]) => value as Argument),
  };
}

/** The row of a `rowShape` made again from its columns and (placeholder) values. */
export const shapedRow = (columns: string, values: readonly Argument[]) =>
  Object.fromEntries(columns.split(',').map((column, i) => [column, values[i]])) as never;

/**
 * Inserts rows into `table` with a statement built once per set of columns and number of rows.
 * Every write inserts a row or two, and building each insert anew cost about a tenth of a
 * write's CPU. Rows of different columns are inserted one statement each.
 */
export function preparedInsertRows<T extends keyof Database & string>(table: T) {
  const byShape = preparedShapes((shape: string) => {
    const colon = shape.indexOf(':');
    const count = Number(shape.slice(0, colon));
    const columns = shape.slice(colon + 1);
    const width = columns.split(',').length;
    return (db: Executor, ...values: Argument[]) =>
      db
        .insertInto(table)
        .values(
          Array.from({ length: count }, (_, i) =>
            shapedRow(columns, values.slice(i * width, (i + 1) * width)),
          ),
        );
  });
  const insert = async (db: Executor, rows: readonly Insertable<Database[T]>[]): Promise<void> => {
    const shapes = rows.map(rowShape);
    const columns = shapes[0]?.columns;
    if (columns === undefined) return;
    if (shapes.some((shape) => shape.columns !== columns)) {
      for (const row of rows) await insert(db, [row]);
      return;
    }
    await byShape(`${rows.length}:${columns}`, db, ...shapes.flatMap((shape) => shape.values));
  };
  return insert;
}

/** `preparedInsertRows` for one row at a time. */
export function preparedInsert<T extends keyof Database & string>(table: T) {
  const insertRows = preparedInsertRows(table);
  return (db: Executor, row: Insertable<Database[T]>): Promise<void> => insertRows(db, [row]);
}
