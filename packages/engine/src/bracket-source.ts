import { EngineError } from './errors.js';
import { isTerminal } from './match-state.js';
import type { EngineMatch, Slot } from './types.js';

/**
 * What the engine reads of a bracket to move one result along: matches by number, which match
 * feeds a slot, and how many matches are still open. A result only reads the matches it
 * touches, so a source may hold the whole bracket in memory (`IndexedBracket`) or load rows
 * on demand from storage. The engine never mutates what a source returns.
 */
export interface BracketSource {
  /** The match with this number; undefined when the round has none. */
  match(matchNumber: number): EngineMatch | undefined;
  /** The match whose winner or loser fills this slot; null when nothing feeds it (a seed slot). */
  feederOf(matchNumber: number, slot: Slot): number | null;
  /** Whether a match other than these is neither completed nor cancelled. */
  hasOpenMatchBesides(matchNumbers: ReadonlySet<number>): boolean;
  /**
   * The matches whose winner can be the champion: the grand final reset, the grand final and
   * the winners-bracket final, those that exist. Only asked once every match is over.
   */
  decidingMatches(): EngineMatch[];
}

/** A bracket as the engine's functions accept it: every match, or a source of them. */
export type BracketInput = readonly EngineMatch[] | BracketSource;

/** The winners final is the first match of the last winners stage. */
const isLaterStage = (match: EngineMatch, best: EngineMatch | undefined) =>
  !best ||
  match.stage > best.stage ||
  (match.stage === best.stage && match.matchNumber < best.matchNumber);

/** A number naming one slot of one match, to index fed slots without building strings. */
export const slotKey = (matchNumber: number, slot: Slot) => matchNumber * 2 + slot - 1;

/**
 * A whole bracket in memory, indexed by match number and fed slot. `apply` swaps in the rows
 * an outcome changed, so reporting results one after another costs what each one touches.
 * Links never change, so the feeder index is built once.
 */
export class IndexedBracket implements BracketSource {
  private readonly byNumber = new Map<number, EngineMatch>();
  private readonly feeders = new Map<number, number>();
  private readonly decidingNumbers: number[];
  private open = 0;

  private constructor(matches: readonly EngineMatch[]) {
    let winnersFinal: EngineMatch | undefined;
    const finals: number[] = [];
    for (const match of matches) this.byNumber.set(match.matchNumber, match);
    for (const match of this.byNumber.values()) {
      if (!isTerminal(match)) this.open++;
      for (const link of [match.winnerTo, match.loserTo]) {
        if (link) this.feeders.set(slotKey(link.matchNumber, link.slot), match.matchNumber);
      }
      if (match.bracket === 'grand_final' || match.bracket === 'grand_final_reset') {
        finals.push(match.matchNumber);
      } else if (match.bracket === 'winners' && isLaterStage(match, winnersFinal)) {
        winnersFinal = match;
      }
    }
    this.decidingNumbers = winnersFinal ? [...finals, winnersFinal.matchNumber] : finals;
  }

  static of(matches: readonly EngineMatch[]): IndexedBracket {
    return new IndexedBracket(matches);
  }

  match(matchNumber: number): EngineMatch | undefined {
    return this.byNumber.get(matchNumber);
  }

  feederOf(matchNumber: number, slot: Slot): number | null {
    return this.feeders.get(slotKey(matchNumber, slot)) ?? null;
  }

  hasOpenMatchBesides(matchNumbers: ReadonlySet<number>): boolean {
    let listed = 0;
    for (const number of matchNumbers) {
      const match = this.byNumber.get(number);
      if (match && !isTerminal(match)) listed++;
    }
    return this.open > listed;
  }

  /** Matches neither completed nor cancelled. */
  openMatchCount(): number {
    return this.open;
  }

  decidingMatches(): EngineMatch[] {
    return this.decidingNumbers.map((number) => this.byNumber.get(number) as EngineMatch);
  }

  /** Takes an outcome's changed rows (as they are, not copied) in place of the old ones. */
  apply(changed: readonly EngineMatch[]): void {
    for (const match of changed) {
      const old = this.byNumber.get(match.matchNumber);
      if (!old) throw new EngineError('MATCH_NOT_FOUND', `There is no match ${match.matchNumber}.`);
      this.open += Number(!isTerminal(match)) - Number(!isTerminal(old));
      this.byNumber.set(match.matchNumber, match);
    }
  }

  /** Every match, in match-number order. */
  matches(): EngineMatch[] {
    return [...this.byNumber.values()].sort((a, b) => a.matchNumber - b.matchNumber);
  }
}

export function sourceOf(input: BracketInput): BracketSource {
  return isMatchList(input) ? IndexedBracket.of(input) : input;
}

function isMatchList(input: BracketInput): input is readonly EngineMatch[] {
  return Array.isArray(input);
}
