// Mutation testing of the domain rules (issue 37): `pnpm test:mutation`, and a step of
// `npm test` that fails below the break threshold. Stryker changes one operator or value
// of the rule code at a time and runs the domain tests that cover it; a mutant no test
// notices is a rule no test guards.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    configFile: 'shared/vitest.domain.config.ts',
    // Each mutant runs the tests that covered it (perTest); finding the test files that
    // import a file is work the coverage already did.
    related: false,
  },
  mutate: [
    'shared/src/domain/**/*.ts',
    '!shared/src/domain/**/*.test.ts',
    '!shared/src/domain/test-fixtures.ts',
    '!shared/src/domain/test-arbitraries.ts',
  ],
  // The sandbox needs the shared package and the root's configs only.
  ignorePatterns: [
    '/*',
    '!/shared',
    '!/package.json',
    '!/tsconfig.base.json',
    '!/pnpm-workspace.yaml',
    '/shared/src/**/*.test.tsx',
  ],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: 95 },
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Only mutants whose code or tests changed since the last run are tested again; the file
  // is local (reports/ is not in git), so CI on a clean clone runs everything.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
