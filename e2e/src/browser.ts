import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser (`playwright install` fails on this network). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
