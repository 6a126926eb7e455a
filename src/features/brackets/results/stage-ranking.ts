import type { Executor } from '../../../db/database.js';
import type { DuelTiebreaker } from '@tourney/engine';
import { parseOptions } from '../codes.js';
import { ffaStageRankings, loadRoundResults, rankedIds } from '../standings/index.js';
import { formatOf } from '../formats/index.js';
import { listRoundGroups, listRoundParticipants } from '../groups/index.js';
import type { RoundRow } from '../rounds/index.js';
import type { RankedGroup } from '@tourney/engine';

/**
 * A finished stage's final order, per group and overall, by its format and its tiebreakers
 * (the organiser's, or the format's defaults): what its standings show.
 */
export async function stageRankings(
  db: Executor,
  tenantId: string,
  round: RoundRow,
  pointsSystem: string,
): Promise<{ groups: RankedGroup[]; overall: string[] }> {
  const format = formatOf(round.roundType);
  if (format.matchType === 'freeForAll') return ffaStageRankings(db, tenantId, round, pointsSystem);
  const [results, members, groups] = await Promise.all([
    loadRoundResults(db, tenantId, [round]),
    listRoundParticipants(db, tenantId, [round.id]),
    listRoundGroups(db, tenantId, round.id),
  ]);
  const chosen = parseOptions(round.options).tiebreakers as DuelTiebreaker[] | undefined;
  const rankGroup = (groupId: string) => {
    const ids = members.filter((m) => m.groupId === groupId).map((m) => m.participantId);
    const inGroup = new Set(ids);
    const played = results.matches.filter(
      (m) => inGroup.has(m.participant1Id ?? '') && inGroup.has(m.participant2Id ?? ''),
    );
    return format.finalOrder ? format.finalOrder(ids, played, chosen) : ids;
  };
  return {
    groups: groups.map((g) => ({ groupNumber: g.groupNumber, ranked: rankGroup(g.id) })),
    overall: rankedIds(round, results),
  };
}
