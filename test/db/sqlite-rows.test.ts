import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { withRowsMadeInJs } from '../../src/db/sqlite-rows.js';

const sqlite = new SqliteDatabase(':memory:');
afterAll(() => sqlite.close());
sqlite.exec(`create table t (id integer primary key, name text, score real, data blob);
  insert into t values (1, 'a', 1.5, x'0102'), (2, null, null, null), (3, 'c"}', -2, x'');`);

/** The rows as better-sqlite3 makes them, and as the statement made in JavaScript does. */
const both = (sql: string, parameters: unknown[] = []) => ({
  engine: sqlite.prepare(sql).all(parameters),
  js: withRowsMadeInJs(sqlite.prepare(sql)).all(parameters),
});

describe('rows made in JavaScript', () => {
  it('hold the same columns, values and order as the engine makes them', () => {
    const { engine, js } = both(
      'select id, name, score, data, name as "odd key"", \\u2028" from t order by id',
    );
    expect(js).toEqual(engine);
    expect(js.map((row) => Object.keys(row as object))).toEqual(
      engine.map((row) => Object.keys(row as object)),
    );
    expect(js).toHaveLength(3);
  });

  it('bind parameters and keep the last of a repeated name', () => {
    const { engine, js } = both('select id as v, name as v, ? as p from t where id > ?', ['x', 1]);
    expect(js).toEqual(engine);
    expect(js).toEqual([
      { v: null, p: 'x' },
      { v: 'c"}', p: 'x' },
    ]);
  });

  it('iterate as they are read, and leave writes and a __proto__ column to the engine', () => {
    const statement = withRowsMadeInJs(sqlite.prepare('select id from t order by id'));
    expect([...statement.iterate([])]).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const write = sqlite.prepare('update t set score = score where id = ?');
    expect(withRowsMadeInJs(write)).toBe(write);
    const { engine, js } = both('select 1 as "__proto__"');
    expect(js).toEqual(engine);
  });
});
