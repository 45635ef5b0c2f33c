import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, siteForThisFile, test, withPage } from '../src/fixtures';
import { repoRoot } from '../src/paths';

/**
 * Issue 29, item 4: releases side by side. A tab that loaded release N of mfe-info keeps
 * getting N's chunks after N+1 is deployed (an information page it has not opened yet is a
 * chunk it has not loaded); a new tab gets N+1.
 */
const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-e2e-old-tab-'));
const releasesDir = path.join(work, 'releases');
const deployDir = path.join(work, 'deploy');

function release(version: string, label: string): void {
  const result = spawnSync(
    process.execPath,
    [
      'scripts/release.mjs',
      'mfe-info',
      '--releases',
      releasesDir,
      '--version',
      version,
      '--allow-dirty',
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, FULLMAKT_BUILD_LABEL: label } },
  );
  assert.equal(result.status, 0, result.stderr);
}

function deploySet(version: string): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/deploy/cli.ts', 'set', 'e2e', 'mfe_info', version],
    {
      cwd: path.join(repoRoot, 'server'),
      encoding: 'utf8',
      env: { ...process.env, FULLMAKT_DEPLOY_DIR: deployDir, FULLMAKT_DEPLOY_SITE: site.origin },
    },
  );
  assert.equal(result.status, 0, result.stdout + result.stderr);
}

const site = siteForThisFile({
  prepare: async () => {
    release('n', 'N');
    release('n-plus-1', 'N+1');
    mkdirSync(deployDir, { recursive: true });
    const deploymentFile = path.join(deployDir, 'remotes.e2e.json');
    writeFileSync(
      deploymentFile,
      readFileSync(path.join(repoRoot, 'server', 'deploy', 'remotes.json'), 'utf8'),
    );
    return { FULLMAKT_RELEASES_DIR: releasesDir, FULLMAKT_REMOTES_FILE: deploymentFile };
  },
});

test.describe('releases side by side (issue 29, item 4)', () => {
  test('an open tab keeps release N across the deploy of N+1; a new tab gets N+1', async () => {
    deploySet('n');
    await withPage(site, async (old) => {
      const files: string[] = [];
      old.page.on('response', (r) => files.push(new URL(r.url()).pathname));
      await old.visit('/info');
      await expect(old.page.getByText('N', { exact: false }).first()).toBeVisible();
      const before = files.length;

      deploySet('n-plus-1');
      // The deployment file is read within a request: the next page load would get N+1.
      const served = (await (await fetch(`${site.origin}/remotes.json`)).json()) as {
        remotes: Record<string, string>;
      };
      assert.equal(served.remotes.mfe_info, '/releases/mfe-info/n-plus-1/mf-manifest.json');

      await old.page.getByRole('main').getByRole('link', { name: 'Om oss' }).click();
      await old.shows('Om oss');
      const after = files.slice(before).filter((file) => file.startsWith('/releases/'));
      assert.ok(after.length > 0, 'the page loaded a chunk it had not loaded before');
      assert.deepEqual(
        after.filter((file) => !file.startsWith('/releases/mfe-info/n/')),
        [],
        'every chunk from release N',
      );
      assert.match((await old.page.locator('.build-label').textContent()) ?? '', /\bN\b/);
      assert.doesNotMatch((await old.page.locator('.build-label').textContent()) ?? '', /N\+1/);
    });

    await withPage(site, async (fresh) => {
      await fresh.visit('/info/om-oss');
      assert.match((await fresh.page.locator('.build-label').textContent()) ?? '', /N\+1/);
    });
  });
});
