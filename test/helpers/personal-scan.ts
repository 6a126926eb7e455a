import { sql } from 'kysely';
import { containsPattern } from '../../src/db/dialect.js';
import type { TestDatabase } from './test-db.js';

/**
 * Every column of every table, read from the database's own catalogue so a table or column
 * added later is scanned without editing a list.
 */
async function allColumns(database: TestDatabase): Promise<Map<string, string[]>> {
  const query = database.schema
    ? sql<{ table: string; column: string }>`select c.table_name as "table",
        c.column_name as "column" from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = ${database.schema} and t.table_type = 'BASE TABLE'`
    : sql<{ table: string; column: string }>`select m.name as "table", p.name as "column"
        from sqlite_master m, pragma_table_info(m.name) p where m.type = 'table'`;
  const { rows } = await query.execute(database.db);
  const columns = new Map<string, string[]>();
  for (const { table, column } of rows) columns.set(table, [...(columns.get(table) ?? []), column]);
  return columns;
}

export interface Finding {
  table: string;
  column: string;
  marker: string;
  value: string;
}

/**
 * Where any of `markers` occurs, in any column of any table, ignoring case: every value is read
 * as text (JSON, numbers and ids alike), so nothing escapes the scan by its type.
 */
export async function findMarkers(
  database: TestDatabase,
  markers: readonly string[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const lowered = markers.map((m) => m.toLowerCase());
  for (const [table, columns] of await allColumns(database)) {
    const asText = (column: string) => sql`lower(cast(${sql.ref(column)} as text))`;
    const matches = columns.flatMap((column) =>
      lowered.map((m) => sql`${asText(column)} like ${containsPattern(m)} escape '\\'`),
    );
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join(columns.map((c) => sql`cast(${sql.ref(c)} as text) as ${sql.ref(c)}`))}
      from ${sql.table(table)} where ${sql.join(matches, sql` or `)}`.execute(database.db);
    for (const row of rows) {
      for (const column of columns) {
        const value = String(row[column] ?? '');
        for (const [i, marker] of lowered.entries()) {
          if (value.toLowerCase().includes(marker))
            findings.push({ table, column, marker: markers[i]!, value: value.slice(0, 200) });
        }
      }
    }
  }
  return findings;
}
