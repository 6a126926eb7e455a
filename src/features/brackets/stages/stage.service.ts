import type { DbHandle } from '../../../db/create-db.js';
import type { Executor } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { newRowId } from '../../../db/row-ids.js';
import { businessRule, notFound } from '../../../errors.js';
import { TOURNAMENT_STATUS } from '../../tournaments/index.js';
import { refreshBracketLayout } from '../bracket-data/index.js';
import { RoundStatus, parseOptions } from '../codes.js';
import { formatOf, tiebreakersOf } from '../formats/index.js';
import { listRoundParticipants } from '../groups/index.js';
import {
  deleteRound,
  insertRound,
  listRounds,
  lockRound,
  type RoundRow,
  roundViews,
  storedOptions,
  toRoundView,
  updateRound,
} from '../rounds/index.js';
import { findTournament, lockTournament, participantInfo } from '../tournament.repository.js';
import { parseQualifierRule, type QualifierRule } from '@tourney/engine';
import { checkYield, stageRefusal } from './stage-generation.js';
import { asRoundInput, checkStages } from './stage-rules.js';
import type { DeclareStagesInput, StageInputValue, StageListView } from './stage.schemas.js';

type Tournament = NonNullable<Awaited<ReturnType<typeof findTournament>>>;

/**
 * A stage already generated stays: the declaration may rename it and change its qualifiers and
 * tiebreakers, not its format, options or games per match.
 */
async function keepStarted(
  trx: Executor,
  tenantId: string,
  round: RoundRow,
  stage: StageInputValue,
  rule: QualifierRule | null,
  tournament: Tournament,
  now: string,
) {
  const wanted = storedOptions(asRoundInput(stage, tournament));
  const stored = parseOptions(round.options);
  const sameFormat =
    round.roundType === stage.roundType &&
    round.bestOf === (stage.bestOf ?? 1) &&
    Object.entries(wanted).every(
      ([name, value]) =>
        name === 'tiebreakers' ||
        JSON.stringify(stored[name as keyof typeof stored]) === JSON.stringify(value),
    );
  if (!sameFormat) {
    throw stageRefusal(
      'STAGE_STARTED',
      'stages.0.roundType',
      `"${round.roundName}" is generated: its format, options and games per match are kept`,
    );
  }
  const members = await listRoundParticipants(trx, tenantId, [round.id]);
  const groups = [...new Set(members.map((m) => m.groupId))].map((id) => ({
    participantIds: members.filter((m) => m.groupId === id).map((m) => m.participantId),
  }));
  checkYield(rule, { groups }, 'stages.0.qualifiers');
  const options = { ...stored };
  if (stage.tiebreakers) options.tiebreakers = stage.tiebreakers;
  else delete options.tiebreakers;
  await updateRound(trx, tenantId, round.id, {
    roundName: stage.name,
    options: JSON.stringify(options),
    isStage: 1,
    stageQualifiers: rule ? JSON.stringify(rule) : null,
    updatedAt: now,
  });
}

/**
 * Declares the tournament's stages, one round each, replacing its rounds that were not
 * generated; allowed until its second round is generated. A generated first round becomes the
 * first stage when the declaration keeps its format.
 */
