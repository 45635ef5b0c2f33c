import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // The domain rules' tests need no DOM: vitest.domain.config.ts runs them in Node.
    exclude: ['src/domain/**'],
    // The token tests read style sheets as text (`?raw`); unprocessed CSS would be empty.
    css: { include: [/\.css(\?raw)?$/] },
  },
});
