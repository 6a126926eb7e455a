import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The channel a schema's read versions are announced on: one per schema, as several deployments
 * (or test files) may share a database, and a version of one must never raise another's.
 */
export const ANNOUNCE_CHANNEL = `'read_versions_' || md5(current_schema())`;

/** Past this many bytes a payload is not sent (PostgreSQL's limit is 8000): `reset` is. */
const MAX_PAYLOAD = 7900;

const flush = (announce: boolean) => `
  create or replace function read_versions_flush() returns trigger language plpgsql as $$
  declare
    noted text := current_setting('tourney.read_keys', true);
    bumped text;
  begin
    perform set_config('tourney.read_keys', '', true);
    delete from read_version_flushes where id = new.id;
    if noted is null or noted = '' then return null; end if;
    with bumps as (
      insert into read_versions (key, version)
      select k, 1 from jsonb_array_elements_text(noted::jsonb) k group by k order by k
      on conflict (key) do update set version = read_versions.version + 1
      returning key, version
    )
    select jsonb_object_agg(key, version)::text into bumped from bumps;
    ${
      announce
        ? `if octet_length(bumped) > ${MAX_PAYLOAD} then bumped := 'reset'; end if;
    perform pg_notify(${ANNOUNCE_CHANNEL}, bumped);`
        : ''
    }
    return null;
  end $$`;

/**
 * PostgreSQL: the deferred trigger that bumps a transaction's read versions at commit also
 * announces them (`pg_notify`, sent when the transaction commits, in commit order), so each API
 * process keeps the versions current in memory instead of asking the database for them on every
 * cached read (`src/db/announced-versions.ts`). A transaction that changed too many keys for one
 * notification announces `reset`: every process forgets what it knew and asks again.
 */
export function announcedReadVersions(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') await sql.raw(flush(true)).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (engine === 'postgres') await sql.raw(flush(false)).execute(db);
    },
  };
}
