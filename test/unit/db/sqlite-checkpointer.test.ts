import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../src/db/create-db.js';
import { checkpointInBackground } from '../../../src/db/sqlite-checkpointer.js';

const dir = mkdtempSync(join(tmpdir(), 'tourney-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function eventually(check: () => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SQLite WAL checkpoints in the background', () => {
  it('copies committed pages into the database file without the connection checkpointing', async () => {
    const file = join(dir, 'moved.db');
    const { db } = createDb(`sqlite:${file}`);
    await sql`create table filler (body blob not null)`.execute(db);
    const sizeBefore = statSync(file).size;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 500; i++)
        await sql`insert into filler (body) values (randomblob(4000))`.execute(trx);
    });
    // The connection checkpoints only past 10 000 pages: only the worker can grow the main file.
    const autocheckpoint = await sql<{
      wal_autocheckpoint: number;
    }>`pragma wal_autocheckpoint`.execute(db);
    expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(10_000);
    await eventually(() => statSync(file).size > sizeBefore + 1_000_000);
    await db.destroy();
  });

  it('lets the connection checkpoint itself again when the worker cannot', async () => {
    const file = join(dir, 'fallback.db');
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    // A directory is no database: the worker fails to open it.
    const checkpointer = checkpointInBackground(sqlite, dir);
    await eventually(() => sqlite.pragma('wal_autocheckpoint', { simple: true }) === 1000);
    await checkpointer.stop();
    sqlite.close();
  });
});
