/**
 * How a feature reaches one built on it, which it cannot import: it owns the hook, and the higher
 * feature fills it when an app is built (`connectFeatures` in `index.ts`). Every app fills it with
 * the same value, so a process may build several; using it in a process that never built an app
 * is a mistake that must fail, not a call that quietly does nothing.
 */
export function featureHook<T>(what: string) {
  let value: T | undefined;
  return {
    fill: (filled: T) => void (value = filled),
    get: (): T => {
      if (value === undefined) throw new Error(`No ${what}: connectFeatures() was not called`);
      return value;
    },
  };
}
