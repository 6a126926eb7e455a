import { competitionRanks } from './duel-standings.js';
import { loserOf, participantIn, winnerOf } from './match-state.js';
import { MatchStatus } from './types.js';
import type { EngineMatch, MatchLink, ParticipantId, Slot } from './types.js';

/**
 * A final place. Participants who fall at the same point of a bracket share it: they all get
 * its best position (`placement` 5 for 5–6) and `placementEnd` says where the shared place ends.
 */
export interface Placement {
  placement: number;
  placementEnd: number;
}

/**
 * Where a participant left the bracket, higher is better: the champion, the runner-up (loser of
 * the last final, or the losers-bracket champion without a grand final), the third-place match's
 * winner and loser just above the semi-finals, then the stage of the winners bracket (single
 * elimination) or of the losers bracket (double elimination) in which it lost.
 */
type ExitKey = number;
const CHAMPION: ExitKey = Number.POSITIVE_INFINITY;
const RUNNER_UP: ExitKey = Number.MAX_SAFE_INTEGER;

const isDecider = (m: EngineMatch) =>
  m.bracket === 'grand_final' ||
  m.bracket === 'grand_final_reset' ||
  (m.bracket === 'winners' && m.winnerTo === null);

/**
 * Final places of an elimination bracket (single or double), by the round in which each
 * participant fell. A participant gets its place as soon as it cannot move any more (lost
 * without a next match, or won a match that leads nowhere), and the place never changes after:
 * how many fall at each point is fixed by the bracket's shape, byes included. Participants
 * still in have none.
 */
export function eliminationPlacements(
  matches: readonly EngineMatch[],
): Map<ParticipantId, Placement> {
  const byNumber = new Map(matches.map((m) => [m.matchNumber, m]));
  const semiFinalStage =
    Math.max(0, ...matches.filter((m) => m.bracket === 'winners').map((m) => m.stage)) - 1;
  const exits = exitsSoFar(matches, byNumber, semiFinalStage);
  const counts = finalCounts(matches, semiFinalStage);
  // Each exit's place: one more than everyone who leaves at a better one.
  const placeOf = new Map<ExitKey, Placement>();
  let better = 0;
  for (const [key, count] of [...counts].sort(([a], [b]) => b - a)) {
    placeOf.set(key, { placement: better + 1, placementEnd: better + count });
    better += count;
  }
  const placements = new Map<ParticipantId, Placement>();
  for (const [id, key] of exits) {
    const place = placeOf.get(key);
    if (place) placements.set(id, { ...place });
  }
  return placements;
}

function lossKey(m: EngineMatch, semiFinalStage: number): ExitKey {
  if (isDecider(m)) return RUNNER_UP;
  if (m.bracket === 'third_place') return semiFinalStage + 0.25;
  return m.stage;
}

function winKey(m: EngineMatch, semiFinalStage: number): ExitKey {
  if (isDecider(m)) return CHAMPION;
  if (m.bracket === 'third_place') return semiFinalStage + 0.5;
  // The losers-bracket champion of a double elimination played without a grand final.
  return RUNNER_UP;
}

/** Participants who can no longer move, and where they left. */
function exitsSoFar(
  matches: readonly EngineMatch[],
  byNumber: ReadonlyMap<number, EngineMatch>,
  semiFinalStage: number,
): Map<ParticipantId, ExitKey> {
  const sentOn = (link: MatchLink | null, id: ParticipantId) => {
    const target = link && byNumber.get(link.matchNumber);
    return !!target && participantIn(target, link.slot) === id;
  };
  const exits = new Map<ParticipantId, ExitKey>();
  for (const m of matches) {
    if (m.status !== MatchStatus.Completed) continue;
    const loser = loserOf(m);
    const winner = winnerOf(m);
    if (loser !== null && !sentOn(m.loserTo, loser)) exits.set(loser, lossKey(m, semiFinalStage));
    if (winner !== null && !sentOn(m.winnerTo, winner))
      exits.set(winner, winKey(m, semiFinalStage));
  }
  return exits;
}

/**
 * How many participants leave at each exit once the bracket is over, whatever its remaining
 * results: a match is played when both its sides will be filled, which byes (and the walkovers
 * they cause in a losers bracket) decide, never results. The grand final and its reset together
 * send exactly one participant to second place, so the reset is left out.
 */
