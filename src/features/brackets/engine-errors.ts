import { businessRule, invalidField } from '../../errors.js';
import { EngineError } from '@tourney/engine';

/** Which request field an engine complaint is about, when it is about the input. */
const FIELD_OF: Partial<Record<string, string>> = {
  INVALID_SEEDING: 'seeding.seeds',
  INVALID_SCORE: 'games',
  TOO_MANY_GAMES: 'games',
  GAMES_AFTER_DECISION: 'games',
};

/** All games played and nobody won: in a format without draws, that is a draw attempt. */
const REASON_OF: Partial<Record<string, string>> = { MATCH_NOT_DECIDED: 'DRAW_NOT_ALLOWED' };

/** Turns an `EngineError` into an `AppError` (400 for bad input, else a 409 business rule). */
function fromEngine(error: unknown): unknown {
  if (!(error instanceof EngineError)) return error;
  const field = FIELD_OF[error.reason];
  if (field) return invalidField(field, error.message);
  return businessRule(REASON_OF[error.reason] ?? error.reason, error.message);
}

/** Runs pure engine code, translating its errors. */
export function engine<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw fromEngine(error);
  }
}
