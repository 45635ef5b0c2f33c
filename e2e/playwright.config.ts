import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, headlessShellPath } from './src/browser';
import { axeRunsDir } from './src/paths';

// One name per run for the page states axe has passed (src/axe.ts), set by the runner
// before it starts the workers, which inherit it; an earlier run's states are removed.
if (process.env.TEST_WORKER_INDEX === undefined && process.env.FULLMAKT_AXE_RUN === undefined) {
  rmSync(axeRunsDir, { recursive: true, force: true });
  process.env.FULLMAKT_AXE_RUN = `${process.pid}-${Date.now()}`;
}

/** The areas of the suite: a spec belongs to the area its file name starts with. */
const areas = [
  'composition',
  'deploy',
  'design',
  'info',
  'ombud',
  'organisation',
  'performance',
  'privat',
  'shell',
  // The verify page's team has one story file, named for its area alone.
  'verifiera',
] as const;

export default defineConfig({
  testDir: 'tests',
  // Two cores: two workers. A spec file's tests run in order in one worker, on the file's
  // own server (src/fixtures.ts); files run side by side.
  workers: 2,
  fullyParallel: false,
  // A flake must show, here as in CI.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // node:test had no limit; a test that hangs must still end. The longest journeys (two
  // people signing, several sign-ins) take about a minute alone and more on busy cores.
  timeout: 300_000,
  // As long as locator.waitFor and page.goto waited under playwright-core (30 s).
  expect: { timeout: 30_000 },
  outputDir: 'artifacts/results',
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { outputFolder: 'artifacts/report', open: 'never' }],
    // Every test's duration and outcome, for scripts that compare runs (where the time goes).
    ['json', { outputFile: 'artifacts/results.json' }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    // Debian's Chromium, its headless shell (src/browser.ts says why); never a downloaded
    // browser (`playwright install` fails on this network).
    launchOptions: { executablePath: headlessShellPath, args: chromiumFlags },
    locale: 'sv-SE',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Every test is traced and the trace kept only when it fails. The trace holds every
    // action with the DOM before and after, the network and the console; not the film strip
    // of screenshots, which Chromium encodes all through every test. Measured on the privat
    // area (24 tests), alternated, on this noisy host: untraced 141 s; traced with the film
    // strip 204, 192 and 181 s; without it 148 and 185 s. The failure's own screenshot is
    // taken all the same (below); `--trace retain-on-failure` brings the strip back.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: areas.map((area) => ({
    name: area,
    testMatch: new RegExp(`/${area}(-[^/]*)?\\.spec\\.ts$`),
  })),
});
