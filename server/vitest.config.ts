import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    // Database-backed tests share one PostgreSQL database; run files one after another.
    fileParallelism: false,
  },
});
