/** Stable machine-readable reasons; the service layer maps them to HTTP statuses. */
export type EngineErrorReason =
  | 'INVALID_SEEDING'
  | 'NOT_ENOUGH_PARTICIPANTS'
  | 'DUPLICATE_PARTICIPANT'
  | 'INVALID_OPTION'
  | 'INVALID_GROUP_SETTINGS'
  | 'MATCH_NOT_FOUND'
  | 'MATCH_NOT_READY'
  | 'MATCH_ALREADY_COMPLETED'
  | 'MATCH_NOT_COMPLETED'
  | 'AUTOMATIC_RESULT'
  | 'INVALID_RESULT'
  | 'DRAW_NOT_ALLOWED'
  | 'INVALID_SCORE'
  | 'TOO_MANY_GAMES'
  | 'GAMES_AFTER_DECISION'
  | 'MATCH_NOT_DECIDED'
  | 'NO_VALID_PAIRING';

export class EngineError extends Error {
  override readonly name = 'EngineError';

  constructor(
    readonly reason: EngineErrorReason,
    message: string,
  ) {
    super(message);
  }
}
