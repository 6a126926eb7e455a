import { describe, expect, it, vi } from 'vitest';
import { debounce, liveStateOf } from './live-updates';

describe('live updates', () => {
  it('refetches once, after the last event of a burst', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const refetch = debounce(run, 300);
      refetch.trigger();
      vi.advanceTimersByTime(200);
      refetch.trigger();
      refetch.trigger();
      vi.advanceTimersByTime(299);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
      refetch.trigger();
      refetch.cancel();
      vi.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a stream that EventSource retries as reconnecting, a closed one as offline', () => {
    expect(liveStateOf(0)).toBe('reconnecting');
    expect(liveStateOf(1)).toBe('live');
    expect(liveStateOf(2)).toBe('offline');
  });
});
