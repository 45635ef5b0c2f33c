import axe from 'axe-core';

/**
 * The axe rules of WCAG 2.2 A and AA (as the e2e checks run them) over a rendered component,
 * answering the ids of the rules it breaks. Colour contrast is left to the browser checks:
 * jsdom lays nothing out, so axe cannot compute it here.
 */
export async function axeBrott(element: Element): Promise<string[]> {
  const svar = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return svar.violations.map((brott) => brott.id);
}
