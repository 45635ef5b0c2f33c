import { defineProject } from 'vitest/config';
import { isolatedTestFiles } from './vitest.config';

/** The server's test files that replace a module, each in a module graph of its own (src/testing/test-isolation.ts). */
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'server-mocks',
    environment: 'node',
    globals: true,
    include: isolatedTestFiles,
    isolate: true,
  },
});
