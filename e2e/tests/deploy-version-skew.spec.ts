import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CheckedPage, expect, type PageOptions, type Site, test } from '../src/fixtures';
import { repoRoot } from '../src/paths';
import {
  copyDefaultDeploymentFile,
  makeRelease,
  pointShellAt,
  runDeployCli,
} from '../src/releases';
import { expectRefusedOutlet, refusedSingletonErrors } from '../src/refused-remote';
import { signIn } from '../src/sign-in';

/**
 * Issue 29, item 6: version skew as a matrix. Today's shell with a release of mfe-info
 * built against (a) the previous minor of @fullmakt/shared: deployed and runs; (b) a newer
 * minor and (c) another major: refused by the deploy CLI, and when forced into the
 * deployment file anyway, refused at run time with the outlet's message while the rest of
 * the site works; (d) the shell rolled back one release with today's remotes: runs.
 * (composition-shared-version.spec.ts covers the same rules for folder deploys.)
 */
const today = (
  JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const [major = 0, minor = 0] = today.split('.').map(Number);
const previousMinor = `${major}.${Math.max(minor - 1, 0)}.0`;
const newerMinor = `${major}.${minor + 1}.0`;
const otherMajor = `${major + 1}.0.0`;

const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-e2e-skew-'));
const releasesDir = path.join(work, 'releases');
const deployDir = path.join(work, 'deploy');
let deploymentFile = '';
const shellReleases = { previous: '', today: '' };

test.use({
  siteOptions: {
    prepare: async (webDir) => {
      makeRelease('mfe-info', 'today', { releasesDir, label: 'i dag' });
      makeRelease('mfe-info', 'previous-minor', {
        releasesDir,
        label: 'förra',
        sharedVersion: previousMinor,
      });
      makeRelease('mfe-info', 'newer-minor', { releasesDir, sharedVersion: newerMinor });
      makeRelease('mfe-info', 'other-major', { releasesDir, sharedVersion: otherMajor });
      shellReleases.previous = makeRelease('shell', 'previous', { releasesDir });
      shellReleases.today = makeRelease('shell', 'today', { releasesDir });
      // The site runs the shell release of today, from the releases folder.
      pointShellAt(webDir, shellReleases.today);
      deploymentFile = copyDefaultDeploymentFile(deployDir, 'e2e');
      return { FULLMAKT_RELEASES_DIR: releasesDir, FULLMAKT_REMOTES_FILE: deploymentFile };
    },
  },
});

const deploy = (site: Site, ...args: string[]) =>
  runDeployCli(args, { deployDir, site: site.origin });

/** What an operator could do by hand, past the CLI: the file names the release anyway. */
function forceIntoFile(version: string): void {
  const file = JSON.parse(readFileSync(deploymentFile, 'utf8')) as {
    remotes: Record<string, unknown>;
  };
  file.remotes.mfe_info = { stable: version, previous: [] };
  writeFileSync(deploymentFile, `${JSON.stringify(file, null, 2)}\n`);
}

/** The manifest every page load is told for mfe-info: the file is read within a request. */
async function servedInfoManifest(site: Site): Promise<string | undefined> {
  const served = (await (await fetch(`${site.origin}/remotes.json`)).json()) as {
    remotes: Record<string, string>;
  };
  return served.remotes.mfe_info;
}

/** Another remote works: mfe-ombud, on a signed-in page. */
async function restOfSiteWorks(p: CheckedPage): Promise<void> {
  await signIn(p);
  await p.visit('/privat/ombud');
  await expect(p.page.locator('main h1')).toHaveText('Fullmakter du har fått');
}

async function refusedAtRunTime(
  site: Site,
  openPage: (options?: PageOptions) => Promise<CheckedPage>,
  version: string,
): Promise<void> {
  forceIntoFile(version);
  assert.equal(await servedInfoManifest(site), `/releases/mfe-info/${version}/mf-manifest.json`);
  const p = await openPage({ allowConsoleErrors: refusedSingletonErrors });
  await expectRefusedOutlet(p, site.origin, '/info/om-oss', 'Om oss');
  await restOfSiteWorks(p);
}

test.describe(`version skew with today's shell (@fullmakt/shared ${today}), issue 29 item 6`, () => {
  test(`(a) a remote built against ${previousMinor} is deployed and runs`, async ({
    site,
    openPage,
  }) => {
    const set = deploy(site, 'set', 'e2e', 'mfe_info', 'previous-minor', '--why', 'skew (a)');
    assert.equal(set.status, 0, set.out);
    assert.equal(
      await servedInfoManifest(site),
      '/releases/mfe-info/previous-minor/mf-manifest.json',
    );
    const p = await openPage();
    await p.visit('/info/om-oss');
    await expect(p.page.locator('main h1')).toHaveText('Om oss');
    await expect(p.page.locator('.build-label')).toHaveText(/förra/);
  });

  test(`(b) a remote built against ${newerMinor} is refused by the CLI, and at run time when forced`, async ({
    site,
    openPage,
  }) => {
    const before = readFileSync(deploymentFile, 'utf8');
    const set = deploy(site, 'set', 'e2e', 'mfe_info', 'newer-minor');
    assert.equal(set.status, 1, set.out);
    assert.match(set.out, new RegExp(`${newerMinor}, newer than the shell's ${today}`));
    assert.match(set.out, /nothing changed/);
    assert.equal(readFileSync(deploymentFile, 'utf8'), before, 'the file is unchanged');
    await refusedAtRunTime(site, openPage, 'newer-minor');
  });

  test(`(c) a remote built against ${otherMajor} is refused by the CLI, and at run time when forced`, async ({
    site,
    openPage,
  }) => {
    const set = deploy(site, 'set', 'e2e', 'mfe_info', 'other-major');
    assert.equal(set.status, 1, set.out);
    assert.match(set.out, new RegExp(`${otherMajor}, another major than the shell's ${today}`));
    await refusedAtRunTime(site, openPage, 'other-major');
  });

  test("(d) the shell rolled back one release runs today's remotes", async ({ site, openPage }) => {
    const set = deploy(site, 'set', 'e2e', 'mfe_info', 'today', '--why', 'skew (d)');
    assert.equal(set.status, 0, set.out);
    pointShellAt(site.webDir, shellReleases.previous);
    const live = (await (await fetch(`${site.origin}/release.json`)).json()) as {
      app: string;
      version: string;
      sharedVersion: string;
    };
    assert.deepEqual(
      [live.app, live.version, live.sharedVersion],
      ['shell', 'previous', today],
      'the site serves the previous shell release',
    );
    const p = await openPage();
    await p.visit('/info/om-oss');
    await expect(p.page.locator('main h1')).toHaveText('Om oss');
    await expect(p.page.locator('.build-label')).toHaveText(/i dag/);
    await signIn(p);
    await p.visit('/privat/ombud');
    await expect(p.page.locator('main h1')).toHaveText('Fullmakter du har fått');
  });
});
