import type { Db, Executor } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { businessRule, invalidField, notFound } from '../../../errors.js';
import { recordEvent } from '../../events/index.js';
import { rateFfaResult } from '../../ratings/index.js';
import { rankFfaStandings } from '@tourney/engine';
import { disqualifiedParticipants } from '../matches/index.js';
import {
  countGroups,
  countReportedFfaMatches,
  type FfaResultInput,
  findGroupView,
  listGroupParticipants,
  listRoundGroups,
  replaceFfaResults,
} from '../groups/index.js';
import {
  ffaTiebreakers,
  leaderboard,
  parsePointsSystem,
  requireFfa,
  resultsByMatch,
} from '../standings/index.js';
import { settleRound } from './progress.service.js';
import { lockRound, type RoundRow } from '../rounds/index.js';
import { findTournament } from '../tournament.repository.js';
import { TOURNAMENT_STATUS } from '../../tournaments/index.js';

function checkPlacements(input: FfaResultInput, members: Set<string>, matchesPerGroup: number) {
  if (input.matchNumber > matchesPerGroup)
    throw invalidField('matchNumber', `must be between 1 and ${matchesPerGroup}`);
  const seen = new Set<string>();
  const places = new Set<number>();
  input.placements.forEach((p, i) => {
    if (!members.has(p.participantId))
      throw invalidField(`placements.${i}.participantId`, 'is not in this group');
    if (seen.has(p.participantId))
      throw invalidField(`placements.${i}.participantId`, 'appears twice');
    if (p.placement > input.placements.length || places.has(p.placement)) {
      throw invalidField(
        `placements.${i}.placement`,
        `placements must be unique and between 1 and ${input.placements.length}`,
      );
    }
    seen.add(p.participantId);
    places.add(p.placement);
  });
}

/**
 * Over when every group has every match (counted, not loaded); the winner leads the round's
 * combined points, computed once the round is over.
 */
async function ffaProgress(trx: Executor, tenantId: string, round: RoundRow, pointsSystem: string) {
  const [groupCount, reported] = await Promise.all([
    countGroups(trx, tenantId, round.id),
    countReportedFfaMatches(trx, tenantId, round.id),
  ]);
  const complete = groupCount > 0 && reported === groupCount * round.matchesPerGroup;
  if (!complete) return { complete, championId: null };
  const roundGroups = await listRoundGroups(trx, tenantId, round.id);
  const byMatch = await resultsByMatch(
    trx,
    tenantId,
    roundGroups.map((g) => g.id),
  );
  const ranked = rankFfaStandings(
    parsePointsSystem(pointsSystem),
    [...byMatch.values()],
    [],
    ffaTiebreakers(round.roundType, round.options),
  );
  // A disqualified participant keeps its points on the table but cannot win the round.
  const out = new Set(await disqualifiedParticipants(trx, tenantId, round.tournamentId));
  const champion = ranked.find(({ line }) => !out.has(line.participantId));
  return { complete, championId: champion?.line.participantId ?? null };
}

export async function postGroupResults(
  db: Db,
  tenantId: string,
  groupId: string,
  input: FfaResultInput,
) {
  return db.transaction().execute(async (trx) => {
    const group = await findGroupView(trx, tenantId, groupId, false);
    requireFfa(group);
    const round = (await lockRound(trx, tenantId, group.roundId)) as RoundRow;
    const tournament = await findTournament(trx, tenantId, group.tournamentId);
    if (!tournament || tournament.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Group');
    if (tournament.status === TOURNAMENT_STATUS.CANCELLED)
      throw businessRule('TOURNAMENT_CLOSED', 'The tournament is cancelled');
    const members = await listGroupParticipants(trx, tenantId, [groupId]);
    checkPlacements(input, new Set(members.map((m) => m.participantId)), round.matchesPerGroup);
    const out = new Set(await disqualifiedParticipants(trx, tenantId, tournament.id));
    if (input.placements.some((p) => out.has(p.participantId)))
      throw businessRule(
        'PARTICIPANT_DISQUALIFIED',
        'A disqualified participant gets no new placement',
      );
    const now = nowIso();
    // The placements it had again (a re-post, or finishes and knocks fixed) keep the match's
    // place in play order, and its ratings stand as re-rating would leave them.
    const samePlacements = await replaceFfaResults(
      trx,
      tenantId,
      groupId,
      input.matchNumber,
      input.placements.map((p) => ({
        ...p,
        tenantId,
        groupId,
        matchNumber: input.matchNumber,
        createdAt: now,
      })),
    );
    if (!samePlacements) await rateFfaResult(trx, tenantId, groupId, input.matchNumber);
    await settleRound(
      trx,
      tenantId,
      round,
      await ffaProgress(trx, tenantId, round, tournament.pointsSystem),
      now,
    );
    const standings = await leaderboard(trx, tenantId, group);
    // The group's table is what an FFA result changes: every placed participant's points move.
    await recordEvent(trx, { tenantId, tournamentId: tournament.id }, 'standings.updated', {
      tournamentId: tournament.id,
      roundId: round.id,
      ...standings,
    });
    return standings;
  });
}
