import type pg from 'pg';
import { kindOf, type ColumnKind } from './canonical.js';

interface TargetColumn {
  name: string;
  kind: ColumnKind;
}

export interface TargetTable {
  name: string;
  /** The columns a row is written with: every one but those PostgreSQL computes itself. */
  columns: TargetColumn[];
  /** Columns numbered by a sequence, which must continue after the highest copied value. */
  sequenced: string[];
  /** An identity column that refuses given values unless the insert overrides it. */
  identityAlways: boolean;
  /** The tables its foreign keys refer to. */
  references: Set<string>;
}

/** The tables of the target's current schema as the migrations made them, by name. */
export async function targetTables(client: pg.Client): Promise<Map<string, TargetTable>> {
  const { rows: columns } = await client.query<{
    table: string;
    column: string;
    type: string;
    sequenced: boolean;
    always: boolean;
  }>(
    `select table_name as table, column_name as column, data_type as type,
       (column_default like 'nextval(%' or is_identity = 'YES') as sequenced,
       (identity_generation = 'ALWAYS') as always
     from information_schema.columns
     where table_schema = current_schema() and is_generated = 'NEVER'
     order by table_name, ordinal_position`,
  );
  const tables = new Map<string, TargetTable>();
  for (const c of columns) {
    let table = tables.get(c.table);
    if (!table) {
      table = {
        name: c.table,
        columns: [],
        sequenced: [],
        identityAlways: false,
        references: new Set(),
      };
      tables.set(c.table, table);
    }
    table.columns.push({ name: c.column, kind: kindOf(c.type) });
    if (c.sequenced) table.sequenced.push(c.column);
    if (c.always) table.identityAlways = true;
  }
  const { rows: keys } = await client.query<{ table: string; referenced: string }>(
    `select c.conrelid::regclass::text as table, c.confrelid::regclass::text as referenced
     from pg_constraint c
     where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
  for (const { table, referenced } of keys)
    tables.get(unqualified(table))?.references.add(unqualified(referenced));
  return tables;
}

// regclass text is qualified when the schema is not first on the search path, and quoted when
// the name needs it.
const unqualified = (name: string) => name.replace(/^.*\./, '').replace(/^"(.*)"$/, '$1');
