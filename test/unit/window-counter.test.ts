import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixedWindowCounter } from '../../src/http/window-counter.js';

describe('FixedWindowCounter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts in a window that starts at a key's first count and ends windowMs later", () => {
    const counter = new FixedWindowCounter(1000);
    expect(counter.count('a', 5000)).toMatchObject({ count: 1, endsAt: 6000 });
    expect(counter.count('a', 5999)).toMatchObject({ count: 2, endsAt: 6000 });
    expect(counter.count('b', 5999)).toMatchObject({ count: 1, endsAt: 6999 });
    // At its end, not a millisecond later, the next count opens a new window.
    expect(counter.count('a', 6000)).toMatchObject({ count: 1, endsAt: 7000 });
  });

  it('reads the running window of a key without counting, and nothing once it has ended', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    const counter = new FixedWindowCounter(1000);
    expect(counter.current('a')).toBeUndefined();
    counter.count('a', 10_000);
    counter.count('a', 10_000);
    vi.setSystemTime(10_999);
    expect(counter.current('a')).toMatchObject({ count: 2, endsAt: 11_000 });
    expect(counter.current('a')).toMatchObject({ count: 2 });
    vi.setSystemTime(11_000);
    expect(counter.current('a')).toBeUndefined();
  });

  it('forgets the least recently counted key beyond its capacity', () => {
    const counter = new FixedWindowCounter(60_000, 2);
    counter.count('a', 0);
    counter.count('b', 1);
    counter.count('a', 2);
    counter.count('c', 3); // b is the least recently counted
    expect(counter.size).toBe(2);
    expect(counter.count('a', 4).count).toBe(3);
    expect(counter.count('b', 5).count).toBe(1); // forgotten: c goes now, a was counted since
    expect(counter.count('c', 6).count).toBe(1);
  });

  it('drops ended windows as new keys come, before forgetting a running one', () => {
    const counter = new FixedWindowCounter(100, 3);
    counter.count('a', 0);
    counter.count('b', 1);
    counter.count('c', 60);
    expect(counter.size).toBe(3);
    // At 120 the windows of a and b have ended: they go, and c keeps its count.
    counter.count('d', 120);
    expect(counter.size).toBe(2);
    expect(counter.count('c', 121)).toMatchObject({ count: 2, endsAt: 160 });
    expect(counter.count('a', 122)).toMatchObject({ count: 1, endsAt: 222 });
  });
});
