import { defineConfig } from 'vitest/config';

// One run over every package: `pnpm vitest run` (the unit step of `npm test`).
export default defineConfig({
  test: {
    projects: [
      'shared',
      'shell',
      'mfe-info',
      'mfe-privat',
      'mfe-organisation',
      'mfe-ombud',
      'server',
      'tooling',
      'scripts',
    ],
    passWithNoTests: false,
  },
});
