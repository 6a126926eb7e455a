import { EngineError } from '../src/index.js';

/** The EngineError reason thrown by `action`, or undefined when it does not throw. */
export function reasonOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof EngineError) return error.reason;
    throw error;
  }
  return undefined;
}
