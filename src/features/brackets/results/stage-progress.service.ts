import type { Executor } from '../../../db/database.js';
import { businessRule } from '../../../errors.js';
import { recordEvent } from '../../events/index.js';
import { RoundStatus, parseOptions } from '../codes.js';
import { formatOf } from '../formats/index.js';
import { seedRound } from '../generation/index.js';
import { listRoundGroups, listRoundParticipants } from '../groups/index.js';
import { deleteRoundBracket, roundHasResults } from '../matches/index.js';
import { listRounds, type RoundRow, updateRound } from '../rounds/index.js';
import { refreshBracketLayout } from '../bracket-data/index.js';
import { findTournament, participantInfo, type TournamentRow } from '../tournament.repository.js';
import { parseQualifierRule, qualify, type FirstRoundPairs } from '@tourney/engine';
import { stageRankings } from './stage-ranking.js';

/**
 * Where a stage's round settles after a result (called by `settleRound`, in the result's
 * transaction): once complete, its qualifiers are seeded into the next stage and
 * `stage.completed` is recorded; a correction that changes them seeds the next stage again while
 * it has no result, and one after the next stage has results is refused.
 */
export async function settleStage(
  trx: Executor,
  tenantId: string,
  round: RoundRow,
  complete: boolean,
  now: string,
) {
  if (!round.isStage) return;
  const stages = (await listRounds(trx, tenantId, round.tournamentId)).filter((r) => r.isStage);
  const next = stages.find((r) => r.roundNumber === round.roundNumber + 1);
  const tournament = await findTournament(trx, tenantId, round.tournamentId);
  if (!tournament) return;
  if (!next) {
    // The last stage: the tournament completes with it (settleRound), announced here as a stage too.
    if (complete && round.status !== RoundStatus.Completed)
      await announce(trx, tenantId, tournament, round, null, []);
    return;
  }
  if (await roundHasResults(trx, tenantId, next.id)) {
    throw businessRule(
      'NEXT_STAGE_STARTED',
      `"${next.roundName}" already has results: the qualifiers of "${round.roundName}" are final`,
    );
  }
  if (!complete) {
    if (next.generatedAt !== null) await unseed(trx, tenantId, next, now);
    return;
  }
  const qualifiers = await qualifiersOf(trx, tenantId, round, next, tournament);
  const seeded = (await listRoundParticipants(trx, tenantId, [next.id])).map(
    (p) => p.participantId,
  );
  if (next.generatedAt !== null && seeded.join() === qualifiers.join()) return;
  const plan = formatOf(next.roundType).plan(planSettings(next), qualifiers);
  await seedRound(trx, tenantId, next, tournament, qualifiers, plan);
  await announce(trx, tenantId, tournament, round, next, qualifiers);
}

const planSettings = (round: RoundRow) => ({ ...round, options: parseOptions(round.options) });

async function qualifiersOf(
  trx: Executor,
  tenantId: string,
  round: RoundRow,
  next: RoundRow,
  tournament: TournamentRow,
) {
  const rule = parseQualifierRule(round.stageQualifiers);
  if (rule === null) return [];
  const { groups, overall } = await stageRankings(trx, tenantId, round, tournament.pointsSystem);
  return qualify(rule, groups, overall, firstRoundPairsOf(next));
}

/** The duel pairs the next stage's first round plays, for keeping group mates apart. */
function firstRoundPairsOf(next: RoundRow): FirstRoundPairs | undefined {
  const format = formatOf(next.roundType);
  if (format.matchType !== 'duel') return undefined;
  return (seeded) =>
    format
      .plan(planSettings(next), [...seeded])
      .matches.filter((m) => m.stage === 1 && m.participant1Id && m.participant2Id)
      .map((m) => [m.participant1Id!, m.participant2Id!] as const);
}

/** A stage reopened by a correction takes back the seeding of the next (which has no result). */
async function unseed(trx: Executor, tenantId: string, next: RoundRow, now: string) {
  await deleteRoundBracket(trx, tenantId, next.id);
  await updateRound(trx, tenantId, next.id, {
    status: RoundStatus.Pending,
    teamCount: 0,
    generatedAt: null,
    updatedAt: now,
  });
  await refreshBracketLayout(trx, tenantId, next.tournamentId);
}

async function announce(
  trx: Executor,
  tenantId: string,
  tournament: TournamentRow,
  stage: RoundRow,
  next: RoundRow | null,
  qualifiers: string[],
) {
  const info = await participantInfo(trx, tenantId, tournament.id, qualifiers);
  const groups = await listRoundGroups(trx, tenantId, stage.id);
  const members = await listRoundParticipants(trx, tenantId, [stage.id]);
  const groupName = new Map(
    members.map((m) => [m.participantId, groups.find((g) => g.id === m.groupId)?.groupName]),
  );
  const ref = (r: RoundRow) => ({
    roundId: r.id,
    roundNumber: r.roundNumber,
    roundName: r.roundName,
    roundType: r.roundType,
  });
  await recordEvent(trx, { tenantId, tournamentId: tournament.id }, 'stage.completed', {
    tournamentId: tournament.id,
    tournamentName: tournament.name,
    stage: ref(stage),
    nextStage: next ? ref(next) : null,
    qualifiers: qualifiers.map((participantId, index) => ({
      seed: index + 1,
      participantId,
      participantName: info.get(participantId)?.participantName ?? '',
      groupName: groupName.get(participantId) ?? null,
    })),
  });
}
