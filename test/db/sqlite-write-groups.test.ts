import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../src/db/create-db.js';

/**
 * Takes over the clock the groups read their age from: each reading moves it on by `stepMs`.
 * With no step, a group (joined only while it is younger than `GROUP_MS`) is joined by every
 * writer that arrives before it commits, however slowly the machine runs them.
 */
function clockOf(stepMs: number) {
  let now = performance.now();
  vi.spyOn(performance, 'now').mockImplementation(() => (now += stepMs));
}

/**
 * SQLite write statements that arrive together share a commit (`sqlite-write-groups.ts`). Each
 * caller is answered only once its write is committed, a failing write takes back nothing of the
 * others', and no read sees a write before its commit. A second connection of the test's own is the
 * judge of what is committed.
 */
interface Notes {
  notes: { id: number; body: string };
}

let dir: string;
let db: Kysely<Notes>;
let committed: SqliteDatabase.Database;

const bodiesCommitted = () =>
  (committed.prepare('select body from notes order by id').pluck().all() as string[]).sort();
const note = (id: number, body = `note ${id}`) => db.insertInto('notes').values({ id, body });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tourney-write-groups-'));
  const path = join(dir, 'groups.db');
  db = createDb(`sqlite:${path}`).db as unknown as Kysely<Notes>;
  await sql`create table notes (id integer primary key, body text not null unique)`.execute(db);
  committed = new SqliteDatabase(path, { readonly: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  committed.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite write groups', () => {
  it('answers each write once it is committed, several writes sharing a commit', async () => {
    clockOf(0);
    const seenAtAnswer: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        note(i + 1)
          .execute()
          .then(() => seenAtAnswer.push(bodiesCommitted().length)),
      ),
    );
    expect(bodiesCommitted()).toHaveLength(10);
    // Every answer came after its own commit; the first found others committed with it.
    seenAtAnswer.forEach((seen, i) => expect(seen).toBeGreaterThanOrEqual(i + 1));
    expect(seenAtAnswer[0]).toBeGreaterThan(1);
  });

  it('refuses a write that breaks a unique key and keeps the writes beside it', async () => {
    const outcomes = await Promise.allSettled([
      note(1, 'kept').execute(),
      note(2, 'taken').execute(),
      note(3, 'taken').execute(),
      note(4, 'also kept').execute(),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(bodiesCommitted()).toEqual(['also kept', 'kept', 'taken']);
    // The row it met is committed by the time the refusal is seen: a retry reads it.
    const retried = await db.selectFrom('notes').select('id').where('body', '=', 'taken').execute();
    expect(retried).toEqual([{ id: 2 }]);
  });

  it('rolls back a failing transaction alone, while writes queue behind it', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, body: 'rolled back' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('the caller changed its mind');
    });
    const queued = [note(2, 'after').execute(), note(3, 'after too').execute()];
    await expect(failing).rejects.toThrow('the caller changed its mind');
    await Promise.all(queued);
    expect(bodiesCommitted()).toEqual(['after', 'after too']);
  });

  it('answers each transaction once it is committed, transactions sharing a commit', async () => {
    clockOf(0);
    const seenAtAnswer: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto('notes')
              .values({ id: i + 1, body: `note ${i + 1}` })
              .execute();
            await trx
              .updateTable('notes')
              .set({ body: `kept ${i + 1}` })
              .where('id', '=', i + 1)
              .execute();
          })
          .then(() => seenAtAnswer.push(bodiesCommitted().length)),
      ),
    );
    expect(bodiesCommitted()).toEqual(['kept 1', 'kept 2', 'kept 3', 'kept 4', 'kept 5', 'kept 6']);
    seenAtAnswer.forEach((seen, i) => expect(seen).toBeGreaterThanOrEqual(i + 1));
    expect(seenAtAnswer[0]).toBeGreaterThan(1);
  });

  it('takes back a failing transaction alone from the group it shares', async () => {
    const outcomes = await Promise.allSettled([
      note(1, 'before').execute(),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, body: 'first' }).execute();
        await trx.insertInto('notes').values({ id: 3, body: 'before' }).execute();
      }),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 4, body: 'after' }).execute();
      }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    // Its first insert went back with it; the writes before and after it in the group stayed.
    expect(bodiesCommitted()).toEqual(['after', 'before']);
  });

  it('answers no member of a group SQLite ended with an error as committed', async () => {
    const outcomes = await Promise.allSettled([
      note(1, 'lost with its group').execute(),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, body: 'lost too' }).execute();
        // Ends SQLite's transaction under the group, as a full disk or an I/O error would.
        await sql`rollback`.execute(trx);
      }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(bodiesCommitted()).toEqual([]);
    // The connection goes on: the next write opens a group of its own.
    await note(3, 'next').execute();
    expect(bodiesCommitted()).toEqual(['next']);
  });

  it('opens a new group for a writer that arrives once the open one is 1 ms old', async () => {
    // The group opens at t, its first writer leaves at t + 0.6 ms, and the transaction finds it
    // 1.2 ms old.
    clockOf(0.6);
    const first = note(1, 'first').execute();
    const second = db.transaction().execute(async (trx) => {
      const committedAtStart = bodiesCommitted();
      await trx.insertInto('notes').values({ id: 2, body: 'second' }).execute();
      return committedAtStart;
    });
    expect(await second).toEqual(['first']);
    await first;
    expect(bodiesCommitted()).toEqual(['first', 'second']);
  });

  it('commits the open group before a read runs', async () => {
    const writes = [note(1).execute(), note(2).execute()];
    const read = db
      .selectFrom('notes')
      .select('body')
      .execute()
      .then((rows) => ({ rows, committedThen: bodiesCommitted() }));
    const { rows, committedThen } = await read;
    expect(rows.map((r) => r.body).sort()).toEqual(['note 1', 'note 2']);
    // What the read returned was committed before it ran: no write it saw can be taken back.
    expect(committedThen).toEqual(['note 1', 'note 2']);
    await Promise.all(writes);
  });
});
