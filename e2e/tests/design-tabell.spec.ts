import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { tillOversikten } from '../src/privat-journey';
import { signIn, testPersons } from '../src/sign-in';

/**
 * How a table of powers sits on a desktop screen: its width against the main area's
 * content box, and every word of its cells that the browser split over two lines.
 */
async function tabellLayout(page: Page): Promise<{ andel: number; delade: string[] }> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const tabell = document.querySelector('main table');
    if (!main || !tabell) {
      throw new Error('no table in main');
    }
    const stil = getComputedStyle(main);
    const innehall =
      main.clientWidth - parseFloat(stil.paddingLeft) - parseFloat(stil.paddingRight);
    const delade: string[] = [];
    for (const cell of Array.from(tabell.querySelectorAll('td, th'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rader = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (rader.size > 1) {
            delade.push(match[0]);
          }
        }
      }
    }
    return { andel: tabell.getBoundingClientRect().width / innehall, delade };
  });
}

test.describe('tables of powers on a desktop screen (issue 36, item 21)', () => {
  test("use the page's width and break no word in the middle: Anna's powers given, Lena's received", async ({
    openPage,
  }) => {
    {
      const p = await openPage();
      await p.page.setViewportSize({ width: 1280, height: 900 });
      await tillOversikten(p);
      await expect(p.page.locator('main table').getByText('Fordonsverket').first()).toBeVisible();
      const anna = await tabellLayout(p.page);
      assert.deepEqual(anna.delade, [], 'no word split over two lines');
      assert.ok(anna.andel > 0.9, `the table fills the content width (${anna.andel.toFixed(2)})`);
    }
    {
      const p = await openPage();
      await p.page.setViewportSize({ width: 1280, height: 900 });
      await signIn(p, testPersons.lena);
      await p.visit('/privat/ombud');
      await expect(p.page.locator('main table').getByText('Fordonsverket').first()).toBeVisible();
      const lena = await tabellLayout(p.page);
      assert.deepEqual(lena.delade, [], 'no word split over two lines');
      assert.ok(lena.andel > 0.9, `the table fills the content width (${lena.andel.toFixed(2)})`);
    }
  });
});
