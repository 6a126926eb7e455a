import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { mapLineErrors, mapsFrom } from './game-maps';

describe('mapsFrom', () => {
  it('takes one map a line, in order, skipping blank lines and trimming', () => {
    expect(mapsFrom('Ascent\n\n  Bind \nHaven\n', [])).toEqual([
      { name: 'Ascent' },
      { name: 'Bind' },
      { name: 'Haven' },
    ]);
  });

  it('keeps the image of a map whose name stays, and drops the removed ones', () => {
    const previous = [
      { name: 'Ascent', image: 'https://cdn.example.com/ascent.png' },
      { name: 'Split', image: 'https://cdn.example.com/split.png' },
      { name: 'Bind', image: null },
    ];
    expect(mapsFrom('Bind\nAscent\nLotus', previous)).toEqual([
      { name: 'Bind' },
      { name: 'Ascent', image: 'https://cdn.example.com/ascent.png' },
      { name: 'Lotus' },
    ]);
  });
});

describe('mapLineErrors', () => {
  it("names the refused maps by their line, from the server's indexes", () => {
    const error = new ApiError(400, 'Validation failed', [
      { field: 'name', message: 'is required' },
      { field: 'maps.2.name', message: "duplicates the map name 'A'" },
    ]);
    expect(mapLineErrors(error)).toBe("Map line 3: duplicates the map name 'A'");
  });

  it('is null when no map was refused', () => {
    expect(mapLineErrors(new ApiError(400, 'x', [{ field: 'name', message: 'm' }]))).toBeNull();
    expect(mapLineErrors(new Error('network'))).toBeNull();
  });
});
