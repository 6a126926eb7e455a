import { useState } from 'react';
import { describeError } from '../../api/errors';
import { reviewRegistration, useRefreshRegistrations } from '../api/registrations';

export type RowOutcome = { ok: true } | { ok: false; message: string };

/**
 * Approves several registrations one call each (the API approves one at a time), going on
 * after a refusal so that every row gets its own answer.
 */
export function useBulkApprove(tournamentId: string) {
  const refresh = useRefreshRegistrations(tournamentId);
  const [outcomes, setOutcomes] = useState<Record<string, RowOutcome>>({});
  const [running, setRunning] = useState(false);

  const run = async (rows: { registrationId: string; seed?: number }[]) => {
    setRunning(true);
    setOutcomes({});
    try {
      for (const { registrationId, seed } of rows) {
        let outcome: RowOutcome;
        try {
          await reviewRegistration(tournamentId, registrationId, 'approve', seed);
          outcome = { ok: true };
        } catch (error) {
          outcome = { ok: false, message: describeError(error) };
        }
        setOutcomes((previous) => ({ ...previous, [registrationId]: outcome }));
      }
    } finally {
      setRunning(false);
      await refresh();
    }
  };

  return { run, running, outcomes };
}
