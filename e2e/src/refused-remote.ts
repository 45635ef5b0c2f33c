import { expect } from '@playwright/test';
import type { CheckedPage } from './harness';

/** The warning and error the federation runtime gives for a singleton it refuses: the point. */
export const refusedSingletonErrors = [/does not satisfy the requirement/, /RUNTIME-\d+/];

/**
 * Opens a page of a remote the shell refuses (built against a @fullmakt/shared it does not
 * provide): its outlet shows the shell's message instead of the page, inside the header and
 * footer of a site that works.
 */
export async function expectRefusedOutlet(
  p: CheckedPage,
  origin: string,
  path: string,
  heading: string,
): Promise<void> {
  await p.page.goto(`${origin}${path}`);
  await expect(p.page.getByRole('alert')).toContainText(
    /Den här delen av tjänsten är inte tillgänglig just nu/,
    { timeout: 20_000 },
  );
  await expect(
    p.page.getByRole('heading', { level: 1, name: heading }),
    'no page of the refused remote',
  ).toHaveCount(0);
  await expect(p.page.getByRole('banner'), 'the header stays').toBeVisible();
  await expect(p.page.getByRole('contentinfo'), 'the footer stays').toBeVisible();
  await p.check();
}
