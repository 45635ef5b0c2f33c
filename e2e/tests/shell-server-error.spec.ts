import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteForThisFile, withPage } from '../src/harness';
import { tillOversikten } from '../src/privat-journey';

const site = siteForThisFile();

describe('shell: server errors go to /fel', () => {
  it('sends a page whose data load answers 500 to /fel, and back to the page from there', async () => {
    await withPage(
      site,
      async (p) => {
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
        await p.page.getByText('Kontakta supporten om felet kvarstår.', { exact: false }).waitFor();
        // Header and footer are still there, and the user can go back when it works again.
        await p.page.getByRole('contentinfo').waitFor();
        await p.page.unroute(tredjeman);
        await p.page.getByRole('link', { name: 'Försök igen att visa sidan' }).click();
        await p.shows('Välj tredje man');
        assert.equal(new URL(p.page.url()).pathname, '/privat/fullmaktsgivare/skapa');
      },
      { allowConsoleErrors: [/status of 500/] },
    );
  });
});
