import {
  eliminationPlacements,
  placementsAcrossStages,
  rankDuelStandings,
  type DuelTiebreaker,
  type EngineMatch,
  type GameScore,
  type Placement,
  type StageStanding,
} from '@tourney/engine';
import { parseOptions } from '../codes.js';
import { formatOf, tiebreakersOf } from '../formats/index.js';
import type { RoundRow } from '../rounds/index.js';

export interface RoundResults {
  participantIds: string[];
  matches: (EngineMatch & { games: GameScore[]; roundType: number; roundId: string })[];
  /** Each round's seeded participants, in seed order. */
  participantsOf: Map<string, string[]>;
  /** Each round's groups, their participants in seed order. */
  groupsOf: Map<string, string[][]>;
}

type PlacedRound = Pick<RoundRow, 'id' | 'roundType'>;

const isElimination = (roundType: number) => formatOf(roundType).crownsBracketChampion;

/**
 * A round's final places: elimination rounds by where each participant fell; none for round
 * robin and Swiss, which rank by points and tiebreakers.
 */
export function roundPlacements(
  round: PlacedRound,
  results: Pick<RoundResults, 'matches'>,
): Map<string, Placement> {
  if (!isElimination(round.roundType)) return new Map();
  return eliminationPlacements(results.matches.filter((m) => m.roundId === round.id));
}

/**
 * The tournament's final places when its final round is an elimination bracket: that round's
 * places decide the top, and participants knocked out in earlier duel rounds follow, later
 * rounds first, each by where it ranked them (an elimination round's place, a group's rank).
 * None when the final round ranks by points (round robin, Swiss, free-for-all).
 */
export function tournamentPlacements(
  finalRound: RoundRow | undefined,
  duelRounds: readonly RoundRow[],
  results: RoundResults,
): Map<string, Placement> {
  if (!finalRound || !isElimination(finalRound.roundType)) return new Map();
  const earlier = duelRounds
    .filter((r) => r.roundNumber < finalRound.roundNumber)
    .sort((a, b) => a.roundNumber - b.roundNumber);
  return placementsAcrossStages(
    roundPlacements(finalRound, results),
    results.participantsOf.get(finalRound.id) ?? [],
    earlier.map((round) => stageStanding(round, results)),
  );
}

function stageStanding(round: RoundRow, results: RoundResults): StageStanding {
  const participantIds = results.participantsOf.get(round.id) ?? [];
  if (isElimination(round.roundType)) {
    const placements = roundPlacements(round, results);
    return {
      participantIds,
      tierOf: new Map([...placements].map(([id, p]) => [id, p.placement])),
    };
  }
  const chosen = tiebreakersOf({
    ...round,
    options: parseOptions(round.options),
  }) as DuelTiebreaker[];
  const matches = results.matches.filter((m) => m.roundId === round.id);
  const tierOf = new Map<string, number>();
  for (const group of results.groupsOf.get(round.id) ?? []) {
    const inGroup = new Set(group);
    const played = matches.filter(
      (m) => inGroup.has(m.participant1Id ?? '') && inGroup.has(m.participant2Id ?? ''),
    );
    for (const line of rankDuelStandings(group, played, chosen))
      tierOf.set(line.participantId, line.rank);
  }
  return { participantIds, tierOf };
}
