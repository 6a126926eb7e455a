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

/** What a list page can filter tournaments by, besides a name search: a count row's key. */
const KEY = ['tenantId', 'status', 'gameId', 'isFeatured'] as const;
const KEY_LIST = KEY.map((column) => `"${column}"`).join(', ');
const keyOf = (image: string) => KEY.map((column) => `${image}."${column}"`).join(', ');
const keyChanged = KEY.map((column) => `OLD."${column}" is not NEW."${column}"`).join(' or ');
const sameKey = (image: string) =>
  KEY.map((column) => `"${column}" = ${image}."${column}"`).join(' and ');

const sqliteAdd = (image: string) =>
  `insert into tournament_counts (${KEY_LIST}, n) values (${keyOf(image)}, 1)
   on conflict (${KEY_LIST}) do update set n = n + 1;`;
// A plain update: when a tenant's deletion removes its tournaments, its count rows may be gone
// already, and inserting one again would break the foreign key.
const sqliteRemove = (image: string) =>
  `update tournament_counts set n = n - 1 where ${sameKey(image)};`;

const SQLITE_TRIGGERS = [
  `create trigger tournament_counts_insert after insert on tournaments begin
     ${sqliteAdd('NEW')}
   end`,
  `create trigger tournament_counts_delete after delete on tournaments begin
     ${sqliteRemove('OLD')}
   end`,
  `create trigger tournament_counts_update after update of ${KEY_LIST} on tournaments
   when ${keyChanged} begin
     ${sqliteRemove('OLD')}
     ${sqliteAdd('NEW')}
   end`,
];

/**
 * PostgreSQL: one statement trigger per event adds each key's net change in one upsert, which
 * takes the count rows in key order: two transactions changing counts cannot deadlock. A tenant
 * gone by now (its deletion is what removes its tournaments) gets no count row.
 */
const postgresTrigger = (event: RowEvent) => {
  const deltas = IMAGES[event]
    .map((image) => `select ${KEY_LIST}, ${image === 'new' ? 1 : -1} as delta from ${image}_rows`)
    .join(' union all ');
  return postgresStatementTrigger(
    'tournament_counts',
    'tournaments',
    event,
    `insert into tournament_counts (${KEY_LIST}, n)
     select ${KEY_LIST}, sum(delta) from (${deltas}) d
     where exists (select 1 from tenants t where t.id = d."tenantId")
     group by ${KEY_LIST} having sum(delta) <> 0 order by ${KEY_LIST}
     on conflict (${KEY_LIST}) do update set n = tournament_counts.n + excluded.n;`,
  );
};

/**
 * How many tournaments each tenant has per status, game and featured flag, kept by triggers as
 * tournaments change: a list page's total counted every matching tournament of the tenant again
 * (a fifth of the page's cost at 10 000 tournaments); now it adds up a few dozen rows.
 */
export function tournamentCounts(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tournament_counts')
        .addColumn('tenantId', uuidType(engine), (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('gameId', uuidType(engine), (c) => c.notNull())
        .addColumn('isFeatured', 'integer', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('tournament_counts_key', [...KEY])
        .$call((table) => (engine === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
        .execute();
      await sql`
        insert into tournament_counts (${sql.raw(KEY_LIST)}, n)
        select ${sql.raw(KEY_LIST)}, count(*) from tournaments
        group by ${sql.raw(KEY_LIST)}`.execute(db);
      const triggers = engine === 'sqlite' ? SQLITE_TRIGGERS : EVENTS.flatMap(postgresTrigger);
      for (const statement of triggers) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropTriggers(db, engine, 'tournament_counts', 'tournaments');
      await db.schema.dropTable('tournament_counts').execute();
    },
  };
}
