import assert from 'node:assert/strict';
import type { Page, Route } from '@playwright/test';
import { type CheckedPage, expect, test } from '../src/fixtures';
import type { RemoteShortName } from '../src/paths';
import { signIn, testPersons } from '../src/sign-in';

declare global {
  interface Window {
    /** Set in the page before "Försök igen": still there afterwards means no reload. */
    samePage?: boolean;
  }
}

/** A page of each remote, and a page of another remote to go to while it is broken. */
const cases: {
  remote: RemoteShortName;
  path: string;
  heading: string;
  other: string;
  otherHeading: string;
}[] = [
  {
    remote: 'info',
    path: '/info/om-oss',
    heading: 'Om oss',
    other: '/privat/fullmaktsgivare',
    otherHeading: 'Fullmakter du har gett',
  },
  {
    remote: 'privat',
    // /privat passes on to the overview once the remote is there (issue 36, item 21).
    path: '/privat',
    heading: 'Fullmakter du har gett',
    other: '/info/om-oss',
    otherHeading: 'Om oss',
  },
  {
    remote: 'organisation',
    path: '/organisation/engagemang',
    heading: 'Dina organisationer',
    other: '/info/om-oss',
    otherHeading: 'Om oss',
  },
  {
    remote: 'ombud',
    path: '/privat/ombud',
    heading: 'Fullmakter du har fått',
    other: '/info/om-oss',
    otherHeading: 'Om oss',
  },
];

type Breakage = { name: string; break: (page: Page, remote: RemoteShortName) => Promise<unknown> };

const breakages: Breakage[] = [
  {
    name: 'unreachable',
    break: (page, remote) =>
      page.route(`**/mfe/${remote}/**`, (route: Route) => route.abort('connectionrefused')),
  },
  {
    name: 'answering 500 for its manifest',
    break: (page, remote) =>
      page.route(`**/mfe/${remote}/mf-manifest.json`, (route: Route) =>
        route.fulfill({ status: 500, body: 'Internal Server Error' }),
      ),
  },
  {
    name: 'answering 404 for its entry',
    break: (page, remote) =>
      page.route(`**/mfe/${remote}/remoteEntry.js`, (route: Route) =>
        route.fulfill({ status: 404, body: 'Not Found' }),
      ),
  },
  {
    name: 'slow (no answer for 15 s)',
    break: (page, remote) =>
      page.route(`**/mfe/${remote}/mf-manifest.json`, async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        await route.continue().catch(() => undefined);
      }),
  },
];

const expectedBrowserErrors = [/Failed to load resource/, /ERR_CONNECTION_REFUSED/];

async function expectOutletAlert(p: CheckedPage): Promise<void> {
  const alert = p.page.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('Den här delen av tjänsten är inte tillgänglig just nu');
  await expect(alert.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  await expect(p.page.getByRole('banner'), 'the header stays').toBeVisible();
  await expect(p.page.getByRole('contentinfo'), 'the footer stays').toBeVisible();
  await p.check();
}

// Each case has its own browser context and mostly waits (retries, the 10 s load limit of
// the slow cases), and none builds on another: they may run in both workers at once, each
// worker on a server of its own. (Under node:test four ran at a time; Playwright runs at
// most as many tests as it has workers.)
test.describe('composition: a broken remote breaks only its own outlet', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const breakage of breakages) {
    for (const c of cases) {
      test(`mfe-${c.remote} ${breakage.name}`, async ({ site, keptSignedInAs }) => {
        // Every case visits a protected role page: signed in before anything breaks. The
        // cases are about remotes, not the session: one sign-in per worker serves them all.
        const p = await keptSignedInAs(testPersons.anna, {
          allowConsoleErrors: expectedBrowserErrors,
        });
        await breakage.break(p.page, c.remote);
        await p.page.goto(site.origin + c.path);
        await expectOutletAlert(p);

        // The rest of the site keeps working, here and by client-side navigation.
        await expect(p.page.getByRole('link', { name: 'Kontakta oss' }).first()).toBeVisible();
        await p.visit(c.other);
        await expect(p.page.locator('main h1')).toHaveText(c.otherHeading);

        // Mended, the remote loads when the user tries again.
        await p.page.unroute(`**/mfe/${c.remote}/**`);
        await p.page.unroute(`**/mfe/${c.remote}/mf-manifest.json`);
        await p.page.unroute(`**/mfe/${c.remote}/remoteEntry.js`);
        await p.page.goto(site.origin + c.path);
        await p.settled();
        await expect(p.page.locator('main h1')).toHaveText(c.heading);
      });
    }
  }

  test('the try-again button loads a remote that has come back, without a page load', async ({
    site,
    openPage,
  }) => {
    const p = await openPage({ allowConsoleErrors: expectedBrowserErrors });
    await signIn(p);
    await p.page.route('**/mfe/privat/**', (route) => route.abort('connectionrefused'));
    await p.page.goto(`${site.origin}/privat`);
    await expectOutletAlert(p);
    await p.page.evaluate(() => {
      window.samePage = true;
    });
    await p.page.unroute('**/mfe/privat/**');
    await p.page.getByRole('button', { name: 'Försök igen' }).click();
    // /privat passes the one possible grantor on to her overview (issue 36, item 21).
    await expect(
      p.page.getByRole('heading', { level: 1, name: 'Fullmakter du har gett' }),
    ).toBeVisible();
    p.passedThrough('/privat');
    await p.check();
    expect(await p.page.evaluate(() => window.samePage)).toBe(true);
  });

  test('retries a transient network error without the user noticing', async ({ openPage }) => {
    const p = await openPage({
      allowConsoleErrors: [/Failed to load resource/, /ERR_CONNECTION_RESET/],
    });
    await signIn(p);
    let manifestRequests = 0;
    await p.page.route('**/mfe/organisation/mf-manifest.json', async (route) => {
      manifestRequests += 1;
      if (manifestRequests === 1) {
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await p.visit('/organisation');
    // The heading is in the document from the start (prerendered): the organisations to
    // choose from are drawn by the remote itself, once it has loaded.
    await expect(
      p.page
        .getByRole('main')
        .getByRole('button', { name: /^Välj / })
        .first(),
    ).toBeVisible();
    await expect(p.page.locator('main h1')).toHaveText('Välj organisation');
    await expect(p.page.getByRole('alert')).toHaveCount(0);
    assert.equal(manifestRequests, 2);
  });
});
