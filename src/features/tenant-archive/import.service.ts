import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Db, Executor } from '../../db/database.js';
import { nextEventSeq } from '../../db/commit-order.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { ExplainedError } from '../../errors.js';
import type { SecretBox } from '../webhooks/index.js';
import { decodeArchive, type ArchiveManifest, type Row, type TableRows } from './archive-format.js';
import { archiveTables } from './export.service.js';
import { CATALOGUE, CATALOGUE_REFERENCES } from './ownership.js';
import { resolveCatalogue, type CatalogueIds } from './catalogue.repository.js';
import {
  checkUniqueValuesClassified,
  planNewTenant,
  settleUniqueValues,
  type NewTenantPlan,
} from './new-tenant.js';
import { latestMigration } from './schema.repository.js';

export interface ImportOptions {
  /** The target's keys, asked for only when the archive carries signing secrets to seal. */
  webhookSecrets?: () => SecretBox;
  /** Load the tenant under a new id (new-tenant.ts), named `name` when given. */
  asNewTenant?: { name?: string };
}

export interface ImportReport {
  tenantId: string;
  tenantName: string;
  tables: { table: string; rows: number }[];
  rows: number;
  webhooksNeedingSecret: string[];
  /** Under a new tenant id: what changed on the way in. */
  asNewTenant?: {
    sourceTenantId: string;
    /** The archive's ids to the new tenant's. */
    ids: Record<string, string>;
    /** Public slugs this installation held already, to the ones drawn instead. */
    shareSlugs: Record<string, string>;
    leftBehind: { table: string; rows: number }[];
  };
}

// SQLite takes at most 32 766 parameters per statement, PostgreSQL 65 535.
const MAX_PARAMETERS = 30_000;
const MAX_BATCH_ROWS = 500;

/** Refuses an archive this database cannot take as it is: another schema, or another catalogue. */
async function checkTarget(db: Db, engine: Engine, manifest: ArchiveManifest) {
  const migration = await latestMigration(db);
  if (migration !== manifest.migration)
    throw new ExplainedError(
      `The archive was made at migration ${manifest.migration} and this database is at ${migration}: import it with the same release as the export.`,
    );
  // Rows are written by column name: the engines may list a table's columns in another order.
  const shape = (tables: { name: string; columns: string[] }[]) =>
    tables
      .map((t) => `${t.name}(${[...t.columns].sort().join(',')})`)
      .sort()
      .join(' ');
  const here = await archiveTables(db, engine);
  if (shape(here) !== shape(manifest.tables.map((t) => ({ ...t, name: t.table }))))
    throw new ExplainedError('The archive holds other tables or columns than this database has.');
  return resolveCatalogue(db, manifest.catalogue);
}

/** The row ids of the archive this database already holds, as lines naming them. */
async function collisions(trx: Executor, tenantId: string, tables: TableRows[]) {
  const found: string[] = [];
  const tenant = await sql`select 1 from tenants where id = ${tenantId}`.execute(trx);
  if (tenant.rows.length > 0) found.push(`tenant ${tenantId} exists here already`);
  for (const { table, rows } of tables) {
    const at = table.columns.indexOf('id');
    if (at < 0 || table.table === 'tenants') continue;
    const ids = rows.map((row) => row[at]);
    // Guard against running an invalid query when the ids list is empty.
    if (ids.length === 0) continue;
    let clashes = 0;
    let first: unknown;
    for (let i = 0; i < ids.length; i += MAX_BATCH_ROWS) {
      const { rows: hits } = await sql<{ id: string }>`select id from ${sql.table(table.table)}
        where id in (${sql.join(ids.slice(i, i + MAX_BATCH_ROWS))})`.execute(trx);
      clashes += hits.length;
      first ??= hits[0]?.id;
    }
    if (clashes > 0)
      found.push(`${clashes} row(s) of ${table.table} exist here already (${first}…)`);
  }
  return found;
}

/** A row as the target takes it: catalogue ids mapped, a signing secret sealed again. */
function rowMapper(table: TableRows['table'], ids: CatalogueIds, box: SecretBox | undefined) {
  const rewrites = CATALOGUE.flatMap((kind) =>
    CATALOGUE_REFERENCES[kind]
      .filter(([name]) => name === table.table)
      .map(([, column]) => ({ at: table.columns.indexOf(column), map: ids[kind] })),
  ).filter((r) => r.at >= 0);
  const secretAt = table.table === 'webhook_configs' ? table.columns.indexOf('secretKey') : -1;
  const idAt = table.columns.indexOf('id');
  return (row: Row): Row => {
    const mapped = [...row];
    for (const { at, map } of rewrites)
      if (mapped[at] !== null) mapped[at] = map.get(mapped[at] as string);
    if (secretAt >= 0 && mapped[secretAt] !== null)
      mapped[secretAt] = box!.seal(mapped[idAt] as string, mapped[secretAt] as string);
    return mapped;
  };
}

