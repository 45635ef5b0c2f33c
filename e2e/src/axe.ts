import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { axeRunsDir } from './paths';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** Another axe may judge a state otherwise: its version is part of every state's key. */
const axeVersion = (
  JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as { version: string }
).version;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The states this run has seen pass: the page's whole DOM, the values of its form fields
 * (typed text is a property, not in the markup), the element with focus and the viewport.
 * axe reads nothing else a test changes (the style sheets and scripts are named in the DOM
 * by content-hashed file names), so a state that passed passes again: the sign-in page, the
 * BankID Mock page and each wizard step are met in test after test, and axe took a third of
 * a journey's time (211 runs, 31 s of 83 s in two journey files). Shared by the run's
 * workers through a file of its own (playwright.config.ts names the run), one line a state.
 */
const passedFile = process.env.FULLMAKT_AXE_RUN
  ? path.join(axeRunsDir, `${process.env.FULLMAKT_AXE_RUN}.txt`)
  : undefined;
const passedHere = new Set<string>();

function hasPassed(state: string): boolean {
  if (passedHere.has(state)) {
    return true;
  }
  if (passedFile && existsSync(passedFile)) {
    for (const line of readFileSync(passedFile, 'utf8').split('\n')) {
      passedHere.add(line);
    }
  }
  return passedHere.has(state);
}

function remember(state: string): void {
  passedHere.add(state);
  if (passedFile) {
    mkdirSync(path.dirname(passedFile), { recursive: true });
    // One short line per write, appended: the other worker's lines are never torn.
    appendFileSync(passedFile, `${state}\n`);
  }
}

async function stateOf(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const fields = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input, select, textarea',
      ),
      (field) => `${field.value}|${'checked' in field ? String(field.checked) : ''}`,
    );
    const focused = document.activeElement;
    const focusPath = [];
    for (let node = focused; node && node !== document.documentElement; node = node.parentElement) {
      focusPath.push(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
    }
    return JSON.stringify([
      window.innerWidth,
      window.innerHeight,
      focusPath,
      fields,
      document.documentElement.outerHTML,
    ]);
  });
  return createHash('sha256').update(axeVersion).update(state).digest('base64url');
}

/**
 * Runs axe-core (WCAG 2.2 A and AA, with 2.0 and 2.1) in the page and throws on any violation. The script
 * is evaluated over the DevTools protocol, so the site's strict CSP stays on. A state of the
 * page this worker has already seen pass is not checked again (passedStates).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const state = await stateOf(page);
  if (hasPassed(state)) {
    axeStats.skipped += 1;
    return;
  }
  axeStats.runs += 1;
  // Parsing axe's half a megabyte took as long as running it (26 s against 39 s over the
  // privat area): a document that has it from an earlier check (an in-app navigation, a
  // dialog) keeps it. A new document has none.
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    axeStats.injected += 1;
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    // A style sheet from another origin (a remote on its own origin, `pnpm e2e:prod`) cannot
    // be read; axe would fetch it and add it as an inline <style>, which the site's CSP
    // rightly blocks (a console error). There axe reads only the sheets it can: the same
    // CSS is checked on one origin by the main suite.
    const crossOriginCss = Array.from(document.styleSheets).some(
      (sheet) => sheet.href !== null && new URL(sheet.href).origin !== location.origin,
    );
    const result = await axe.run(document, {
      preload: !crossOriginCss,
      // Only the violations are read: axe need not gather what passed or did not apply.
      resultTypes: ['violations'],
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
      },
    });
    return result.violations;
  });
  const found = violations as AxeViolation[];
  if (found.length > 0) {
    const summary = found
      .map(
        (v) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      )
      .join('\n');
    throw new Error(`Accessibility violations on ${page.url()}:\n${summary}`);
  }
  remember(state);
}

const axeStats = { runs: 0, skipped: 0, injected: 0 };
if (process.env.FULLMAKT_AXE_STATS) {
  process.on('exit', () =>
    console.info(
      `axe: ${axeStats.runs} runs (${axeStats.injected} into a new document), ${axeStats.skipped} states seen before`,
    ),
  );
}
