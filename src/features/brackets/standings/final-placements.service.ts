import type { Executor } from '../../../db/database.js';
import { ffaStageRankings } from './ffa-standings.service.js';
import { formatOf } from '../formats/index.js';
import { listRoundParticipants } from '../groups/index.js';
import { listRounds, type RoundRow } from '../rounds/index.js';
import { getDuelStandings } from './standings.service.js';
import { findTournament, participantInfo } from '../tournament.repository.js';

/** A participant's final place in a tournament, and the furthest stage it played in. */
export interface FinalPlacement {
  participantId: string;
  participantType: number;
  participantName: string;
  participantLogo: string | null;
  /** The best position of the place (3 for a shared 3–4), or the rank where there is no place. */
  placement: number;
  placementEnd: number;
  /** The highest round number the participant was seeded into. */
  stageReached: number;
}

type Placed = Omit<FinalPlacement, 'stageReached'>;

/**
 * The final places of a tournament: those of its overall duel standings (stored, computed again
 * only after a change), elimination finals by placement and other formats by rank; when its
 * final round is a free-for-all, that round's points ranking. What circuits award points for.
 */
export async function finalPlacements(
  db: Executor,
  tenantId: string,
  tournamentId: string,
): Promise<FinalPlacement[]> {
  // Newest first: the first is the final round.
  const rounds = await listRounds(db, tenantId, tournamentId);
  const finalRound = rounds[0];
  const [placed, stageOf] = await Promise.all([
    finalRound && formatOf(finalRound.roundType).matchType === 'freeForAll'
      ? freeForAllPlaces(db, tenantId, finalRound)
      : duelPlaces(db, tenantId, tournamentId),
    stagesReached(db, tenantId, rounds),
  ]);
  return placed.map((p) => ({ ...p, stageReached: stageOf.get(p.participantId) ?? 1 }));
}

async function duelPlaces(db: Executor, tenantId: string, tournamentId: string): Promise<Placed[]> {
  const { standings } = await getDuelStandings(db, tenantId, tournamentId, {});
  return standings.map((line) => {
    const placement = line.placement ?? line.rank;
    return {
      participantId: line.participantId,
      participantType: line.participantType,
      participantName: line.participantName,
      participantLogo: line.participantLogo,
      placement,
      placementEnd: line.placementEnd ?? placement,
    };
  });
}

/** The final free-for-all round's participants in its points order, 1st to last. */
async function freeForAllPlaces(
  db: Executor,
  tenantId: string,
  round: RoundRow,
): Promise<Placed[]> {
  const tournament = await findTournament(db, tenantId, round.tournamentId);
  const { overall } = await ffaStageRankings(db, tenantId, round, tournament?.pointsSystem ?? '{}');
  const info = await participantInfo(db, tenantId, round.tournamentId, overall);
  return overall.map((participantId, i) => {
    const who = info.get(participantId);
    return {
      participantId,
      participantType: who?.participantType ?? 1,
      participantName: who?.participantName ?? '',
      participantLogo: who?.participantLogo ?? null,
      placement: i + 1,
      placementEnd: i + 1,
    };
  });
}

/** Each participant's highest round number. */
async function stagesReached(db: Executor, tenantId: string, rounds: readonly RoundRow[]) {
  const stageOf = new Map<string, number>();
  // Guard against running an invalid query when there is no round.
  if (rounds.length === 0) return stageOf;
  const numberOf = new Map(rounds.map((r) => [r.id, r.roundNumber]));
  for (const { participantId, roundId } of await listRoundParticipants(db, tenantId, [
    ...numberOf.keys(),
  ])) {
    const stage = numberOf.get(roundId) ?? 0;
    if (stage > (stageOf.get(participantId) ?? 0)) stageOf.set(participantId, stage);
  }
  return stageOf;
}
