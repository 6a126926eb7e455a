import type { Db } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { businessRule } from '../../../errors.js';
import type { EngineMatch } from '@tourney/engine';
import { refreshBracketLayout } from '../bracket-data/index.js';
import { RoundStatus, parseOptions } from '../codes.js';
import { formatOf } from '../formats/index.js';
import { assertOpen, openRound } from '../generation/index.js';
import { listRoundParticipants } from '../groups/index.js';
import { insertMatches, listRoundMatches, newMatchRows, toEngineMatch } from '../matches/index.js';
import { forfeitDisqualified } from './result.service.js';
import { getRound, type RoundView, updateRound } from '../rounds/index.js';

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
    const rows = await listRoundMatches(trx, tenantId, roundId);
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
    await insertMatches(trx, newMatchRows(next, ctx));
    await updateRound(trx, tenantId, roundId, {
      status: RoundStatus.Ongoing,
      updatedAt: now,
    });
    await refreshBracketLayout(trx, tenantId, tournament.id);
    // A disqualified participant is still paired (the standings keep it) and forfeits at once.
    await forfeitDisqualified(trx, tenantId, tournament.id, roundId);
    return getRound(trx, tenantId, roundId, false);
  });
}
