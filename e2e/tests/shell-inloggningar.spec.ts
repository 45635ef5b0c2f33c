import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiInPage } from '../src/api-in-page';
import { siteForThisFile, withPage } from '../src/harness';
import { signIn, testPersons } from '../src/sign-in';

const site = siteForThisFile();

describe('shell: my sign-ins', () => {
  it('lists the other browser where Anna is signed in and ends it; that browser is signed out at once', async () => {
    await withPage(site, async (laptop) => {
      await signIn(laptop, testPersons.anna);
      await withPage(
        site,
        async (library) => {
          await signIn(library, testPersons.anna);
          assert.equal(
            (await apiInPage(library.page, 'GET', '/api/sessioner')).status,
            200,
            'the library browser is signed in',
          );

          const header = laptop.page.getByRole('banner');
          await header.getByRole('button', { name: 'Inloggad som Anna Lindqvist' }).click();
          await laptop.page.getByRole('link', { name: 'Mina inloggningar' }).click();
          await laptop.page.getByRole('heading', { level: 1, name: 'Mina inloggningar' }).waitFor();
          const list = laptop.page.getByRole('list', { name: 'Inloggningar' });
          await list.waitFor();
          assert.equal(await list.getByRole('listitem').count(), 2);
          await list.getByText('Den här webbläsaren').waitFor();
          await laptop.check();

          await list.getByRole('button', { name: 'Avsluta inloggningen' }).click();
          await laptop.page.getByRole('status').getByText('Inloggningen är avslutad.').waitFor();
          await laptop.page.getByText('Du är inte inloggad någon annanstans.').waitFor();
          await laptop.check();

          assert.equal(
            (await apiInPage(library.page, 'GET', '/api/sessioner')).status,
            401,
            'the ended session answers no more',
          );
        },
        // The library's last call is refused on purpose: its session was ended.
        { allowConsoleErrors: [/status of 401 \(Unauthorized\)/] },
      );
    });
  });
});
