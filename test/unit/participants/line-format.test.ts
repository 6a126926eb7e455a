import { describe, expect, it } from 'vitest';
import {
  readLines,
  readPlayer,
  writePlayers,
} from '../../../src/features/participants/line-format.js';

describe('the pasted line format', () => {
  it('reads a team with players and in-game ids, a bare team, and skips blanks and comments', () => {
    expect(readLines('Night Owls: Nova (nova#1), Kite\n\n# later\r\nRed Foxes', false)).toEqual([
      {
        line: 1,
        participant: {
          name: 'Night Owls',
          players: [{ displayName: 'Nova', userGameId: 'nova#1' }, { displayName: 'Kite' }],
        },
      },
      { line: 4, participant: { name: 'Red Foxes', players: [{ displayName: 'Red Foxes' }] } },
    ]);
  });

  it('names what is wrong with a line', () => {
    expect(readLines(': A\nOwls:\nFoxes: A,,B\nHawks: (id)', false)).toEqual([
      { line: 1, problem: 'the team name is missing before the colon' },
      { line: 2, problem: 'list the players after the colon, or leave the colon out' },
      { line: 3, problem: 'a player name is missing between two commas' },
      { line: 4, problem: 'a player name is missing before its in-game id' },
    ]);
  });

  it('reads solo players, the colon being part of a name', () => {
    expect(readLines('Ada (ada#1)\nDr: Who', true)).toEqual([
      { line: 1, participant: { name: 'Ada', userGameId: 'ada#1' } },
      { line: 2, participant: { name: 'Dr: Who' } },
    ]);
  });

  it('writes players back in the form it reads', () => {
    const players = [
      { displayName: 'Nova', userGameId: 'nova#1' },
      { displayName: 'Kite', userGameId: 'Kite' },
    ];
    const written = writePlayers(players);
    expect(written).toBe('Nova (nova#1), Kite');
    expect(written.split(', ').map(readPlayer)).toEqual([
      { displayName: 'Nova', userGameId: 'nova#1' },
      { displayName: 'Kite' },
    ]);
  });
});
