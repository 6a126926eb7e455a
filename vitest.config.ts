import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'console/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own database (a temp SQLite file or a PostgreSQL schema),
    // so files run in parallel without sharing rows.
    pool: 'forks',
    // The browser scenarios (e2e/) run apart, with `npm run test:e2e`.
    globalSetup: ['test/helpers/browser-tests-hint.ts', 'test/helpers/sqlite-template.ts'],
  },
});
