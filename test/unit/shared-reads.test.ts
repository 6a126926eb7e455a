import { describe, expect, it } from 'vitest';
import { SharedReads } from '../../src/db/shared-reads.js';

/** Versions by key (0 when never written), and the order things were read in. */
function world() {
  const versions = new Map<string, number>();
  const log: string[] = [];
  let loads = 0;
  return {
    bump: (key: string) => versions.set(key, (versions.get(key) ?? 0) + 1),
    log,
    loads: () => loads,
    readVersions: async (keys: readonly string[]) => {
      log.push(`versions ${keys.join(',')}`);
      return keys.map((k) => versions.get(k) ?? 0);
    },
    read: (members: string[]) => ({
      keys: ['list'],
      memberKeys: async () => {
        log.push('members');
        return members;
      },
      load: async () => {
        log.push('load');
        return ++loads;
      },
    }),
  };
}

describe('SharedReads', () => {
  it('reads the keys, then the members they vouch for and their versions, then the value', async () => {
    const w = world();
    const shared = new SharedReads(10);
    expect(await shared.read(w.readVersions, 'page', w.read(['a', 'b']))).toBe(1);
    expect(w.log).toEqual(['versions list', 'members', 'versions a,b', 'load']);
    w.log.length = 0;
    expect(await shared.read(w.readVersions, 'page', w.read(['a', 'b']))).toBe(1);
    expect(w.log).toEqual(['versions list,a,b']);
  });

  it('serves the value while the keys and its members keep their versions', async () => {
    const w = world();
    const shared = new SharedReads(10);
    await shared.read(w.readVersions, 'page', w.read(['a', 'b']));
    expect(await shared.read(w.readVersions, 'page', w.read(['a', 'b']))).toBe(1);
    w.bump('c'); // not a member
    expect(await shared.read(w.readVersions, 'page', w.read(['a', 'b']))).toBe(1);
    w.bump('b');
    expect(await shared.read(w.readVersions, 'page', w.read(['a', 'b']))).toBe(2);
    w.bump('list');
    expect(await shared.read(w.readVersions, 'page', w.read(['a', 'c']))).toBe(3);
    w.bump('c'); // now a member
    expect(await shared.read(w.readVersions, 'page', w.read(['a', 'c']))).toBe(4);
  });

  it('keeps at most its number of values, least recently used out first, and none at 0', async () => {
    const w = world();
    const shared = new SharedReads(2);
    for (const key of ['x', 'y', 'x', 'z']) await shared.read(w.readVersions, key, w.read([]));
    expect(w.loads()).toBe(3);
    await shared.read(w.readVersions, 'x', w.read([]));
    expect(w.loads()).toBe(3);
    await shared.read(w.readVersions, 'y', w.read([]));
    expect(w.loads()).toBe(4);
    const off = new SharedReads(0);
    await off.read(w.readVersions, 'x', w.read([]));
    await off.read(w.readVersions, 'x', w.read([]));
    expect(w.loads()).toBe(6);
  });

  it('refreshes only the members that moved while the keys keep their versions, else loads again', async () => {
    const w = world();
    const shared = new SharedReads(10);
    const refreshed: string[][] = [];
    const read = (members: string[]) => ({
      ...w.read(members),
      refresh: async (value: number, moved: readonly string[]) => {
        refreshed.push([...moved]);
        return value + 100;
      },
    });
    expect(await shared.read(w.readVersions, 'page', read(['a', 'b', 'c']))).toBe(1);
    w.bump('b');
    w.bump('c');
    w.log.length = 0;
    expect(await shared.read(w.readVersions, 'page', read(['a', 'b', 'c']))).toBe(101);
    expect(refreshed).toEqual([['b', 'c']]);
    // The members the value was read with are read at the same moment as the keys.
    expect(w.log).toEqual(['versions list,a,b,c']);
    // The refreshed value is kept with the versions read before it.
    expect(await shared.read(w.readVersions, 'page', read(['a', 'b', 'c']))).toBe(101);
    w.bump('list');
    expect(await shared.read(w.readVersions, 'page', read(['a']))).toBe(2);
    expect(refreshed).toHaveLength(1);
  });

  it('lets reads that find the same versions wait for a refresh under way, and no read that finds newer ones', async () => {
    const w = world();
    const shared = new SharedReads(10);
    let refreshes = 0;
    const held: (() => void)[] = [];
    const read = () => ({
      ...w.read(['a']),
      refresh: async (value: number) => {
        const nth = ++refreshes;
        await new Promise<void>((resolve) => held.push(resolve));
        return value + 100 * nth;
      },
    });
    await shared.read(w.readVersions, 'page', read());
    w.bump('a');
    const first = shared.read(w.readVersions, 'page', read());
    const second = shared.read(w.readVersions, 'page', read());
    await new Promise((resolve) => setImmediate(resolve));
    expect(refreshes).toBe(1);
    w.bump('a'); // a read from now on must see this: it refreshes again
    const third = shared.read(w.readVersions, 'page', read());
    await new Promise((resolve) => setImmediate(resolve));
    expect(refreshes).toBe(2);
    held.forEach((finish) => finish());
    expect(await Promise.all([first, second, third])).toEqual([101, 101, 201]);
  });
});
