import { sql, type RawBuilder } from 'kysely';
import type { Engine } from './create-db.js';

/** How a column of a values list is typed on PostgreSQL, which would otherwise read text. */
export type ValuesColumnType = 'text' | 'integer' | 'uuid';

/**
 * `name("a", "b", …) as (…)`, to follow `with`: rows of values of their own, so one
 * `update … from name` changes many rows with a value of their own each, on both engines.
 *
 * The rows travel as one JSON parameter (`jsonb_to_recordset` on PostgreSQL, `json_each` on
 * SQLite), not as a parameter per value: the statement's text is then the same whatever the
 * number of rows, so SQLite prepares it once, PostgreSQL parses a few lines instead of hundreds
 * of casts, and building it costs no more for a hundred rows than for one.
 */
export function valuesList<Row extends Record<string, unknown>>(
  engine: Engine,
  name: string,
  columns: { [K in keyof Row & string]: ValuesColumnType },
  rows: readonly Row[],
): RawBuilder<unknown> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const json = JSON.stringify(rows.map((row) => names.map((column) => row[column] ?? null)));
  if (engine === 'postgres') {
    // Each row is an array: `->> n` reads its n-th value as text, cast to the column's type.
    const values = names.map(
      (column, i) =>
        sql`cast(${sql.ref('r.value')} ->> ${sql.raw(String(i))} as ${sql.raw(columns[column])})`,
    );
    return sql`${sql.table(name)}(${sql.join(names.map((column) => sql.ref(column)))}) as (select ${sql.join(values)} from jsonb_array_elements(cast(${json} as jsonb)) as r(value))`;
  }
  const values = names.map((_, i) => sql`${sql.ref('value')} ->> ${sql.raw(String(i))}`);
  return sql`${sql.table(name)}(${sql.join(names.map((column) => sql.ref(column)))}) as (select ${sql.join(values)} from json_each(${json}))`;
}
