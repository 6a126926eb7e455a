import type { Executor } from '../../../db/database.js';
import { AppError, businessRule } from '../../../errors.js';
import type { RoundPlan } from '../formats/index.js';
import { listRounds, type RoundRow } from '../rounds/index.js';
import { parseOptions } from '../codes.js';
import { formatOf } from '../formats/index.js';
import { parseQualifierRule, qualifierCount, type QualifierRule } from '@tourney/engine';

/** A stage rule refused: a 409 with its `reason`, naming the request field in `details.field`. */
export const stageRefusal = (reason: string, field: string, message: string) =>
  new AppError('BUSINESS_RULE', message, { reason, context: { field } });

/** The stage before `round`, when it is a declared stage that is not the first. */
async function previousStage(trx: Executor, tenantId: string, round: RoundRow) {
  if (!round.isStage) return undefined;
  const all = await listRounds(trx, tenantId, round.tournamentId);
  return all.find((r) => r.isStage && r.roundNumber === round.roundNumber - 1);
}

/** Later stages are seeded with the qualifiers of the one before when it completes. */
export async function refuseSeededByQualification(
  trx: Executor,
  tenantId: string,
  round: RoundRow,
) {
  const previous = await previousStage(trx, tenantId, round);
  if (previous) {
    throw businessRule(
      'STAGE_SEEDED_BY_QUALIFIERS',
      `This stage is seeded with the qualifiers of "${previous.roundName}" when it completes`,
    );
  }
}

/** Refuses a qualifier rule the stage's groups, as planned, cannot yield. */
export function checkYield(
  rule: QualifierRule | null,
  plan: { groups: readonly { participantIds: readonly string[] }[] },
  field: string,
) {
  if (rule === null) return;
  const sizes = plan.groups.map((g) => g.participantIds.length);
  if ('perGroup' in rule && rule.perGroup > Math.min(...sizes)) {
    throw stageRefusal(
      'QUALIFIERS_EXCEED_FIELD',
      `${field}.perGroup`,
      `${rule.perGroup} qualifiers per group, but the smallest group has ${Math.min(...sizes)} participants`,
    );
  }
  const total = sizes.reduce((a, b) => a + b, 0);
  if ('topN' in rule && rule.topN > total) {
    throw stageRefusal(
      'QUALIFIERS_EXCEED_FIELD',
      `${field}.topN`,
      `${rule.topN} qualifiers, but the stage has ${total} participants`,
    );
  }
}

/**
 * Generating a stage with qualifiers checks that its field can yield them and that the next
 * stage can play that many (known only now for the first stage).
 */
export async function checkStageYield(
  trx: Executor,
  tenantId: string,
  round: RoundRow,
  plan: RoundPlan,
) {
  const rule = round.isStage ? parseQualifierRule(round.stageQualifiers) : null;
  if (rule === null) return;
  checkYield(rule, plan, 'qualifiers');
  const all = await listRounds(trx, tenantId, round.tournamentId);
  const next = all.find((r) => r.isStage && r.roundNumber === round.roundNumber + 1);
  if (!next) return;
  const count = qualifierCount(rule, plan.groups.length);
  const ids = Array.from({ length: count }, (_, i) => `seed-${i + 1}`);
  try {
    if (count < 2) throw new Error('at least 2 are needed');
    formatOf(next.roundType).plan({ ...next, options: parseOptions(next.options) }, ids);
  } catch (error) {
    throw stageRefusal(
      'STAGE_CANNOT_TAKE_QUALIFIERS',
      'qualifiers',
      `"${next.roundName}" cannot be played by ${count} qualifiers: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
