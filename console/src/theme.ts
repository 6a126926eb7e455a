import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // White text on indigo's default shade 6 falls short of a 4.5:1 contrast; shade 7 meets it.
  primaryShade: 7,
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
