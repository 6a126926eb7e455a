import { describe, expect, it } from 'vitest';
import { decideDuelMatch } from '../src/index.js';
import { reasonOf } from './engine-error.js';

const game = (participant1Score: number, participant2Score: number) => ({
  participant1Score,
  participant2Score,
});

describe('decideDuelMatch', () => {
  it('decides a best of 3 on the second game win', () => {
    const decision = decideDuelMatch({
      bestOf: 3,
      games: [game(13, 7), game(5, 13), game(2, 13)],
      allowDraw: false,
    });
    expect(decision).toEqual({
      result: 2,
      participant1GameWins: 1,
      participant2GameWins: 2,
      gameResults: [1, 2, 2],
    });
  });

  it('stays undecided while games remain', () => {
    expect(
      decideDuelMatch({ bestOf: 5, games: [game(1, 0), game(1, 0)], allowDraw: false }).result,
    ).toBe(0);
  });

  it('counts equal game scores as a drawn game and draws a finished series where allowed', () => {
    const games = [game(1, 0), game(2, 2)];
    expect(decideDuelMatch({ bestOf: 2, games, allowDraw: true }).result).toBe(3);
    expect(reasonOf(() => decideDuelMatch({ bestOf: 2, games, allowDraw: false }))).toBe(
      'MATCH_NOT_DECIDED',
    );
    expect(decideDuelMatch({ bestOf: 1, games: [game(3, 3)], allowDraw: true }).result).toBe(3);
  });

  it('rejects more games than bestOf, games after the decision, and bad scores', () => {
    const three = [game(1, 0), game(0, 1), game(1, 0)];
    expect(reasonOf(() => decideDuelMatch({ bestOf: 2, games: three, allowDraw: true }))).toBe(
      'TOO_MANY_GAMES',
    );
    const afterDecision = [game(1, 0), game(1, 0), game(0, 1)];
    expect(
      reasonOf(() => decideDuelMatch({ bestOf: 3, games: afterDecision, allowDraw: false })),
    ).toBe('GAMES_AFTER_DECISION');
    expect(
      reasonOf(() => decideDuelMatch({ bestOf: 1, games: [game(-1, 0)], allowDraw: false })),
    ).toBe('INVALID_SCORE');
    expect(reasonOf(() => decideDuelMatch({ bestOf: 0, games: [], allowDraw: false }))).toBe(
      'INVALID_OPTION',
    );
  });
});
