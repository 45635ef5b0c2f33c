// One flat ESLint config for the whole workspace.
// Boundaries (ARCHITECTURE.md): remotes never import each other or the shell; the shell
// imports no remote; shared imports no app. Apps import @fullmakt/shared only from its root,
// its first-view entry, its api entry and its flow entry (/first-view, /api, /flode), the
// entries shared as singletons: any
// other subpath would be a second Module Federation shared instance. Tests may also use the
// test-only entries /testing (and /testing/axe, axe over a rendered page).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const apps = ['shell', 'mfe-info', 'mfe-privat', 'mfe-organisation', 'mfe-ombud', 'mfe-verifiera'];

/** Import patterns that reach into another workspace package by relative path or by name. */
function forbidden(names) {
  return names.flatMap((name) => [
    {
      group: [`../**/${name}/src`, `../**/${name}/src/**`],
      message: `Gränsregel: importera inte ${name} härifrån.`,
    },
    {
      group: [`@fullmakt/${name}`, `@fullmakt/${name}/**`],
      message: `Gränsregel: importera inte ${name} härifrån.`,
    },
  ]);
}

/**
 * Test files, test helpers and each project's test setup may use the test-only entries
 * @fullmakt/shared/testing and /testing/setup.
 */
const testFiles = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/src/test-setup.ts'];

function appImportRule(app, entries) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden([...apps.filter((a) => a !== app), 'server', 'e2e']),
          {
            group: ['@fullmakt/shared/*', ...entries.map((e) => `!@fullmakt/shared/${e}`)],
            message:
              'Importera @fullmakt/shared från roten, /first-view, /api eller /flode: en annan underväg blir en andra delad instans.',
          },
        ],
      },
    ],
  };
}

const appBoundaries = apps.flatMap((app) => [
  {
    files: [`${app}/**/*.{ts,tsx}`],
    ignores: [`${app}/rspack.config.*`, ...testFiles],
    rules: appImportRule(app, ['first-view', 'api', 'flode']),
  },
  {
    files: testFiles.map((glob) => `${app}/${glob}`),
    rules: appImportRule(app, [
      'first-view',
      'api',
      'flode',
      'testing',
      'testing/setup',
      'testing/axe',
    ]),
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'data/**',
      'e2e/artifacts/**',
      '.prod-local/**',
      'bench/web/out/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.config.*', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: {
      // Module Federation needs default exports only where the runtime asks for them.
      'no-restricted-exports': [
        'error',
        {
          restrictDefaultExports: {
            direct: true,
            named: true,
            defaultFrom: true,
            namedFrom: true,
            namespaceFrom: true,
          },
        },
      ],
    },
  },
  {
    // A moment cut as UTC text is the day before for anything between midnight and 01:00
    // (02:00 in summer) Swedish time: days and times shown come from svenskTid (shared
    // domain/dates.ts), days the server checks from its swedishDate.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(slice|substring|substr)$/][arguments.length=2][arguments.0.value=0][arguments.1.value=10]',
          message:
            'Klipp inte ett datum ur en tidpunkt (UTC): använd svenskTid() från @fullmakt/shared/domain.',
        },
        {
          selector: "CallExpression[callee.property.name='split'][arguments.0.value='T']",
          message:
            'Klipp inte ett datum ur en tidpunkt (UTC): använd svenskTid() från @fullmakt/shared/domain.',
        },
      ],
    },
  },
  {
    // Module Federation loads runtime plugins by their default export; a declaration file
    // describes modules (such as a style sheet's `?raw` text) that have only a default.
    files: ['shell/src/runtime-plugin/*-plugin.ts', '**/*.d.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...appBoundaries,
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbidden([...apps, 'server', 'e2e', 'tooling']) },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden([...apps, 'e2e']),
            {
              group: [
                '@fullmakt/shared/*',
                '!@fullmakt/shared/domain',
                '!@fullmakt/shared/texts',
                '!@fullmakt/shared/deployment',
                '!@fullmakt/shared/i18n',
              ],
              message:
                'Servern använder bara @fullmakt/shared/domain, /texts, /deployment och /i18n (ingen React i servern).',
            },
          ],
          paths: [
            {
              name: '@fullmakt/shared',
              message:
                'Servern använder bara @fullmakt/shared/domain, /texts, /deployment och /i18n (ingen React i servern).',
            },
          ],
        },
      ],
    },
  },
);
