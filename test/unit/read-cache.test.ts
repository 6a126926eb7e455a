import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/http/read-cache.js';

const entry = (bytes: number, version = 'v1', expiresAt = Number.POSITIVE_INFINITY) => ({
  version,
  json: Buffer.alloc(bytes, 'x'),
  expiresAt,
});

describe('ReadCache', () => {
  it('serves an entry only under the version it was read with, and before it expires', () => {
    const cache = new ReadCache(1_000);
    cache.set('a', entry(10, 'v1', 100));
    expect(cache.get('a', 'v1', 99)?.byteLength).toBe(10);
    expect(cache.get('a', 'v2', 99)).toBeUndefined();
    cache.set('b', entry(10, 'v1', 100));
    expect(cache.get('b', 'v1', 100)).toBeUndefined();
  });

  it('drops the least recently used entries when over its size', () => {
    const cache = new ReadCache(100);
    cache.set('a', entry(10));
    cache.set('b', entry(10));
    expect(cache.get('a', 'v1', 0)).toBeDefined(); // a is now more recent than b
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) cache.set(key, entry(10));
    expect(cache.get('b', 'v1', 0)).toBeUndefined();
    expect(cache.get('a', 'v1', 0)).toBeDefined();
    expect(cache.get('k', 'v1', 0)).toBeDefined();
  });

  it('does not keep a response larger than an eighth of its size', () => {
    const cache = new ReadCache(80);
    cache.set('small', entry(10));
    cache.set('big', entry(11));
    expect(cache.get('big', 'v1', 0)).toBeUndefined();
    expect(cache.get('small', 'v1', 0)).toBeDefined();
  });

  it('is off at size 0', () => {
    expect(new ReadCache(0).enabled).toBe(false);
  });
});
