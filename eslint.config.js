// One lint setup for the whole repository (DESIGN §1): typescript-eslint's type-checked rules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'docs/**',
      '**/*.config.js',
      'scripts/**',
      '.ci/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Root config files and the API's build script belong to no workspace's tsconfig.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/api/build.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // Fastify plugins are async functions by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Issue 12: features sit below the shell that assembles them (src/app); routes, lazy
    // loading and guards live in src/lib/routing.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app', '**/app/*', '**/app/**'],
              message: 'features must not import from src/app; use src/lib (routing lives there).',
            },
          ],
        },
      ],
    },
  },
  {
    // The service worker is plain JavaScript served as written (issue 14 item 7): no tsconfig,
    // the worker's own globals.
    files: ['apps/web/public/sw.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.serviceworker },
    },
  },
);
