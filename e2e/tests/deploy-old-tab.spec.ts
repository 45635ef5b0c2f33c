import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CheckedPage, expect, type Site, test } from '../src/fixtures';
import { tillGiltighetssteget } from '../src/privat-journey';
import { copyDefaultDeploymentFile, makeRelease, runDeployCli } from '../src/releases';
import { testPersons } from '../src/sign-in';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';

/**
 * Issue 29, item 4: releases side by side. A tab that loaded release N of a remote keeps
 * getting N's chunks after N+1 is deployed (an information page it has not opened yet is a
 * chunk it has not loaded); a user half-way through the create wizard finishes it; a new
 * tab, and the same tab's next full page load, get N+1.
 */
const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-e2e-old-tab-'));
const releasesDir = path.join(work, 'releases');
const deployDir = path.join(work, 'deploy');

test.use({
  siteOptions: {
    prepare: async () => {
      for (const app of ['mfe-info', 'mfe-privat']) {
        makeRelease(app, 'n', { releasesDir, label: 'N' });
        makeRelease(app, 'n-plus-1', { releasesDir, label: 'N+1' });
      }
      const deploymentFile = copyDefaultDeploymentFile(deployDir, 'e2e');
      return { FULLMAKT_RELEASES_DIR: releasesDir, FULLMAKT_REMOTES_FILE: deploymentFile };
    },
  },
});

function deploySet(site: Site, remote: string, version: string): void {
  const result = runDeployCli(['set', 'e2e', remote, version], { deployDir, site: site.origin });
  assert.equal(result.status, 0, result.out);
}

/** The manifest a page load is told for a remote: the deployment file is read within a request. */
async function servedManifest(site: Site, remote: string): Promise<string | undefined> {
  const served = (await (await fetch(`${site.origin}/remotes.json`)).json()) as {
    remotes: Record<string, string>;
  };
  return served.remotes[remote];
}

/** Every path the page asks the server for, in order, from now on. */
function requestedPaths(site: Site, p: CheckedPage): string[] {
  const paths: string[] = [];
  p.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === site.origin) {
      paths.push(url.pathname);
    }
  });
  return paths;
}

const fromRelease = (paths: readonly string[], app: string) =>
  paths.filter((file) => file.startsWith(`/releases/${app}/`));
const notFrom = (paths: readonly string[], app: string, version: string) =>
  fromRelease(paths, app).filter((file) => !file.startsWith(`/releases/${app}/${version}/`));

