import { describe, expect, it } from 'vitest';
import { startPeriodic } from '../../src/periodic.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPeriodic', () => {
  it('never runs the task twice at once, and stopping aborts the run and waits for it', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    let sawAbort = false;
    const task = async (signal: AbortSignal) => {
      runs++;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      // Ten intervals long, unless stopped.
      for (let i = 0; i < 50 && !signal.aborted; i++) await sleep(2);
      sawAbort = signal.aborted;
      running--;
    };
    const periodic = startPeriodic(task, () => undefined, { intervalMs: 10, firstAfterMs: 1 });
    await sleep(60);
    await periodic.stop();

    expect(runs).toBe(1);
    expect(mostAtOnce).toBe(1);
    expect(sawAbort).toBe(true);
    expect(running).toBe(0);
  });

  it('hands a failed run to onError and runs again at the next interval', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const periodic = startPeriodic(
      async () => {
        runs++;
        throw new Error(`run ${runs}`);
      },
      (error) => errors.push(error),
      { intervalMs: 5, firstAfterMs: 1 },
    );
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(2);
    await periodic.stop();
    expect((errors[0] as Error).message).toBe('run 1');
    expect((errors[1] as Error).message).toBe('run 2');
  });
});
