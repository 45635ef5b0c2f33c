import { defineProject } from 'vitest/config';
import shared from './vitest.config.ts';

/**
 * The domain rules' tests: a project of the unit run of their own, and what Stryker runs
 * (stryker.config.mjs at the repository root, issue 37), which runs from the root, so the
 * root is pinned here. Pure rules need no DOM: in Node each test file starts without
 * building a jsdom window first, which Stryker does for every file of every mutant.
 */
export default defineProject({
  ...shared,
  root: import.meta.dirname,
  test: {
    ...shared.test,
    name: 'shared-domain',
    environment: 'node',
    include: ['src/domain/**/*.test.ts'],
    exclude: [],
  },
});
