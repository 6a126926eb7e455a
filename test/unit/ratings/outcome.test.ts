import { describe, expect, it } from 'vitest';
import {
  INITIAL_SKILL,
  ordinalOf,
  rateTeams,
  teamSkill,
} from '../../../src/features/ratings/outcome.js';

const fresh = () => ({ mu: INITIAL_SKILL.mu, sigma: INITIAL_SKILL.sigma });

describe('the rating model', () => {
  it('starts a player at mu 25, sigma 25/3, rating 0', () => {
    expect(INITIAL_SKILL).toEqual({ mu: 25, sigma: 25 / 3, ordinal: 0 });
    expect(ordinalOf({ mu: 30, sigma: 2 })).toBeCloseTo(24, 12);
  });

  it('moves the winners up, the losers down, and everyone towards certainty', () => {
    const [[w1, w2], [l1]] = rateTeams([[fresh(), fresh()], [fresh()]], [1, 2]) as [
      [{ mu: number; sigma: number }, { mu: number; sigma: number }],
      [{ mu: number; sigma: number }],
    ];
    expect(w1!.mu).toBeGreaterThan(25);
    expect(w2!.mu).toBeCloseTo(w1!.mu, 12);
    expect(l1!.mu).toBeLessThan(25);
    for (const s of [w1!, w2!, l1!]) expect(s.sigma).toBeLessThan(25 / 3);
  });

  it('leaves equal players equal after a draw, and orders an FFA lobby by placement', () => {
    const [a, b] = rateTeams([[fresh()], [fresh()]], [1, 1]).map(([s]) => s!.mu);
    expect(a).toBeCloseTo(b!, 12);
    const lobby = rateTeams([[fresh()], [fresh()], [fresh()], [fresh()]], [2, 1, 4, 3]).map(
      ([s]) => s!.mu,
    );
    expect(lobby[1]).toBeGreaterThan(lobby[0]!);
    expect(lobby[0]).toBeGreaterThan(lobby[3]!);
    expect(lobby[3]).toBeGreaterThan(lobby[2]!);
  });

  it("rates a team at the mean of its players' skills", () => {
    expect(teamSkill([])).toEqual(INITIAL_SKILL);
    const team = teamSkill([
      { mu: 30, sigma: 2 },
      { mu: 20, sigma: 4 },
    ]);
    expect(team).toEqual({ mu: 25, sigma: 3, ordinal: 16 });
  });
});