export async function declareStages(
  { db, engine }: DbHandle,
  tenantId: string,
  tournamentId: string,
  input: DeclareStagesInput,
): Promise<StageListView> {
  return db.transaction().execute(async (trx) => {
    // The rounds first, in order, then the tournament (the order every path keeps): a result
    // completing a stage finishes seeding the next before this reads whether it started.
    for (const round of (await listRounds(trx, tenantId, tournamentId)).reverse())
      await lockRound(trx, tenantId, round.id);
    const tournament = await lockTournament(trx, engine, tenantId, tournamentId);
    if (!tournament) throw notFound('Tournament');
    if (
      tournament.status === TOURNAMENT_STATUS.COMPLETED ||
      tournament.status === TOURNAMENT_STATUS.CANCELLED
    )
      throw businessRule('TOURNAMENT_CLOSED', 'The tournament is completed or cancelled');
    const rules = checkStages(input.stages, tournament);
    const existing = (await listRounds(trx, tenantId, tournamentId)).reverse();
    const started = existing.filter((r) => r.generatedAt !== null);
    if (started.some((r) => r.roundNumber > 1)) {
      throw businessRule(
        'STAGES_LOCKED',
        'The second stage has started: the stages can no longer change',
      );
    }
    const now = nowIso();
    const first = started[0];
    if (first)
      await keepStarted(trx, tenantId, first, input.stages[0]!, rules[0] ?? null, tournament, now);
    for (const round of existing) if (round !== first) await deleteRound(trx, tenantId, round.id);
    for (const [index, stage] of input.stages.entries()) {
      if (index === 0 && first) continue;
      await insertStage(trx, tenantId, tournament, index + 1, stage, rules[index] ?? null, now);
    }
    await refreshBracketLayout(trx, tenantId, tournamentId);
    return listStagesIn(trx, tenantId, tournamentId);
  });
}

async function insertStage(
  trx: Executor,
  tenantId: string,
  tournament: Tournament,
  stageNumber: number,
  stage: StageInputValue,
  rule: QualifierRule | null,
  now: string,
) {
  const input = asRoundInput(stage, tournament);
  const isFfa = formatOf(stage.roundType).matchType === 'freeForAll';
  await insertRound(trx, {
    id: newRowId(),
    tenantId,
    tournamentId: tournament.id,
    roundNumber: stageNumber,
    roundName: stage.name,
    description: stage.description ?? '',
    roundType: stage.roundType,
    status: RoundStatus.Pending,
    startDate: new Date(input.startDate).toISOString(),
    endDate: new Date(input.endDate).toISOString(),
    bestOf: stage.bestOf ?? 1,
    options: JSON.stringify(storedOptions(input)),
    maxParticipants: stage.maxParticipants ?? null,
    matchesPerGroup: isFfa ? (stage.matchesPerGroup ?? 1) : 0,
    numberOfGroups: stage.numberOfGroups ?? null,
    teamCount: 0,
    generatedAt: null,
    isStage: 1,
    stageQualifiers: rule ? JSON.stringify(rule) : null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
}

/** The tournament's declared stages with their state and who went through each. */
export async function listStages(db: Executor, tenantId: string, tournamentId: string) {
  const tournament = await findTournament(db, tenantId, tournamentId);
  if (!tournament) throw notFound('Tournament');
  return listStagesIn(db, tenantId, tournamentId);
}

async function listStagesIn(
  db: Executor,
  tenantId: string,
  tournamentId: string,
): Promise<StageListView> {
  const stages = (await listRounds(db, tenantId, tournamentId)).filter((r) => r.isStage).reverse();
  // Guard against running invalid queries when the tournament declares no stages.
  if (stages.length === 0) return { tournamentId, stages: [] };
  const seededInto = await listRoundParticipants(
    db,
    tenantId,
    stages.map((s) => s.id),
  );
  const info = await participantInfo(db, tenantId, tournamentId, [
    ...new Set(seededInto.map((p) => p.participantId)),
  ]);
  const views = await roundViews(db, tenantId, { visibleOnly: false })
    .where('rounds.tournamentId', '=', tournamentId)
    .execute();
  return {
    tournamentId,
    stages: stages.map((round, index) => {
      const next = stages[index + 1];
      const view = toRoundView(views.find((v) => v.id === round.id)!);
      const qualified = next ? seededInto.filter((p) => p.roundId === next.id) : [];
      return {
        stageNumber: index + 1,
        roundId: round.id,
        name: round.roundName,
        roundType: round.roundType,
        status: round.status,
        bestOf: round.bestOf,
        options: view.options,
        tiebreakers: [...tiebreakersOf({ ...round, options: parseOptions(round.options) })],
        qualifiers: parseQualifierRule(round.stageQualifiers),
        teamCount: round.teamCount,
        qualified: qualified.map((p) => ({
          seed: p.seed,
          participantId: p.participantId,
          participantName: info.get(p.participantId)?.participantName ?? '',
        })),
      };
    }),
  };
}
