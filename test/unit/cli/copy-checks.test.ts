import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonical,
  TableChecksum,
  toPostgres,
} from '../../../src/cli/operations/copy/canonical.js';
import { dependencyOrder } from '../../../src/db/table-order.js';

const refs = (entries: Record<string, string[]>) =>
  new Map(Object.entries(entries).map(([table, to]) => [table, new Set(to)]));

describe('dependencyOrder', () => {
  it('puts every table after the tables it refers to, ties by name', () => {
    const order = dependencyOrder(
      ['matches', 'tenants', 'tournaments', 'rounds', 'games'],
      refs({
        tournaments: ['tenants', 'games'],
        rounds: ['tournaments'],
        matches: ['rounds', 'tournaments', 'matches'],
      }),
    );
    expect(order).toEqual(['games', 'tenants', 'tournaments', 'rounds', 'matches']);
  });

  it('ignores references to tables it is not given, and refuses a cycle', () => {
    expect(dependencyOrder(['b', 'a'], refs({ a: ['elsewhere'] }))).toEqual(['a', 'b']);
    expect(() => dependencyOrder(['a', 'b'], refs({ a: ['b'], b: ['a'] }))).toThrow(
      'foreign keys form a cycle among a, b',
    );
  });
});

describe('the canonical form of a value', () => {
  it('is the same for what SQLite stores and what PostgreSQL returns', () => {
    expect(canonical(1, 'boolean')).toBe(canonical(true, 'boolean'));
    expect(canonical(0, 'boolean')).toBe(canonical(false, 'boolean'));
    expect(canonical('{"b":1,"a":[1,2]}', 'json')).toBe(canonical({ a: [1, 2], b: 1 }, 'json'));
    expect(canonical('2026-01-02T03:04:05.006Z', 'timestamp')).toBe(
      canonical(new Date('2026-01-02T03:04:05.006Z'), 'timestamp'),
    );
    expect(canonical('01A2B3C4-0000-7000-8000-000000000000', 'uuid')).toBe(
      canonical('01a2b3c4-0000-7000-8000-000000000000', 'uuid'),
    );
    expect(canonical(Buffer.from([1, 255]), 'bytes')).toBe(
      canonical(new Uint8Array([1, 255]), 'bytes'),
    );
    expect(canonical(7, 'text')).toBe(canonical('7', 'text'));
    expect(canonical(null, 'integer')).toBeNull();
  });

  it('turns SQLite values into what the PostgreSQL column takes', () => {
    expect(toPostgres(1, 'boolean')).toBe(true);
    expect(toPostgres(0, 'boolean')).toBe(false);
    expect(toPostgres({ a: 1 }, 'json')).toBe('{"a":1}');
    expect(toPostgres(0, 'timestamp')).toBe('1970-01-01T00:00:00.000Z');
    expect(toPostgres(12n, 'integer')).toBe('12');
    expect(toPostgres(null, 'uuid')).toBeNull();
  });
});

describe('TableChecksum', () => {
  it('does not depend on the order rows are read in, and tells rows apart', () => {
    const rows = fc.array(
      fc.tuple(fc.integer(), fc.string(), fc.option(fc.double({ noNaN: true }))),
      {
        minLength: 1,
      },
    );
    fc.assert(
      fc.property(rows, fc.nat(), (values, shift) => {
        const sum = (list: typeof values) => {
          const checksum = new TableChecksum(['integer', 'text', 'float']);
          for (const row of list) checksum.add(row);
          return checksum.hex;
        };
        const k = shift % values.length;
        const rotated = [...values.slice(k), ...values.slice(0, k)];
        expect(sum(rotated)).toBe(sum(values));
        expect(sum([...values, values[0]!])).not.toBe(sum(values));
      }),
    );
  });
});
