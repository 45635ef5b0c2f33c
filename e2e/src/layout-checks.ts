import type { Page } from 'playwright-core';

/** The widths of a phone (390 px) and of 1280 px at 400 % zoom (320 px, WCAG 1.4.10). */
export const smalaBredder = [320, 390] as const;

/**
 * WCAG 1.4.12: text spacing a user may set with a bookmarklet. Set as inline styles (the
 * site's CSP forbids an injected <style>, not the CSSOM) and taken away after the check.
 */
const textavstand = {
  'line-height': '1.5',
  'letter-spacing': '0.12em',
  'word-spacing': '0.16em',
} as const;

/**
 * Measures the page as it is now: every visible interactive target at least 24 × 24 px
 * (WCAG 2.5.8; a link inside running text is exempt), every text input, select and button
 * at least 44 px tall, and nothing wider than the viewport.
 */
/**
 * The measuring script, run in the page. It is plain JavaScript in a string: tsx would wrap
 * a named function of a TypeScript callback with a helper the page does not have.
 */
const matScript = `(({ spacing, medSpacing }) => {
  const problem = [];
  const satta = [];
  if (medSpacing) {
    for (const el of document.body.querySelectorAll('*')) {
      for (const [namn, varde] of Object.entries(spacing)) {
        el.style.setProperty(namn, varde);
      }
      if (el.tagName === 'P') {
        el.style.setProperty('margin-bottom', '2em');
      }
      satta.push(el);
    }
  }
  const namnPa = (el) => {
    const text = (el.textContent || '').trim().slice(0, 30);
    return '<' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + '> "' + text + '"';
  };
  const maal = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary',
  );
  for (const el of maal) {
    const rect = el.getBoundingClientRect();
    const stil = getComputedStyle(el);
    const synlig =
      rect.width > 0 && rect.height > 0 && rect.bottom > 0 &&
      stil.visibility !== 'hidden' && el.closest('[hidden], [inert]') === null;
    if (!synlig) {
      continue;
    }
    const iText = el.tagName === 'A' && stil.display === 'inline';
    if (!iText && (rect.width < 24 || rect.height < 24)) {
      problem.push('target ' + Math.round(rect.width) + '×' + Math.round(rect.height) + ' px: ' + namnPa(el));
    }
    const typ = el.getAttribute('type') || '';
    const kontroll =
      el.tagName === 'BUTTON' || el.tagName === 'SELECT' || el.classList.contains('button') ||
      (el.tagName === 'INPUT' && !['radio', 'checkbox'].includes(typ));
    if (kontroll && rect.height < 43.5) {
      problem.push('control ' + Math.round(rect.height) + ' px tall: ' + namnPa(el));
    }
    if (['radio', 'checkbox'].includes(typ)) {
      const rad = el.closest('.choice');
      const hojd = rad ? rad.getBoundingClientRect().height : 0;
      if (hojd < 43.5) {
        problem.push('choice row ' + Math.round(hojd) + ' px tall: ' + namnPa(el));
      }
    }
  }
  const bredd = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > bredd) {
    const breda = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > bredd + 0.5)
      .slice(-3)
      .map(namnPa);
    // Text that runs out of its box (a long word) is wider than its element's own box.
    const gang = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let nod = gang.nextNode(); nod !== null; nod = gang.nextNode()) {
      const omrade = document.createRange();
      omrade.selectNodeContents(nod);
      if (omrade.getBoundingClientRect().right > bredd + 0.5) {
        breda.push('text "' + (nod.textContent || '').trim().slice(0, 30) + '"');
      }
    }
    problem.push('overflows sideways (' + document.documentElement.scrollWidth + ' > ' + bredd + ' px): ' + breda.join(', '));
  }
  for (const el of satta) {
    for (const namn of [...Object.keys(spacing), 'margin-bottom']) {
      el.style.removeProperty(namn);
    }
  }
  return problem;
})`;

/**
 * Measures the page as it is now: every visible interactive target at least 24 × 24 px
 * (WCAG 2.5.8; a link inside running text is exempt), every text input, select and button
 * at least 44 px tall, every radio and checkbox row 44 px, and nothing wider than the
 * viewport.
 */
async function matSidan(page: Page, medTextavstand: boolean): Promise<string[]> {
  const argument = JSON.stringify({ spacing: textavstand, medSpacing: medTextavstand });
  return page.evaluate<string[]>(`${matScript}(${argument})`);
}

/**
 * Collects target-size and reflow problems over a journey's pages and states at 320 and
 * 390 px, with text spacing at 320 px, so one run reports every problem at once.
 */
export class LayoutKontroll {
  readonly problem: string[] = [];
  readonly kontrollerade: string[] = [];

  async kontrollera(page: Page, tillstand: string): Promise<void> {
    const hojd = page.viewportSize()?.height ?? 800;
    for (const bredd of smalaBredder) {
      await page.setViewportSize({ width: bredd, height: hojd });
      for (const textavstandPa of bredd === 320 ? [false, true] : [false]) {
        const problem = await matSidan(page, textavstandPa);
        const etikett = `${tillstand} at ${bredd} px${textavstandPa ? ' with text spacing' : ''}`;
        this.problem.push(...problem.map((p) => `${etikett}: ${p}`));
      }
    }
    await page.setViewportSize({ width: smalaBredder[0], height: hojd });
    this.kontrollerade.push(tillstand);
  }
}
