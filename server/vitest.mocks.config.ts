import { configDefaults, defineProject } from 'vitest/config';
import server, { isolatedTestFiles } from './vitest.config';

/** The server's test files that replace a module, each in a module graph of its own (src/testing/test-isolation.ts). */
export default defineProject({
  ...server,
  root: import.meta.dirname,
  test: {
    ...server.test,
    name: 'server-mocks',
    include: isolatedTestFiles,
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
