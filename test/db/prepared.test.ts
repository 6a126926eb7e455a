import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Executor } from '../../src/db/database.js';
import {
  prepared,
  preparedForList,
  preparedInsert,
  preparedInsertRows,
  preparedPages,
} from '../../src/db/prepared.js';
import { readKey } from '../../src/db/read-versions.js';
import { createTenant } from '../../src/features/tenants/tenant.service.js';
import { newUser } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const userByExternalId = prepared((db: Executor, tenantId: string, externalId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'externalId', 'displayName'])
    .where('tenantId', '=', tenantId)
    .where('externalId', '=', externalId),
);

const userVersion = prepared((db: Executor, tenantId: string, externalId: string) =>
  db
    .selectFrom('read_versions')
    .select('version')
    .where('key', '=', readKey.user(tenantId, externalId)),
);

describe('prepared queries', () => {
  it("answer each call's arguments, as the query built for them does", async () => {
    const { db } = database;
    const tenantId = await tenantOf(db);
    const a = await newUser(db, tenantId);
    const b = await newUser(db, tenantId);
    for (const user of [a, b, a]) {
      const rows = await userByExternalId(db, tenantId, user.externalId);
      expect(rows).toEqual([
        { id: user.userId, externalId: user.externalId, displayName: expect.any(String) },
      ]);
    }
    expect(await userByExternalId(db, tenantId, 'nobody')).toEqual([]);
  });

  it('put arguments inside a bound value, and run inside a transaction too', async () => {
    const { db } = database;
    const tenantId = await tenantOf(db);
    const user = await newUser(db, tenantId);
    await db.transaction().execute(async (trx) => {
      // Any write to the user bumps its read key, in the same transaction.
      await trx
        .updateTable('users')
        .set({ displayName: 'Renamed' })
        .where('id', '=', user.userId)
        .execute();
      const [row] = await userVersion(trx, tenantId, user.externalId);
      expect(Number(row?.version)).toBeGreaterThan(0);
    });
  });

  it('insert rows by their columns: undefined ones left to their defaults, null bound as NULL', async () => {
    const { db } = database;
    const tenantId = await tenantOf(db);
    const insertUser = preparedInsert('users');
    const row = (n: number) => ({
      id: randomUUID(),
      tenantId,
      externalId: `ext-${n}`,
      username: `user${n}`,
      displayName: `User ${n}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    // Two shapes, alternated: each call's values land in its own row.
    await insertUser(db, { ...row(1), email: 'one@example.com', image: undefined });
    await insertUser(db, { ...row(2), email: null, image: 'two.png' });
    await insertUser(db, { ...row(3), email: 'three@example.com', image: undefined });
    const rows = await db
      .selectFrom('users')
      .select(['externalId', 'displayName', 'email', 'image'])
      .where('tenantId', '=', tenantId)
      .orderBy('externalId')
      .execute();
    expect(rows).toEqual([
      { externalId: 'ext-1', displayName: 'User 1', email: 'one@example.com', image: null },
      { externalId: 'ext-2', displayName: 'User 2', email: null, image: 'two.png' },
      { externalId: 'ext-3', displayName: 'User 3', email: 'three@example.com', image: null },
    ]);
  });

  it('insert several rows in one call: each its own values, rows of other columns too', async () => {
    const { db } = database;
    const tenantId = await tenantOf(db);
    const insertUsers = preparedInsertRows('users');
    const row = (n: number, email?: string | null) => ({
      id: randomUUID(),
      tenantId,
      externalId: `many-${n}`,
      username: `many${n}`,
      displayName: `Many ${n}`,
      email,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    await insertUsers(db, []);
    await insertUsers(db, [row(1, 'a@example.com'), row(2, null)]);
    // Same count, other values: the statement of the first call with this call's arguments.
    await insertUsers(db, [row(3, 'c@example.com'), row(4, 'd@example.com')]);
    // Rows of other columns (email left out of the second) in one call.
    await insertUsers(db, [row(5, 'e@example.com'), row(6)]);
    const rows = await db
      .selectFrom('users')
      .select(['externalId', 'email'])
      .where('tenantId', '=', tenantId)
      .orderBy('externalId')
      .execute();
    expect(rows).toEqual([
      { externalId: 'many-1', email: 'a@example.com' },
      { externalId: 'many-2', email: null },
      { externalId: 'many-3', email: 'c@example.com' },
      { externalId: 'many-4', email: 'd@example.com' },
      { externalId: 'many-5', email: 'e@example.com' },
      { externalId: 'many-6', email: null },
    ]);
  });

  it('read lists of any length, the list apart from the other arguments', async () => {
    const { db } = database;
    const tenantId = await tenantOf(db);
    const users = [await newUser(db, tenantId), await newUser(db, tenantId)];
    const byExternalIds = preparedForList((db: Executor, externalIds: string[], tenant: string) =>
      db
        .selectFrom('users')
        .select('id')
        .where('tenantId', '=', tenant)
        .where('externalId', 'in', externalIds)
        .orderBy('id'),
    );
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    const both = users.map((u) => u.userId).sort();
    expect(await byExternalIds(db, [], tenantId)).toEqual([]);
    expect(ids(await byExternalIds(db, [users[1]!.externalId], tenantId))).toEqual([
      users[1]!.userId,
    ]);
    expect(
      ids(
        await byExternalIds(
          db,
          users.map((u) => u.externalId),
          tenantId,
        ),
      ),
    ).toEqual(both);
    // Past the prepared lengths: built for the call, same answer.
    const long = [
      ...users.map((u) => u.externalId),
      ...Array.from({ length: 150 }, (_, i) => `x${i}`),
    ];
    expect(ids(await byExternalIds(db, long, tenantId))).toEqual(both);
    expect(
      await byExternalIds(
        db,
        users.map((u) => u.externalId),
        randomUUID(),
      ),
    ).toEqual([]);
  });

  it('read pages of each size, the size written into the statement on SQLite', async () => {
    const { db, engine } = database;
    const tenantId = await tenantOf(db);
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => newUser(db, tenantId)));
    const sorted = users.map((u) => u.userId).sort();
    const pageOf = preparedPages(
      (shape: 'byId', limit: number) => (db: Executor, tenant: string, offset: number) =>
        db
          .selectFrom('users')
          .select('id')
          .where('tenantId', '=', tenant)
          .orderBy('id')
          .limit(limit)
          .offset(offset),
    );
    const ids = async (limit: number, offset: number) =>
      (await pageOf('byId', limit, db, tenantId, offset)).map((r) => r.id);
    expect(await ids(2, 0)).toEqual(sorted.slice(0, 2));
    expect(await ids(3, 2)).toEqual(sorted.slice(2, 5));
    expect(await ids(2, 4)).toEqual(sorted.slice(4));
    // A limit given as an argument stays bound, and is honoured.
    const firstOf = prepared((db: Executor, tenant: string, limit: number) =>
      db.selectFrom('users').select('id').where('tenantId', '=', tenant).orderBy('id').limit(limit),
    );
    expect((await firstOf(db, tenantId, 4)).map((r) => r.id)).toEqual(sorted.slice(0, 4));

    // SQLite plans a statement again on each run when its LIMIT is bound: a number is written in.
    const compiled = db.selectFrom('users').select('id').limit(20).offset(40).compile();
    if (engine === 'sqlite') {
      expect(compiled.sql).toMatch(/ limit 20 offset \?$/);
      expect(compiled.parameters).toEqual([40]);
    } else {
      expect(compiled.sql).toMatch(/ limit \$1 offset \$2$/);
      expect(compiled.parameters).toEqual([20, 40]);
    }
  });

  it('refuse a query that writes an argument into its SQL text', async () => {
    const inText = prepared((db: Executor, name: string) =>
      db
        .selectFrom('users')
        .select('id')
        .where(sql.raw(`'${name}'`), '=', 'x'),
    );
    await expect(inText(database.db, 'a')).rejects.toThrow(/not bound/);
  });
});

const tenantOf = async (db: Db) =>
  (await createTenant(db, `Prepared ${Math.random().toString(36).slice(2, 8)}`)).tenantId;
