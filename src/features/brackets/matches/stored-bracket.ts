import type { Executor } from '../../../db/database.js';
import { slotKey, type BracketSource, type EngineMatch, type Slot } from '@tourney/engine';
import { toEngineMatch } from './match-codec.js';
import {
  listDecidingMatches,
  listEngineMatches,
  listMatchesAround,
  listMatchesAroundAndOpen,
  listOpenMatchNumbers,
  type EngineMatchRow,
} from './engine-match.repository.js';

/** What the engine read that is not loaded yet. */
type Need = { matches: number[] } | { deciding: true } | { openBesides: number[] };

/** Thrown by a read the engine makes of something not loaded yet; `run` loads it and retries. */
class NotLoaded extends Error {
  constructor(readonly need: Need) {
    super('Not loaded yet');
  }
}

/** Past this many partial loads (a long walkover chain, a deep correction) the round loads whole. */
const PARTIAL_LOADS = 6;

/**
 * Open matches read up front: whether any is left besides those a result touches is then known
 * without another query, unless the result touches all of them.
 */
const OPEN_SAMPLE = 16;

const setKey = (numbers: Iterable<number>) => [...numbers].sort((a, b) => a - b).join(',');

/**
 * A round's bracket as the engine reads it, loaded from storage as far as a result reaches: the
 * reported match, the matches it feeds and their feeders first, and only what a walkover chain
 * or a correction reaches beyond that. The engine is synchronous and has no side effects, so a
 * read of a match not loaded yet stops it; `run` loads what was missing and runs it again.
 */
export class StoredBracket implements BracketSource {
  private readonly matches = new Map<number, EngineMatch>();
  private readonly ids = new Map<number, string>();
  private readonly feeders = new Map<number, number>();
  /** Matches whose feeders are all loaded. */
  private readonly fedKnown = new Set<number>();
  private readonly missing = new Set<number>();
  private decidingNumbers: number[] | null = null;
  private whole = false;
  private openSample: number[] = [];
  /** Whether an open match exists besides a set of matches, by the set's key. */
  private readonly openBesides = new Map<string, boolean>();

  private constructor(
    private readonly db: Executor,
    private readonly tenantId: string,
    private readonly round: { id: string; tournamentId: string },
  ) {}

  /** The matches `around` with their feeders, and a few of the round's open matches. */
  static async load(
    db: Executor,
    tenantId: string,
    round: { id: string; tournamentId: string },
    around: number[],
  ): Promise<StoredBracket> {
    const bracket = new StoredBracket(db, tenantId, round);
    const rows = await listMatchesAroundAndOpen(db, tenantId, round, around, OPEN_SAMPLE);
    bracket.openSample = rows.filter((row) => row.open === 1).map((row) => row.matchNumber);
    bracket.addAround(
      rows.filter((row) => row.open === 0),
      around,
    );
    return bracket;
  }

  /** Runs engine work on this bracket, loading whatever it reads that is not loaded yet. */
  async run<T>(work: (source: BracketSource) => T): Promise<T> {
    for (let loads = 0; ; loads++) {
      try {
        return work(this);
      } catch (error) {
        if (!(error instanceof NotLoaded)) throw error;
        const { need } = error;
        if ('deciding' in need) await this.loadDeciding();
        else if ('openBesides' in need) await this.loadOpenBesides(need.openBesides);
        // Once the whole round is loaded no match is missing: rethrow rather than loop.
        else if (this.whole) throw error;
        else if (loads >= PARTIAL_LOADS) await this.loadWhole();
        else await this.loadAround(need.matches);
      }
    }
  }

  /** The stored id of a loaded match. */
  idOf(matchNumber: number): string {
    const id = this.ids.get(matchNumber);
    if (id === undefined) throw new Error(`Match ${matchNumber} is not loaded`);
    return id;
  }

  match(matchNumber: number): EngineMatch | undefined {
    const match = this.matches.get(matchNumber);
    if (match || this.whole || this.missing.has(matchNumber)) return match;
    throw new NotLoaded({ matches: [matchNumber] });
  }

  feederOf(matchNumber: number, slot: Slot): number | null {
    if (!this.whole && !this.fedKnown.has(matchNumber)) {
      throw new NotLoaded({ matches: [matchNumber] });
    }
    return this.feeders.get(slotKey(matchNumber, slot)) ?? null;
  }

  hasOpenMatchBesides(matchNumbers: ReadonlySet<number>): boolean {
    if (this.openSample.some((number) => !matchNumbers.has(number))) return true;
    if (this.openSample.length < OPEN_SAMPLE) return false;
    const known = this.openBesides.get(setKey(matchNumbers));
    if (known !== undefined) return known;
    throw new NotLoaded({ openBesides: [...matchNumbers] });
  }

  decidingMatches(): EngineMatch[] {
    if (!this.decidingNumbers) throw new NotLoaded({ deciding: true });
    return this.decidingNumbers.map((n) => this.matches.get(n) as EngineMatch);
  }

  private async loadAround(matchNumbers: number[]) {
    this.addAround(
      await listMatchesAround(this.db, this.tenantId, this.round.id, matchNumbers),
      matchNumbers,
    );
  }

  /** The rows `listMatchesAround` read for `matchNumbers`. */
  private addAround(rows: EngineMatchRow[], matchNumbers: number[]) {
    this.add(rows);
    for (const number of matchNumbers) {
      this.fedKnown.add(number);
      if (!this.matches.has(number)) this.missing.add(number);
    }
  }

  private async loadOpenBesides(matchNumbers: number[]) {
    const open = await listOpenMatchNumbers(this.db, this.tenantId, this.round, 1, matchNumbers);
    this.openBesides.set(setKey(matchNumbers), open.length > 0);
  }

  private async loadWhole() {
    this.add(await listEngineMatches(this.db, this.tenantId, this.round.id));
    this.whole = true;
  }

  private async loadDeciding() {
    const rows = await listDecidingMatches(this.db, this.tenantId, this.round.id);
    this.add(rows);
    this.decidingNumbers = rows.map((row) => row.matchNumber);
  }

  /** A row already loaded is the same row (one transaction): it is kept. */
  private add(rows: EngineMatchRow[]) {
    for (const row of rows) {
      if (this.matches.has(row.matchNumber)) continue;
      const match = toEngineMatch(row);
      this.matches.set(match.matchNumber, match);
      this.ids.set(match.matchNumber, row.id);
      for (const link of [match.winnerTo, match.loserTo]) {
        if (link) this.feeders.set(slotKey(link.matchNumber, link.slot), match.matchNumber);
      }
    }
  }
}
