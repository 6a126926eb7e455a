import type { MatchSlotView, MatchState, MatchView } from './model';

export const STATE_LABELS: Record<MatchState, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  completed: 'Completed',
  waiting: 'Waiting',
  cancelled: 'Cancelled',
};

/** What a slot shows in place of a name: a bye is a bye, an empty later slot waits. */
export function slotName(match: MatchView, slot: MatchSlotView): string {
  if (slot.participant) return slot.participant.name;
  return match.isBye ? 'Bye' : 'To be decided';
}

function hasScore(match: MatchView) {
  return match.top.score !== null && match.bottom.score !== null;
}

export function scoreText(match: MatchView): string | null {
  return hasScore(match) ? `${match.top.score}–${match.bottom.score}` : null;
}

/** The accessible name of a match card, e.g. "Match 3: Team A vs Team B, 2–1, completed". */
export function matchLabel(match: MatchView): string {
  const names = `${slotName(match, match.top)} vs ${slotName(match, match.bottom)}`;
  const score = scoreText(match);
  const winner = [match.top, match.bottom].find((s) => s.isWinner)?.participant;
  const parts = [`Match ${match.number}: ${names}`];
  if (score) parts.push(score);
  if (match.isBye) parts.push('bye');
  else parts.push(STATE_LABELS[match.state].toLowerCase());
  if (winner) parts.push(`${winner.name} won`);
  else if (match.isDraw) parts.push('draw');
  return parts.join(', ');
}
