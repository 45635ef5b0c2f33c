import { configDefaults, defineProject } from 'vitest/config';
import server from './vitest.config.ts';

/**
 * The unit tests of the server's access and status rules alone, for Stryker
 * (stryker.server.config.mjs at the repository root, issue 37): no database, no app, so a
 * mutant is judged in milliseconds. The root is pinned because Stryker runs from the root.
 */
const ruleTests = [
  'src/core/access.test.ts',
  'src/core/lookup-budget.test.ts',
  'src/fullmakt/effective-status.test.ts',
  'src/fullmakt/end-rules.test.ts',
  'src/fullmakt/lookup-charge.test.ts',
  'src/fullmakt/permissions-check.test.ts',
  'src/fullmakt/validity.test.ts',
];

export default defineProject({
  ...server,
  root: import.meta.dirname,
  // Isolated: access.test.ts replaces the registries (src/testing/test-isolation.ts).
  test: { ...server.test, include: ruleTests, exclude: configDefaults.exclude, isolate: true },
});
