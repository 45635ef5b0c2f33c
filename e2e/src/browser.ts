import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium; never a downloaded browser (`playwright install` fails on this network).
 * The browser a person has: Lighthouse and the benchmarks measure the pages in it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell, built from
 * the same source and version): the e2e suites drive it, as Playwright Test does by default.
 * The full browser in headless mode draws its own window for every page (a renderer of
 * "top chrome" per window) and runs its extension and UI services; the e2e step is CPU-bound
 * (95 % busy, 75-80 % of it Chromium), and the privat area took 129 and 110 s with the
 * shell against 159 and 149 s with the full browser, alternated (load 0.7-8.8). The design
 * area's screenshots match the same baselines in both.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Debian's Chromium, headless, with nothing that reaches out (the e2e tests and bench:lighthouse). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium is missing at ${chromiumPath}: install Debian's chromium package.`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
  });
}
