import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, tournamentPalette } from './palette';

const WHITE = [255, 255, 255] as const;

describe('the tournament palette', () => {
  it('reads #rgb and #rrggbb in any case, and refuses anything else', () => {
    expect(parseHexColor('#2B6CB0')).toEqual([43, 108, 176]);
    expect(parseHexColor('#fa0')).toEqual([255, 170, 0]);
    expect(parseHexColor('2b6cb0')).toEqual([43, 108, 176]);
    for (const bad of ['', null, undefined, 'red', '#12345', '#gggggg', 'rgb(1,2,3)']) {
      expect(parseHexColor(bad)).toBeNull();
      expect(tournamentPalette(bad)).toBeNull();
    }
  });

  it('puts the colour itself at shade 6, lighter shades before it and darker after', () => {
    const palette = tournamentPalette('#2B6CB0')!;
    expect(palette.shades).toHaveLength(10);
    expect(palette.shades[6]).toBe('#2b6cb0');
    const lightness = palette.shades.map((s) => parseHexColor(s)!.reduce((a, b) => a + b, 0));
    for (let i = 1; i < 10; i += 1) expect(lightness[i]).toBeLessThan(lightness[i - 1]!);
  });

  it('picks the first shade from 6 on where white text reads at 4.5:1', () => {
    for (const colour of ['#2B6CB0', '#ffd43b', '#40c057', '#000000', '#ffffff', '#e03131']) {
      const palette = tournamentPalette(colour)!;
      const primary = parseHexColor(palette.shades[palette.primaryShade])!;
      expect(palette.primaryShade).toBeGreaterThanOrEqual(6);
      if (palette.primaryShade < 9) {
        expect(contrastRatio(primary, WHITE)).toBeGreaterThanOrEqual(4.5);
        if (palette.primaryShade > 6) {
          const lighter = parseHexColor(palette.shades[palette.primaryShade - 1])!;
          expect(contrastRatio(lighter, WHITE)).toBeLessThan(4.5);
        }
      }
    }
    // A dark blue is readable as it is; a yellow needs darkening.
    expect(tournamentPalette('#2B6CB0')!.primaryShade).toBe(6);
    expect(tournamentPalette('#ffd43b')!.primaryShade).toBeGreaterThan(6);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio([118, 118, 118], WHITE)).toBeCloseTo(4.54, 2);
  });
});
