import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['rspack/**/*.test.mjs', 'shared-version/**/*.test.mjs', 'deploy/**/*.test.mjs'],
  },
});
