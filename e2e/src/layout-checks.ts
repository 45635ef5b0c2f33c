import type { Page } from '@playwright/test';

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
 * The measuring script, run in the page. It is plain JavaScript in a string: tsx would wrap
 * a named function of a TypeScript callback with a helper the page does not have.
 */
const matScript = `(({ spacing, medSpacing, storText }) => {
  const problem = [];
  const satta = [];
  const maal = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary',
  );
  const arSynlig = (el) => {
    const rect = el.getBoundingClientRect();
    const stil = getComputedStyle(el);
    return rect.width > 0 && rect.height > 0 && rect.bottom > 0 &&
      stil.visibility !== 'hidden' && el.closest('[hidden], [inert]') === null;
  };
  // What the user could reach before the text grew or spread; it must still be there after.
  const synligaFore = [...maal].filter(arSynlig);
  if (storText) {
    document.documentElement.style.setProperty('font-size', '200%');
  }
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
  const doljer = (varde) => varde === 'hidden' || varde === 'clip';
  // A box that hides what overflows it, with text, whose content is larger than the box:
  // the text is cut (WCAG 1.4.4, 1.4.12). Text kept for screen readers only (a 1 px box or
  // a clip path) is meant to be invisible and is left out.
  const klipper = (el) => {
    const stil = getComputedStyle(el);
    const x = doljer(stil.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const y = doljer(stil.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if (!x && !y) {
      return false;
    }
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && stil.clipPath === 'none' &&
      (el.textContent || '').trim() !== '';
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (arSynlig(el) && klipper(el)) {
      problem.push('text clipped (' + el.scrollWidth + '×' + el.scrollHeight + ' in ' +
        el.clientWidth + '×' + el.clientHeight + ' px): ' + namnPa(el));
    }
  }
  // Every target seen before is still there: not collapsed, and not outside a box that
  // hides its overflow.
  for (const el of synligaFore) {
    const rect = el.getBoundingClientRect();
    let utanfor = null;
    for (let upp = el.parentElement; upp !== null && upp !== document.body; upp = upp.parentElement) {
      const stil = getComputedStyle(upp);
      if (doljer(stil.overflowX) || doljer(stil.overflowY)) {
        const ram = upp.getBoundingClientRect();
        if (rect.right <= ram.left || rect.left >= ram.right || rect.bottom <= ram.top || rect.top >= ram.bottom) {
          utanfor = upp;
          break;
        }
      }
    }
    if (!arSynlig(el) || utanfor !== null) {
      problem.push('target lost: ' + namnPa(el));
    }
  }
  for (const el of maal) {
    const rect = el.getBoundingClientRect();
    const stil = getComputedStyle(el);
    if (!arSynlig(el)) {
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
  document.documentElement.style.removeProperty('font-size');
  return problem;
})`;

/**
 * Measures the page as it is now: every visible interactive target at least 24 × 24 px
 * (WCAG 2.5.8; a link inside running text is exempt), every text input, select and button
 * at least 44 px tall, every radio and checkbox row 44 px, nothing wider than the viewport,
 * no text cut by a box that hides its overflow, and every target seen before the text grew
 * or spread still there. The text spacing or size is taken away after the measuring.
 */
async function matSidan(page: Page, lage: Lage): Promise<string[]> {
  const argument = JSON.stringify({
    spacing: textavstand,
    medSpacing: lage === 'textavstand',
    storText: lage === 'text200',
  });
  return page.evaluate<string[]>(`${matScript}(${argument})`);
}

/** As the page is; with WCAG 1.4.12 text spacing; with text at 200 % (WCAG 1.4.4). */
type Lage = 'som-den-ar' | 'textavstand' | 'text200';

/** What each state is called in a problem's label. */
const lageEtikett: Record<Lage, string> = {
  'som-den-ar': '',
  textavstand: ' with text spacing',
  text200: ' with text at 200 %',
};

/**
 * The checks of each width: at 320 px the page as it is and with text spacing; at 390 px
 * as it is; at 1280 px (a desktop, where a user enlarges text without zooming the layout)
 * with the root font size at 200 %. Each also looks for clipped text and lost targets.
 */
const lagenPerBredd: [number, readonly Lage[]][] = [
  [smalaBredder[0], ['som-den-ar', 'textavstand']],
  [smalaBredder[1], ['som-den-ar']],
  [1280, ['text200']],
];

/**
 * Collects target-size, reflow and text-resize problems over a journey's pages and states,
 * so one run reports every problem at once.
 */
export class LayoutKontroll {
  readonly problem: string[] = [];
  readonly kontrollerade: string[] = [];

  async kontrollera(page: Page, tillstand: string): Promise<void> {
    const hojd = page.viewportSize()?.height ?? 800;
    for (const [bredd, lagen] of lagenPerBredd) {
      await page.setViewportSize({ width: bredd, height: hojd });
      for (const lage of lagen) {
        const problem = await matSidan(page, lage);
        const etikett = `${tillstand} at ${bredd} px${lageEtikett[lage]}`;
        this.problem.push(...problem.map((p) => `${etikett}: ${p}`));
      }
    }
    await page.setViewportSize({ width: smalaBredder[0], height: hojd });
    this.kontrollerade.push(tillstand);
  }
}
