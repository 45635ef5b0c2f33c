import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // The token tests read style sheets as text (`?raw`); unprocessed CSS would be empty.
    css: { include: [/\.css(\?raw)?$/] },
  },
});
