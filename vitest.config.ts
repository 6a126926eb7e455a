import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'console/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own database (a temp SQLite file or a PostgreSQL schema),
    // so files run in parallel without sharing rows.
    pool: 'forks',
  },
});
