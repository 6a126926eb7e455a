import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';

export type MatchReport = Schemas['MatchReport'];
export type SideReport = Schemas['SideReport'];

// Under the round's and the tournaments' prefixes, so a saved result refreshes them too.
const reportKeys = {
  ofTournament: (tournamentId: string) => ['tournaments', 'match-reports', tournamentId] as const,
  ofRound: (roundId: string) => ['rounds', roundId, 'match-reports'] as const,
};

/** Open reported scores of a tournament or of one of its rounds: waiting ones and disputes. */
export function useMatchReports(tournamentId: string, roundId?: string) {
  return useQuery({
    queryKey: roundId ? reportKeys.ofRound(roundId) : reportKeys.ofTournament(tournamentId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/match-reports', {
          params: {
            query: { tournamentId, ...(roundId ? { roundId } : {}), pageSize: 100 },
          },
        }),
      ),
  });
}
