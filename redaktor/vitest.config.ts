import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __FULLMAKT_BUILD_LABEL__: '""', __FULLMAKT_DEV__: 'false' },
  test: {
    name: 'redaktor',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
