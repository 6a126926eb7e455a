import { describe, expect, it } from 'vitest';
import { newRowId } from '../../../src/db/row-ids.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('new row ids', () => {
  it('are UUIDs that sort in the order they were made, so new rows share index pages', () => {
    const ids = Array.from({ length: 5_000 }, () => newRowId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
