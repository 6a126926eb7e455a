/**
 * Pure stage qualification: who goes through to the next stage, and in which seed order.
 * No I/O; the stage services feed it rankings and the next stage's first-round pairings.
 */

export type QualifierRule = { perGroup: number } | { topN: number };

export interface RankedGroup {
  groupNumber: number;
  /** The group's participants in final order, the winner first. */
  ranked: readonly string[];
}

/** The next stage's first-round pairs for a seed order (participants that meet at once). */
export type FirstRoundPairs = (seeded: readonly string[]) => (readonly [string, string])[];

/** Seed orders searched exhaustively up to this many; beyond it, improving swaps. */
const EXHAUSTIVE_LIMIT = 5040;

export function parseQualifierRule(text: string | null): QualifierRule | null {
  return text === null ? null : (JSON.parse(text) as QualifierRule);
}

/** How many a rule lets through from a stage played in `groupCount` groups. */
export const qualifierCount = (rule: QualifierRule, groupCount: number) =>
  'topN' in rule ? rule.topN : rule.perGroup * groupCount;

/**
 * The qualifiers in seed order. Top N: the stage's overall ranking. Per group: every group's
 * winner, then every runner-up, and so on (tiers, groups in order); within a tier the order is
 * then changed, as little as needed, so that the next stage's first round pairs as few players
 * of one group as possible (A1–B2, B1–A2 with two groups into an elimination bracket).
 */
export function qualify(
  rule: QualifierRule,
  groups: readonly RankedGroup[],
  overall: readonly string[],
  firstRoundPairs?: FirstRoundPairs,
): string[] {
  if ('topN' in rule) return overall.slice(0, rule.topN);
  const tiers: string[][] = [];
  for (let place = 0; place < rule.perGroup; place++) {
    tiers.push(groups.flatMap((g) => g.ranked.slice(place, place + 1)));
  }
  if (!firstRoundPairs || groups.length < 2) return tiers.flat();
  const groupOf = new Map(groups.flatMap((g) => g.ranked.map((id) => [id, g.groupNumber])));
  const clashes = (seeded: readonly string[]) =>
    firstRoundPairs(seeded).filter(([a, b]) => groupOf.get(a) === groupOf.get(b)).length;
  return leastClashing(tiers, clashes);
}

function leastClashing(tiers: string[][], clashes: (seeded: readonly string[]) => number) {
  const orders = tiers.reduce((n, tier) => n * factorial(tier.length), 1);
  return orders <= EXHAUSTIVE_LIMIT ? exhaustive(tiers, clashes) : improvingSwaps(tiers, clashes);
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** Every within-tier order, in a fixed order; the first with the fewest clashes wins. */
function exhaustive(tiers: string[][], clashes: (seeded: readonly string[]) => number) {
  let best = tiers.flat();
  let bestClashes = clashes(best);
  const visit = (done: string[][], rest: string[][]): boolean => {
    if (bestClashes === 0) return true;
    if (rest.length === 0) {
      const seeded = done.flat();
      const n = clashes(seeded);
      if (n < bestClashes) [best, bestClashes] = [seeded, n];
      return bestClashes === 0;
    }
    const [tier, ...others] = rest as [string[], ...string[][]];
    for (const order of permutations(tier)) if (visit([...done, order], others)) return true;
    return false;
  };
  visit([], tiers);
  return best;
}

function* permutations(items: readonly string[]): Generator<string[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i]!, ...tail];
  }
}

/** Large fields: swaps two of one tier while that lowers the clashes (first found, in order). */
function improvingSwaps(tiers: string[][], clashes: (seeded: readonly string[]) => number) {
  const seeded = tiers.flat();
  const tierOf = tiers.flatMap((tier, t) => tier.map(() => t));
  let current = clashes(seeded);
  for (let improved = true; improved && current > 0;) {
    improved = false;
    for (let i = 0; i < seeded.length && !improved; i++) {
      for (let j = i + 1; j < seeded.length && !improved; j++) {
        if (tierOf[i] !== tierOf[j]) continue;
        [seeded[i], seeded[j]] = [seeded[j]!, seeded[i]!];
        const n = clashes(seeded);
        if (n < current) [current, improved] = [n, true];
        else [seeded[i], seeded[j]] = [seeded[j]!, seeded[i]!];
      }
    }
  }
  return seeded;
}
