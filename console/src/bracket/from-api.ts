import type { Schemas } from '../api/client';
import type {
  BracketFormat,
  FfaGroupView,
  MatchState,
  MatchView,
  ParticipantView,
  StandingView,
} from './model';
import { bracketStrings as strings } from './strings';

/** Adapters from the API's shapes to the drawings' view models; nothing here calls the API. */

/**
 * The fields of the API's `Match` a drawing reads: the integration API's matches and the public
 * page's (which leave out everything private) both fit.
 */
export type ApiMatch = Pick<
  Schemas['Match'],
  'matchId' | 'matchNumber' | 'matchStatus' | 'matchResult' | 'isBye' | 'bracket'
> & {
  duelDetail: Pick<
    Schemas['DuelDetail'],
    | 'participant1Id'
    | 'participant1Name'
    | 'participant1Score'
    | 'participant2Id'
    | 'participant2Name'
    | 'participant2Score'
  >;
};

const FORMATS: Record<number, BracketFormat> = {
  1: 'single_elimination',
  2: 'double_elimination',
  3: 'round_robin',
  4: 'swiss',
  5: 'free_for_all',
};

export function formatOfRoundType(roundType: number): BracketFormat {
  return FORMATS[roundType] ?? 'single_elimination';
}

const STATES: Record<number, MatchState> = {
  1: 'scheduled',
  2: 'live',
  3: 'completed',
  4: 'cancelled',
  5: 'waiting',
};

/** Seeds by participant id (e.g. from the approved registrations), when the page has them. */
export type SeedLookup = ReadonlyMap<string, number | null>;

function participantOf(
  id: string | null,
  name: string | null,
  seeds: SeedLookup,
): ParticipantView | null {
  return id ? { id, name: name ?? strings.unnamed, seed: seeds.get(id) ?? null } : null;
}

export function matchFromApi(match: ApiMatch, seeds: SeedLookup = new Map()): MatchView {
  const detail = match.duelDetail;
  const place = match.bracket;
  const state = STATES[match.matchStatus] ?? 'scheduled';
  const scored = state === 'completed' || state === 'live';
  const isBye = match.isBye;
  return {
    id: match.matchId,
    number: match.matchNumber,
    side: place.side,
    round: place.round,
    position: place.position,
    top: {
      participant: participantOf(detail.participant1Id, detail.participant1Name, seeds),
      score: scored && !isBye ? detail.participant1Score : null,
      isWinner: match.matchResult === 1,
    },
    bottom: {
      participant: participantOf(detail.participant2Id, detail.participant2Name, seeds),
      score: scored && !isBye ? detail.participant2Score : null,
      isWinner: match.matchResult === 2,
    },
    state,
    isBye,
    isDraw: match.matchResult === 3,
    winnerTo: place.winnerTo
      ? { matchId: place.winnerTo.matchId, slot: place.winnerTo.slot }
      : null,
    loserTo: place.loserTo ? { matchId: place.loserTo.matchId, slot: place.loserTo.slot } : null,
  };
}

/** The fields of a `DuelStandingLine` the standings table reads. */
export type ApiStandingLine = Pick<
  Schemas['DuelStandingLine'],
  | 'rank'
  | 'placement'
  | 'placementEnd'
  | 'participantId'
  | 'participantName'
  | 'wins'
  | 'draws'
  | 'losses'
  | 'matchCount'
>;

/** "5–6" for a place shared from 5 to 6, "3" for one nobody shares, null for none. */
export function placementText(
  line: Pick<ApiStandingLine, 'placement' | 'placementEnd'>,
): string | null {
  const { placement, placementEnd } = line;
  if (placement === null) return null;
  return placementEnd === null || placementEnd === placement
    ? `${placement}`
    : strings.placeRange(placement, placementEnd);
}

/** The fields of an FFA lobby and of its leaderboard lines the lobby cards read. */
export type ApiFfaGroup = Pick<Schemas['GroupSummary'], 'id' | 'groupName' | 'maxParticipants'>;
export type ApiFfaLine = Pick<
  Schemas['FfaStandingLine'],
  | 'rank'
  | 'participantId'
  | 'participantName'
  | 'points'
  | 'finishes'
  | 'knocks'
  | 'bestPlacement'
  | 'matchesPlayed'
>;

export function standingsFromApi(
  lines: readonly ApiStandingLine[],
  seeds: SeedLookup = new Map(),
): StandingView[] {
  return lines.map((line) => ({
    // The server's rank: lines it cannot tell apart share it.
    rank: line.rank,
    placement: placementText(line),
    participant: {
      id: line.participantId,
      name: line.participantName,
      seed: seeds.get(line.participantId) ?? null,
    },
    wins: line.wins,
    draws: line.draws,
    losses: line.losses,
    played: line.matchCount,
  }));
}

/** A group and its standings; the public page's `PublicGroup` is both at once. */
export function ffaGroupFromApi(
  group: ApiFfaGroup,
  standings: { standings: readonly ApiFfaLine[] },
  matchesPerGroup: number,
): FfaGroupView {
  return {
    id: group.id,
    name: group.groupName,
    maxParticipants: group.maxParticipants,
    matchesPerGroup,
    leaderboard: standings.standings.map((line) => ({
      rank: line.rank,
      participant: { id: line.participantId, name: line.participantName, seed: null },
      points: line.points,
      finishes: line.finishes,
      knocks: line.knocks,
      bestPlacement: line.bestPlacement,
      played: line.matchesPlayed,
    })),
  };
}
