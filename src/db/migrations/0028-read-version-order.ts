import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';

// The per-key bump of 0013-read-versions' SQLite triggers, and what replaces it.
const PER_KEY_VALUE = 'select k, 1 from (';
const PER_KEY_BUMP = 'do update set version = read_versions.version + 1';
const NEXT_VALUE = 'select k, (select coalesce(max(version), 0) + 1 from read_versions) from (';
const NEXT_BUMP = 'do update set version = excluded.version';

/**
 * Every write takes one past the highest version of any key, instead of one past the key's own.
 * A trigger made by a later migration with 0013's `sqliteTrigger` must be rewritten so too (a
 * test checks every trigger of a migrated database).
 */
export const inCommitOrder = (trigger: string) => {
  if (!trigger.includes(PER_KEY_VALUE) || !trigger.includes(PER_KEY_BUMP))
    throw new Error('not a read-version trigger of 0013-read-versions');
  return trigger.replace(PER_KEY_VALUE, NEXT_VALUE).replace(PER_KEY_BUMP, NEXT_BUMP);
};

const fromCommitOrder = (trigger: string) =>
  trigger.replace(NEXT_VALUE, PER_KEY_VALUE).replace(NEXT_BUMP, PER_KEY_BUMP);

async function rewriteTriggers(db: Kysely<unknown>, rewrite: (trigger: string) => string) {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and name like 'read_versions_%'
  `.execute(db);
  for (const trigger of rows) {
    await sql.raw(`drop trigger ${trigger.name}`).execute(db);
    await sql.raw(rewrite(trigger.sql)).execute(db);
  }
}

/**
 * SQLite: read versions numbered in commit order across all keys, so a process learns which
 * keys changed since it last looked with one indexed query (`version > seen`) instead of
 * forgetting every version it knew at each commit (`sequencedVersionReader`). SQLite has one
 * writer at a time, so a higher version always commits later. A key's version still only
 * grows, which is all the response cache compares. PostgreSQL keeps per-key counters: its
 * transactions commit in another order than they take numbers, and its reader asks per request.
 */
export function readVersionOrder(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      await db.schema
        .createIndex('read_versions_by_version')
        .on('read_versions')
        .column('version')
        .execute();
      await rewriteTriggers(db, inCommitOrder);
    },
    async down(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      await rewriteTriggers(db, fromCommitOrder);
      await db.schema.dropIndex('read_versions_by_version').execute();
    },
  };
}
