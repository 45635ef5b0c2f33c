import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __FULLMAKT_BUILD_LABEL__: '""', __FULLMAKT_DEV__: 'false' },
  test: {
    name: 'mfe-verifiera',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
