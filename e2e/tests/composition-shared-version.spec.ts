import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRemote } from '../src/build-remote';
import {
  countRenderers,
  installRendererCounter,
  readRegistrations,
  readShareScope,
} from '../src/federation';
import { expect, test } from '../src/fixtures';
import { repoRoot } from '../src/paths';
import { expectRefusedOutlet, refusedSingletonErrors } from '../src/refused-remote';
import { signIn } from '../src/sign-in';
import { redeployRemote } from '../src/web-dir';

/**
 * Independent deploys stay compatible (issue 18 item 6): @fullmakt/shared is one singleton,
 * provided by the shell. A remote built against the previous minor release of it runs in
 * today's shell on the shell's copy; a remote built against another major is refused, and
 * its outlet shows the shell's message while the rest of the site works.
 */
const today = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as {
  version: string;
};
const [major = 0, minor = 0] = today.version.split('.').map(Number);
/** The release before this minor (at x.0, the first release of this major). */
const previousMinor = `${major}.${Math.max(minor - 1, 0)}.0`;
const nextMajor = `${major + 1}.0.0`;

test.use({
  siteOptions: {
    prepare: async (webDir) => {
      redeployRemote(
        webDir,
        'info',
        buildRemote('info', { FULLMAKT_SHARED_VERSION: previousMinor }),
      );
      return {};
    },
  },
});

/** The warning Module Federation gives when a singleton does not satisfy a remote. */
const versionMismatch = /does not satisfy the requirement/;

test.describe(`composition: a remote built against @fullmakt/shared ${previousMinor} in a shell with ${today.version}`, () => {
  test('renders its pages on the shell’s single copy: one React, one store', async ({
    site,
    openPage,
  }) => {
    const p = await openPage();
    const warnings: string[] = [];
    p.page.on('console', (message) => {
      if (versionMismatch.test(message.text())) {
        warnings.push(message.text());
      }
    });
    await p.page.addInitScript(installRendererCounter);
    await signIn(p);
    await p.visit('/info/om-oss');
    await expect(p.page.locator('main h1')).toHaveText('Om oss');

    // The remote asks for the release it was built against, and takes the shell's.
    const manifest = (await (await fetch(`${site.origin}/mfe/info/mf-manifest.json`)).json()) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    // mfe-info's pages import the package's first-view entry.
    const own = manifest.shared.find((entry) => entry.name === '@fullmakt/shared/first-view');
    assert.equal(own?.version, previousMinor, 'the deployed remote is the older build');

    const scope = await p.page.evaluate(readShareScope);
    const registrations = await p.page.evaluate(readRegistrations);
    // The root (a signed-in page's) and the first-view entry the remote's pages import.
    for (const entry of ['@fullmakt/shared', '@fullmakt/shared/first-view']) {
      assert.deepEqual(Object.keys(scope[entry] ?? {}), [today.version], entry);
      assert.equal(Object.values(scope[entry] ?? {})[0]?.loaded, true, entry);
      assert.deepEqual(registrations[entry], ['shell:shell'], entry);
    }
    assert.equal(await p.page.evaluate(countRenderers), 1, 'exactly one react-dom renderer');

    // One store: the role the older remote's start page sets is the one the shell and
    // another remote (mfe-privat, today's build) see.
    await p.visit('/');
    const privat = p.page
      .getByRole('group', { name: 'Jag använder tjänsten som' })
      .getByRole('button', { name: 'Privat' });
    await expect(privat).toHaveAttribute('aria-pressed', 'false');
    await p.page.getByRole('button', { name: 'Jag är privatperson' }).click();
    await expect(
      p.page.getByRole('heading', { level: 1, name: 'Fullmakter du har gett' }),
    ).toBeVisible();
    p.passedThrough('/privat');
    await p.check();
    await expect(privat).toHaveAttribute('aria-pressed', 'true');
    assert.deepEqual(warnings, [], 'no version warning from the federation runtime');
  });

  test(`refuses a remote built against ${nextMajor}: its outlet says so, the site works`, async ({
    site,
    openPage,
  }) => {
    redeployRemote(
      site.webDir,
      'info',
      buildRemote('info', { FULLMAKT_SHARED_VERSION: nextMajor }),
    );
    // The federation runtime reports the refusal as an error, which is what it should do.
    const p = await openPage({ allowConsoleErrors: refusedSingletonErrors });
    await expectRefusedOutlet(p, site.origin, '/info/om-oss', 'Om oss');
  });
});
