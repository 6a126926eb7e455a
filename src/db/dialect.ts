import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from './create-db.js';

/** The column type for UUIDs: native `uuid` on PostgreSQL, text on SQLite. */
export const uuidType = (engine: Engine) => (engine === 'postgres' ? 'uuid' : 'text');

/** The column type for money and other fractional numbers. */
export const realType = (engine: Engine) => (engine === 'postgres' ? 'double precision' : 'real');

export type LockMode = 'update' | 'share' | 'noKeyUpdate';

/**
 * For `.$call(...)` on a select inside a transaction: on PostgreSQL the rows read stay locked
 * until it ends (`for update`; `for share` to let other readers of the same mode through;
 * `for no key update`, which excludes the other two and itself as `for update` does, but not the
 * foreign-key checks of rows inserted to refer to the locked one, so those go in meanwhile).
 * SQLite needs nothing: its transactions begin immediate, so one writer runs at a time.
 */
export const lockRows =
  (engine: Engine, mode: LockMode = 'update') =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => {
    if (engine !== 'postgres') return query;
    if (mode === 'share') return query.forShare();
    return mode === 'noKeyUpdate' ? query.forNoKeyUpdate() : query.forUpdate();
  };

/** True when `error` is a foreign-key violation (the row referred to is gone), on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** True when `error` is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * PostgreSQL gave up on the transaction for another one's sake (a deadlock, or a serialization
 * failure): nothing of it was written, and the same request sent again can succeed.
 */
export function isConcurrencyFailure(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
}

export const nowIso = () => new Date().toISOString();

export const toBool = (value: number | boolean | null | undefined) => value === 1 || value === true;
export const fromBool = (value: boolean) => (value ? 1 : 0);

/**
 * A case-insensitive "contains" pattern for `lower(column) like pattern escape '\'`: the text
 * is lower-cased and its `%`, `_` and `\` match themselves. The same on both engines (SQLite's
 * LIKE ignores ASCII case only, PostgreSQL's none: lowering both sides answers alike).
 */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
