import { defineProject } from 'vitest/config';

// The rules of the start and test scripts (which Node, what to rebuild), tested without
// installing or building anything.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.mjs'],
  },
});
