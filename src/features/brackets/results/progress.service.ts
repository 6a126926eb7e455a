import type { Executor } from '../../../db/database.js';
import { markCompleted, markReopened, TOURNAMENT_STATUS } from '../../tournaments/index.js';
import { RoundStatus, parseOptions } from '../codes.js';
import { formatOf } from '../formats/index.js';
import { lastStage } from '../matches/index.js';
import { listRounds, type RoundRow, updateRound } from '../rounds/index.js';
import { loadRoundResults, rankedIds } from '../standings/index.js';
import { findTournament, participantInfo, type TournamentRow } from '../tournament.repository.js';
import { settleStage } from './stage-progress.service.js';

/**
 * Whether a duel round is over, and who won it, from the engine's state after a result: every
 * match finished, and for elimination its champion. Swiss also needs its last stage played, and
 * round robin and Swiss rank their standings (once, when the round is over).
 */
export async function duelProgress(
  db: Executor,
  tenantId: string,
  round: RoundRow,
  bracket: { finished: boolean; championId: string | null },
) {
  const format = formatOf(round.roundType);
  let complete = bracket.finished;
  if (complete && format.stages) {
    const stage = await lastStage(db, tenantId, round.id);
    complete = stage >= format.stages.stagesToPlay(parseOptions(round.options), stage);
  }
  if (!complete) return { complete, championId: null };
  if (format.crownsBracketChampion) return { complete, championId: bracket.championId };
  const ranked = rankedIds(round, await loadRoundResults(db, tenantId, [round]));
  return { complete, championId: ranked[0] ?? null };
}

/**
 * Moves the round to completed (or back to ongoing after a correction), seeds the next stage
 * of a declared stage (see `stages/`) and, when it is the tournament's final round, crowns the winner and completes the tournament, or undoes that.
 */
export async function settleRound(
  trx: Executor,
  tenantId: string,
  round: RoundRow,
  progress: { complete: boolean; championId: string | null },
  now: string,
  /** The tournament as the caller read it in this transaction, when it did: saves a query. */
  known?: TournamentRow,
) {
  await settleStage(trx, tenantId, round, progress.complete, now);
  const status = progress.complete ? RoundStatus.Completed : RoundStatus.Ongoing;
  if (round.status !== status)
    await updateRound(trx, tenantId, round.id, { status, updatedAt: now });
  const tournament = known ?? (await findTournament(trx, tenantId, round.tournamentId));
  if (!tournament || tournament.status === TOURNAMENT_STATUS.CANCELLED) return;
  // Only a finished round, or one reopened under a completed tournament, can change it.
  if (!progress.complete && tournament.status !== TOURNAMENT_STATUS.COMPLETED) return;
  const [finalRound] = await listRounds(trx, tenantId, round.tournamentId);
  if (finalRound?.id !== round.id) return;
  if (progress.complete && progress.championId) {
    if (
      tournament.status === TOURNAMENT_STATUS.COMPLETED &&
      tournament.winnerTeamId === progress.championId
    )
      return;
    const info = await participantInfo(trx, tenantId, tournament.id, [progress.championId]);
    await markCompleted(
      trx,
      tenantId,
      tournament.id,
      {
        id: progress.championId,
        name: info.get(progress.championId)?.participantName ?? null,
      },
      now,
    );
  } else if (!progress.complete && tournament.status === TOURNAMENT_STATUS.COMPLETED) {
    await markReopened(trx, tenantId, tournament.id, now);
  }
}
