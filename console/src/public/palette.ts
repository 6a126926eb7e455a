/**
 * A Mantine colour scale built from the tournament's one colour, so the public page wears the
 * organiser's colour while its buttons and links keep a readable contrast.
 */

export type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (any case) → its channels; anything else → null. */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return color.map((c, i) => c + (target[i]! - c) * amount) as unknown as Rgb;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
// How far each shade 0..9 moves from the colour towards white (< 0: towards black); 6 is the colour.
const STEPS = [0.92, 0.82, 0.66, 0.5, 0.32, 0.16, 0, -0.18, -0.34, -0.5];
const READABLE = 4.5;

export interface TournamentPalette {
  /** Ten shades, lightest first, as Mantine's `theme.colors` wants them. */
  shades: string[];
  /** The first shade from 6 on where white text (and the shade on white) reads at 4.5:1. */
  primaryShade: number;
}

export function tournamentPalette(color: string | null | undefined): TournamentPalette | null {
  const base = parseHexColor(color);
  if (!base) return null;
  const shades = STEPS.map((step) =>
    step >= 0 ? mix(base, WHITE, step) : mix(base, BLACK, -step),
  );
  const readable = shades.findIndex((s, i) => i >= 6 && contrastRatio(s, WHITE) >= READABLE);
  return { shades: shades.map(toHex), primaryShade: readable === -1 ? 9 : readable };
}
