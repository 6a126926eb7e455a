import { describe, expect, it } from 'vitest';
import { matchLabel, scoreText, slotName } from './labels';
import type { MatchView } from './model';

const teamA = { id: 'a', name: 'Team A', seed: 1 };
const teamB = { id: 'b', name: 'Team B', seed: 2 };

function match(overrides: Partial<MatchView>): MatchView {
  return {
    id: 'm3',
    number: 3,
    side: 'winners',
    round: 1,
    position: 1,
    top: { participant: teamA, score: null, isWinner: false },
    bottom: { participant: teamB, score: null, isWinner: false },
    state: 'scheduled',
    isBye: false,
    isDraw: false,
    winnerTo: null,
    loserTo: null,
    ...overrides,
  };
}

// Screen readers and the browser tests find cards by these names: they must read the same.
describe('match labels', () => {
  it('names a played match with its score, state and winner', () => {
    const played = match({
      state: 'completed',
      top: { participant: teamA, score: 2, isWinner: true },
      bottom: { participant: teamB, score: 1, isWinner: false },
    });
    expect(scoreText(played)).toBe('2–1');
    expect(matchLabel(played)).toBe('Match 3: Team A vs Team B, 2–1, completed, Team A won');
  });

  it('names a draw and a match still to be played', () => {
    const drawn = match({
      state: 'completed',
      isDraw: true,
      top: { participant: teamA, score: 1, isWinner: false },
      bottom: { participant: teamB, score: 1, isWinner: false },
    });
    expect(matchLabel(drawn)).toBe('Match 3: Team A vs Team B, 1–1, completed, draw');
    expect(scoreText(match({}))).toBeNull();
    expect(matchLabel(match({}))).toBe('Match 3: Team A vs Team B, scheduled');
  });

  it('names a bye and a slot that waits for an earlier match', () => {
    const empty = { participant: null, score: null, isWinner: false };
    const bye = match({ isBye: true, state: 'completed', bottom: empty });
    expect(slotName(bye, bye.bottom)).toBe('Bye');
    expect(matchLabel(bye)).toBe('Match 3: Team A vs Bye, bye');
    const waiting = match({ state: 'waiting', bottom: empty });
    expect(slotName(waiting, waiting.bottom)).toBe('To be decided');
    expect(matchLabel(waiting)).toBe('Match 3: Team A vs To be decided, waiting');
  });
});
