import { sql, type Kysely } from 'kysely';
import type { Engine } from '../create-db.js';

/**
 * The plumbing of counts kept by triggers (registration, tournament and duel counts): each
 * migration says what a change adds; these create and drop the triggers around it.
 */
export const EVENTS = ['insert', 'update', 'delete'] as const;
export type RowEvent = (typeof EVENTS)[number];

/** The transition tables a PostgreSQL statement trigger of `event` sees: `old_rows`, `new_rows`. */
export const IMAGES: Record<RowEvent, ('old' | 'new')[]> = {
  insert: ['new'],
  update: ['old', 'new'],
  delete: ['old'],
};

/**
 * PostgreSQL: `<prefix>_<event>`, a statement trigger on `table` running `body` once per
 * statement with the changed rows as `old_rows` and `new_rows`.
 */
export const postgresStatementTrigger = (
  prefix: string,
  table: string,
  event: RowEvent,
  body: string,
) => {
  const name = `${prefix}_${event}`;
  return [
    `create or replace function ${name}() returns trigger language plpgsql as $$
     begin
       ${body}
       return null;
     end $$`,
    `create trigger ${name} after ${event} on ${table}
     referencing ${IMAGES[event].map((image) => `${image} table as ${image}_rows`).join(' ')}
     for each statement execute function ${name}()`,
  ];
};

/** Drops the `<prefix>_<event>` triggers on `table` (and, on PostgreSQL, their functions). */
export async function dropTriggers(
  db: Kysely<unknown>,
  engine: Engine,
  prefix: string,
  table: string,
) {
  for (const event of EVENTS) {
    const name = `${prefix}_${event}`;
    if (engine === 'sqlite') await sql.raw(`drop trigger if exists ${name}`).execute(db);
    else {
      await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${name}()`).execute(db);
    }
  }
}
