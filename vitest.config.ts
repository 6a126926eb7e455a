import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const cores = availableParallelism();

export default defineConfig({
  test: {
    include: [
      'test/**/*.test.ts',
      'src/**/*.test.ts',
      'console/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own database (a temp SQLite file or a PostgreSQL schema),
    // so files run in parallel without sharing rows.
    pool: 'forks',
    // On PostgreSQL a file spends much of its time waiting for the server, so two per core keep
    // the cores busy; on SQLite it computes in-process, so one per core (the default leaves one
    // core idle, half of a two-core machine).
    maxWorkers: process.env.TEST_DATABASE_URL ? 2 * cores : cores,
    // The browser scenarios (e2e/) run apart, with `npm run test:e2e`.
    globalSetup: ['test/helpers/browser-tests-hint.ts', 'test/helpers/sqlite-template.ts'],
  },
});
