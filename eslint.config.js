import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A server module (apps/server/src/modules/<name>) does not import another module; shared code lives in lib/. */
function moduleBoundaries() {
  const dir = new URL('./apps/server/src/modules/', import.meta.url);
  const modules = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return modules.map((name) => ({
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${modules.filter((m) => m !== name).join('|')})/`,
              message: 'A module does not import another module; share through lib/.',
            },
          ],
        },
      ],
    },
  }));
}

/** An area's folder (server or web) does not import another area's: areas meet only in the registries. */
function areaBoundaries(root) {
  const dir = new URL(`./${root}/`, import.meta.url);
  let areas = [];
  try {
    areas = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  return areas.map((name) => ({
    files: [`${root}/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${areas.filter((a) => a !== name).join('|') || '$^'})/`,
              message: 'An area does not import another area; share through lib/ (or shared/ on the web).',
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.test-data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Shared building blocks never reach into a feature; features meet only in app/ (the route table).
    files: ['apps/web/src/shared/**/*.{ts,tsx}', 'apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**'],
              message: 'Import a feature only through the route table in app/.',
            },
          ],
        },
      ],
    },
  },
  ...moduleBoundaries(),
  ...areaBoundaries('apps/server/src/areas'),
  ...areaBoundaries('apps/web/src/areas'),
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@taxdesk/server', '@taxdesk/web', 'node:*'],
              message: 'The domain package runs on server and web alike.',
            },
          ],
        },
      ],
    },
  },
);
