import type { Db, Executor } from '../../../db/database.js';
import { nowIso, toBool } from '../../../db/dialect.js';
import { businessRule, notFound } from '../../../errors.js';
import { recordEvent } from '../../events/index.js';
import { TOURNAMENT_STATUS } from '../../tournaments/index.js';
import { RoundType } from '../codes.js';
import { getGroup, listRoundGroups, setGroupSchedule } from '../groups/index.js';
import {
  BRACKET_SIDES,
  type BracketSide,
  duelMatchesById,
  findMatch,
  listRoundMatches,
  type MatchRow,
  updateMatch,
} from '../matches/index.js';
import { lockRound, type RoundRow } from '../rounds/index.js';
import { duelScheduleItems, planSchedule, type PlanMatch } from './schedule-plan.js';
import type { AutoScheduleInput, RoundScheduleView, SetScheduleInput } from './schedule.schemas.js';
import { findTournament } from '../tournament.repository.js';

const MINUTE = 60_000;

/** What a time is set on: a duel match, or an FFA group (whose matches follow in a row). */
interface Target {
  tournamentId: string;
  roundId: string;
  matchId: string | null;
  groupId: string | null;
  matchNumber: number | null;
  scheduledAt: string | null;
}

const duelTarget = (m: MatchRow): Target => ({
  tournamentId: m.tournamentId,
  roundId: m.roundId,
  matchId: m.id,
  groupId: null,
  matchNumber: m.matchNumber,
  scheduledAt: m.scheduledAt,
});

const groupTarget = (round: RoundRow, groupId: string, scheduledAt: string | null): Target => ({
  tournamentId: round.tournamentId,
  roundId: round.id,
  matchId: null,
  groupId,
  matchNumber: null,
  scheduledAt,
});

/**
 * Stores a new time and its `match.scheduled` event (the target with `previousScheduledAt`);
 * the same time again writes nothing.
 */
async function storeTime(
  trx: Executor,
  tenantId: string,
  target: Target,
  scheduledAt: string | null,
) {
  if (scheduledAt === target.scheduledAt) return;
  if (target.matchId !== null)
    await updateMatch(trx, tenantId, target.matchId, { scheduledAt, updatedAt: nowIso() });
  else await setGroupSchedule(trx, tenantId, target.groupId as string, scheduledAt);
  await recordEvent(trx, { tenantId, tournamentId: target.tournamentId }, 'match.scheduled', {
    ...target,
    scheduledAt,
    previousScheduledAt: target.scheduledAt,
  });
}

/** Locks the round and checks its tournament takes a schedule; a draft's round is not found. */
async function openRound(trx: Executor, tenantId: string, roundId: string, what: string) {
  const round = await lockRound(trx, tenantId, roundId);
  if (!round) throw notFound(what);
  const tournament = await findTournament(trx, tenantId, round.tournamentId);
  if (!tournament || tournament.status === TOURNAMENT_STATUS.DRAFT) throw notFound(what);
  if (
    tournament.status === TOURNAMENT_STATUS.COMPLETED ||
    tournament.status === TOURNAMENT_STATUS.CANCELLED
  )
    throw businessRule('TOURNAMENT_CLOSED', 'The tournament is completed or cancelled');
  return round;
}

/** The time as stored (ISO 8601 UTC, milliseconds); a time before now is refused. */
function futureTime(value: string | null): string | null {
  if (value === null) return null;
  const at = new Date(value);
  if (at.getTime() < Date.now())
    throw businessRule('SCHEDULE_IN_PAST', 'A match cannot be scheduled in the past');
  return at.toISOString();
}

function checkSchedulable(match: MatchRow) {
  if (toBool(match.isBye) || toBool(match.isWalkover))
    throw businessRule('AUTOMATIC_RESULT', 'The match was decided without play (bye or walkover)');
  if (match.status === 4) throw businessRule('MATCH_CANCELLED', 'The match is cancelled');
  if (match.status === 3) throw businessRule('MATCH_COMPLETED', 'The match is already played');
}

