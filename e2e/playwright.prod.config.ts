import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { chromiumFlags } from './src/browser';
import { readProdShape } from './src/prod-shape';

// `pnpm e2e:prod` (scripts/e2e-prod.mjs): the journeys through the production shape's front
// (`pnpm prod:local up`), its address read from what `up` wrote. The certificate is
// self-signed and made at start: Chromium is told to accept it.
const shape = readProdShape();

export default defineConfig({
  ...base,
  testDir: 'tests-prod',
  outputDir: 'artifacts/prod-results',
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { outputFolder: 'artifacts/prod-report', open: 'never' }],
  ],
  use: {
    ...base.use,
    baseURL: shape.shellOrigin,
    ignoreHTTPSErrors: true,
    launchOptions: {
      ...base.use?.launchOptions,
      // Contexts the fixtures open themselves (newContext) do not inherit ignoreHTTPSErrors.
      args: [...chromiumFlags, '--ignore-certificate-errors'],
    },
  },
  projects: [
    { name: 'journeys', testMatch: /prod-(privat|organisation|ombud|shell)-[^/]*\.spec\.ts$/ },
    // Takes a remote's origin away: after the journeys, so none of them sees it gone.
    {
      name: 'composition',
      testMatch: /prod-composition-[^/]*\.spec\.ts$/,
      dependencies: ['journeys'],
    },
    // Restarts and kills the server processes under load: last, alone.
    { name: 'drift', testMatch: /prod-drift-[^/]*\.spec\.ts$/, dependencies: ['composition'] },
  ],
});
