import type { KnipConfig } from 'knip';

/**
 * `npm run lint:unused`: no file, export or dependency that nothing uses. Knip finds most entry
 * points by itself (package.json's bin and scripts, the Vitest and Vite configs, the HTML pages
 * of the console); the ones below it cannot see are started by path.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        'src/server.ts',
        'bench/*.ts',
        // Started as child processes or workers by their file's path.
        'bench/load/ceiling.ts',
        'bench/load/floor-server.ts',
        'bench/load/viewer-worker.ts',
        'test/webhooks/worker-child.ts',
      ],
      project: [
        'src/**/*.ts',
        'bench/**/*.ts',
        'test/**/*.ts',
        'e2e/**/*.ts',
        'scripts/*.mjs',
        'console/**/*.{ts,tsx}',
      ],
      vitest: { config: ['vitest.config.ts', 'vitest.e2e.config.ts'] },
      vite: { config: ['console/vite.config.ts', 'console/vite.embed.config.ts'] },
    },
    // The engine's public entry (package.json's exports) is found by itself: its types describe
    // its functions' arguments and results, whether or not the server names them.
    'packages/engine': {
      project: ['src/**/*.ts', 'test/**/*.ts', 'examples/**/*.ts'],
    },
    'packages/client': {
      entry: ['scripts/*.{ts,mjs}', 'examples/*.ts'],
      project: ['src/**/*.ts', 'scripts/**/*.{ts,mjs}', 'examples/**/*.ts', 'test/**/*.ts'],
    },
  },
  ignoreIssues: {
    // Written by openapi-typescript (`npm run openapi`), as it writes them.
    'packages/client/src/generated/**': ['exports', 'types'],
  },
};

export default config;
