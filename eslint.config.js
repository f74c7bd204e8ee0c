import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import parcelhub from './eslint-rules/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      '**/.stryker-tmp/**',
      '**/reports/**',
      'e2e/.shots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  { files: ['apps/web/src/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Module boundaries (docs/architecture.md): a module reaches another only through its index.ts (service and
  // public tables) or its pure `engine` folder (plain functions, no database), and the platform never depends on a
  // business module.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.tenancy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/(?!engine$)',
              message: "Import another module through its index.ts ('../users') or its pure engine, never its files.",
            },
          ],
        },
      ],
    },
  },
  // Tables are owned: a module reads another's tables (joins, foreign keys) but writes them only through its service.
  // Tests arrange their records directly, so specs, tenancy cases and test support are left out.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.tenancy.ts', '**/test-support.ts', '**/test-support/**'],
    plugins: { parcelhub },
    rules: { 'parcelhub/no-foreign-table-write': 'error' },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/modules/', message: 'The platform must not depend on a business module.' }] },
      ],
    },
  },
);
