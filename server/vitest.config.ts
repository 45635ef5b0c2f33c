import { configDefaults, defineProject } from 'vitest/config';
import { moduleReplacingTestFiles } from './src/testing/test-isolation';

/** The files that mock a module run isolated, in vitest.mocks.config.ts (src/testing/test-isolation.ts says why). */
export const isolatedTestFiles = moduleReplacingTestFiles(import.meta.dirname);

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...isolatedTestFiles],
    // One module graph per worker, shared by its files (src/testing/test-isolation.ts).
    isolate: false,
  },
});
