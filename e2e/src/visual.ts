import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { repoRoot } from './paths';
import { expect, type Page } from '@playwright/test';

/** Committed baselines; `pnpm test:visual:update` rewrites them. */
export const baselineDir = path.join(repoRoot, 'e2e/visual-baselines');
/** What a failing comparison leaves behind: the page as it is and the diff (not committed). */
export const diffDir = path.join(repoRoot, 'e2e/artifacts/visual');

const uppdatera = process.env.FULLMAKT_UPDATE_SCREENSHOTS === '1';

/** pixelmatch's colour threshold (0–1) and the share of pixels that may differ. */
const troskel = 0.1;
const tillatenAndel = 0.001;

/**
 * Makes the page the same on every run: dates and times (the seed counts from today)
 * in the page's text become placeholders (fields are left alone: a test empties a field
 * that holds today's date). Text is replaced in place, which the site's CSP allows.
 */
async function gorStabil(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const gang = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let nod = gang.nextNode(); nod !== null; nod = gang.nextNode()) {
      const text = nod.textContent || '';
      const stabil = text
        .replace(/\\d{4}-\\d{2}-\\d{2}/g, 'ÅÅÅÅ-MM-DD')
        .replace(/\\b\\d{1,2}:\\d{2}\\b/g, 'TT:MM')
        .replace(/\\b\\d{1,2} (januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \\d{4}/g, 'D MÅNAD ÅÅÅÅ')
        .replace(/\\bkl\\. \\d{2}\\.\\d{2}\\b/g, 'kl. TT.MM');
      if (stabil !== text) {
        nod.textContent = stabil;
      }
    }
  })()`);
}

/**
 * Takes a full-page screenshot and compares it with its baseline: a difference beyond the
 * threshold returns a message and writes the new image and a diff image to diffDir.
 * Returns undefined when they match (or when the baselines are being updated).
 */
export async function jamforSkarmbild(page: Page, namn: string): Promise<string | undefined> {
  await gorStabil(page);
  const bild = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
  const baslinje = path.join(baselineDir, `${namn}.png`);
  if (uppdatera || !existsSync(baslinje)) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baslinje, bild);
    return uppdatera ? undefined : `${namn}: no baseline; written, commit it`;
  }
  const forvantad = PNG.sync.read(readFileSync(baslinje));
  const faktisk = PNG.sync.read(bild);
  mkdirSync(diffDir, { recursive: true });
  if (forvantad.width !== faktisk.width || forvantad.height !== faktisk.height) {
    writeFileSync(path.join(diffDir, `${namn}.actual.png`), bild);
    return `${namn}: size ${faktisk.width}×${faktisk.height}, baseline ${forvantad.width}×${forvantad.height}`;
  }
  const { width, height } = faktisk;
  const diff = new PNG({ width, height });
  const olika = pixelmatch(forvantad.data, faktisk.data, diff.data, width, height, {
    threshold: troskel,
  });
  if (olika > width * height * tillatenAndel) {
    writeFileSync(path.join(diffDir, `${namn}.actual.png`), bild);
    writeFileSync(path.join(diffDir, `${namn}.diff.png`), PNG.sync.write(diff));
    return `${namn}: ${olika} pixels differ (see ${path.relative(repoRoot, diffDir)}/${namn}.diff.png)`;
  }
  return undefined;
}

/** The widths item 6 asks for: 400 % zoom of 1280 px, and 1280 px. */
export const visuellaBredder = [320, 1280] as const;

/** Compares the page at each width; collects every difference into `fel`. */
export async function jamforVidBredder(page: Page, namn: string, fel: string[]): Promise<void> {
  // What the page loads after its heading (a list of templates, say) is there first.
  await expect(page.getByText(/^Hämtar/).first()).toBeHidden({ timeout: 20_000 });
  for (const bredd of visuellaBredder) {
    await page.setViewportSize({ width: bredd, height: 800 });
    // The layout settles (a resize can reflow the header) before the picture is taken.
    await page.evaluate(
      'new Promise((klar) => requestAnimationFrame(() => requestAnimationFrame(klar)))',
    );
    const skillnad = await jamforSkarmbild(page, `${namn}-${bredd}`);
    if (skillnad !== undefined) {
      fel.push(skillnad);
    }
  }
}
