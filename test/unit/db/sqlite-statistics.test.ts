import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../src/db/create-db.js';
import { migrateToLatest } from '../../../src/db/migrate.js';

const dir = mkdtempSync(join(tmpdir(), 'tourney-statistics-'));
// A closed database's background checkpointer closes its own connection a moment later, and
// may still remove its -wal and -shm files: retry a folder that is not empty yet.
afterAll(() => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }));

/** A file whose table has been analyzed with value samples, as SQLite's own ANALYZE leaves it. */
function analyzedFile(name: string) {
  const file = join(dir, name);
  const sqlite = new SqliteDatabase(file);
  sqlite.exec(`create table items (id integer primary key, kind text not null, owner text not null);
    create index items_kind on items (kind, owner);`);
  const insert = sqlite.prepare('insert into items (kind, owner) values (?, ?)');
  sqlite.transaction(() => {
    for (let i = 0; i < 2000; i++) insert.run(i % 50 === 0 ? 'rare' : 'common', `o${i % 97}`);
  })();
  sqlite.exec('analyze');
  const samples = sqlite.prepare('select count(*) from sqlite_stat4').pluck().get() as number;
  sqlite.close();
  return { file, samples };
}

describe('SQLite planner statistics at open', () => {
  it('keeps the row counts and drops the value samples', async () => {
    const { file, samples } = analyzedFile('analyzed.db');
    expect(samples).toBeGreaterThan(0); // the driver is built with STAT4
    const { db } = createDb(`sqlite:${file}`);
    const stat1 = await sql<{ n: number }>`select count(*) as n from sqlite_stat1`.execute(db);
    const stat4 = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(db);
    expect(stat1.rows[0]?.n).toBeGreaterThan(0);
    expect(stat4.rows[0]?.n).toBe(0);
    // The planner still takes the index for a selective lookup.
    const plan = await sql<{
      detail: string;
    }>`explain query plan select id from items where kind = ${'rare'} and owner = ${'o1'}`.execute(
      db,
    );
    expect(plan.rows.map((r) => r.detail).join(' ')).toContain('items_kind');
    await db.destroy();
  });

  it('drops the samples that analyzing after the migrations makes', async () => {
    const { file } = analyzedFile('migrated.db');
    const { db, engine } = createDb(`sqlite:${file}`);
    // Ten times the rows the statistics counted: the optimize pragma analyzes the table again.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 25000)
      insert into items (kind, owner) select 'common', 'o' || (i % 97) from n`.execute(db);
    expect((await migrateToLatest(db, engine)).length).toBeGreaterThan(0);
    const stat1 = await sql<{ n: number }>`
      select cast(stat as integer) as n from sqlite_stat1 where idx = 'items_kind'`.execute(db);
    expect(stat1.rows[0]?.n).toBeGreaterThan(20000); // analyzed again
    const stat4 = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(db);
    expect(stat4.rows[0]?.n).toBe(0);
    await db.destroy();
  });

  it('opens a file that was never analyzed', async () => {
    const { db } = createDb(`sqlite:${join(dir, 'fresh.db')}`);
    const one = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(one.rows[0]?.one).toBe(1);
    await db.destroy();
  });
});
