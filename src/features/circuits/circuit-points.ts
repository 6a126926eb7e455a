/**
 * Circuit standings from member tournaments' final places: pure, no I/O (docs/circuits.md).
 *
 * - A result earns the points of its place in the points table plus those of the furthest
 *   stage reached. A shared place (3–4, 5–8) earns the points of its best position, as the
 *   place itself is the best position shared (DESIGN.md, Placements).
 * - With `bestResults`, only a participant's N highest-scoring results count.
 * - Participants with fewer than `minEvents` results are listed unranked, after the ranked.
 * - Ties on points go to more better places among the counted results (more wins, then more
 *   second places, …; a further counted result beats none); still tied, the rank is shared.
 */

export interface PlacementPoints {
  from: number;
  to: number;
  points: number;
}

export interface StagePoints {
  stage: number;
  points: number;
}

export interface CircuitRules {
  pointsTable: readonly PlacementPoints[];
  stagePoints: readonly StagePoints[];
  bestResults: number | null;
  minEvents: number;
}

/** A participant's final place in one finished member tournament. */
export interface EventPlacement {
  participantId: string;
  participantType: number;
  participantName: string;
  participantLogo: string | null;
  placement: number;
  placementEnd: number;
  /** The highest stage (round number) it played in. */
  stageReached: number;
}

/** One finished member tournament's places, tournaments in the circuit's order. */
export interface EventResult {
  tournamentId: string;
  tournamentName: string;
  placements: readonly EventPlacement[];
}

interface CircuitResult {
  tournamentId: string;
  tournamentName: string;
  placement: number;
  placementEnd: number;
  stageReached: number;
  points: number;
  /** Whether it counts toward the total (false: outside the best N). */
  counted: boolean;
}

export interface CircuitLine {
  /** Null when the participant has fewer results than the circuit's minimum. */
  rank: number | null;
  participantId: string;
  participantType: number;
  participantName: string;
  participantLogo: string | null;
  points: number;
  eventsPlayed: number;
  eventsCounted: number;
  bestPlacement: number;
  results: CircuitResult[];
}

export const placementPointsOf = (table: readonly PlacementPoints[], position: number) =>
  table.find((row) => row.from <= position && position <= row.to)?.points ?? 0;

/** The points of the furthest listed stage at or before the one reached. */
export function stagePointsOf(stages: readonly StagePoints[], reached: number) {
  let best: StagePoints | undefined;
  for (const s of stages) if (s.stage <= reached && (!best || s.stage > best.stage)) best = s;
  return best?.points ?? 0;
}

/** Negative when `a` ranks above `b` on places: compared best first, a further one beats none. */
function byPlaces(a: readonly number[], b: readonly number[]) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return b.length - a.length;
}

const countedPlaces = (line: CircuitLine) =>
  line.results
    .filter((r) => r.counted)
    .map((r) => r.placement)
    .sort((x, y) => x - y);

const compareLines = (a: CircuitLine, b: CircuitLine) =>
  b.points - a.points || byPlaces(countedPlaces(a), countedPlaces(b));

function lineOf(results: CircuitResult[], who: EventPlacement, rules: CircuitRules): CircuitLine {
  const best = [...results].sort((x, y) => y.points - x.points || x.placement - y.placement);
  const kept = new Set(best.slice(0, rules.bestResults ?? best.length));
  const withCounted = results.map((r) => ({ ...r, counted: kept.has(r) }));
  return {
    rank: null,
    participantId: who.participantId,
    participantType: who.participantType,
    participantName: who.participantName,
    participantLogo: who.participantLogo,
    points: withCounted.reduce((sum, r) => sum + (r.counted ? r.points : 0), 0),
    eventsPlayed: results.length,
    eventsCounted: kept.size,
    bestPlacement: Math.min(...results.map((r) => r.placement)),
    results: withCounted,
  };
}

/** The circuit's standings: ranked lines first (competition ranking: 1, 2, 2, 4), then unranked. */
export function circuitStandings(
  rules: CircuitRules,
  events: readonly EventResult[],
): CircuitLine[] {
  // Matched across tournaments by participant: a team by its id, a solo player by its user id.
  const byParticipant = new Map<string, { who: EventPlacement; results: CircuitResult[] }>();
  for (const event of events) {
    for (const p of event.placements) {
      const key = `${p.participantType}:${p.participantId}`;
      const entry = byParticipant.get(key) ?? { who: p, results: [] };
      entry.who = p; // the latest tournament's name and logo
      entry.results.push({
        tournamentId: event.tournamentId,
        tournamentName: event.tournamentName,
        placement: p.placement,
        placementEnd: p.placementEnd,
        stageReached: p.stageReached,
        points:
          placementPointsOf(rules.pointsTable, p.placement) +
          stagePointsOf(rules.stagePoints, p.stageReached),
        counted: true,
      });
      byParticipant.set(key, entry);
    }
  }
  const lines = [...byParticipant.values()].map(({ who, results }) => lineOf(results, who, rules));
  const ordered = (list: CircuitLine[]) =>
    list.sort(
      (a, b) =>
        compareLines(a, b) ||
        a.participantName.localeCompare(b.participantName) ||
        a.participantId.localeCompare(b.participantId),
    );
  const ranked = ordered(lines.filter((l) => l.eventsPlayed >= rules.minEvents));
  ranked.forEach((line, i) => {
    const previous = ranked[i - 1];
    line.rank = previous && compareLines(previous, line) === 0 ? previous.rank : i + 1;
  });
  return [...ranked, ...ordered(lines.filter((l) => l.eventsPlayed < rules.minEvents))];
}
