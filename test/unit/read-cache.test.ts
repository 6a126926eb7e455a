import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/http/read-cache.js';

const entry = (
  bytes: number,
  versions: readonly number[] = [1],
  expiresAt = Number.POSITIVE_INFINITY,
) => ({
  versions,
  members: [],
  memberVersions: [],
  json: Buffer.alloc(bytes, 'x'),
  expiresAt,
});

// An entry of 10 bytes under a one-letter key, with the cache's own cost of an entry.
const TEN_BYTE_ENTRY = 1 + 10 + 300;

describe('ReadCache', () => {
  it('serves an entry only under the versions it was read with, and before it expires', () => {
    const cache = new ReadCache(100_000);
    cache.set('a', entry(10, [1], 100));
    expect(cache.get('a', [1], 99)?.json.byteLength).toBe(10);
    expect(cache.get('a', [2], 99)).toBeUndefined();
    cache.set('b', entry(10, [2], 100));
    expect(cache.get('b', [2], 100)).toBeUndefined();
  });

  it("keeps each entry's versions apart: a newer version of one leaves the others served", () => {
    const cache = new ReadCache(100_000);
    cache.set('a', entry(10, [1, 1]));
    cache.set('b', entry(10, [2, 1]));
    expect(cache.get('b', [3, 1], 0)).toBeUndefined();
    expect(cache.get('a', [1, 1], 0)?.json.byteLength).toBe(10);
    // A stale entry is dropped on sight, not served once its versions come round again.
    expect(cache.get('b', [2, 1], 0)).toBeUndefined();
  });

  it('drops the least recently used entries when over its size', () => {
    const cache = new ReadCache(10 * TEN_BYTE_ENTRY);
    cache.set('a', entry(10));
    cache.set('b', entry(10));
    expect(cache.get('a', [1], 0)).toBeDefined(); // a is now more recent than b
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) cache.set(key, entry(10));
    expect(cache.get('b', [1], 0)).toBeUndefined();
    expect(cache.get('a', [1], 0)).toBeDefined();
    expect(cache.get('k', [1], 0)).toBeDefined();
  });

  it('counts the key and the cost of an entry, not only the answer', () => {
    const cache = new ReadCache(10 * TEN_BYTE_ENTRY);
    const keys = Array.from({ length: 20 }, (_, i) => String.fromCharCode(65 + i));
    for (const key of keys) cache.set(key, entry(10));
    const kept = keys.filter((key) => cache.get(key, [1], 0) !== undefined);
    expect(kept).toEqual(keys.slice(10));
  });

  it('counts the keys of the members an entry was read with', () => {
    const cache = new ReadCache(10 * TEN_BYTE_ENTRY);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(key, entry(10));
    // Two bytes of member keys take the cache past its size: the oldest entry goes.
    cache.set('j', { ...entry(10), members: ['m', 'n'], memberVersions: [1, 1] });
    expect(cache.get('a', [1], 0)).toBeUndefined();
    expect(cache.get('b', [1], 0)).toBeDefined();
    expect(cache.get('j', [1], 0)?.members).toEqual(['m', 'n']);
  });

  it('does not keep a response larger than an eighth of its size', () => {
    const cache = new ReadCache(8 * TEN_BYTE_ENTRY);
    cache.set('s', entry(10));
    cache.set('b', entry(11));
    expect(cache.get('b', [1], 0)).toBeUndefined();
    expect(cache.get('s', [1], 0)).toBeDefined();
  });

  it('keeps a small answer in memory of its own, not in a shared slab', () => {
    const cache = new ReadCache(100_000);
    const pooled = Buffer.from('{"items":[]}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    cache.set('a', { ...entry(0), json: pooled });
    const kept = cache.get('a', [1], 0)!.json;
    expect(kept.toString()).toBe('{"items":[]}');
    expect(kept.buffer.byteLength).toBe(kept.byteLength);
  });

  it("reads a key's next answer into the memory of the one it replaces when it fills most of it", () => {
    const cache = new ReadCache(100_000);
    cache.set('a', entry(100, [1]));
    const first = cache.get('a', [1], 0)!.json;
    expect(cache.get('a', [2], 0)).toBeUndefined();
    cache.set('a', { ...entry(0, [2]), json: Buffer.alloc(60, 'y') });
    const second = cache.get('a', [2], 0)!.json;
    expect(second.buffer).toBe(first.buffer);
    expect(second.toString()).toBe('y'.repeat(60));
    // An answer under half the memory, or over it, gets memory of its own.
    cache.set('a', { ...entry(0, [3]), json: Buffer.alloc(40, 'z') });
    expect(cache.get('a', [3], 0)!.json.buffer.byteLength).toBe(40);
    cache.set('a', { ...entry(0, [4]), json: Buffer.alloc(41, 'z') });
    expect(cache.get('a', [4], 0)!.json.buffer.byteLength).toBe(41);
  });

  it('counts the memory an answer was given, not only its bytes', () => {
    // Room for ten entries of 10 bytes but not for nine and one of 6 bytes in 10 bytes of memory.
    const cache = new ReadCache(10 * TEN_BYTE_ENTRY - 2);
    cache.set('a', entry(10));
    cache.set('a', { ...entry(0, [2]), json: Buffer.alloc(6, 'y') });
    expect(cache.get('a', [2], 0)?.json.toString()).toBe('yyyyyy');
    for (const key of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) cache.set(key, entry(10));
    expect(cache.get('a', [2], 0)).toBeUndefined();
    expect(cache.get('b', [1], 0)).toBeDefined();
  });

  it('is off at size 0', () => {
    expect(new ReadCache(0).enabled).toBe(false);
  });
});
