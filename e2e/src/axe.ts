import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.2 A and AA, with 2.0 and 2.1) in the page and throws on any violation. The script
 * is evaluated over the DevTools protocol, so the site's strict CSP stays on.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(axeSource);
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
}
