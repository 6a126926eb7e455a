export interface PeriodicTask {
  /** Stops the timer, aborts the run in progress at its next check, and waits for it. */
  stop(): Promise<void>;
}

/**
 * Runs `task` `firstAfterMs` after start, then every `intervalMs`, never two runs at once (a run
 * still going when the next is due makes that one skip). A run that fails goes to `onError` and
 * the task is tried again at the next. The timers never keep the process alive.
 */
export function startPeriodic(
  task: (signal: AbortSignal) => Promise<unknown>,
  onError: (error: unknown) => void,
  { intervalMs, firstAfterMs = intervalMs }: { intervalMs: number; firstAfterMs?: number },
): PeriodicTask {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task(stopping.signal)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
