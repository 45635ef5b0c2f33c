import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { CheckedPage, type PageOptions } from './harness';
import { layoutShift, recordLayoutShifts } from './layout-shift';
import { startServer, type RunningServer } from './server';
import { signIn, type SignInTarget, type TestPerson } from './sign-in';
import { createWebDir } from './web-dir';

export { expect } from '@playwright/test';
export type { CheckedPage, PageOptions } from './harness';

/** One production deploy and one real server (with its own data folder), and the worker's Chromium. */
export interface Site {
  origin: string;
  webDir: string;
  server: RunningServer;
  browser: Browser;
}

export interface SiteOptions {
  env?: Record<string, string>;
  /** Runs before the server starts, with the deploy folder; may return more environment. */
  prepare?: (webDir: string) => Promise<Record<string, string>>;
}

interface TestFixtures {
  /** The options of the file's site (test.use): its environment and deploy preparation. */
  siteOptions: SiteOptions;
  /** The file's site: made before its first test, kept for the rest of the file. */
  site: Site;
  /** Console errors the test provokes on purpose; read by `checkedPage` and `signedInAs`. */
  pageOptions: PageOptions;
  /** The test's page, with the checks every e2e test must pass (see CheckedPage), verified at its end. */
  checkedPage: CheckedPage;
  /**
   * A checked page in a browser context of its own (cookies, storage, session), not signed
   * in; as many as the story needs (a second tab, a second person, a fresh browser). Each
   * is verified when the test ends, with `pageOptions` and any options given here.
   */
  openPage: (options?: PageOptions) => Promise<CheckedPage>;
  /**
   * A page of its own, in a browser context of its own, signed in as the person (at the
   * target's page, or the start page); verified at the end.
   */
  signedInAs: (person: TestPerson, target?: SignInTarget) => Promise<CheckedPage>;
  /**
   * A tab signed in as the person, kept for the file's later tests in this worker: the
   * sign-in is walked once, not once per test. Each test gets it checked afresh (its own
   * console and axe record, verified at its end) with its routes removed; the test must
   * begin by loading a page. For cases that are not about the session (a broken remote),
   * never for a test of what one person's actions leave behind.
   */
  keptSignedInAs: (person: TestPerson, options?: PageOptions) => Promise<CheckedPage>;
  /** Runs axe (WCAG 2.2 A and AA) in a page and fails on any violation. */
  axe: (page: Page) => Promise<void>;
  /** The layout shift (as CLS counts it) of the test's page so far, recorded from its first paint. */
  layoutShift: () => Promise<number>;
}

interface WorkerFixtures {
  /** The worker's current site, kept from one test to the next of the same file. */
  siteHost: SiteHost;
}

/** The site a worker keeps: the one of the spec file (and repeat) it runs now. */
interface SiteHost {
  key?: string;
  site?: Site;
  /** Signed-in tabs kept for the site's tests (keptSignedInAs), by personnummer. */
  keptTabs: Map<string, { context: BrowserContext; page: Page }>;
}

/** Closes the tabs kept for a site: the worker is done with it. */
async function closeKeptTabs(host: SiteHost): Promise<void> {
  for (const { context } of host.keptTabs.values()) {
    await context.close();
  }
  host.keptTabs.clear();
}

/**
 * A Content-Security-Policy violation is a fault like a console error: something on the
 * page tried what the policy forbids (eval, an inline script, a foreign origin).
 */
async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP-brott: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

/**
 * What the page showed when a test failed: its address and the outlet's text, and what it
 * said and fetched, in the log and attached to the report (the trace and the screenshot
 * are Playwright's). Bounded in time: a page that no longer paints must not hold up the report.
 */
async function describeFailure(p: CheckedPage, testInfo: TestInfo): Promise<void> {
  const main = await p.page
    .locator('main')
    .first()
    .innerText({ timeout: 2_000 })
    .catch(() => '(main kunde inte läsas)');
  const text = `Sidan vid felet: ${p.page.url()}\n${main.slice(0, 2_000)}\n\nSidans logg och nätverk:\n${p.journal.join('\n')}`;
  console.error(text);
  await testInfo.attach('sidan-vid-felet', { body: text, contentType: 'text/plain' });
}

function failed(testInfo: TestInfo): boolean {
  return testInfo.status !== testInfo.expectedStatus;
}