async function insertTable(trx: Executor, { table, rows }: TableRows, mapRow: (row: Row) => Row) {
  // SQLite numbers events in the insert itself (commit-order.ts); PostgreSQL by default.
  const numbered = table.table === 'outbox_events' && Object.keys(nextEventSeq(trx)).length > 0;
  const columns = [...table.columns, ...(numbered ? ['seq'] : [])];
  const batch = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  for (let i = 0; i < rows.length; i += batch) {
    const tuples = rows.slice(i, i + batch).map((row, offset) => {
      const values: unknown[] = mapRow(row);
      if (numbered) values.push(nextEventSeq(trx, offset).seq as RawBuilder<number>);
      return sql`(${sql.join(values)})`;
    });
    await sql`insert into ${sql.table(table.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values ${sql.join(tuples)}`.execute(trx);
  }
}

async function ownedCount(trx: Executor, table: string, tenantId: string) {
  const owner = table === 'tenants' ? 'id' : 'tenantId';
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}
    where ${sql.ref(owner)} = ${tenantId}`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** Writes the tables in one transaction; refuses a clash naming it, and checks the counts. */
async function writeTables(
  trx: Executor,
  tenantId: string,
  tables: TableRows[],
  mapRow: (section: TableRows) => (row: Row) => Row,
) {
  const clashes = await collisions(trx, tenantId, tables);
  if (clashes.length > 0)
    throw new ExplainedError(
      [`Nothing was imported: the archive's ids must be new to this database.`, ...clashes].join(
        '\n',
      ),
    );
  for (const section of tables) {
    try {
      await insertTable(trx, section, mapRow(section));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new ExplainedError(
        `Nothing was imported: a row of ${section.table.table} has a value another row here holds already (${(error as Error).message}).`,
      );
    }
  }
  for (const { table } of tables)
    if ((await ownedCount(trx, table.table, tenantId)) !== table.rows)
      throw new ExplainedError(
        `Nothing was imported: ${table.table} did not read back as written.`,
      );
}

const summary = (tables: TableRows[]) => ({
  tables: tables.map(({ table }) => ({ table: table.table, rows: table.rows })),
  rows: tables.reduce((sum, { table }) => sum + table.rows, 0),
});

/**
 * Loads a tenant archive in one transaction, under its own tenant id or, with `asNewTenant`,
 * under a new one (new-tenant.ts). Nothing is written when the archive is unsound, made by
 * another schema, refers to catalogue rows this database lacks, or any of its ids (the tenant's
 * or a row's) exists here already.
 */
export async function importTenant(
  db: Db,
  engine: Engine,
  bytes: Buffer,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { manifest, tables } = decodeArchive(bytes);
  const ids = await checkTarget(db, engine, manifest);
  const box = manifest.webhookSecrets === 'included' ? options.webhookSecrets?.() : undefined;
  if (manifest.webhookSecrets === 'included' && !box)
    throw new ExplainedError(
      'The archive carries webhook signing secrets, and no key seals them here.',
    );
  const mapRow = (section: TableRows) => rowMapper(section.table, ids, box);
  if (options.asNewTenant) return importAsNewTenant(db, engine, manifest, tables, options, mapRow);
  await db.transaction().execute((trx) => writeTables(trx, manifest.tenantId, tables, mapRow));
  return {
    tenantId: manifest.tenantId,
    tenantName: manifest.tenantName,
    ...summary(tables),
    webhooksNeedingSecret: manifest.webhooksNeedingSecret,
  };
}

async function importAsNewTenant(
  db: Db,
  engine: Engine,
  manifest: ArchiveManifest,
  tables: TableRows[],
  options: ImportOptions,
  mapRow: (section: TableRows) => (row: Row) => Row,
): Promise<ImportReport> {
  await checkUniqueValuesClassified(db, engine);
  const plan: NewTenantPlan = planNewTenant(manifest.tenantId, tables);
  const settled = await db.transaction().execute(async (trx) => {
    const unique = await settleUniqueValues(trx, plan, options.asNewTenant?.name);
    await writeTables(trx, plan.tenantId, plan.tables, mapRow);
    return unique;
  });
  return {
    tenantId: plan.tenantId,
    tenantName: settled.tenantName,
    ...summary(plan.tables),
    webhooksNeedingSecret: manifest.webhooksNeedingSecret.map((id) => plan.ids.get(id) ?? id),
    asNewTenant: {
      sourceTenantId: plan.sourceTenantId,
      ids: Object.fromEntries(plan.ids),
      shareSlugs: settled.shareSlugs,
      leftBehind: plan.leftBehind,
    },
  };
}
