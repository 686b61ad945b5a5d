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

/**
 * A server area (apps/server/src/areas/<area>) is built on the platform only: besides its own files
 * it imports `lib/`, `db/` and `context.ts` (the AppContext type) from src, and packages
 * (`@taxdesk/domain`, the sandbox for demo seeds, libraries); never `modules/`, `plugins/`,
 * `cli/`, `jobs/`, `seed/`, the app's wiring or another area. Its tests may also import `jobs/`
 * (the queue) and apps/server/test. Specifiers are matched by how many folders they climb, so the
 * rule is generated for each area and folder depth.
 */
function serverAreaBoundaries() {
  const root = 'apps/server/src/areas';
  const areas = readdirSync(new URL(`./${root}/`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const up = (n) => `^(\\.\\./){${n}}`;
  const rule = (depth, area, src) => [
    'error',
    {
      patterns: [
        {
          regex: `${up(depth + 1)}(?!${area}/)[^./]`,
          message: 'An area does not import another area; share through lib/.',
        },
        {
          regex: `${up(depth + 2)}(?!(${src})/|context$)[^./]`,
          message: `An area imports only lib/, db/ and context.ts from the server (${src.replaceAll('|', ', ')}); modules meet areas only in the registries.`,
        },
        {
          regex: `${up(depth + 3)}(?!test/)[^./]|${up(depth + 4)}`,
          message: 'An area imports nothing else of the repository (packages by their names).',
        },
      ],
    },
  ];
  return areas.flatMap((area) =>
    [0, 1, 2, 3, 4].flatMap((depth) => {
      const dir = `${root}/${area}/${'*/'.repeat(depth)}`;
      return [
        { files: [`${dir}*.ts`], rules: { 'no-restricted-imports': rule(depth, area, 'lib|db') } },
        { files: [`${dir}*.test.ts`], rules: { 'no-restricted-imports': rule(depth, area, 'lib|db|jobs') } },
      ];
    }),
  );
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
  ...serverAreaBoundaries(),
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
