import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';

/**
 * Where a changed row's version keys come from: `key` is an SQL expression over the row's alias
 * `r` (and over `from`, joined on `on`, when the key needs another table). Keys are the ones of
 * `src/db/read-versions.ts`: `<tenantId>:tournament:<id>`, `<tenantId>:tournaments`,
 * `<tenantId>:team:<id>`, `<tenantId>:user:<externalId>`, and `catalogue`.
 */
export interface KeySource {
  key: (r: string) => string;
  from?: string;
  on?: (r: string) => string;
  /** The writes that bump it; every kind when left out. */
  events?: readonly Event[];
}

export const keyOf = (r: string, kind: string, id: string) =>
  `${r}."tenantId" || ':${kind}:' || ${id}`;

export const tournamentOf = (tournamentId: (r: string) => string): KeySource => ({
  key: (r) => keyOf(r, 'tournament', tournamentId(r)),
});
export const tournamentList: KeySource = { key: (r) => `${r}."tenantId" || ':tournaments'` };
const catalogue: KeySource[] = [{ key: () => `'catalogue'` }];
/** The tournament of a round group, for rows that name their group. */
const groupTournament: KeySource = {
  key: (r) => keyOf(r, 'tournament', 'rd."tournamentId"'),
  from: 'round_groups g join rounds rd on rd.id = g."roundId"',
  on: (r) => `g.id = ${r}."groupId"`,
};
/** Tournaments where the row's team or user is registered: their reads show its name and logo. */
const tournamentsOfParticipant = (participantId: (r: string) => string): KeySource => ({
  key: (r) => keyOf(r, 'tournament', 'x."tournamentId"'),
  from: 'tournament_registrations x',
  on: (r) => `x."participantId" = ${participantId(r)} and x."tenantId" = ${r}."tenantId"`,
});
/** Teams of the row's user: a team's detail lists its members' names and in-game ids. */
const teamsOfUser = (userId: (r: string) => string): KeySource => ({
  key: (r) => keyOf(r, 'team', 'tm."teamId"'),
  from: 'team_members tm',
  on: (r) => `tm."userId" = ${userId(r)}`,
});
const userByRowUserId: KeySource = {
  key: (r) => keyOf(r, 'user', 'u."externalId"'),
  from: 'users u',
  on: (r) => `u.id = ${r}."userId"`,
};

/**
 * Which cached reads each table's changes touch. A trigger per table bumps these keys in the
 * writing statement's own transaction, so no code path (API, CLI, worker, another process, a
 * hand-made fix in the database) can change a row without the answers built from it turning
 * stale; writes elsewhere (another tenant, a user nobody reads) leave them cached.
 */
const SOURCES: Record<string, KeySource[]> = {
  tournaments: [tournamentOf((r) => `${r}.id`), tournamentList],
  // 0024-registration-read-keys replaces the list key here with the team members' user keys.
  tournament_registrations: [tournamentOf((r) => `${r}."tournamentId"`), tournamentList],
  rounds: [tournamentOf((r) => `${r}."tournamentId"`)],
  round_groups: [
    {
      key: (r) => keyOf(r, 'tournament', 'rd."tournamentId"'),
      from: 'rounds rd',
      on: (r) => `rd.id = ${r}."roundId"`,
    },
  ],
  group_participants: [groupTournament],
  ffa_results: [groupTournament],
  matches: [tournamentOf((r) => `${r}."tournamentId"`)],
  match_games: [
    {
      key: (r) => keyOf(r, 'tournament', 'm."tournamentId"'),
      from: 'matches m',
      on: (r) => `m.id = ${r}."matchId"`,
    },
  ],
  teams: [{ key: (r) => keyOf(r, 'team', `${r}.id`) }, tournamentsOfParticipant((r) => `${r}.id`)],
  team_members: [{ key: (r) => keyOf(r, 'team', `${r}."teamId"`) }, userByRowUserId],
  users: [
    { key: (r) => keyOf(r, 'user', `${r}."externalId"`) },
    teamsOfUser((r) => `${r}.id`),
    tournamentsOfParticipant((r) => `${r}.id`),
  ],
  user_game_ids: [userByRowUserId, teamsOfUser((r) => `${r}."userId"`)],
  games: catalogue,
  game_maps: catalogue,
  currencies: catalogue,
};

export type Event = 'insert' | 'update' | 'delete';
const EVENTS: Event[] = ['insert', 'update', 'delete'];
/** The row images an event has: an update bumps the keys of the row before and after. */
const imagesOf = (event: Event) =>
  event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['old', 'new'];

const BUMP = `on conflict (key) do update set version = read_versions.version + 1`;

const sourcesOf = (event: Event, sources: KeySource[]) =>
  sources.filter((source) => source.events?.includes(event) ?? true);

/** SQLite: a row trigger; `NEW`/`OLD` stand for the row. */
function sqliteTrigger(table: string, event: Event, sources: KeySource[]) {
  const selects = imagesOf(event).flatMap((image) =>
    sourcesOf(event, sources).map(({ key, from, on }) => {
      const r = image.toUpperCase();
      return from ? `select ${key(r)} as k from ${from} where ${on!(r)}` : `select ${key(r)} as k`;
    }),
  );
  return [
    `create trigger read_versions_${table}_${event} after ${event} on ${table} begin
       insert into read_versions (key, version)
       select k, 1 from (${selects.join(' union all ')}) where k is not null ${BUMP};
     end`,
  ];
}

