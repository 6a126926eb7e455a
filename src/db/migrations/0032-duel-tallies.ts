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

/**
 * What a match adds to each side's line, as `isCountedMatch` and `tallyDuelLines` count it:
 * a completed match between two participants with a decided result (1: participant 1 won,
 * 2: participant 2 won, 3: draw).
 */
const counted = (image: string) =>
  `(${image}.status = 3 and ${image}."participant1Id" is not null
    and ${image}."participant2Id" is not null and ${image}.result <> 0)`;
const SIDES = [
  { participant: 'participant1Id', won: 1, lost: 2 },
  { participant: 'participant2Id', won: 2, lost: 1 },
] as const;
const TALLY = ['wins', 'losses', 'draws', '"matchCount"'];
const tallyOf = (image: string, side: (typeof SIDES)[number]) => [
  `case when ${image}.result = ${side.won} then 1 else 0 end`,
  `case when ${image}.result = ${side.lost} then 1 else 0 end`,
  `case when ${image}.result = 3 then 1 else 0 end`,
  '1',
];
const addExcluded = (table: string) =>
  TALLY.map((column) => `${column} = ${table}${column} + excluded.${column}`).join(', ');
const COLUMNS = `"tenantId", "roundId", "participantId", ${TALLY.join(', ')}`;
const KEY = '"roundId", "participantId"';
const WATCHED = ['status', 'result', '"participant1Id"', '"participant2Id"', '"roundId"'];

const sqliteAdd = (image: string) =>
  SIDES.map(
    (side) =>
      `insert into duel_tallies (${COLUMNS})
       select ${image}."tenantId", ${image}."roundId", ${image}."${side.participant}",
         ${tallyOf(image, side).join(', ')}
       where ${counted(image)}
       on conflict (${KEY}) do update set ${addExcluded('')};`,
  ).join('\n');
// A plain update: when a round's deletion removes its matches, its tally rows may be gone
// already, and inserting one again would break the foreign key.
const sqliteRemove = (image: string) =>
  SIDES.map((side) => {
    const tally = tallyOf(image, side);
    return `update duel_tallies
       set ${TALLY.map((column, i) => `${column} = ${column} - ${tally[i]}`).join(', ')}
       where ${counted(image)} and "roundId" = ${image}."roundId"
         and "participantId" = ${image}."${side.participant}";`;
  }).join('\n');

const SQLITE_TRIGGERS = [
  `create trigger duel_tallies_insert after insert on matches when ${counted('NEW')} begin
     ${sqliteAdd('NEW')}
   end`,
  `create trigger duel_tallies_delete after delete on matches when ${counted('OLD')} begin
     ${sqliteRemove('OLD')}
   end`,
  `create trigger duel_tallies_update after update of ${WATCHED.join(', ')} on matches
   when (${counted('OLD')} or ${counted('NEW')})
     and (${WATCHED.map((column) => `OLD.${column} is not NEW.${column}`).join(' or ')}) begin
     ${sqliteRemove('OLD')}
     ${sqliteAdd('NEW')}
   end`,
];

/**
 * PostgreSQL: one statement trigger per event adds each line's net change in one upsert, which
 * takes the tally rows in key order: two transactions changing tallies cannot deadlock. A round
 * gone by now (its deletion is what removes its matches) gets no tally row.
 */
const postgresTrigger = (event: RowEvent) => {
  const deltas = IMAGES[event]
    .flatMap((image) =>
      SIDES.map((side) => {
        const sign = image === 'new' ? '' : '-';
        // Not `old` or `new`: in PL/pgSQL those name the trigger's row variables.
        const row = `${image}_row`;
        const tally = tallyOf(row, side).map((value, i) => `${sign}${value} as ${TALLY[i]}`);
        return `select "tenantId", "roundId", "${side.participant}" as "participantId",
            ${tally.join(', ')}
          from ${image}_rows as ${row} where ${counted(row)}`;
      }),
    )
    .join(' union all ');
  return postgresStatementTrigger(
    'duel_tallies',
    'matches',
    event,
    `insert into duel_tallies (${COLUMNS})
     select "tenantId", "roundId", "participantId", ${TALLY.map((c) => `sum(${c})`).join(', ')}
     from (${deltas}) d
     where exists (select 1 from rounds r where r.id = d."roundId")
     group by "tenantId", ${KEY}
     having ${TALLY.map((c) => `sum(${c}) <> 0`).join(' or ')}
     order by ${KEY}
     on conflict (${KEY}) do update set ${addExcluded('duel_tallies.')};`,
  );
};

/**
 * Each participant's wins, losses, draws and matches in a duel round, kept by triggers as
 * matches change: a result's `standings.updated` event read every completed match of its two
 * participants again (a fifth of a result's cost in a 32-team league); now it reads two rows.
 */
export function duelTallies(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('duel_tallies')
        .addColumn('tenantId', uuidType(engine), (c) => c.notNull())
        .addColumn('roundId', uuidType(engine), (c) =>
          c.notNull().references('rounds.id').onDelete('cascade'),
        )
        .addColumn('participantId', uuidType(engine), (c) => c.notNull())
        .addColumn('wins', 'integer', (c) => c.notNull())
        .addColumn('losses', 'integer', (c) => c.notNull())
        .addColumn('draws', 'integer', (c) => c.notNull())
        .addColumn('matchCount', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('duel_tallies_key', ['roundId', 'participantId'])
        .$call((table) => (engine === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
        .execute();
      // A side at a time, grouped along that side's (roundId, participant) index: one pass over
      // every match sorted in a temporary tree took 445 MB at a million matches. The tenant is
      // the round's, read per group: grouping by the match's own would need that sort again.
      for (const side of SIDES) {
        await sql
          .raw(
            `insert into duel_tallies (${COLUMNS})
             select (select r."tenantId" from rounds r where r.id = m."roundId"),
               m."roundId", m."${side.participant}",
               ${tallyOf('m', side)
                 .map((value) => `sum(${value})`)
                 .join(', ')}
             from matches m where ${counted('m')}
             group by m."roundId", m."${side.participant}"
             on conflict (${KEY}) do update set ${addExcluded(engine === 'sqlite' ? '' : 'duel_tallies.')}`,
          )
          .execute(db);
      }
      const triggers = engine === 'sqlite' ? SQLITE_TRIGGERS : EVENTS.flatMap(postgresTrigger);
      for (const statement of triggers) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropTriggers(db, engine, 'duel_tallies', 'matches');
      await db.schema.dropTable('duel_tallies').execute();
    },
  };
}
