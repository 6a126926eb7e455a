import { createTheme, mergeThemeOverrides, type MantineColorsTuple } from '@mantine/core';
import { theme as consoleTheme } from '../theme';
import { tournamentPalette } from './palette';

/** On a wall screen every rem grows by this much: read from across a hall. */
const WALL_SCALE = 1.4;

/**
 * The console's theme in the tournament's colour (when it has a valid one) and, on a wall,
 * bigger. The console's theme stays the base, so both read alike.
 */
export function publicTheme(color: string | null | undefined, wall: boolean) {
  const palette = tournamentPalette(color);
  return mergeThemeOverrides(
    consoleTheme,
    createTheme({
      ...(palette && {
        colors: { tournament: palette.shades as unknown as MantineColorsTuple },
        primaryColor: 'tournament',
        primaryShade: palette.primaryShade as 6 | 7 | 8 | 9,
      }),
      scale: wall ? WALL_SCALE : 1,
    }),
  );
}
