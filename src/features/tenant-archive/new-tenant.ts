import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { ExplainedError } from '../../errors.js';
import { newShareSlug } from '../tournaments/index.js';
import type { Row, TableRows } from './archive-format.js';
import { archiveTables } from './export.service.js';
import {
  LEFT_BEHIND_BY_NEW_TENANT,
  columnsWithRule,
  unclassifiedUniqueValues,
} from './ownership.js';
import { readUniqueIndexes } from './schema.repository.js';

/**
 * An archive loaded under a new tenant id (`tourney tenant import --as-new-tenant`): every id the
 * tenant owns is drawn anew, wherever it appears, so the same archive can be loaded any number
 * of times next to its original.
 */
export interface NewTenantPlan {
  sourceTenantId: string;
  tenantId: string;
  /** The archive's ids to the new ones: the tenant's and every owned row's. */
  ids: Map<string, string>;
  tables: TableRows[];
  /** The tables left behind (LEFT_BEHIND_BY_NEW_TENANT) and their row counts. */
  leftBehind: { table: string; rows: number }[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && value.length === 36 && value.match(UUID)?.[0] === value;

/**
 * New ids for old, drawn at random and handed out in the old ids' order: a read that orders rows
 * by id lists the copy's rows in the original's order.
 */
export function freshIds(old: Iterable<string>): Map<string, string> {
  const sorted = [...new Set([...old].map((id) => id.toLowerCase()))].sort();
  const fresh = sorted.map(() => randomUUID()).sort();
  return new Map(sorted.map((id, i) => [id, fresh[i]!]));
}

const remapText = (text: string, ids: ReadonlyMap<string, string>) =>
  text.replace(UUID, (id) => ids.get(id.toLowerCase()) ?? id);

/**
 * A value with every owned id in it replaced: a column holding one, and ids inside text and JSON
 * (event payloads, stored standings and layouts, keys of JSON objects). Ids of anything else (the
 * catalogue, other installations, integrators' own external ids) stay as they are.
 */
export function remapValue(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return remapText(value, ids);
  if (value !== null && typeof value === 'object')
    return JSON.parse(remapText(JSON.stringify(value), ids));
  return value;
}

/** The digest of a random token nobody holds: a copied invitation's link opens nothing. */
const deadTokenDigest = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/** The ids the archive's tenant owns: its own and the `id` of every row. */
function ownedIds(tables: readonly TableRows[]): string[] {
  const ids: string[] = [];
  for (const { table, rows } of tables) {
    const at = table.columns.indexOf('id');
    if (at >= 0) for (const row of rows) if (isUuid(row[at])) ids.push(row[at]);
  }
  return ids;
}

/** The archive's rows as a new tenant's: new ids everywhere, dead tokens, left-behind tables out. */
export function planNewTenant(sourceTenantId: string, tables: readonly TableRows[]): NewTenantPlan {
  const ids = freshIds([sourceTenantId, ...ownedIds(tables)]);
  const leftBehind: NewTenantPlan['leftBehind'] = [];
  const planned = tables.map(({ table, rows }): TableRows => {
    if (table.table in LEFT_BEHIND_BY_NEW_TENANT) {
      leftBehind.push({ table: table.table, rows: rows.length });
      return { table: { ...table, rows: 0 }, rows: [] };
    }
    const tokens = columnsWithRule(table.table, 'dead-token').map((c) => table.columns.indexOf(c));
    const remapped = rows.map((row): Row => {
      const mapped = row.map((value) => remapValue(value, ids));
      for (const at of tokens) if (at >= 0 && mapped[at] !== null) mapped[at] = deadTokenDigest();
      return mapped;
    });
    return { table, rows: remapped };
  });
  return {
    sourceTenantId,
    tenantId: ids.get(sourceTenantId.toLowerCase())!,
    ids,
    tables: planned,
    leftBehind,
  };
}

/** Refuses before any write when a unique value has no rule (ownership.ts, UNIQUE_VALUES). */
export async function checkUniqueValuesClassified(db: Executor, engine: Engine) {
  const unclassified = unclassifiedUniqueValues(
    await archiveTables(db, engine),
    await readUniqueIndexes(db, engine),
  );
  if (unclassified.length > 0)
    throw new ExplainedError(
      `Nothing was imported: no rule says what a new tenant gets for the unique ${unclassified.join(', ')}: classify them in tenant-archive/ownership.ts.`,
    );
}

async function nameTaken(trx: Executor, name: string) {
  const { rows } = await sql`select 1 from tenants where lower(name) = lower(${name})`.execute(trx);
  return rows.length > 0;
}

/**
 * The new tenant's name: the one asked for, refused when taken (names are unique regardless of
 * case); else the archive's, with " (2)", " (3)"… until one is free.
 */
async function chooseName(trx: Executor, archived: string, asked: string | undefined) {
  if (asked !== undefined) {
    if (await nameTaken(trx, asked))
      throw new ExplainedError(
        `Nothing was imported: a tenant named "${asked}" exists here already: choose another name.`,
      );
    return asked;
  }
  let name = archived;
  for (let n = 2; await nameTaken(trx, name); n += 1) name = `${archived} (${n})`;
  return name;
}

/** Public slugs this installation holds already, drawn anew; returns the old ones to the new. */
async function freeSlugs(trx: Executor, { table, rows }: TableRows, column: string) {
  const at = table.columns.indexOf(column);
  const renamed = new Map<string, string>();
  for (const row of rows) {
    const slug = row[at];
    if (typeof slug !== 'string') continue;
    const { rows: taken } = await sql`select 1 from ${sql.table(table.table)}
      where ${sql.ref(column)} = ${slug}`.execute(trx);
    if (taken.length === 0) continue;
    const drawn = newShareSlug();
    row[at] = drawn;
    renamed.set(slug, drawn);
  }
  return renamed;
}

/**
 * Settles, inside the import's transaction, the unique values that depend on what this
 * installation holds: the tenant's name and the public slugs. Changes the plan's rows.
 */
export async function settleUniqueValues(
  trx: Executor,
  plan: NewTenantPlan,
  askedName: string | undefined,
) {
  const shareSlugs: Record<string, string> = {};
  let tenantName = '';
  for (const section of plan.tables) {
    const nameAt = section.table.table === 'tenants' ? section.table.columns.indexOf('name') : -1;
    if (nameAt >= 0) {
      const row = section.rows[0]!;
      tenantName = await chooseName(trx, row[nameAt] as string, askedName);
      row[nameAt] = tenantName;
    }
    for (const column of columnsWithRule(section.table.table, 'new-slug-if-taken'))
      for (const [old, slug] of await freeSlugs(trx, section, column)) shareSlugs[old] = slug;
  }
  return { tenantName, shareSlugs };
}
