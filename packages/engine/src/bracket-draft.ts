import type { BracketSource } from './bracket-source.js';
import { describeChanges } from './change-events.js';
import { cloneMatch, findChampion, isTerminal } from './match-state.js';
import type { AdvanceOutcome, EngineMatch, Slot } from './types.js';

/**
 * The working copy of one operation: reads fall through to the source, and a match is copied
 * the first time the operation writes it, so the source is never changed and the outcome is
 * computed from the touched matches only.
 */
export class BracketDraft {
  private readonly originals = new Map<number, EngineMatch>();
  private readonly copies = new Map<number, EngineMatch>();

  constructor(private readonly source: BracketSource) {}

  read(matchNumber: number): EngineMatch | undefined {
    return this.copies.get(matchNumber) ?? this.source.match(matchNumber);
  }

  /** The writable copy of a match that exists (callers read it first). */
  write(matchNumber: number): EngineMatch {
    const copy = this.copies.get(matchNumber);
    if (copy) return copy;
    const original = this.source.match(matchNumber) as EngineMatch;
    const fresh = cloneMatch(original);
    this.originals.set(matchNumber, original);
    this.copies.set(matchNumber, fresh);
    return fresh;
  }

  feederOf(matchNumber: number, slot: Slot): number | null {
    return this.source.feederOf(matchNumber, slot);
  }

  /** The rows that changed and what happened to them, in match-number order. */
  outcome(): AdvanceOutcome {
    const numbers = [...this.copies.keys()].sort((a, b) => a - b);
    const { changed, events } = describeChanges(
      numbers.map((n) => this.originals.get(n) as EngineMatch),
      numbers.map((n) => this.copies.get(n) as EngineMatch),
    );
    const finished =
      [...this.copies.values()].every(isTerminal) &&
      !this.source.hasOpenMatchBesides(new Set(numbers));
    const championId = finished
      ? findChampion(this.source.decidingMatches().map((m) => this.read(m.matchNumber) ?? m))
      : null;
    return { changed, events, finished, championId };
  }
}
