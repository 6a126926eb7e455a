import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 under white button text falls short of WCAG's 4.5:1 contrast; 7 meets it.
  primaryShade: 7,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/** Mantine's default dimmed and error greys/reds are below 4.5:1 on white; darker shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    '--mantine-color-error': t.colors.red[8]!,
  },
  dark: {},
});
