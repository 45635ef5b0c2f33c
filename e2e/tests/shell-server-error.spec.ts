import { expect, test } from '../src/fixtures';
import { tillOversikten } from '../src/privat-journey';

test.describe('shell: server errors go to /fel', () => {
  test('sends a page whose data load answers 500 to /fel, and back to the page from there', async ({
    openPage,
  }) => {
    const p = await openPage({ allowConsoleErrors: [/status of 500/] });
    await tillOversikten(p);
    // The third-party list behind the wizard's first step fails on the server.
    const tredjeman = '**/tredjeman-api/tredjeman?**';
    await p.page.route(tredjeman, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ kod: 'okant.fel' }),
      }),
    );
    await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
    await p.page.waitForURL((url) => url.pathname === '/fel');
    await p.shows('Något gick fel');
    await expect(
      p.page.getByText('Kontakta supporten om felet kvarstår.', { exact: false }),
    ).toBeVisible();
    // Header and footer are still there, and the user can go back when it works again.
    await expect(p.page.getByRole('contentinfo')).toBeVisible();
    await p.page.unroute(tredjeman);
    await p.page.getByRole('link', { name: 'Försök igen att visa sidan' }).click();
    await p.shows('Välj tredje man');
    await expect(p.page).toHaveURL((url) => url.pathname === '/privat/fullmaktsgivare/skapa');
  });
});
