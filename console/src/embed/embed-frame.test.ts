import { describe, expect, it } from 'vitest';
import { embedFrameUrl, heightFromMessage } from './embed-frame';

const ORIGIN = 'https://tourney.example.com';

describe('the embed frame', () => {
  it('points at the chrome-less public page on the script’s server', () => {
    expect(embedFrameUrl(ORIGIN, 'Ab3_x-9kLmNoPqRs')).toBe(
      'https://tourney.example.com/t/Ab3_x-9kLmNoPqRs?embed=1',
    );
    expect(embedFrameUrl(ORIGIN, 'a/b?c', 'wall')).toBe(
      'https://tourney.example.com/t/a%2Fb%3Fc?embed=1&view=wall',
    );
    expect(embedFrameUrl(ORIGIN, 'Ab3_x-9kLmNoPqRs', null, null, 'es-MX')).toBe(
      'https://tourney.example.com/t/Ab3_x-9kLmNoPqRs?embed=1&lang=es-MX',
    );
  });

  it('points at a circuit’s page for kind="circuit"', () => {
    expect(embedFrameUrl(ORIGIN, 'Ab3_x-9kLmNoPqRs', null, 'circuit')).toBe(
      'https://tourney.example.com/c/Ab3_x-9kLmNoPqRs?embed=1',
    );
  });

  it('follows height messages from the frame’s origin only', () => {
    const message = (origin: string, data: unknown) => heightFromMessage({ origin, data }, ORIGIN);
    expect(message(ORIGIN, { type: 'tourney:height', height: 812.4 })).toBe(813);
    expect(message('https://evil.example', { type: 'tourney:height', height: 812 })).toBeNull();
    expect(message(ORIGIN, { type: 'other', height: 812 })).toBeNull();
    for (const height of [0, -5, Number.NaN, Infinity, '812', null]) {
      expect(message(ORIGIN, { type: 'tourney:height', height })).toBeNull();
    }
    expect(message(ORIGIN, null)).toBeNull();
    expect(message(ORIGIN, 'tourney:height')).toBeNull();
    expect(message(ORIGIN, { type: 'tourney:height', height: 1e9 })).toBe(100_000);
  });
});