function finalCounts(
  matches: readonly EngineMatch[],
  semiFinalStage: number,
): Map<ExitKey, number> {
  // Indexed by slot (see `slotIndex`): a read runs this for every result of a large bracket.
  const feeders: ({ from: EngineMatch; loser: boolean } | undefined)[] = [];
  for (const m of matches) {
    if (m.bracket === 'grand_final') continue;
    if (m.winnerTo)
      feeders[slotIndex(m.winnerTo.matchNumber, m.winnerTo.slot)] = { from: m, loser: false };
    if (m.loserTo)
      feeders[slotIndex(m.loserTo.matchNumber, m.loserTo.slot)] = { from: m, loser: true };
  }
  const memo: (boolean | undefined)[] = [];
  const filled = (m: EngineMatch, slot: Slot): boolean => {
    const key = slotIndex(m.matchNumber, slot);
    let value = memo[key];
    if (value === undefined) {
      const feeder = feeders[key];
      value =
        participantIn(m, slot) !== null ||
        (feeder !== undefined && (feeder.loser ? isPlayed(feeder.from) : produces(feeder.from)));
      memo[key] = value;
    }
    return value;
  };
  const isPlayed = (m: EngineMatch) => filled(m, 1) && filled(m, 2);
  const produces = (m: EngineMatch) => filled(m, 1) || filled(m, 2);

  const counts = new Map<ExitKey, number>([[CHAMPION, 1]]);
  const add = (key: ExitKey) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const m of matches) {
    if (m.bracket === 'grand_final_reset') continue;
    if (m.bracket === 'grand_final') {
      if (isPlayed(m)) add(RUNNER_UP);
      continue;
    }
    if (m.loserTo === null && isPlayed(m)) add(lossKey(m, semiFinalStage));
    if (m.winnerTo === null && !isDecider(m) && produces(m)) add(winKey(m, semiFinalStage));
  }
  return counts;
}

const slotIndex = (matchNumber: number, slot: Slot) => 2 * matchNumber + slot - 1;

export interface PlacementFields {
  /** Null while the participant's final place is not known. */
  placement: number | null;
  placementEnd: number | null;
}

/**
 * Lines of an elimination round or tournament in final order: participants still in first, in
 * their order (wins, then tiebreakers), then the placed ones by place. `rank` follows: once
 * everyone is placed it equals `placement`; shared places share it.
 */
export function orderByPlacement<T extends { participantId: ParticipantId; rank: number }>(
  lines: readonly T[],
  placements: ReadonlyMap<ParticipantId, Placement>,
): (T & PlacementFields)[] {
  const stillIn = lines.filter((l) => !placements.has(l.participantId));
  const placed = lines
    .filter((l) => placements.has(l.participantId))
    .map((line) => ({ line, place: placements.get(line.participantId) as Placement }))
    .sort((a, b) => a.place.placement - b.place.placement);
  const stillInRanks = competitionRanks(stillIn, (a, b) => a.rank === b.rank);
  const placedRanks = competitionRanks(placed, (a, b) => a.place.placement === b.place.placement);
  return [
    ...stillIn.map((line, i) => ({
      ...line,
      rank: stillInRanks[i] as number,
      placement: null,
      placementEnd: null,
    })),
    ...placed.map(({ line, place }, i) => ({
      ...line,
      rank: stillIn.length + (placedRanks[i] as number),
      placement: place.placement,
      placementEnd: place.placementEnd,
    })),
  ];
}

/** One stage of a tournament as its placements need it, the participants it ranked. */
export interface StageStanding {
  participantIds: readonly ParticipantId[];
  /**
   * Lower is better: an elimination stage's placement, a group stage's rank within the group
   * (so every group's third shares a place).
   */
  tierOf: ReadonlyMap<ParticipantId, number>;
}

/**
 * A tournament's places when its final stage is an elimination bracket: that stage's placements
 * decide the top; those knocked out in earlier stages come after, later stages first, each
 * stage's by its tier (shared when equal). Empty until the final stage has participants.
 */
export function placementsAcrossStages(
  finalStage: ReadonlyMap<ParticipantId, Placement>,
  finalStageParticipants: readonly ParticipantId[],
  earlierStages: readonly StageStanding[],
): Map<ParticipantId, Placement> {
  if (finalStageParticipants.length === 0) return new Map();
  const placements = new Map(finalStage);
  const seen = new Set(finalStageParticipants);
  for (const stage of [...earlierStages].reverse()) {
    const out = stage.participantIds.filter((id) => !seen.has(id));
    const tiers = out.map((id) => stage.tierOf.get(id) ?? Number.MAX_SAFE_INTEGER);
    for (const [i, id] of out.entries()) {
      const tier = tiers[i] as number;
      const better = tiers.filter((t) => t < tier).length;
      const same = tiers.filter((t) => t === tier).length;
      placements.set(id, {
        placement: seen.size + better + 1,
        placementEnd: seen.size + better + same,
      });
    }
    for (const id of out) seen.add(id);
  }
  return placements;
}
