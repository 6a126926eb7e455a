import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';

/**
 * How a PostgreSQL column's values are written and compared. SQLite has no boolean, timestamp,
 * JSON or UUID type: its 0/1, ISO text and JSON text become what the PostgreSQL column expects,
 * and both engines' values have one canonical text, so a table's checksum is the same on each.
 */
export type ColumnKind =
  'boolean' | 'integer' | 'float' | 'json' | 'timestamp' | 'bytes' | 'uuid' | 'text';

const KINDS: Record<string, ColumnKind> = {
  boolean: 'boolean',
  smallint: 'integer',
  integer: 'integer',
  bigint: 'integer',
  real: 'float',
  'double precision': 'float',
  numeric: 'float',
  json: 'json',
  jsonb: 'json',
  'timestamp with time zone': 'timestamp',
  'timestamp without time zone': 'timestamp',
  date: 'timestamp',
  bytea: 'bytes',
  uuid: 'uuid',
};

/** The kind of a column of `information_schema.columns.data_type`; any other type is text. */
export const kindOf = (dataType: string): ColumnKind => KINDS[dataType] ?? 'text';

// SQLite's 0/1 (a number or, read as a big integer, 1n) and PostgreSQL's true/false.
const isTrue = (value: unknown) => value === 1 || value === true || value === 1n || value === '1';

/** A value read from SQLite, as the PostgreSQL column of `kind` takes it as a parameter. */
export function toPostgres(value: unknown, kind: ColumnKind): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return isTrue(value);
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'timestamp':
      return typeof value === 'number' ? new Date(value).toISOString() : value;
    case 'integer':
      return typeof value === 'bigint' ? value.toString() : value;
    default:
      return value;
  }
}

/** The same text for a value whether SQLite or PostgreSQL returned it; null stays null. */
export function canonical(value: unknown, kind: ColumnKind): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return isTrue(value) ? 'true' : 'false';
    case 'float':
      return String(Number(value));
    case 'json':
      return stringify(typeof value === 'string' ? JSON.parse(value) : value) ?? null;
    case 'timestamp':
      return new Date(value as string | number | Date).toISOString();
    case 'bytes':
      return Buffer.from(value as Uint8Array).toString('hex');
    case 'uuid':
      return String(value).toLowerCase();
    default:
      return String(value);
  }
}

const MODULUS = 1n << 128n;

/**
 * A table's row count and checksum: the sum, modulo 2^128, of a hash of each row's canonical
 * values. A sum does not depend on the order rows are read in, and the engines order text
 * differently (collations), so neither side needs to sort.
 */
export class TableChecksum {
  rows = 0;
  private sum = 0n;

  constructor(private readonly kinds: readonly ColumnKind[]) {}

  add(values: readonly unknown[]) {
    const row = JSON.stringify(values.map((value, i) => canonical(value, this.kinds[i]!)));
    const digest = createHash('sha256').update(row).digest();
    this.sum = (this.sum + BigInt(`0x${digest.subarray(0, 16).toString('hex')}`)) % MODULUS;
    this.rows += 1;
  }

  get hex(): string {
    return this.sum.toString(16).padStart(32, '0');
  }
}
