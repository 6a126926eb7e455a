/**
 * A wrong result corrected: while nothing that follows it has been played, the engine rebuilds
 * the later matches and says what changed; once a later match is played, it says which one
 * blocks the correction. Run it: `npx tsx packages/engine/examples/correction.ts`.
 */
import {
  advanceMatch,
  applyChanges,
  generateSingleElimination,
  MatchResult,
  planResultCorrection,
} from '@tourney/engine';

export function correctAResult(log: (line: string) => void = console.log) {
  // Seeds 1–4: match 1 is seed 1 against seed 4, match 2 seed 2 against seed 3, match 3 the final.
  let bracket = generateSingleElimination(['Ana', 'Ben', 'Cai', 'Dee']);
  const report = (matchNumber: number, result: 1 | 2) => {
    bracket = applyChanges(bracket, advanceMatch(bracket, { matchNumber, result }).changed);
  };
  report(1, MatchResult.Participant2Won); // entered wrongly: Dee beat Ana
  report(2, MatchResult.Participant1Won);
  log(`Final before the correction: ${finalists(bracket)}`);

  const plan = planResultCorrection(bracket, { matchNumber: 1, result: 1 });
  if (!plan.canApply || !plan.outcome) throw new Error('The final has not been played yet.');
  bracket = applyChanges(bracket, plan.outcome.changed);
  log(`Corrected: matches ${plan.dependentMatchNumbers.join(', ')} rebuilt`);
  log(`Final after the correction: ${finalists(bracket)}`);

  report(3, MatchResult.Participant1Won);
  const late = planResultCorrection(bracket, { matchNumber: 2, result: 2 });
  log(`Correcting match 2 now: refused, match ${late.blockingMatchNumbers.join(', ')} was played`);
  return { final: finalists(bracket), blocking: late.blockingMatchNumbers };
}

const finalists = (bracket: ReturnType<typeof generateSingleElimination>) => {
  const final = bracket.find((m) => m.matchNumber === 3);
  return `${final?.participant1Id} v ${final?.participant2Id}`;
};

if (import.meta.url === `file://${process.argv[1]}`) correctAResult();
