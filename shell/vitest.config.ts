import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __FULLMAKT_BUILD_LABEL__: '""', __FULLMAKT_DEV__: 'false' },
  test: {
    name: 'shell',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // global.test.ts reads the style sheet as text (`?raw`); unprocessed CSS would be empty.
    css: { include: [/\.css(\?raw)?$/] },
  },
});
