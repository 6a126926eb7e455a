import { describe, expect, it } from 'vitest';
import { FixedWindowCounter } from '../../src/http/window-counter.js';

describe('FixedWindowCounter', () => {
  it("counts in a window that starts at a key's first count and ends windowMs later", () => {
    const counter = new FixedWindowCounter(1000);
    expect(counter.count('a', 5000)).toMatchObject({ count: 1, endsAt: 6000 });
    expect(counter.count('a', 5999)).toMatchObject({ count: 2, endsAt: 6000 });
    expect(counter.count('b', 5999)).toMatchObject({ count: 1, endsAt: 6999 });
    // At its end, not a millisecond later, the next count opens a new window.
    expect(counter.count('a', 6000)).toMatchObject({ count: 1, endsAt: 7000 });
  });

  it('takes back a count within its window only, and never below zero', () => {
    const counter = new FixedWindowCounter(1000);
    counter.count('a', 0);
    counter.count('a', 10);
    counter.uncount('a', 20);
    expect(counter.count('a', 30).count).toBe(2);
    counter.uncount('a', 1000); // the window has ended: nothing to take back
    expect(counter.count('a', 1000).count).toBe(1);
    counter.uncount('a', 1001);
    counter.uncount('a', 1002);
    expect(counter.count('a', 1003).count).toBe(1);
    counter.uncount('unknown', 0);
    expect(counter.size).toBe(1);
  });

  it('stays within its capacity whatever number of distinct keys floods it', () => {
    const counter = new FixedWindowCounter(60_000, 1000);
    for (let i = 0; i < 100_000; i++) counter.count(`ip:2001:db8:${i.toString(16)}::/64`, i);
    expect(counter.size).toBe(1000);
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
