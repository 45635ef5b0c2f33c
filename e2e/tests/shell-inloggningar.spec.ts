import assert from 'node:assert/strict';
import { apiInPage } from '../src/api-in-page';
import { expect, test } from '../src/fixtures';
import { signIn, testPersons } from '../src/sign-in';

test.describe('shell: my sign-ins', () => {
  test('lists the other browser where Anna is signed in and ends it; that browser is signed out at once', async ({
    openPage,
    signedInAs,
  }) => {
    const laptop = await signedInAs(testPersons.anna);
    // The library's last call is refused on purpose: its session was ended.
    const library = await openPage({ allowConsoleErrors: [/status of 401 \(Unauthorized\)/] });
    await signIn(library, testPersons.anna);
    assert.equal(
      (await apiInPage(library.page, 'GET', '/api/sessioner')).status,
      200,
      'the library browser is signed in',
    );

    const header = laptop.page.getByRole('banner');
    await header.getByRole('button', { name: 'Inloggad som Anna Lindqvist' }).click();
    await laptop.page.getByRole('link', { name: 'Mina inloggningar' }).click();
    await expect(
      laptop.page.getByRole('heading', { level: 1, name: 'Mina inloggningar' }),
    ).toBeVisible();
    const list = laptop.page.getByRole('list', { name: 'Inloggningar' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Den här webbläsaren')).toBeVisible();
    await laptop.check();

    await list.getByRole('button', { name: 'Avsluta inloggningen' }).click();
    await expect(
      laptop.page.getByRole('status').getByText('Inloggningen är avslutad.'),
    ).toBeVisible();
    await expect(laptop.page.getByText('Du är inte inloggad någon annanstans.')).toBeVisible();
    await laptop.check();

    assert.equal(
      (await apiInPage(library.page, 'GET', '/api/sessioner')).status,
      401,
      'the ended session answers no more',
    );
  });
});
