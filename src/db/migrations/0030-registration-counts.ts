import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';
import {
  dropTriggers,
  EVENTS,
  IMAGES,
  postgresStatementTrigger,
  type RowEvent,
} from './kept-counts.js';

/** Pending and approved: the registrations that hold a place (`ACTIVE_REGISTRATION`). */
const ACTIVE = '(1, 2)';

const SQLITE_TRIGGERS = [
  `create trigger registration_counts_insert after insert on tournament_registrations
   when NEW.status in ${ACTIVE} begin
     insert into registration_counts ("tournamentId", active) values (NEW."tournamentId", 1)
     on conflict ("tournamentId") do update set active = active + 1;
   end`,
  // A plain update: when a tournament's deletion removes its registrations, its count row may
  // be gone already, and inserting one again would break the foreign key.
  `create trigger registration_counts_delete after delete on tournament_registrations
   when OLD.status in ${ACTIVE} begin
     update registration_counts set active = active - 1 where "tournamentId" = OLD."tournamentId";
   end`,
  `create trigger registration_counts_update after update of status, "tournamentId"
   on tournament_registrations
   when (OLD.status in ${ACTIVE}) is not (NEW.status in ${ACTIVE})
     or OLD."tournamentId" is not NEW."tournamentId" begin
     update registration_counts set active = active - 1
     where "tournamentId" = OLD."tournamentId" and OLD.status in ${ACTIVE};
     insert into registration_counts ("tournamentId", active)
     select NEW."tournamentId", 1 where NEW.status in ${ACTIVE}
     on conflict ("tournamentId") do update set active = active + 1;
   end`,
];

/**
 * PostgreSQL: one statement trigger per event adds each tournament's net change in one upsert,
 * which takes the count rows in tournament order: two transactions changing the same
 * tournaments' counts cannot deadlock. A tournament gone by now (its deletion is what removes
 * its registrations) gets no count row (see SQLite's delete trigger).
 */
const postgresTrigger = (event: RowEvent) => {
  const deltas = IMAGES[event]
    .map((image) => {
      const sign = image === 'new' ? 1 : -1;
      return `select "tournamentId", ${sign} as delta from ${image}_rows where status in ${ACTIVE}`;
    })
    .join(' union all ');
  return postgresStatementTrigger(
    'registration_counts',
    'tournament_registrations',
    event,
    `insert into registration_counts ("tournamentId", active)
     select "tournamentId", sum(delta) from (${deltas}) d
     where exists (select 1 from tournaments t where t.id = d."tournamentId")
     group by "tournamentId" having sum(delta) <> 0 order by "tournamentId"
     on conflict ("tournamentId")
     do update set active = registration_counts.active + excluded.active;`,
  );
};

/**
 * Each tournament's pending and approved registrations, counted by triggers as they change: a
 * list page showed every tournament's count by counting its registrations again (half of the
 * page's statement at 1M matches); now it reads one row per tournament, and so does
 * registration's place check, under the tournament's lock.
 */
export function registrationCounts(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('registration_counts')
        .addColumn('tournamentId', uuidType(engine), (c) =>
          c.primaryKey().references('tournaments.id').onDelete('cascade'),
        )
        .addColumn('active', 'integer', (c) => c.notNull())
        .$call((table) => (engine === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
        .execute();
      await sql`
        insert into registration_counts ("tournamentId", active)
        select "tournamentId", count(*) from tournament_registrations
        where status in ${sql.raw(ACTIVE)} group by "tournamentId"`.execute(db);
      const triggers = engine === 'sqlite' ? SQLITE_TRIGGERS : EVENTS.flatMap(postgresTrigger);
      for (const statement of triggers) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropTriggers(db, engine, 'registration_counts', 'tournament_registrations');
      await db.schema.dropTable('registration_counts').execute();
    },
  };
}
