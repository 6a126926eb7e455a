import type { DbHandle, Engine } from '../../db/create-db.js';
import type { Db, Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { newRowId } from '../../db/row-ids.js';
import { businessRule, notFound } from '../../errors.js';
import { seedParticipants, type EngineMatch } from '../tournaments/engine/index.js';
import { RoundStatus, parseOptions, type RoundOptions } from './codes.js';
import { engine } from './engine-errors.js';
import { insertGroups, listRoundParticipants } from './group.repository.js';
import { newMatchRows } from './match-codec.js';
import * as matches from './match.repository.js';
import { toEngineMatch } from './match-codec.js';
import { formatOf, type RoundPlan } from './formats/index.js';
import { checkStageYield, refuseSeededByQualification } from './stages/stage-generation.js';
import type { GenerateInput, RoundView } from './round.schemas.js';
import * as rounds from './round.repository.js';
import type { RoundRow } from './round.repository.js';
import { getRound } from './round.service.js';
import { markStarted } from '../tournaments/tournament-progress.service.js';
import { forfeitDisqualified } from './result.service.js';
import { refreshBracketLayout } from './bracket-data.service.js';
import { shareLockTeams } from '../teams/team-lookup.service.js';
import { approvedParticipants, findTournament, lockTournament } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from '../tournaments/tournament.schemas.js';
import { keepCheckedIn } from '../tournaments/check-in.service.js';

/**
 * Locks the round and reads its tournament, held too when `dbEngine` is given; the order (round,
 * tournament, then teams) is the one every path that locks several of them keeps.
 */
async function openRound(trx: Executor, tenantId: string, roundId: string, dbEngine?: Engine) {
  const round = await rounds.lockRound(trx, tenantId, roundId);
  if (!round) throw notFound('Round');
  const tournament = dbEngine
    ? await lockTournament(trx, dbEngine, tenantId, round.tournamentId)
    : await findTournament(trx, tenantId, round.tournamentId);
  if (!tournament) throw notFound('Round');
  return { round, tournament };
}

function assertOpen(tournament: { status: number }) {
  if (tournament.status === TOURNAMENT_STATUS.DRAFT) {
    throw businessRule(
      'TOURNAMENT_NOT_PUBLISHED',
      'Publish the tournament before generating its rounds',
    );
  }
  if (
    tournament.status === TOURNAMENT_STATUS.COMPLETED ||
    tournament.status === TOURNAMENT_STATUS.CANCELLED
  ) {
    throw businessRule('TOURNAMENT_CLOSED', 'The tournament is completed or cancelled');
  }
}

/**
 * The approved participants, read again once their teams are held: a team deleted meanwhile has
 * had its registration withdrawn, and a delete still running waits until the bracket exists
 * (and is then refused, the tournament being ongoing).
 */
async function approvedIds(
  trx: Executor,
  dbEngine: Engine,
  tenantId: string,
  tournamentId: string,
) {
  const seen = await approvedParticipants(trx, tenantId, tournamentId);
  await shareLockTeams(
    trx,
    dbEngine,
    tenantId,
    seen.map((r) => r.participantId),
  );
  return (await approvedParticipants(trx, tenantId, tournamentId)).map((r) => r.participantId);
}

async function seededIds(
  trx: Executor,
  dbEngine: Engine,
  tenantId: string,
  tournamentId: string,
  seeding: GenerateInput['seeding'],
) {
  // With check-in on, only the checked-in play; the others are marked no-shows.
  const ids = await keepCheckedIn(
    trx,
    tenantId,
    tournamentId,
    await approvedIds(trx, dbEngine, tenantId, tournamentId),
  );
  if (ids.length < 2)
    throw businessRule(
      'NOT_ENOUGH_PARTICIPANTS',
      `At least 2 approved participants are needed, the tournament has ${ids.length}`,
    );
  return seeding ? engine(() => seedParticipants(ids, seeding)) : ids;
}

/** Seeds the approved participants into the round's matches or FFA groups; replaces an unplayed bracket. */
export async function generateRound(
  { db, engine: dbEngine }: DbHandle,
  tenantId: string,
  roundId: string,
  input: GenerateInput,
): Promise<RoundView> {
  return db.transaction().execute(async (trx) => {
    const { round, tournament } = await openRound(trx, tenantId, roundId, dbEngine);
    assertOpen(tournament);
    if (await matches.roundHasResults(trx, tenantId, roundId)) {
      throw businessRule(
        'ROUND_HAS_RESULTS',
        'The round already has results; it cannot be generated again',
      );
    }
    await refuseSeededByQualification(trx, tenantId, round);
    const seeded = await seededIds(trx, dbEngine, tenantId, tournament.id, input.seeding);
    const base: RoundOptions = { ...parseOptions(round.options) };
    delete base.randomSeed;
    if (input.seeding?.mode === 'random') base.randomSeed = input.seeding.randomSeed;
    const plan = formatOf(round.roundType).plan({ ...round, options: base }, seeded);
    await checkStageYield(trx, tenantId, round, plan);
    await seedRound(trx, tenantId, round, tournament, seeded, plan);
    return getRound(trx, tenantId, roundId, false);
  });
}

/**
 * Writes a round's plan for `seeded` (seed order), replacing its unplayed bracket, and starts an
 * upcoming tournament. Stage qualification seeds the next stage through it too.
 */
export async function seedRound(
  trx: Executor,
  tenantId: string,
  round: RoundRow,
  tournament: { id: string; status: number },
  seeded: readonly string[],
  plan: RoundPlan,
) {
  const roundId = round.id;
  const now = nowIso();
  await matches.deleteRoundBracket(trx, tenantId, roundId);
  const groups = plan.groups.map((g) => ({ ...g, id: newRowId() }));
  const seedOf = new Map(seeded.map((id, index) => [id, index + 1]));
  await insertGroups(
    trx,
    groups.map((g) => ({
      id: g.id,
      tenantId,
      roundId,
      groupNumber: g.groupNumber,
      groupName: g.groupName,
      maxParticipants: g.maxParticipants,
      version: 1,
      createdAt: now,
    })),
    groups.flatMap((g) =>
      g.participantIds.map((participantId) => ({
        groupId: g.id,
        tenantId,
        participantId,
        seed: seedOf.get(participantId) ?? 0,
      })),
    ),
  );
  const ctx = {
    tenantId,
    tournamentId: tournament.id,
    roundId,
    groupId: groups[0]?.id ?? null,
    bestOf: round.bestOf,
    now,
  };
  const groupIdByNumber = new Map(groups.map((g) => [g.groupNumber, g.id]));
  const groupIdOf = (matchNumber: number) =>
    groupIdByNumber.get(plan.groupOfMatch?.get(matchNumber) ?? 0);
  await matches.insertMatches(trx, newMatchRows(plan.matches, ctx, groupIdOf));
  await rounds.updateRound(trx, tenantId, roundId, {
    status: RoundStatus.Ongoing,
    teamCount: seeded.length,
    numberOfGroups: groups.length,
    options: JSON.stringify(plan.options),
    generatedAt: now,
    updatedAt: now,
  });
  await refreshBracketLayout(trx, tenantId, tournament.id);
  await markStarted(trx, tenantId, tournament.id, tournament.status, now);
}

/** Formats played in stages (Swiss): pairs the next stage once every match of the current one is over. */
export async function nextSwissStage(
  db: Db,
  tenantId: string,
  roundId: string,
): Promise<RoundView> {
  return db.transaction().execute(async (trx) => {
    const { round, tournament } = await openRound(trx, tenantId, roundId);
    const stages = formatOf(round.roundType).stages;
    if (!stages) throw businessRule('NOT_A_SWISS_ROUND', 'Only Swiss rounds are played in stages');
    const rows = await matches.listRoundMatches(trx, tenantId, roundId);
    if (rows.length === 0) throw businessRule('ROUND_NOT_GENERATED', 'Generate the round first');
    if (rows.some((m) => m.status !== 3 && m.status !== 4)) {
      throw businessRule(
        'STAGE_NOT_COMPLETE',
        'Every match of the current stage must be completed first',
      );
    }
    const stage = Math.max(...rows.map((m) => m.stage));
    if (stage >= stages.stagesToPlay(parseOptions(round.options), stage))
      throw businessRule('ALL_STAGES_PLAYED', `All ${stage} Swiss stages are played`);
    assertOpen(tournament);
    const participants = (await listRoundParticipants(trx, tenantId, [roundId])).map(
      (p) => p.participantId,
    );
    const history: EngineMatch[] = rows.map(toEngineMatch);
    const next = stages.pairNext(participants, history, stage + 1);
    const now = nowIso();
    const ctx = {
      tenantId,
      tournamentId: tournament.id,
      roundId,
      groupId: rows[0]?.groupId ?? null,
      bestOf: round.bestOf,
      now,
    };
    await matches.insertMatches(trx, newMatchRows(next, ctx));
    await rounds.updateRound(trx, tenantId, roundId, {
      status: RoundStatus.Ongoing,
      updatedAt: now,
    });
    await refreshBracketLayout(trx, tenantId, tournament.id);
    // A disqualified participant is still paired (the standings keep it) and forfeits at once.
    await forfeitDisqualified(trx, tenantId, tournament.id, roundId);
    return getRound(trx, tenantId, roundId, false);
  });
}
