import { sql, type RawBuilder } from 'kysely';
import type { Engine } from './create-db.js';

/** How a column of a values list is typed on PostgreSQL, which would otherwise read text. */
export type ValuesColumnType = 'text' | 'integer' | 'uuid';

/**
 * `name("a", "b", …) as (values (…), (…))`, to follow `with`: rows written into the statement,
 * so one `update … from name` changes many rows with a value of their own each, on both
 * engines. On PostgreSQL every parameter is cast to its column's type.
 */
export function valuesList<Row extends Record<string, unknown>>(
  engine: Engine,
  name: string,
  columns: { [K in keyof Row & string]: ValuesColumnType },
  rows: readonly Row[],
): RawBuilder<unknown> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const cast = (value: unknown, type: ValuesColumnType) =>
    engine === 'postgres' ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`;
  const tuples = rows.map(
    (row) => sql`(${sql.join(names.map((column) => cast(row[column], columns[column])))})`,
  );
  return sql`${sql.table(name)}(${sql.join(names.map((column) => sql.ref(column)))}) as (values ${sql.join(tuples)})`;
}
