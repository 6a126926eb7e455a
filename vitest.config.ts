import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const cores = availableParallelism();
// On PostgreSQL a file spends much of its time waiting for the server, so two per core keep
// the cores busy; on SQLite it computes in-process, so one per core (the default leaves one
// core idle, half of a two-core machine).
const workers = process.env.TEST_DATABASE_URL ? 2 * cores : cores;

export default defineConfig({
  // The server and the SDK's examples import the packages by name, as their users do; tests run
  // them on their sources.
  resolve: {
    alias: {
      '@tourney/client': fileURLToPath(new URL('packages/client/src/index.ts', import.meta.url)),
      '@tourney/engine': fileURLToPath(new URL('packages/engine/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'test/**/*.test.ts',
      'src/**/*.test.ts',
      'console/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
    ],
    // CI's machine has run the suite three to four times slower than an idle one: a test that
    // starts a real process or a database takes 7 s on an idle machine, and must not fail there.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each test file builds its own database (a temp SQLite file or a PostgreSQL schema),
    // so files run in parallel without sharing rows.
    pool: 'forks',
    // Files run one after another in a few long-lived workers that keep their loaded modules:
    // importing the app (and compiling its schemas and serializers) once per worker instead of
    // once per file cut the suite's CPU time by about 70%. So a test file must leave nothing
    // behind that changes another file's run: restore what it changes of the process (fake
    // timers, process.env, globals, spies) in an afterEach/afterAll, never vi.mock a module that
    // other files import, and close what it opens. Module state in src/ must be keyed by what it
    // belongs to (a database, an app), never assume one app per process.
    isolate: false,
    maxWorkers: workers,
    // As many from the start: with workers that outlive their files (isolate: false), the pool
    // ends one it deems idle above the minimum while a file is being handed to it, and the run
    // stops with "Terminating worker thread".
    minWorkers: workers,
    // The browser scenarios (e2e/) run apart, with `npm run test:e2e`.
    globalSetup: ['test/helpers/skipped-suites-hint.ts', 'test/helpers/sqlite-template.ts'],
  },
});
