/**
 * Auto-scheduling of one round, pure: a list scheduler that places each match (or FFA group) at
 * the earliest time its feeders, its participants and a station allow. No I/O; times are epoch
 * milliseconds.
 */

export interface ScheduleItem {
  /** A match id or an FFA group id. */
  key: string;
  /** Matches played back to back in this slot: 1 for a duel, the matches per group for FFA. */
  matches: number;
  /** Keys of the items whose results decide who plays here; they must end first. */
  feeders: readonly string[];
  /** Participants already known to play here. */
  participants: readonly string[];
}

export interface ScheduleSettings {
  startMs: number;
  matchMs: number;
  /** Between two matches on one station, of one participant, and after a feeder ends. */
  breakMs: number;
  /** Matches played at once; null for as many as can be. */
  stations: number | null;
}

export interface ScheduledSlot {
  key: string;
  /** 1-based. */
  station: number;
  startMs: number;
  endMs: number;
}

/** How long a slot lasts: its matches, with a break between two of them. */
export const slotLength = (item: ScheduleItem, s: ScheduleSettings) =>
  item.matches * s.matchMs + (item.matches - 1) * s.breakMs;

interface State {
  endOf: Map<string, number>;
  participantFree: Map<string, number>;
  stationFree: number[];
}

/** When `item` could start, ignoring stations; null while one of its feeders is unplaced. */
function readyAt(item: ScheduleItem, s: ScheduleSettings, state: State, known: Set<string>) {
  let at = s.startMs;
  for (const feeder of item.feeders) {
    // A feeder outside the plan (played, ongoing, a bye) holds nothing up.
    if (!known.has(feeder)) continue;
    const end = state.endOf.get(feeder);
    if (end === undefined) return null;
    at = Math.max(at, end + s.breakMs);
  }
  for (const id of item.participants) at = Math.max(at, state.participantFree.get(id) ?? at);
  return at;
}

/**
 * Places every item, earliest possible start first (ties: the given order, which callers make
 * the bracket's reading order). Items must not feed themselves through a cycle.
 */
export function planSchedule(
  items: readonly ScheduleItem[],
  settings: ScheduleSettings,
): ScheduledSlot[] {
  const known = new Set(items.map((i) => i.key));
  const stations = Math.max(1, Math.min(settings.stations ?? items.length, items.length));
  const state: State = {
    endOf: new Map(),
    participantFree: new Map(),
    stationFree: Array.from({ length: stations }, () => settings.startMs),
  };
  const remaining = [...items];
  const slots: ScheduledSlot[] = [];
  while (remaining.length > 0) {
    const firstFree = Math.min(...state.stationFree);
    let best: { index: number; at: number } | null = null;
    remaining.forEach((item, index) => {
      const ready = readyAt(item, settings, state, known);
      if (ready === null) return;
      const at = Math.max(ready, firstFree);
      if (best === null || at < best.at) best = { index, at };
    });
    if (best === null) throw new Error('The matches to schedule feed each other in a cycle');
    const { index, at } = best as { index: number; at: number };
    const [item] = remaining.splice(index, 1) as [ScheduleItem];
    const station = state.stationFree.findIndex((free) => free <= at);
    const endMs = at + slotLength(item, settings);
    state.stationFree[station] = endMs + settings.breakMs;
    state.endOf.set(item.key, endMs);
    for (const id of item.participants) state.participantFree.set(id, endMs + settings.breakMs);
    slots.push({ key: item.key, station: station + 1, startMs: at, endMs });
  }
  return slots;
}

/** A duel match as planning needs it. */
export interface PlanMatch {
  id: string;
  matchNumber: number;
  /** The bracket side's rank in reading order (winners first). */
  sideRank: number;
  stage: number;
  position: number;
  status: number;
  /** A bye or a walkover: decided without play, never scheduled. */
  automatic: boolean;
  winnerToMatch: number | null;
  loserToMatch: number | null;
  participant1Id: string | null;
  participant2Id: string | null;
}

/**
 * The matches still to play (scheduled or awaiting participants), in the bracket's reading
 * order (stage, side, position), each with the matches that feed it.
 */
export function duelScheduleItems(rows: readonly PlanMatch[]): ScheduleItem[] {
  const idOf = new Map(rows.map((m) => [m.matchNumber, m.id]));
  const feeders = new Map<string, string[]>();
  for (const m of rows) {
    for (const target of [m.winnerToMatch, m.loserToMatch]) {
      const id = target === null ? undefined : idOf.get(target);
      if (id !== undefined) feeders.set(id, [...(feeders.get(id) ?? []), m.id]);
    }
  }
  return rows
    .filter((m) => (m.status === 1 || m.status === 5) && !m.automatic)
    .sort(
      (a, b) =>
        a.stage - b.stage ||
        a.sideRank - b.sideRank ||
        a.position - b.position ||
        a.matchNumber - b.matchNumber,
    )
    .map((m) => ({
      key: m.id,
      matches: 1,
      feeders: feeders.get(m.id) ?? [],
      participants: [m.participant1Id, m.participant2Id].filter((p): p is string => p !== null),
    }));
}
