import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './paths';

/**
 * A copy of mfe-info's content folder for a test to edit; build it with
 * FULLMAKT_INFO_CONTENT_DIR set to the copy, so the repo's files are never touched.
 */
export function copyInfoContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-e2e-content-'));
  cpSync(path.join(repoRoot, 'mfe-info', 'content'), dir, { recursive: true });
  return dir;
}

/** Answers the third-party list in the browser, for the states the real server rarely gives. */
export async function answerTredjemanList(
  page: Page,
  answer: { status: number; body: unknown },
): Promise<void> {
  await page.route('**/api/tredjeman-api/tredjeman?*', (route) =>
    route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    }),
  );
}

/** Reads the heading levels and link names of the page's main content. */
export async function mainStructure(
  page: Page,
): Promise<{ levels: number[]; links: { name: string; href: string }[]; h1Count: number }> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const levels = Array.from(main?.querySelectorAll('h1, h2, h3, h4, h5, h6') ?? []).map((h) =>
      Number(h.tagName.slice(1)),
    );
    const links = Array.from(main?.querySelectorAll('a[href]') ?? []).map((a) => ({
      name: (a.textContent ?? '').trim(),
      href: a.getAttribute('href') ?? '',
    }));
    return { levels, links, h1Count: document.querySelectorAll('h1').length };
  });
}
