/**
 * The import rules `npm run check` enforces (dependency-cruiser): no module imports one that
 * imports it back, and a feature's repositories (its tables) are reached only from inside that
 * feature; other features ask its services; the bracket engine imports nothing outside itself.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that imports one that imports it back: split the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'repository-inside-its-feature',
      severity: 'error',
      comment: "A feature's repository is its tables: other features call its services instead.",
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/([^/]+)/.*\\.repository\\.ts$',
        pathNot: '^src/features/$1/',
      },
    },
    {
      name: 'features-through-their-index',
      severity: 'error',
      comment:
        "A feature's index.ts is its API to the others: import that, not a file behind it (brackets' folders likewise).",
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/([^/]+)/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'bracket-folders-through-their-index',
      severity: 'error',
      comment: 'A folder of brackets is reached through its index.ts by the other folders.',
      from: { path: '^src/features/brackets/([^/]+)/' },
      to: {
        path: '^src/features/brackets/[^/]+/',
        pathNot: ['^src/features/brackets/$1/', '^src/features/brackets/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'bracket-root-through-folder-index',
      severity: 'error',
      comment: "Brackets' routes and shared files reach a folder through its index.ts too.",
      from: { path: '^src/features/brackets/[^/]+$' },
      to: { path: '^src/features/brackets/[^/]+/', pathNot: '/index\\.ts$' },
    },
    {
      name: 'engine-imports-only-itself',
      severity: 'error',
      comment:
        'The bracket engine (@tourney/engine) does no I/O: no database, no Node module, nothing of the server.',
      from: { path: '^packages/engine/src/' },
      to: { pathNot: '^packages/engine/src/' },
    },
    {
      name: 'engine-through-its-entry',
      severity: 'error',
      comment: 'The server uses the engine as its users do: `@tourney/engine`, its public entry.',
      from: { pathNot: '^packages/engine/' },
      to: { path: '^packages/engine/', pathNot: '^packages/engine/src/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
