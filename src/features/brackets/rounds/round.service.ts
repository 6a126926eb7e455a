import type { DbHandle } from '../../../db/create-db.js';
import type { Executor } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { newRowId } from '../../../db/row-ids.js';
import { businessRule, notFound, throwIfInvalid, type FieldError } from '../../../errors.js';
import { MatchType, RoundStatus, parseOptions, type RoundOptions } from '../codes.js';
import { checkTiebreakers, formatOf, FORMATS, tiebreakersOf } from '../formats/index.js';
import type { CreateRoundInput, RoundView, SetTiebreakersInput } from './round.schemas.js';
import { refreshBracketLayout } from '../bracket-data/index.js';
import * as repo from './round.repository.js';
import * as tournaments from '../tournament.repository.js';
import { TOURNAMENT_STATUS } from '../../tournaments/index.js';

export function toRoundView(row: repo.RoundViewRow): RoundView {
  const isFfa = formatOf(row.roundType).matchType === 'freeForAll';
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName,
    roundName: row.roundName,
    description: row.description,
    teamCount: row.teamCount,
    matchesPerGroup: row.matchesPerGroup,
    startDate: row.startDate,
    endDate: row.endDate,
    roundType: row.roundType,
    status: row.status,
    numberOfMatches: isFfa
      ? (row.numberOfGroups ?? 0) * row.matchesPerGroup
      : Number(row.matchCount ?? 0),
    roundNumber: row.roundNumber,
    bestOf: row.bestOf,
    options: formatOptions(parseOptions(row.options)),
    tiebreakers: [
      ...tiebreakersOf({ roundType: row.roundType, options: parseOptions(row.options) }),
    ],
    generatedAt: row.generatedAt,
  };
}

/** The stored options as the API shows them (the same names; nothing else leaks out). */
function formatOptions(options: RoundOptions): RoundView['options'] {
  const { thirdPlaceMatch, grandFinal, legs, groupCount, swissStages, numberOfGroups, randomSeed } =
    options;
  return Object.fromEntries(
    Object.entries({
      thirdPlaceMatch,
      grandFinal,
      legs,
      groupCount,
      swissStages,
      numberOfGroups,
      randomSeed,
    }).filter(([, value]) => value !== undefined),
  );
}

/** A tournament's rounds in order; a draft is a 404 unless `includeDrafts` (manage scope, checked by the route). */
export async function listTournamentRounds(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  includeDrafts = false,
): Promise<RoundView[]> {
  const tournament = await tournaments.findTournament(db, tenantId, tournamentId);
  if (!tournament || (!includeDrafts && tournament.status === TOURNAMENT_STATUS.DRAFT))
    throw notFound('Tournament');
  const rows = await repo
    .roundViews(db, tenantId, { visibleOnly: false })
    .where('rounds.tournamentId', '=', tournamentId)
    .orderBy('rounds.roundNumber')
    .execute();
  return rows.map(toRoundView);
}

export async function getRound(
  db: Executor,
  tenantId: string,
  roundId: string,
  visibleOnly = true,
): Promise<RoundView> {
  const row = await repo
    .roundViews(db, tenantId, { visibleOnly })
    .where('rounds.id', '=', roundId)
    .executeTakeFirst();
  if (!row) throw notFound('Round');
  return toRoundView(row);
}

export function checkRoundInput(input: CreateRoundInput, matchType: number) {
  const format = formatOf(input.roundType);
  const isFfa = format.matchType === 'freeForAll';
  const errors: FieldError[] = [];
  // One entry per field, as for the schema's errors (an option may belong to several formats).
  const problem = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  if (isFfa !== (matchType === MatchType.FreeForAll)) {
    problem(
      'roundType',
      isFfa
        ? 'free-for-all rounds need a free-for-all tournament'
        : 'duel formats need a duel tournament',
    );
  }
  for (const other of FORMATS) {
    if (other === format) continue;
    for (const option of Object.keys(other.optionFields)) {
      if (input[option as keyof CreateRoundInput] !== undefined)
        problem(option, `does not apply to roundType ${input.roundType}`);
    }
  }
  if (Date.parse(input.endDate) < Date.parse(input.startDate))
    problem('endDate', 'must not be before startDate');
  if (isFfa && input.bestOf !== undefined)
    problem('bestOf', 'does not apply to free-for-all rounds');
  throwIfInvalid(errors);
  if (input.tiebreakers) checkTiebreakers(input.roundType, input.tiebreakers);
}