/** Sets or clears one duel match's time (a reschedule); `match.scheduled` when it changes. */
export async function scheduleMatch(
  db: Db,
  tenantId: string,
  matchId: string,
  input: SetScheduleInput,
) {
  return db.transaction().execute(async (trx) => {
    const found = await findMatch(trx, tenantId, matchId);
    if (!found) throw notFound('Match');
    await openRound(trx, tenantId, found.roundId, 'Match');
    const match = (await findMatch(trx, tenantId, matchId)) as MatchRow;
    checkSchedulable(match);
    await storeTime(trx, tenantId, duelTarget(match), futureTime(input.scheduledAt));
    const [view] = await duelMatchesById(trx, tenantId, match.tournamentId, [match.id]);
    return view as NonNullable<typeof view>;
  });
}

/** Sets or clears an FFA group's start: its matches are played in a row from then. */
export async function scheduleGroup(
  db: Db,
  tenantId: string,
  groupId: string,
  input: SetScheduleInput,
) {
  return db.transaction().execute(async (trx) => {
    const found = await getGroup(trx, tenantId, groupId, false);
    const round = await openRound(trx, tenantId, found.tournamentRoundId, 'Group');
    if (round.roundType !== RoundType.FreeForAll)
      throw businessRule('NOT_AN_FFA_GROUP', "Schedule a duel round's matches one by one");
    const group = await getGroup(trx, tenantId, groupId, false);
    const scheduledAt = futureTime(input.scheduledAt);
    await storeTime(trx, tenantId, groupTarget(round, groupId, group.scheduledAt), scheduledAt);
    return { ...group, scheduledAt };
  });
}

const sideRank = (side: string) => BRACKET_SIDES.indexOf(side as BracketSide);

const toPlanMatch = (m: MatchRow): PlanMatch => ({
  ...m,
  sideRank: sideRank(m.bracket),
  automatic: toBool(m.isBye) || toBool(m.isWalkover),
});

async function planItems(trx: Executor, tenantId: string, round: RoundRow) {
  if (round.roundType === RoundType.FreeForAll) {
    const groups = await listRoundGroups(trx, tenantId, round.id);
    if (groups.length === 0) throw businessRule('ROUND_NOT_GENERATED', 'Generate the round first');
    // The groups of a round hold different participants: only stations limit them.
    const items = groups.map((g) => ({
      key: g.id,
      matches: Math.max(1, round.matchesPerGroup),
      feeders: [],
      participants: [],
    }));
    return { items, groups: new Map(groups.map((g) => [g.id, g])), duels: new Map() };
  }
  const rows = await listRoundMatches(trx, tenantId, round.id);
  if (rows.length === 0) throw businessRule('ROUND_NOT_GENERATED', 'Generate the round first');
  const items = duelScheduleItems(rows.map(toPlanMatch));
  if (items.length === 0)
    throw businessRule('NOTHING_TO_SCHEDULE', 'Every match of the round is played or decided');
  return { items, groups: new Map(), duels: new Map(rows.map((m) => [m.id, m])) };
}

/**
 * Plans every unplayed match (FFA: every group) of a round from a start time and stores the
 * times, in one transaction; played and ongoing matches keep theirs.
 */
export async function autoScheduleRound(
  db: Db,
  tenantId: string,
  roundId: string,
  input: AutoScheduleInput,
): Promise<RoundScheduleView> {
  return db.transaction().execute(async (trx) => {
    const round = await openRound(trx, tenantId, roundId, 'Round');
    const startAt = futureTime(input.startAt) as string;
    const { items, groups, duels } = await planItems(trx, tenantId, round);
    const slots = planSchedule(items, {
      startMs: Date.parse(startAt),
      matchMs: input.matchMinutes * MINUTE,
      breakMs: (input.breakMinutes ?? 0) * MINUTE,
      stations: input.stations ?? null,
    });
    const out: RoundScheduleView['slots'] = [];
    for (const slot of slots) {
      const duel = duels.get(slot.key) as MatchRow | undefined;
      const target = duel
        ? duelTarget(duel)
        : groupTarget(round, slot.key, groups.get(slot.key)?.scheduledAt ?? null);
      const scheduledAt = new Date(slot.startMs).toISOString();
      await storeTime(trx, tenantId, target, scheduledAt);
      out.push({
        matchId: target.matchId,
        groupId: target.groupId,
        matchNumber: target.matchNumber,
        station: slot.station,
        scheduledAt,
        endsAt: new Date(slot.endMs).toISOString(),
      });
    }
    out.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.station - b.station);
    return { roundId, slots: out };
  });
}
