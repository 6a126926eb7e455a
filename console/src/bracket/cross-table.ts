import type { MatchView, ParticipantView } from './model';
import { bracketStrings as strings } from './strings';

/** A round-robin's participants in seed order (then name), from the matches they play. */
export function crossTableParticipants(matches: readonly MatchView[]): ParticipantView[] {
  const byId = new Map<string, ParticipantView>();
  for (const match of matches) {
    for (const slot of [match.top, match.bottom]) {
      if (slot.participant) byId.set(slot.participant.id, slot.participant);
    }
  }
  return [...byId.values()].sort(
    (a, b) =>
      (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
}

/** The matches of `rowId` against `columnId` (two with a second leg), in play order. */
export function meetings(matches: readonly MatchView[], rowId: string, columnId: string) {
  return matches
    .filter((m) => {
      const ids = [m.top.participant?.id, m.bottom.participant?.id];
      return ids.includes(rowId) && ids.includes(columnId);
    })
    .sort((a, b) => a.round - b.round || a.number - b.number);
}

/** A meeting's score as the row participant sees it ("2–1" = the row won 2 games). */
export function scoreFor(match: MatchView, rowId: string): string {
  if (match.top.score === null || match.bottom.score === null) return strings.versus;
  const rowIsTop = match.top.participant?.id === rowId;
  const [own, other] = rowIsTop
    ? [match.top.score, match.bottom.score]
    : [match.bottom.score, match.top.score];
  return strings.score(own, other);
}
