/**
 * One row per duel match that a participant reported a score for: both sides' reports, where
 * the case stands, and (once settled) how. A new case starts over on the same row when a
 * settled match is played on (a partial best-of) or reported again.
 */
export interface MatchReportTable {
  matchId: string;
  tenantId: string;
  tournamentId: string;
  roundId: string;
  /** `pending` | `disputed` | `confirmed` | `auto_confirmed` | `resolved`. */
  state: string;
  /** JSON `SideReport` of participant 1, and of participant 2; null until that side reports. */
  report1: string | null;
  report2: string | null;
  /** JSON of the score the organiser entered to resolve the case. */
  resolution: string | null;
  /** When a pending report is applied as reported if the other side has not answered. */
  autoConfirmAt: string | null;
  createdAt: string;
  updatedAt: string;
  settledAt: string | null;
}

/** Per tournament: how long a report waits for the other side before it applies by itself. */
export interface MatchReportSettingsTable {
  tournamentId: string;
  tenantId: string;
  /** Null: reports wait for the other side or the organiser, however long. */
  autoConfirmMinutes: number | null;
  updatedAt: string;
}
