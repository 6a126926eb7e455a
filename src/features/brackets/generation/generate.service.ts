import type { DbHandle, Engine } from '../../../db/create-db.js';
import type { Executor } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { newRowId } from '../../../db/row-ids.js';
import { businessRule, notFound } from '../../../errors.js';
import { idsByRating } from '../../ratings/index.js';
import { seedParticipants } from '@tourney/engine';
import { RoundStatus, parseOptions, type RoundOptions } from '../codes.js';
import { engine } from '../engine-errors.js';
import { insertGroups } from '../groups/index.js';
import {
  deleteRoundBracket,
  insertMatches,
  newMatchRows,
  roundHasResults,
} from '../matches/index.js';
import { formatOf, type RoundPlan } from '../formats/index.js';
import { checkStageYield, refuseSeededByQualification } from '../stages/index.js';
import {
  type GenerateInput,
  getRound,
  lockRound,
  type RoundRow,
  type RoundView,
  updateRound,
} from '../rounds/index.js';
import { keepCheckedIn, markStarted, TOURNAMENT_STATUS } from '../../tournaments/index.js';
import { refreshBracketLayout } from '../bracket-data/index.js';
import { shareLockTeams } from '../../teams/index.js';
import { approvedParticipants, findTournament, lockTournament } from '../tournament.repository.js';

/**
 * Locks the round and reads its tournament, held too when `dbEngine` is given; the order (round,
 * tournament, then teams) is the one every path that locks several of them keeps.
 */
export async function openRound(
  trx: Executor,
  tenantId: string,
  roundId: string,
  dbEngine?: Engine,
) {
  const round = await lockRound(trx, tenantId, roundId);
  if (!round) throw notFound('Round');
  const tournament = dbEngine
    ? await lockTournament(trx, dbEngine, tenantId, round.tournamentId)
    : await findTournament(trx, tenantId, round.tournamentId);
  if (!tournament) throw notFound('Round');
  return { round, tournament };
}

export function assertOpen(tournament: { status: number }) {
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
  if (seeding?.mode === 'rating') return idsByRating(trx, tenantId, tournamentId, ids);
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
    if (await roundHasResults(trx, tenantId, roundId)) {
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
  await deleteRoundBracket(trx, tenantId, roundId);
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
  await insertMatches(trx, newMatchRows(plan.matches, ctx, groupIdOf));
  await updateRound(trx, tenantId, roundId, {
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
