import { defineConfig } from 'vitest/config';

// Browser scenarios against the built server (`npm run test:e2e` builds first). One server for
// the whole run, started by the global setup; files run one after another, since they share it
// and a browser each.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/helpers/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
