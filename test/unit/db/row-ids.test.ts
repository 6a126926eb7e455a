import fc from 'fast-check';
import { v7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { firstRowIdAt, newRowId } from '../../../src/db/row-ids.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('new row ids', () => {
  it('are UUIDs that sort in the order they were made, so new rows share index pages', () => {
    const ids = Array.from({ length: 5_000 }, () => newRowId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('sort below the first id of a time exactly when they were made before it', () => {
    const instant = fc.integer({ min: 0, max: 2 ** 48 - 1 });
    fc.assert(
      fc.property(instant, instant, (made, time) => {
        const id = v7({ msecs: made });
        expect(id < firstRowIdAt(new Date(time))).toBe(made < time);
      }),
    );
    expect(firstRowIdAt(new Date(0x01a21d7573d5))).toBe('01a21d75-73d5-7000-8000-000000000000');
    expect(firstRowIdAt(new Date('1926-01-01'))).toBe('00000000-0000-7000-8000-000000000000');
  });
});
