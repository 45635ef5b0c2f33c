import assert from 'node:assert/strict';
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
  const alert = p.page.getByRole('alert');
  await alert.waitFor({ timeout: 20_000 });
  assert.match(await alert.innerText(), /Den här delen av tjänsten är inte tillgänglig just nu/);
  assert.equal(
    await p.page.getByRole('heading', { level: 1, name: heading }).count(),
    0,
    'no page of the refused remote',
  );
  assert.equal(await p.page.getByRole('banner').isVisible(), true, 'the header stays');
  assert.equal(await p.page.getByRole('contentinfo').isVisible(), true, 'the footer stays');
  await p.check();
}
