import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'bench/results/',
      'console/src/api/openapi.ts',
      'packages/*/dist/',
      'packages/client/src/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read JSON response bodies whose shape each assertion checks.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // What a person reads comes from the language catalogues (console/src/i18n/locales): no
    // words written into the markup of the console's pages.
    files: ['console/src/**/*.tsx'],
    ignores: ['console/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          // JSX text, and the attributes that carry words, in every element.
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'aria-label',
              'alt',
              'placeholder',
              'description',
              'submitLabel',
              'confirmLabel',
              'message',
              'legend',
              'empty',
              'hint',
              'caption',
              'errorTitle',
              'xAxisLabel',
              'yAxisLabel',
            ],
          },
          // Form paths and catalogue keys, not words.
          callees: {
            exclude: [
              't',
              'tr',
              'i18n\\.t',
              '\\w+\\.getInputProps',
              'input',
              'checkbox',
              'label',
              'Trans',
            ],
          },
          // Digits, punctuation, and the arrows and symbols of icon buttons (named by aria-label).
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~]+',
              '[A-Z_-]+',
              '[\\u2190-\\u21ff\\u2212\\u2800-\\u28ff×·–—…±]+',
            ],
          },
        },
      ],
    },
  },
);
