import type { EngineMatch } from '@tourney/engine';
import { MatchType } from '../codes.js';
import { formatOf } from '../formats/index.js';
import { bracketPositions } from '../matches/index.js';
import { qualifierCount } from '@tourney/engine';
import { checkYield, stageRefusal } from './stage-generation.js';
import { checkStages } from './stage-rules.js';
import type { StageInputValue } from './stage.schemas.js';
import type {
  StagePreviewInput,
  StagePreviewStageView,
  StagePreviewView,
} from './stage-preview.schemas.js';

/** Stand-in participants: `seed-1` is the top seed. */
const seedIds = (count: number) => Array.from({ length: count }, (_, i) => `seed-${i + 1}`);
const seedOf = (id: string | null) => (id === null ? null : Number(id.slice('seed-'.length)));

/**
 * The matches that will be played: both sides filled, by a seed or by a match that sends
 * somebody. A bye sends a winner but no loser, so the losers-bracket match it feeds is decided
 * without play too (a walkover, known only later in the stored bracket).
 */
function playedMatchNumbers(matches: readonly EngineMatch[]): Set<number> {
  const byNumber = new Map(matches.map((m) => [m.matchNumber, m]));
  const feeds = new Map<string, { from: number; sends: 'winner' | 'loser' }>();
  for (const m of matches) {
    if (m.winnerTo)
      feeds.set(`${m.winnerTo.matchNumber}:${m.winnerTo.slot}`, {
        from: m.matchNumber,
        sends: 'winner',
      });
    if (m.loserTo)
      feeds.set(`${m.loserTo.matchNumber}:${m.loserTo.slot}`, {
        from: m.matchNumber,
        sends: 'loser',
      });
  }
  const sides = new Map<number, [boolean, boolean]>();
  const sidesOf = (m: EngineMatch): [boolean, boolean] => {
    const known = sides.get(m.matchNumber);
    if (known) return known;
    const filled = (slot: 1 | 2, seeded: string | null) => {
      if (seeded !== null) return true;
      const feed = feeds.get(`${m.matchNumber}:${slot}`);
      const from = feed && byNumber.get(feed.from);
      if (!feed || !from) return false;
      const [a, b] = sidesOf(from);
      return feed.sends === 'winner' ? a || b : a && b;
    };
    const result: [boolean, boolean] = [filled(1, m.participant1Id), filled(2, m.participant2Id)];
    sides.set(m.matchNumber, result);
    return result;
  };
  return new Set(matches.filter((m) => sidesOf(m).every(Boolean)).map((m) => m.matchNumber));
}

/** Any dates: a plan's shape does not depend on them, and a stage's own dates are checked as given. */
const PLANNING_DATES = {
  startTime: '2000-01-01T00:00:00.000Z',
  endTime: '2000-01-02T00:00:00.000Z',
};

function planStage(stage: StageInputValue, field: number, index: number) {
  const format = formatOf(stage.roundType);
  const options = format.optionsOf(stage);
  try {
    return format.plan(
      { roundType: stage.roundType, options, maxParticipants: stage.maxParticipants ?? null },
      seedIds(field),
    );
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw stageRefusal(
      'STAGE_CANNOT_TAKE_QUALIFIERS',
      index === 0 ? 'teamCount' : `stages.${index}.roundType`,
      `This stage cannot be played by ${field} participants: ${why}`,
    );
  }
}

function roundsOf(played: readonly EngineMatch[]) {
  return new Set(played.map((m) => `${m.bracket}:${m.stage}`)).size;
}

function previewStage(
  stage: StageInputValue,
  index: number,
  field: number,
): StagePreviewStageView & { groupSizes: number[] } {
  const plan = planStage(stage, field, index);
  const format = formatOf(stage.roundType);
  const groupCount = plan.groups.length;
  const playedNumbers = playedMatchNumbers(plan.matches);
  const played = plan.matches.filter((m) => playedNumbers.has(m.matchNumber));
  let matchCount = played.length;
  let roundCount = roundsOf(played);
  if (format.matchType === 'freeForAll') {
    roundCount = stage.matchesPerGroup ?? 1;
    matchCount = groupCount * roundCount;
  } else if (format.stages) {
    // Swiss pairs one stage at a time: every stage plays as many matches as the first.
    roundCount = format.stages.stagesToPlay(plan.options, 1);
    matchCount *= roundCount;
  }
  const positions = bracketPositions(plan.matches);
  return {
    stageNumber: index + 1,
    name: stage.name,
    roundType: stage.roundType,
    teamCount: field,
    groupCount,
    matchCount,
    roundCount,
    groupSizes: plan.groups.map((g) => g.participantIds.length),
    matches: plan.matches.map((m) => ({
      matchNumber: m.matchNumber,
      side: m.bracket,
      round: m.stage,
      position: positions.get(m.matchNumber) ?? 1,
      // Later stages are seeded by the qualifiers: their places are known only then.
      participant1Seed: index === 0 ? seedOf(m.participant1Id) : null,
      participant2Seed: index === 0 ? seedOf(m.participant2Id) : null,
      isBye: !playedNumbers.has(m.matchNumber),
      winnerTo: m.winnerTo,
      loserTo: m.loserTo,
    })),
  };
}

/**
 * Pure: what a stage plan makes of `teamCount` participants, by the same rules that declaring
 * and generating the stages apply (a plan they would refuse is refused here, naming the field).
 */
export function previewStages(input: StagePreviewInput): StagePreviewView {
  const first = formatOf(input.stages[0]!.roundType);
  const matchType = first.matchType === 'freeForAll' ? MatchType.FreeForAll : MatchType.Duel;
  const rules = checkStages(input.stages, { matchType, ...PLANNING_DATES });
  const stages: StagePreviewStageView[] = [];
  let field = input.teamCount;
  for (const [index, stage] of input.stages.entries()) {
    const { groupSizes, ...preview } = previewStage(stage, index, field);
    stages.push(preview);
    const rule = rules[index] ?? null;
    if (rule === null) break;
    checkYield(
      rule,
      { groups: groupSizes.map((size) => ({ participantIds: seedIds(size) })) },
      `stages.${index}.qualifiers`,
    );
    field = qualifierCount(rule, groupSizes.length);
  }
  return {
    teamCount: input.teamCount,
    matchCount: stages.reduce((sum, s) => sum + s.matchCount, 0),
    roundCount: stages.reduce((sum, s) => sum + s.roundCount, 0),
    stages,
  };
}
