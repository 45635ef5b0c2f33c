import {
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Frame,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The element the server's prerendered page sits in (FORRENDERAD_SIDA_ID in @fullmakt/shared). */
const prerenderedFrameId = 'fullmakt-forrenderad';

/**
 * A 404 that is no fault of the page: the shell reads the maintenance file at every start
 * (and every 5 minutes), and 404 is its normal answer ("login on, no message", SPEC §7).
 * Chromium logs every 404 as a console error. (Every page, the server-rendered BankID Mock
 * pages too, names /favicon.svg, so a /favicon.ico 404 would be a fault and fails a test.)
 */
const benign404Paths = ['/driftinfo/driftinfo.json'];

function isBenign404(message: ConsoleMessage): boolean {
  const url = message.location().url;
  return (
    message.text().includes('status of 404') &&
    url !== '' &&
    benign404Paths.includes(new URL(url).pathname)
  );
}

export interface PageOptions {
  /** Console errors a test provokes on purpose (a remote that is down, say). */
  allowConsoleErrors?: RegExp[];
}

/**
 * A page with the checks every e2e test must pass: any console error or uncaught exception
 * fails the test, and every URL the page shows must have been checked with axe.
 */
export class CheckedPage {
  readonly problems: string[] = [];
  /**
   * What the page said and fetched, in order, shown when a test fails: a page that never
   * took over its prerendered frame left nothing else to read in CI.
   */
  readonly journal: string[] = [];
  private readonly started = Date.now();
  /** Addresses opened with visitMissing: their 404 is the point, not a fault. */
  private readonly missing = new Set<string>();
  private readonly visited = new Set<string>();
  private readonly checked = new Set<string>();

  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
    private readonly origin: string,
    private readonly options: PageOptions,
  ) {
    page.on('console', this.onConsole);
    page.on('pageerror', this.onPageError);
    page.on('requestfailed', this.onRequestFailed);
    page.on('response', this.onResponse);
    page.on('framenavigated', this.onFrameNavigated);
  }

  private readonly onConsole = (message: ConsoleMessage): void => {
    this.note(`console.${message.type()}: ${message.text()}`);
    if (
      message.type() === 'error' &&
      !this.allowed(message.text()) &&
      !isBenign404(message) &&
      !(message.text().includes('status of 404') && this.missing.has(message.location().url))
    ) {
      this.problems.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  };

  private readonly onPageError = (error: Error): void => {
    this.note(`uncaught: ${error.message}`);
    this.problems.push(`uncaught: ${error.message}`);
  };

  private readonly onRequestFailed = (request: Request): void => {
    this.note(`failed ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  };

  private readonly onResponse = (response: Response): void => {
    this.note(`${response.status()} ${response.url()}`);
  };

  private readonly onFrameNavigated = (frame: Frame): void => {
    if (frame === this.page.mainFrame()) {
      this.visited.add(this.pathOf(frame.url()));
    }
  };

  /**
   * Stops recording: the page is kept for another test (keptSignedInAs), which checks it
   * with a CheckedPage of its own.
   */
  stopListening(): void {
    this.page.off('console', this.onConsole);
    this.page.off('pageerror', this.onPageError);
    this.page.off('requestfailed', this.onRequestFailed);
    this.page.off('response', this.onResponse);
    this.page.off('framenavigated', this.onFrameNavigated);
  }

  private note(line: string): void {
    if (this.journal.length < 400) {
      this.journal.push(`${Date.now() - this.started} ms ${line}`);
    }
  }

  private allowed(text: string): boolean {
    return (this.options.allowConsoleErrors ?? []).some((pattern) => pattern.test(text));
  }

  private pathOf(url: string): string {
    const parsed = new URL(url);
    return parsed.origin === this.origin ? parsed.pathname + parsed.search : url;
  }

  /** Opens a path and waits until the main heading of the outlet is there, then checks it. */
  async visit(path: string): Promise<void> {
    await this.page.goto(this.origin + path);
    await this.settled();
  }

  /**
   * Opens an address that is no page of the site: the server answers 404 (issue 29) with
   * the same page, on which the shell shows its not-found text; then checks it.
   */
  async visitMissing(path: string): Promise<void> {
    this.missing.add(this.origin + path);
    const response = await this.page.goto(this.origin + path);
    if (response?.status() !== 404) {
      throw new Error(`${path} answered ${response?.status()}, not 404`);
    }
    await this.settled();
  }

  /**
   * Waits for a page to be shown (its h1) by the shell itself, then runs axe on it: a page
   * the server prerendered shows its h1 before any script runs, so the prerendered frame
   * must also be gone (the shell took it over), or a test would check the document only.
   */
  async settled(): Promise<void> {
    await expect(this.page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
    await expect(this.page.locator(`#${prerenderedFrameId}`)).not.toBeAttached({
      timeout: 20_000,
    });
    await this.check();
  }

  /** Waits for the page with this main heading after an in-app navigation, then checks it. */
  async shows(heading: string | RegExp): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await this.check();
  }

  /** A URL the page only passed through (a guard redirected at once), so there is nothing to check. */
  passedThrough(path: string): void {
    this.checked.add(path);
  }

  async check(): Promise<void> {
    await expectNoAxeViolations(this.page);
    this.checked.add(this.pathOf(this.page.url()));
  }

  /** The test's end: no console errors, no uncaught exceptions, no unchecked page. */
  verify(): void {
    const unchecked = [...this.visited].filter(
      (path) => path !== 'about:blank' && !this.checked.has(path),
    );
    const problems = [
      ...this.problems,
      ...unchecked.map((path) => `page never checked with axe: ${path}`),
    ];
    if (problems.length > 0) {
      throw new Error(problems.join('\n'));
    }
  }
}
