import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Engine } from '../../db/create-db.js';
import { ExplainedError } from '../../errors.js';

/**
 * A tenant archive is one gzip-compressed NDJSON stream: the manifest on the first line, then
 * each table as a header line `{"table": name}` followed by its rows, one JSON array of values
 * a line, in the manifest's column order. One file, written and read with nothing but zlib; the
 * manifest's checksums are checked before anything is written.
 */
export const ARCHIVE_FORMAT = 'tourney-tenant';
export const ARCHIVE_FORMAT_VERSION = 1;

export interface ArchivedTable {
  table: string;
  columns: string[];
  rows: number;
  /** SHA-256 of the table's row lines joined by newlines, hex. */
  sha256: string;
}

export interface CatalogueEntry {
  id: string;
  name: string;
  /** A map's game, by name: maps are matched by game and map name. */
  game?: string;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: typeof ARCHIVE_FORMAT_VERSION;
  tenantId: string;
  tenantName: string;
  /** The latest migration of the source: only a database at the same one reads the archive. */
  migration: string;
  engine: Engine;
  createdAt: string;
  /** In insert order: every table after the tables it refers to. */
  tables: ArchivedTable[];
  /** The shared catalogue rows the tenant's rows refer to. */
  catalogue: { games: CatalogueEntry[]; game_maps: CatalogueEntry[]; currencies: CatalogueEntry[] };
  /**
   * `included`: webhook signing secrets travel in plain text, sealed again by the import with the
   * target's keys. `withheld`: those webhooks arrive paused and without a secret
   * (`webhooksNeedingSecret`).
   */
  webhookSecrets: 'included' | 'withheld';
  webhooksNeedingSecret: string[];
}

export type Row = unknown[];

export interface TableRows {
  table: ArchivedTable;
  rows: Row[];
}

const digest = (lines: readonly string[]) =>
  createHash('sha256').update(lines.join('\n')).digest('hex');

/** Lines of one table's rows and its manifest entry. */
export function archivedTable(table: string, columns: string[], rows: Row[]) {
  const lines = rows.map((row) => JSON.stringify(row));
  return { entry: { table, columns, rows: rows.length, sha256: digest(lines) }, lines };
}

export function encodeArchive(
  manifest: ArchiveManifest,
  tables: readonly { entry: ArchivedTable; lines: string[] }[],
): Buffer {
  const lines = [JSON.stringify(manifest)];
  for (const { entry, lines: rows } of tables)
    lines.push(JSON.stringify({ table: entry.table }), ...rows);
  return gzipSync(`${lines.join('\n')}\n`);
}

/** The file is no archive this release reads: changed, cut, or of another format version. */
export class UnsoundArchiveError extends ExplainedError {}

const refuse = (why: string) =>
  new UnsoundArchiveError(`This is not a sound tenant archive: ${why}.`);

function parseLine(line: string, where: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw refuse(`${where} is not JSON`);
  }
}

function readManifest(line: string | undefined): ArchiveManifest {
  const manifest = parseLine(line ?? '', 'the first line') as Partial<ArchiveManifest> | null;
  if (manifest?.format !== ARCHIVE_FORMAT) throw refuse('its first line is no tenant manifest');
  if (manifest.formatVersion !== ARCHIVE_FORMAT_VERSION)
    throw new UnsoundArchiveError(
      `The archive is of format version ${manifest.formatVersion}; this release reads version ${ARCHIVE_FORMAT_VERSION}.`,
    );
  return manifest as ArchiveManifest;
}

function unzip(bytes: Buffer): string {
  try {
    return gunzipSync(bytes).toString('utf8');
  } catch {
    throw refuse('it is not gzip-compressed or it is cut short');
  }
}

/**
 * The archive's manifest and rows, after checking each table's header, row count and checksum
 * against the manifest: a changed, missing or added byte is refused here, before any write.
 */
export function decodeArchive(bytes: Buffer): { manifest: ArchiveManifest; tables: TableRows[] } {
  const lines = unzip(bytes).split('\n');
  if (lines.at(-1) === '') lines.pop();
  const manifest = readManifest(lines[0]);
  let at = 1;
  const tables = manifest.tables.map((table) => {
    const header = parseLine(lines[at] ?? '', `line ${at + 1}`) as { table?: string } | null;
    if (header?.table !== table.table) throw refuse(`line ${at + 1} should start ${table.table}`);
    const rowLines = lines.slice(at + 1, at + 1 + table.rows);
    at += 1 + table.rows;
    if (rowLines.length !== table.rows || digest(rowLines) !== table.sha256)
      throw refuse(`${table.table} does not match the checksum of its manifest (changed or cut)`);
    return { table, rows: rowLines.map((line) => parseLine(line, table.table) as Row) };
  });
  if (at !== lines.length) throw refuse(`it has ${lines.length - at} lines after its last table`);
  return { manifest, tables };
}