test.describe('releases side by side (issue 29, item 4)', () => {
  test('an open tab keeps release N across the deploy of N+1; a new tab gets N+1', async ({
    site,
    openPage,
  }) => {
    deploySet(site, 'mfe_info', 'n');
    const old = await openPage();
    const files: string[] = [];
    old.page.on('response', (r) => files.push(new URL(r.url()).pathname));
    await old.visit('/info');
    await expect(old.page.getByText('N', { exact: false }).first()).toBeVisible();
    const before = files.length;

    deploySet(site, 'mfe_info', 'n-plus-1');
    // The deployment file is read within a request: the next page load would get N+1.
    assert.equal(
      await servedManifest(site, 'mfe_info'),
      '/releases/mfe-info/n-plus-1/mf-manifest.json',
    );

    await old.page.getByRole('main').getByRole('link', { name: 'Om oss' }).click();
    await old.shows('Om oss');
    const after = files.slice(before).filter((file) => file.startsWith('/releases/'));
    assert.ok(after.length > 0, 'the page loaded a chunk it had not loaded before');
    assert.deepEqual(
      after.filter((file) => !file.startsWith('/releases/mfe-info/n/')),
      [],
      'every chunk from release N',
    );
    await expect(old.page.locator('.build-label')).toHaveText(/\bN\b/);
    await expect(old.page.locator('.build-label')).not.toHaveText(/N\+1/);

    const fresh = await openPage();
    await fresh.visit('/info/om-oss');
    await expect(fresh.page.locator('.build-label')).toHaveText(/N\+1/);
  });

  /*
   * mfe-privat loads all its code with its first route (its entry and one chunk; the
   * wizard's steps are @fullmakt/shared/flode, which the shell provides), so the wizard tab
   * asks for no file of N after the deploy: what it shows is that the tab stays on N, step
   * after step, and the power is made. The files of N that are needed after the deploy are
   * those of Anna's other tab, opened on the start page before it: it loads mfe-privat only
   * then, from the deployment its page was given, N. Without N on the server (pruned, or a
   * folder replaced) that tab fails.
   */
  test('a grantor half-way through the create wizard during a deploy of mfe-privat finishes and signs on N; a tab that loads mfe-privat after the deploy gets N; the next page load gets N+1', async ({
    site,
    signedInAs,
  }) => {
    const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
    const tom = `${Number(idag.slice(0, 4)) + 1}-07-31`;
    const period = `${idag} till och med ${tom}`;
    const label = (p: CheckedPage) => p.page.locator('.build-label');
    deploySet(site, 'mfe_privat', 'n');

    // Anna's tabs, both opened on release N: one starts the wizard, one stays on the start page.
    const wizard = await signedInAs(testPersons.anna);
    const wizardFiles = requestedPaths(site, wizard);
    const other = await signedInAs(testPersons.anna);
    const otherFiles = requestedPaths(site, other);
    await wizard.visit('/privat/fullmaktsgivare');
    await expect(label(wizard)).toHaveText('Version N');
    await tillGiltighetssteget(wizard);
    await wizard.page.getByLabel('Personnummer för fullmaktshavare 1').fill('19900730-2426');
    await wizard.page.getByLabel('Gäller från och med').fill(idag);
    await wizard.page.getByLabel('Gäller till och med').fill(tom);
    assert.ok(
      fromRelease(wizardFiles, 'mfe-privat').includes('/releases/mfe-privat/n/remoteEntry.js'),
      fromRelease(wizardFiles, 'mfe-privat').join(', '),
    );
    assert.deepEqual(notFrom(wizardFiles, 'mfe-privat', 'n'), []);

    // Half-way through the third step of five, N+1 goes live.
    const beforeDeploy = { wizard: wizardFiles.length, other: otherFiles.length };
    deploySet(site, 'mfe_privat', 'n-plus-1');
    assert.equal(
      await servedManifest(site, 'mfe_privat'),
      '/releases/mfe-privat/n-plus-1/mf-manifest.json',
    );

    // The wizard goes on, on N, with what was typed before the deploy.
    await wizard.page.getByRole('button', { name: 'Nästa' }).click();
    await wizard.shows('Behörigheter');
    await expect(label(wizard)).toHaveText('Version N');
    await wizard.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
    await wizard.page.getByRole('button', { name: 'Nästa' }).click();
    await wizard.shows('Skriv under');
    await expect(label(wizard)).toHaveText('Version N');
    const main = wizard.page.getByRole('main');
    await expect(main.getByText(period)).toBeVisible();
    await expect(main.getByText('19900730-2426', { exact: true })).toBeVisible();
    await expect(main.getByText('Anmäla ägarbyte')).toBeVisible();
    assert.deepEqual(
      notFrom(wizardFiles.slice(beforeDeploy.wizard), 'mfe-privat', 'n'),
      [],
      'nothing of another release while on N',
    );

    // Signing leaves the page for the signing service: the receipt is a new page load, and
    // from there the power opens on N+1.
    await skrivUnderHosSigneringstjansten(wizard);
    await wizard.shows('Fullmakten är underskriven');
    const receipt = wizardFiles.length;
    await wizard.page.getByRole('link', { name: 'Visa fullmakten', exact: true }).click();
    await wizard.shows('Ärenden om fordon');
    await expect(wizard.page.getByText('Lena Persson (19900730-2426)')).toBeVisible();
    await expect(wizard.page.getByText('Anmäla ägarbyte')).toBeVisible();
    await expect(label(wizard)).toHaveText('Version N+1');
    assert.ok(
      fromRelease(wizardFiles.slice(receipt), 'mfe-privat').includes(
        '/releases/mfe-privat/n-plus-1/remoteEntry.js',
      ),
    );
    assert.deepEqual(notFrom(wizardFiles.slice(receipt), 'mfe-privat', 'n-plus-1'), []);

    // The other tab, given N before the deploy, opens mfe-privat only now: N's files, and
    // the power just made.
    await other.page.getByRole('button', { name: 'Jag är privatperson' }).click();
    other.passedThrough('/privat');
    await other.shows('Fullmakter du har gett');
    await expect(label(other)).toHaveText('Version N');
    const loaded = fromRelease(otherFiles.slice(beforeDeploy.other), 'mfe-privat');
    assert.ok(loaded.includes('/releases/mfe-privat/n/remoteEntry.js'), loaded.join(', '));
    assert.deepEqual(notFrom(loaded, 'mfe-privat', 'n'), [], 'every file from release N');
    await other.page.getByRole('radio', { name: 'Giltiga' }).check();
    await expect(other.page.getByRole('row').filter({ hasText: period })).toHaveCount(1);
    await other.check();

    // A new tab: N+1.
    const fresh = await signedInAs(testPersons.anna);
    const freshFiles = requestedPaths(site, fresh);
    await fresh.visit('/privat/fullmaktsgivare');
    await expect(label(fresh)).toHaveText('Version N+1');
    assert.deepEqual(notFrom(freshFiles, 'mfe-privat', 'n-plus-1'), []);
    assert.ok(fromRelease(freshFiles, 'mfe-privat').length > 0);
  });
});
