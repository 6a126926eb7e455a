import { AppError, invalidField } from '../../../errors.js';
import { formatOf } from '../formats/index.js';
import { checkRoundInput, type CreateRoundInput } from '../rounds/index.js';
import type { RoundOptions } from '../codes.js';
import { qualifierCount, type QualifierRule } from '@tourney/engine';
import { checkYield, stageRefusal } from './stage-generation.js';
import type { StageInputValue } from './stage.schemas.js';

/** A stage as a create-round request, for the checks and columns rounds already have. */
export function asRoundInput(
  stage: StageInputValue,
  dates: { startTime: string; endTime: string },
): CreateRoundInput {
  const rest: Partial<StageInputValue> = { ...stage };
  delete rest.name;
  delete rest.qualifiers;
  return {
    ...(rest as Omit<CreateRoundInput, 'roundName' | 'startDate' | 'endDate'>),
    roundName: stage.name,
    startDate: stage.startDate ?? dates.startTime,
    endDate: stage.endDate ?? dates.endTime,
  };
}

/** Runs a round check on one stage, naming its fields `stages.<index>.<field>`. */
function withinStage<T>(index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof AppError && error.details.fieldErrors) {
      throw new AppError(error.code, error.message, {
        fieldErrors: error.details.fieldErrors.map((f) => ({
          ...f,
          field: `stages.${index}.${f.field}`,
        })),
      });
    }
    throw error;
  }
}

function ruleOf(stage: StageInputValue, index: number, last: boolean): QualifierRule | null {
  const field = `stages.${index}.qualifiers`;
  const q = stage.qualifiers;
  if (last) {
    if (q) throw invalidField(field, 'the last stage has no next stage to qualify for');
    return null;
  }
  if (!q || (q.perGroup === undefined) === (q.topN === undefined))
    throw invalidField(field, 'needs exactly one of perGroup and topN: the stage feeds the next');
  const format = formatOf(stage.roundType);
  if (format.crownsBracketChampion) {
    throw stageRefusal(
      'STAGE_CANNOT_QUALIFY',
      `stages.${index}.roundType`,
      `A ${format.name} stage ranks only its champion, so it can only be the last stage`,
    );
  }
  if (q.perGroup !== undefined && format.stages) {
    throw stageRefusal(
      'QUALIFIER_RULE_MISMATCH',
      `${field}.perGroup`,
      `A ${format.name} stage plays one group: qualify its topN`,
    );
  }
  return q.perGroup !== undefined ? { perGroup: q.perGroup } : { topN: q.topN! };
}

/** Groups a stage of `field` participants is planned in (the plan the format would make). */
function plannedGroups(
  roundType: number,
  options: RoundOptions,
  round: { maxParticipants: number | null },
  field: number,
  index: number,
) {
  const ids = Array.from({ length: field }, (_, i) => `seed-${i + 1}`);
  try {
    return formatOf(roundType).plan(
      { roundType, options, maxParticipants: round.maxParticipants },
      ids,
    );
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw stageRefusal(
      'STAGE_CANNOT_TAKE_QUALIFIERS',
      `stages.${index}.roundType`,
      `This stage cannot be played by the ${field} qualifiers of the stage before: ${why}`,
    );
  }
}

/**
 * Checks a declaration and returns each stage's qualifier rule. The first stage's field is known
 * only when it is generated (its rule is checked then); each later one's is the count the stage
 * before lets through, which it must be able to yield and the stage must be able to play.
 */
export function checkStages(
  stages: readonly StageInputValue[],
  tournament: { matchType: number; startTime: string; endTime: string },
): (QualifierRule | null)[] {
  const rules = stages.map((stage, index) => {
    withinStage(index, () =>
      checkRoundInput(asRoundInput(stage, tournament), tournament.matchType),
    );
    return ruleOf(stage, index, index === stages.length - 1);
  });
  let field: number | null = null;
  stages.forEach((stage, index) => {
    const options = formatOf(stage.roundType).optionsOf(stage);
    if (field !== null) {
      if (field < 2) {
        throw stageRefusal(
          'STAGE_CANNOT_TAKE_QUALIFIERS',
          `stages.${index - 1}.qualifiers`,
          `${field} qualifier cannot play a stage: at least 2 are needed`,
        );
      }
      const plan = plannedGroups(
        stage.roundType,
        options,
        { maxParticipants: stage.maxParticipants ?? null },
        field,
        index,
      );
      checkYield(rules[index] ?? null, plan, `stages.${index}.qualifiers`);
      field = rules[index] ? qualifierCount(rules[index], plan.groups.length) : null;
    } else {
      // An FFA first stage capped by group size has as many groups as its field needs: unknown.
      const groups =
        options.groupCount ??
        options.numberOfGroups ??
        (stage.maxParticipants === undefined ? 1 : null);
      const rule = rules[index];
      field =
        rule && (groups !== null || 'topN' in rule) ? qualifierCount(rule, groups ?? 1) : null;
    }
  });
  return rules;
}
