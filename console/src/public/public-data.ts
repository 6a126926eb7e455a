import { useQuery } from '@tanstack/react-query';
import type { ApiFfaLine, ApiMatch, ApiStandingLine } from '../bracket';

/** What `GET /api/v1/public/tournaments/{shareSlug}` answers: a published tournament, nothing private. */
export interface PublicTournamentInfo {
  shareSlug: string;
  name: string;
  description: string | null;
  color: string | null;
  image: string | null;
  coverImage: string | null;
  status: number;
  matchType: number;
  participantType: number;
  tournamentFormat: string | null;
  startTime: string;
  endTime: string;
  gameName: string;
  organiserName: string;
  enrollmentLimit: number;
  winnerName: string | null;
}

export type PublicMatch = ApiMatch & { scheduledAt: string | null };

export interface PublicGroup {
  id: string;
  groupName: string;
  maxParticipants: number;
  standings: ApiFfaLine[];
}

export interface PublicRound {
  roundId: string;
  roundNumber: number;
  roundType: number;
  roundStatus: number;
  name: string | null;
  matchesPerGroup: number;
  matches: PublicMatch[];
  standings: ApiStandingLine[];
  groups: PublicGroup[];
}

export interface PublicTournamentPage {
  tournament: PublicTournamentInfo;
  rounds: PublicRound[];
}

export class PublicPageError extends Error {
  constructor(readonly status: number) {
    super(`The public tournament answered ${status}`);
  }
}

export const publicTournamentKey = (shareSlug: string) => ['public-tournament', shareSlug];

async function fetchPublicTournament(shareSlug: string): Promise<PublicTournamentPage> {
  const response = await fetch(`/api/v1/public/tournaments/${encodeURIComponent(shareSlug)}`);
  if (!response.ok) throw new PublicPageError(response.status);
  return ((await response.json()) as { data: PublicTournamentPage }).data;
}

export function usePublicTournament(shareSlug: string) {
  return useQuery({
    queryKey: publicTournamentKey(shareSlug),
    queryFn: () => fetchPublicTournament(shareSlug),
    // A live update refetches; keep showing the bracket meanwhile.
    placeholderData: (previous) => previous,
  });
}