/** A test's end for one of its pages: what it showed if the test failed, else its checks. */
async function settle(checked: CheckedPage, testInfo: TestInfo): Promise<void> {
  if (failed(testInfo)) {
    await describeFailure(checked, testInfo);
  } else {
    checked.verify();
  }
}

/** The file's expected console errors and those one page adds. */
function withFileOptions(pageOptions: PageOptions, options: PageOptions): PageOptions {
  return {
    allowConsoleErrors: [
      ...(pageOptions.allowConsoleErrors ?? []),
      ...(options.allowConsoleErrors ?? []),
    ],
  };
}

/** A checked page in a browser context of its own, its CSP violations reported. */
async function newCheckedPage(site: Site, options: PageOptions): Promise<CheckedPage> {
  const context = await site.browser.newContext({ locale: 'sv-SE' });
  await reportCspViolations(context);
  return new CheckedPage(await context.newPage(), context, site.origin, options);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteOptions: [{}, { option: true }],

  // The worker (its process and its Chromium) lives on across spec files; each file, and
  // each repeat of it, gets a server and a data folder of its own, started before its first
  // test and stopped when the worker turns to the next file. So no file sees another's
  // powers, sessions or rate limits, and a file's options need no worker of their own.
  siteHost: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const host: SiteHost = { keptTabs: new Map() };
      await provide(host);
      await closeKeptTabs(host);
      await host.site?.server.stop();
    },
    { scope: 'worker' },
  ],

  site: async ({ siteHost, siteOptions, browser }, provide, testInfo) => {
    const key = `${testInfo.file}#${testInfo.repeatEachIndex}`;
    if (siteHost.key !== key || !siteHost.site) {
      await closeKeptTabs(siteHost);
      await siteHost.site?.server.stop();
      siteHost.site = undefined;
      siteHost.key = key;
      const webDir = createWebDir();
      const prepared = siteOptions.prepare ? await siteOptions.prepare(webDir) : {};
      const server = await startServer({ webDir, env: { ...siteOptions.env, ...prepared } });
      siteHost.site = { origin: server.origin, webDir, server, browser };
    }
    await provide(siteHost.site);
  },

  pageOptions: [{}, { option: true }],

  checkedPage: async ({ site, page, pageOptions }, provide, testInfo) => {
    await reportCspViolations(page.context());
    const checked = new CheckedPage(page, page.context(), site.origin, pageOptions);
    await provide(checked);
    await settle(checked, testInfo);
  },

  openPage: async ({ site, pageOptions }, provide, testInfo) => {
    const opened: CheckedPage[] = [];
    await provide(async (options = {}) => {
      const checked = await newCheckedPage(site, withFileOptions(pageOptions, options));
      opened.push(checked);
      return checked;
    });
    for (const checked of opened) {
      await settle(checked, testInfo);
      await checked.context.close();
    }
  },

  signedInAs: async ({ openPage }, provide) => {
    await provide(async (person, target) => {
      const checked = await openPage();
      await signIn(checked, person, target);
      return checked;
    });
  },

  keptSignedInAs: async ({ site, siteHost, pageOptions }, provide, testInfo) => {
    const lent: CheckedPage[] = [];
    await provide(async (person, options = {}) => {
      const kept = siteHost.keptTabs.get(person.personnummer);
      const pageOptionsHere = withFileOptions(pageOptions, options);
      const checked = kept
        ? new CheckedPage(kept.page, kept.context, site.origin, pageOptionsHere)
        : await newCheckedPage(site, pageOptionsHere);
      lent.push(checked);
      if (!kept) {
        siteHost.keptTabs.set(person.personnummer, {
          context: checked.context,
          page: checked.page,
        });
        await signIn(checked, person);
      }
      return checked;
    });
    for (const checked of lent) {
      await settle(checked, testInfo);
      // What the test routed ends with it; the tab's next test loads a page first.
      await checked.page.unrouteAll({ behavior: 'ignoreErrors' });
      checked.stopListening();
    }
  },

  // A fixture's first parameter must be a destructuring pattern, even when it needs none.
  // eslint-disable-next-line no-empty-pattern
  axe: async ({}, provide) => {
    await provide(expectNoAxeViolations);
  },

  layoutShift: async ({ page }, provide) => {
    await recordLayoutShifts(page);
    await provide(() => layoutShift(page));
  },
});
