/**
 * The same job for Tourney's engine and two open-source peers: build an elimination bracket of
 * `teams` participants, then report every result in turn until the champion, each library
 * finding the next playable matches through its own API. Only the reporting is timed.
 */
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import TournamentOrganizer from 'tournament-organizer';
import {
  IndexedBracket,
  MatchStatus,
  advanceMatch,
  generateDoubleElimination,
  generateSingleElimination,
  mulberry32,
} from '@tourney/engine';

type Format = 'single' | 'double';

export interface Scenario {
  format: Format;
  teams: number;
}

interface ReportRun {
  /** Milliseconds spent reporting every result, bracket creation excluded. */
  ms: number;
  /** CPU time the process used meanwhile: steadier than `ms` on a busy machine. */
  cpuMs: number;
  /** Results reported (byes and walkovers are not reported). */
  results: number;
}

export interface Library {
  name: string;
  run(scenario: Scenario, seed: number): Promise<ReportRun>;
}

const names = (count: number) => Array.from({ length: count }, (_, i) => `p${i + 1}`);

/** A first-in first-out list of ids to play, so rounds are played roughly in order. */
class PlayQueue<T> {
  private readonly items: T[] = [];
  private readonly seen = new Set<T>();
  private next = 0;
  push(item: T) {
    if (this.seen.has(item)) return;
    this.seen.add(item);
    this.items.push(item);
  }
  shift(): T | undefined {
    return this.items[this.next++];
  }
  get size() {
    return this.items.length;
  }
}

/** `gc` when node runs with --expose-gc (as `npm run bench:engine` does). */
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

async function timedAsync(work: () => Promise<number> | number): Promise<ReportRun> {
  // One library's garbage is not collected on another's time.
  collectGarbage();
  const start = performance.now();
  const cpu = process.cpuUsage();
  const results = await work();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, results };
}

const tourney: Library = {
  name: 'Tourney engine',
  run({ format, teams }, seed) {
    const matches =
      format === 'single'
        ? generateSingleElimination(names(teams))
        : generateDoubleElimination(names(teams), { grandFinal: 'double' });
    const bracket = IndexedBracket.of(matches);
    const queue = new PlayQueue<number>();
    for (const match of matches)
      if (match.status === MatchStatus.Scheduled) queue.push(match.matchNumber);
    const coin = mulberry32(seed);
    return timedAsync(() => {
      for (let number = queue.shift(); number !== undefined; number = queue.shift()) {
        const outcome = advanceMatch(bracket, {
          matchNumber: number,
          result: coin() < 0.5 ? 1 : 2,
        });
        bracket.apply(outcome.changed);
        for (const event of outcome.events) {
          if (event.type === 'match_ready' || event.type === 'reset_activated')
            queue.push(event.matchNumber);
        }
      }
      return queue.size;
    });
  },
};

const tournamentOrganizer: Library = {
  name: 'tournament-organizer',
  run({ format, teams }, seed) {
    const tournament = new TournamentOrganizer().createTournament('bench', {
      stageOne: { format: format === 'single' ? 'single-elimination' : 'double-elimination' },
      scoring: { bestOf: 1 },
    });
    for (const name of names(teams)) tournament.createPlayer(name, name);
    tournament.startTournament();
    const queue = new PlayQueue<string>();
    for (const match of tournament.getActiveMatches()) queue.push(match.getId());
    const coin = mulberry32(seed);
    return timedAsync(() => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const firstWins = coin() < 0.5;
        const updated = tournament.enterResult(id, firstWins ? 1 : 0, firstWins ? 0 : 1);
        for (const match of updated) if (match.isActive()) queue.push(match.getId());
      }
      return queue.size;
    });
  },
};

/** brackets-model's `Status.Ready`: both participants are known. */
const BM_READY = 2;

const bracketsManager: Library = {
  name: 'brackets-manager.js',
  async run({ format, teams }, seed) {
    const storage = new InMemoryDatabase();
    const manager = new BracketsManager(storage);
    await manager.create.stage({
      name: 'bench',
      tournamentId: 0,
      type: format === 'single' ? 'single_elimination' : 'double_elimination',
      seeding: names(teams),
      settings: format === 'single' ? {} : { grandFinal: 'double' },
    });
    const queue = new PlayQueue<number>();
    const created = await storage.select<{ id: number; status: number }>('match');
    for (const match of created ?? []) if (match.status === BM_READY) queue.push(match.id);
    const coin = mulberry32(seed);
    return timedAsync(async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const firstWins = coin() < 0.5;
        await manager.update.match({
          id,
          opponent1: { result: firstWins ? 'win' : 'loss' },
          opponent2: { result: firstWins ? 'loss' : 'win' },
        });
        for (const next of await manager.find.nextMatches(id)) {
          if (next.status === BM_READY) queue.push(Number(next.id));
        }
      }
      return queue.size;
    });
  },
};

export const LIBRARIES: Library[] = [tourney, bracketsManager, tournamentOrganizer];
