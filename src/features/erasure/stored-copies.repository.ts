import { sql, type RawBuilder } from 'kysely';
import type { Database, Executor } from '../../db/database.js';
import { containsPattern } from '../../db/dialect.js';
import type { PersonalValues } from './personal-values.js';

/**
 * Where the service keeps copies of what it was sent or sent out, by value rather than by
 * reference to the user: event payloads (which also feed the tournament streams), webhook
 * bodies and the receivers' answers, and the answers kept for idempotent replays. A new table
 * of that kind belongs in this list; the erasure test scans every column of every table.
 */
interface CopyTable {
  table: keyof Database;
  /** The columns that identify a row. */
  key: readonly string[];
  /** Whose rows they are: the column, and its value for a tenant. */
  owner: readonly [column: string, value: (tenantId: string) => string];
  /** `json`: rewritten value by value, keeping its shape; `text`: occurrences replaced. */
  columns: readonly { name: string; kind: 'json' | 'text' }[];
}

const byTenantId = ['tenantId', (tenantId: string) => tenantId] as const;

const COPIES: readonly CopyTable[] = [
  { table: 'outbox_events', key: ['id'], owner: byTenantId, columns: [json('payload')] },
  {
    table: 'webhook_deliveries',
    key: ['id'],
    owner: byTenantId,
    columns: [json('body'), text('lastError')],
  },
  {
    table: 'webhook_attempts',
    key: ['id'],
    owner: byTenantId,
    columns: [text('responseExcerpt'), text('error')],
  },
  {
    table: 'idempotency_keys',
    key: ['scope', 'key'],
    owner: ['scope', (tenantId) => `tenant:${tenantId}`],
    columns: [json('responseBody')],
  },
];

function json(name: string) {
  return { name, kind: 'json' } as const;
}
function text(name: string) {
  return { name, kind: 'text' } as const;
}

/** Any of `terms` inside the column, ignoring case (a superset the caller narrows exactly). */
const containsAny = (column: string, terms: readonly string[]): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join(
    terms.map((term) => sql`lower(${sql.ref(column)}) like ${containsPattern(term)} escape '\\'`),
    sql` or `,
  )})`;

/**
 * Rewrites every row of the tenant's copies that holds one of `values`; returns how many rows
 * changed. A whole scan of the tenant's rows of these tables: erasures are rare, and the tables
 * are pruned after the retention period.
 */
export async function scrubStoredCopies(db: Executor, tenantId: string, values: PersonalValues) {
  if (values.isEmpty) return 0;
  const terms = values.searchTerms();
  let changed = 0;
  for (const copy of COPIES) changed += await scrubTable(db, tenantId, copy, values, terms);
  return changed;
}

async function scrubTable(
  db: Executor,
  tenantId: string,
  { table, key, owner: [ownerColumn, ownerValue], columns }: CopyTable,
  values: PersonalValues,
  terms: readonly string[],
) {
  const names = columns.map((c) => c.name);
  const { rows } = await sql<Record<string, string | null>>`
    select ${sql.join([...key, ...names].map((c) => sql.ref(c)))} from ${sql.table(table)}
    where ${sql.ref(ownerColumn)} = ${ownerValue(tenantId)}
    and (${sql.join(
      names.map((name) => containsAny(name, terms)),
      sql` or `,
    )})`.execute(db);
  let changed = 0;
  for (const row of rows) {
    const updates = columns.flatMap(({ name, kind }) => {
      const before = row[name];
      if (before === null || before === undefined) return [];
      const after = kind === 'json' ? values.scrubJsonText(before) : values.scrubPlainText(before);
      return after === before ? [] : [sql`${sql.ref(name)} = ${after}`];
    });
    if (updates.length === 0) continue;
    await sql`update ${sql.table(table)} set ${sql.join(updates)}
      where ${sql.join(
        key.map((c) => sql`${sql.ref(c)} = ${row[c]}`),
        sql` and `,
      )}`.execute(db);
    changed++;
  }
  return changed;
}

/** The tenant's match reports that name the user's id or external id. */
export const reportsNaming = (db: Executor, tenantId: string, terms: readonly string[]) =>
  db
    .selectFrom('match_reports')
    .select(['matchId', 'report1', 'report2'])
    .where('tenantId', '=', tenantId)
    .where((eb) => eb.or([containsAny('report1', terms), containsAny('report2', terms)]))
    .execute();

export async function updateReports(
  db: Executor,
  tenantId: string,
  matchId: string,
  reports: { report1: string | null; report2: string | null },
) {
  await db
    .updateTable('match_reports')
    .set(reports)
    .where('tenantId', '=', tenantId)
    .where('matchId', '=', matchId)
    .execute();
}
