import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default is one worker less than the cores, which on CI's two cores is one worker
 * and half the machine idle (measured: 1.1 cores busy over the whole run). The test files
 * wait on databases, child servers and timers often enough that a worker per core pays.
 */
const workers = Math.max(2, availableParallelism() - 1);

// One run over every package: `pnpm vitest run` (the unit step of `npm test`).
export default defineConfig({
  test: {
    projects: [
      'shared',
      'shared/vitest.domain.config.ts',
      'shell',
      'mfe-info',
      'mfe-privat',
      'mfe-organisation',
      'mfe-ombud',
      'mfe-verifiera',
      'redaktor',
      'server',
      'server/vitest.mocks.config.ts',
      'tooling',
      'scripts',
    ],
    passWithNoTests: false,
    maxWorkers: workers,
  },
});