/** A join of several tables goes in parentheses to take the outer join's condition. */
const nested = (from: string) => (from.includes(' join ') ? `(${from})` : from);

/**
 * PostgreSQL: a statement trigger over the transition tables notes the keys in a
 * transaction-local setting; one deferred trigger bumps them all at commit, in key order. No
 * version row is locked before the transaction commits, so the bumps add no lock to the
 * orders the writes already keep (round, tournament, then teams), and two committing
 * transactions take the rows they share in the same order: they cannot deadlock.
 */
function postgresTrigger(table: string, event: Event, sources: KeySource[]) {
  const name = `read_versions_${table}_${event}`;
  const selects = imagesOf(event).flatMap((image) =>
    sourcesOf(event, sources).map(({ key, from, on }) =>
      from
        ? `select ${key('r')} as k from ${image}_rows r join ${nested(from)} on ${on!('r')}`
        : `select ${key('r')} as k from ${image}_rows r`,
    ),
  );
  const transitions = imagesOf(event)
    .map((image) => `${image} table as ${image}_rows`)
    .join(' ');
  return [
    `create or replace function ${name}() returns trigger language plpgsql as $$
     declare
       changed jsonb;
       noted text := current_setting('${PENDING}', true);
     begin
       select jsonb_agg(distinct k) into changed from (${selects.join(' union all ')}) keys
       where k is not null;
       if changed is null then return null; end if;
       if noted is null or noted = '' then
         insert into read_version_flushes default values;
         noted := '[]';
       end if;
       perform set_config('${PENDING}', (noted::jsonb || changed)::text, true);
       return null;
     end $$`,
    `create trigger ${name} after ${event} on ${table} referencing ${transitions}
     for each statement execute function ${name}()`,
  ];
}

/** The transaction-local setting holding the keys a transaction changed, as a JSON array. */
const PENDING = 'tourney.read_keys';

/** The deferred trigger that bumps a transaction's noted keys when it commits. */
const POSTGRES_FLUSH = [
  `create table read_version_flushes (id bigint generated always as identity primary key)`,
  `create or replace function read_versions_flush() returns trigger language plpgsql as $$
   declare
     noted text := current_setting('${PENDING}', true);
   begin
     perform set_config('${PENDING}', '', true);
     delete from read_version_flushes where id = new.id;
     if noted is null or noted = '' then return null; end if;
     insert into read_versions (key, version)
     select k, 1 from jsonb_array_elements_text(noted::jsonb) k group by k order by k ${BUMP};
     return null;
   end $$`,
  `create constraint trigger read_versions_flush after insert on read_version_flushes
   deferrable initially deferred for each row execute function read_versions_flush()`,
];

const dropTrigger = (db: Kysely<unknown>, engine: Engine, table: string, event: Event) =>
  sql
    .raw(
      `drop trigger if exists read_versions_${table}_${event}` +
        (engine === 'postgres' ? ` on ${table}` : ''),
    )
    .execute(db);

/**
 * Drops a table's read-version triggers and makes them again from `sources`, for a later
 * migration that changes which keys the table bumps. `sqliteRewrite` adjusts SQLite's trigger
 * text to what the migrations since have made of it (0028 numbers versions in commit order).
 */
export async function replaceTriggers(
  db: Kysely<unknown>,
  engine: Engine,
  table: string,
  sources: KeySource[],
  sqliteRewrite: (trigger: string) => string = (trigger) => trigger,
) {
  for (const event of EVENTS) {
    await dropTrigger(db, engine, table, event);
    const statements =
      engine === 'sqlite'
        ? sqliteTrigger(table, event, sources).map(sqliteRewrite)
        : postgresTrigger(table, event, sources);
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

/**
 * Versions of what cached reads are built from (see `src/db/read-versions.ts`), kept by triggers
 * so that a write invalidates only the answers it can change.
 */
export function readVersions(engine: Engine): Migration {
  const triggerOf = engine === 'sqlite' ? sqliteTrigger : postgresTrigger;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('read_versions')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      if (engine === 'postgres')
        for (const statement of POSTGRES_FLUSH) await sql.raw(statement).execute(db);
      for (const [table, sources] of Object.entries(SOURCES)) {
        for (const event of EVENTS) {
          for (const statement of triggerOf(table, event, sources))
            await sql.raw(statement).execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of Object.keys(SOURCES)) {
        for (const event of EVENTS) {
          await dropTrigger(db, engine, table, event);
          if (engine === 'postgres')
            await sql.raw(`drop function if exists read_versions_${table}_${event}()`).execute(db);
        }
      }
      if (engine === 'postgres') {
        await sql.raw('drop table read_version_flushes').execute(db);
        await sql.raw('drop function read_versions_flush()').execute(db);
      }
      await db.schema.dropTable('read_versions').execute();
    },
  };
}
