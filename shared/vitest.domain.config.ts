import { defineProject } from 'vitest/config';
import shared from './vitest.config.ts';

/**
 * The domain tests alone, for Stryker (stryker.config.mjs at the repository root, issue 37):
 * Stryker runs from the root, so the root is pinned here, and only the tests of the rules it
 * mutates run.
 */
export default defineProject({
  ...shared,
  root: import.meta.dirname,
  test: { ...shared.test, include: ['src/domain/**/*.test.ts'] },
});
