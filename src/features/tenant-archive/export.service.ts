import { sql } from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Db, Executor } from '../../db/database.js';
import { dependencyOrder } from '../../db/table-order.js';
import { notFound } from '../../errors.js';
import type { SecretBox } from '../webhooks/index.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  archivedTable,
  encodeArchive,
  type ArchiveManifest,
  type CatalogueEntry,
  type Row,
} from './archive-format.js';
import {
  CATALOGUE,
  CATALOGUE_REFERENCES,
  ROW_ORDER,
  ownedTables,
  type CatalogueTable,
} from './ownership.js';
import { latestMigration, readSchema, type SchemaTable } from './schema.repository.js';

export interface ExportOptions {
  /** Opens the stored webhook signing secrets to put them in the archive in plain text. */
  webhookSecrets?: SecretBox;
}

/** The tenant's tables in insert order: every table after those it refers to. */
export async function archiveTables(db: Executor, engine: Engine): Promise<SchemaTable[]> {
  const owned = ownedTables(await readSchema(db, engine));
  const byName = new Map(owned.map((t) => [t.name, t]));
  const references = new Map(owned.map((t) => [t.name, t.references]));
  return dependencyOrder([...byName.keys()], references).map((name) => byName.get(name)!);
}

async function tenantRows(db: Executor, table: SchemaTable, tenantId: string): Promise<Row[]> {
  const owner = table.name === 'tenants' ? 'id' : 'tenantId';
  const order = ROW_ORDER[table.name] ?? table.primaryKey;
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(table.columns.map((c) => sql.ref(c)))} from ${sql.table(table.name)}
    where ${sql.ref(owner)} = ${tenantId}
    order by ${sql.join(order.map((c) => sql.ref(c)))}`.execute(db);
  return rows.map((row) => table.columns.map((c) => row[c] ?? null));
}

/**
 * Webhook signing secrets in plain text when `box` is given; else none, and the webhooks that
 * had one paused, so the target never sends their events unsigned. Returns the paused ids.
 */
function handleSecrets(table: SchemaTable, rows: Row[], box: SecretBox | undefined): string[] {
  const [id, secret, active] = ['id', 'secretKey', 'isActive'].map((c) => table.columns.indexOf(c));
  const paused: string[] = [];
  for (const row of rows) {
    if (row[secret!] === null) continue;
    if (box) row[secret!] = box.open(row[id!] as string, row[secret!] as string);
    else {
      row[secret!] = null;
      row[active!] = 0;
      paused.push(row[id!] as string);
    }
  }
  return paused;
}

async function catalogueEntries(db: Executor, table: CatalogueTable, ids: Set<string>) {
  // Guard against running an invalid query when the ids list is empty.
  if (ids.size === 0) return [];
  const list = [...ids];
  const { rows } =
    table === 'game_maps'
      ? await sql<CatalogueEntry>`select m.id, m.name, g.name as game
          from game_maps m join games g on g.id = m."gameId" where m.id in (${sql.join(list)})
          order by m.id`.execute(db)
      : await sql<CatalogueEntry>`select id, name from ${sql.table(table)}
          where id in (${sql.join(list)}) order by id`.execute(db);
  return rows;
}

/** The catalogue rows the tenant's rows refer to, by id and name. */
async function referencedCatalogue(
  db: Executor,
  read: Map<string, { table: SchemaTable; rows: Row[] }>,
) {
  const catalogue = { games: [], game_maps: [], currencies: [] } as ArchiveManifest['catalogue'];
  for (const kind of CATALOGUE) {
    const ids = new Set<string>();
    for (const [tableName, column] of CATALOGUE_REFERENCES[kind]) {
      const found = read.get(tableName);
      const at = found?.table.columns.indexOf(column) ?? -1;
      for (const row of at < 0 ? [] : found!.rows) if (row[at] !== null) ids.add(row[at] as string);
    }
    catalogue[kind] = await catalogueEntries(db, kind, ids);
  }
  return catalogue;
}

/**
 * Everything the tenant owns (ownership.ts) as one archive (archive-format.ts), read in one
 * transaction so it is a single moment of the tenant; on SQLite writers wait for it meanwhile.
 */
export async function exportTenant(
  db: Db,
  engine: Engine,
  tenantId: string,
  options: ExportOptions = {},
): Promise<{ manifest: ArchiveManifest; bytes: Buffer }> {
  const read = async (trx: Executor) => {
    const tables = await archiveTables(trx, engine);
    const rowsByTable = new Map<string, { table: SchemaTable; rows: Row[] }>();
    for (const table of tables)
      rowsByTable.set(table.name, { table, rows: await tenantRows(trx, table, tenantId) });
    const tenant = rowsByTable.get('tenants')!;
    if (tenant.rows.length === 0) throw notFound('Tenant');
    const configs = rowsByTable.get('webhook_configs');
    const paused = configs
      ? handleSecrets(configs.table, configs.rows, options.webhookSecrets)
      : [];
    const manifestBase = {
      tenantName: tenant.rows[0]![tenant.table.columns.indexOf('name')] as string,
      migration: await latestMigration(trx),
      catalogue: await referencedCatalogue(trx, rowsByTable),
      webhooksNeedingSecret: paused,
    };
    return { manifestBase, sections: [...rowsByTable.values()] };
  };
  const { manifestBase, sections } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(read);
  const archived = sections.map(({ table, rows }) =>
    archivedTable(table.name, table.columns, rows),
  );
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    tenantId,
    ...manifestBase,
    engine,
    createdAt: new Date().toISOString(),
    tables: archived.map((a) => a.entry),
    webhookSecrets: options.webhookSecrets ? 'included' : 'withheld',
  };
  return { manifest, bytes: encodeArchive(manifest, archived) };
}