export function storedOptions(input: CreateRoundInput): RoundOptions {
  const options = formatOf(input.roundType).optionsOf(input);
  return input.tiebreakers ? { ...options, tiebreakers: input.tiebreakers } : options;
}

/** Adds a round numbered after the last one; the tournament row is held so numbers never clash. */
export async function createRound(
  { db, engine }: DbHandle,
  tenantId: string,
  tournamentId: string,
  input: CreateRoundInput,
): Promise<RoundView> {
  return db.transaction().execute(async (trx) => {
    const tournament = await tournaments.lockTournament(trx, engine, tenantId, tournamentId);
    if (!tournament) throw notFound('Tournament');
    if (
      tournament.status === TOURNAMENT_STATUS.COMPLETED ||
      tournament.status === TOURNAMENT_STATUS.CANCELLED
    ) {
      throw businessRule(
        'TOURNAMENT_CLOSED',
        'Rounds cannot be added to a completed or cancelled tournament',
      );
    }
    checkRoundInput(input, tournament.matchType);
    if ((await repo.listRounds(trx, tenantId, tournamentId)).some((r) => r.isStage)) {
      throw businessRule(
        'TOURNAMENT_HAS_STAGES',
        'The tournament declares its stages: change them with PUT /tournaments/{tournamentId}/stages',
      );
    }
    const isFfa = formatOf(input.roundType).matchType === 'freeForAll';
    const now = nowIso();
    const id = newRowId();
    await repo.insertRound(trx, {
      id,
      tenantId,
      tournamentId,
      roundNumber: await repo.nextRoundNumber(trx, tenantId, tournamentId),
      roundName: input.roundName,
      description: input.description ?? '',
      roundType: input.roundType,
      status: RoundStatus.Pending,
      startDate: new Date(input.startDate).toISOString(),
      endDate: new Date(input.endDate).toISOString(),
      bestOf: input.bestOf ?? 1,
      options: JSON.stringify(storedOptions(input)),
      maxParticipants: input.maxParticipants ?? null,
      matchesPerGroup: isFfa ? (input.matchesPerGroup ?? 1) : 0,
      numberOfGroups: input.numberOfGroups ?? null,
      teamCount: 0,
      generatedAt: null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    await refreshBracketLayout(trx, tenantId, tournamentId);
    return getRound(trx, tenantId, id, false);
  });
}

/**
 * Replaces a round's tiebreaker order; its standings are ranked by it from the next read (a
 * finished tournament keeps the order that crowned its winner).
 */
export async function setRoundTiebreakers(
  { db, engine }: DbHandle,
  tenantId: string,
  roundId: string,
  input: SetTiebreakersInput,
): Promise<RoundView> {
  return db.transaction().execute(async (trx) => {
    const round = await repo.lockRound(trx, tenantId, roundId);
    if (!round) throw notFound('Round');
    const tournament = await tournaments.lockTournament(trx, engine, tenantId, round.tournamentId);
    if (!tournament) throw notFound('Round');
    if (
      tournament.status === TOURNAMENT_STATUS.COMPLETED ||
      tournament.status === TOURNAMENT_STATUS.CANCELLED
    ) {
      throw businessRule(
        'TOURNAMENT_CLOSED',
        'The tiebreakers of a completed or cancelled tournament are final',
      );
    }
    checkTiebreakers(round.roundType, input.tiebreakers);
    const options = { ...parseOptions(round.options), tiebreakers: input.tiebreakers };
    await repo.updateRound(trx, tenantId, roundId, {
      options: JSON.stringify(options),
      updatedAt: nowIso(),
    });
    return getRound(trx, tenantId, roundId, false);
  });
}
