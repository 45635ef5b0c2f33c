import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '../src/fixtures';
import { repoRoot } from '../src/paths';
import { copyDefaultDeploymentFile } from '../src/releases';

/**
 * Issue 29 item 2 on the built shell and Chromium: a remote no app of the repo is, and no
 * build of the shell, of @fullmakt/shared or of the server names (`mfe_test`, built here
 * from a few lines as a new team's remote would be), joins the site through its release and
 * its line in the deployment file, with the prefix it owns. The shell registers it, loads
 * its routes under that prefix and shows its page; the server answers 200 for its route and
 * 404 for an address under its prefix that its routes do not declare, and for one no one owns.
 */
const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-e2e-new-remote-'));
const releasesDir = path.join(work, 'releases');
const heading = 'Testdelen svarar';

/** The new team's app: its routes, its declared addresses, and the house's build config. */
const appFiles: Record<string, string> = {
  'package.json': JSON.stringify({ name: '@fullmakt/mfe-test', version: '0.1.0', type: 'module' }),
  'rspack.config.mjs': `
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@fullmakt/tooling/rspack';
export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_test',
  role: 'remote',
  port: 3099,
  exposes: { './routes': './src/routes.tsx' },
});
`,
  'routes.json': JSON.stringify({ routes: ['/test-remote'] }),
  'src/index.ts': 'export {};\n',
  'src/routes.tsx': `
import type { RouteObject } from 'react-router';
export const routes: RouteObject[] = [
  {
    path: '/test-remote',
    element: <h1>${heading}</h1>,
    handle: { public: true, title: 'Testdelen' },
  },
];
`,
};

/**
 * Builds the app into a release folder. It has no package of its own in the workspace: it
 * borrows an existing remote's installed packages (the same React, router and tooling).
 */
function buildTestRemote(version: string): void {
  const appDir = path.join(work, 'mfe-test');
  for (const [file, text] of Object.entries(appFiles)) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), text);
  }
  const borrowed = path.join(repoRoot, 'mfe-info', 'node_modules');
  symlinkSync(borrowed, path.join(appDir, 'node_modules'), 'dir');
  // pnpm's shim, which also finds the packages pnpm keeps out of each app's own folder.
  const result = spawnSync(
    path.join(borrowed, '.bin', 'rspack'),
    ['build', '--mode', 'production'],
    {
      cwd: appDir,
      encoding: 'utf8',
      env: { ...process.env, FULLMAKT_OUT: path.join(releasesDir, 'mfe-test', version) },
    },
  );
  assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
}

test.use({
  siteOptions: {
    prepare: async () => {
      buildTestRemote('e2e-1');
      const deploymentFile = copyDefaultDeploymentFile(path.join(work, 'deploy'), 'e2e');
      const file = JSON.parse(readFileSync(deploymentFile, 'utf8')) as {
        remotes: Record<string, unknown>;
      };
      // The one line a new team adds.
      file.remotes.mfe_test = { stable: 'e2e-1', prefixes: ['/test-remote'] };
      writeFileSync(deploymentFile, `${JSON.stringify(file, null, 2)}\n`);
      return { FULLMAKT_RELEASES_DIR: releasesDir, FULLMAKT_REMOTES_FILE: deploymentFile };
    },
  },
});

test.describe('a remote the shell was not built with (issue 29 item 2)', () => {
  test('is loaded by the shell under the prefix the deployment file gives it', async ({
    openPage,
  }) => {
    const page = await openPage();
    const loaded: string[] = [];
    page.page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
    await page.visit('/test-remote');
    await page.shows(heading);
    assert.ok(
      loaded.includes('/releases/mfe-test/e2e-1/remoteEntry.js'),
      'its remoteEntry came from its release',
    );
    await page.visitMissing('/test-remote/finns-inte');
    await page.shows('Sidan finns inte');
  });

  test('answers 200 for its route and 404 for an address no route declares', async ({ site }) => {
    assert.equal((await fetch(`${site.origin}/test-remote`)).status, 200);
    for (const missing of ['/test-remote/finns-inte', '/test-remotes', '/finns-inte']) {
      assert.equal((await fetch(`${site.origin}${missing}`)).status, 404, missing);
    }
  });
});
