import type { MatchSlotView, MatchView } from './model';
import { bracketStrings as strings } from './strings';

/** What a slot shows in place of a name: a bye is a bye, an empty later slot waits. */
export function slotName(match: MatchView, slot: MatchSlotView): string {
  if (slot.participant) return slot.participant.name;
  return match.isBye ? strings.bye : strings.toBeDecided;
}

/** "2–1" once both sides have a score, else null. */
export function scoreText(match: MatchView): string | null {
  const [top, bottom] = [match.top.score, match.bottom.score];
  return top !== null && bottom !== null ? strings.score(top, bottom) : null;
}

/** The accessible name of a match card, e.g. "Match 3: Team A vs Team B, 2–1, completed". */
export function matchLabel(match: MatchView): string {
  const label = strings.matchLabel;
  const winner = [match.top, match.bottom].find((s) => s.isWinner)?.participant;
  const parts = [
    label.heading(match.number, slotName(match, match.top), slotName(match, match.bottom)),
  ];
  const score = scoreText(match);
  if (score) parts.push(score);
  parts.push(match.isBye ? label.bye : label.state[match.state]);
  if (winner) parts.push(label.won(winner.name));
  else if (match.isDraw) parts.push(label.draw);
  return parts.join(label.separator);
}
