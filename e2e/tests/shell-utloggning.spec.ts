import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { tryckPa } from '../src/keyboard';
import { signOut, testPersons } from '../src/sign-in';

test.describe('shell: signing out', () => {
  test('says that the user is signed out, and Back never shows raw JSON', async ({
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.anna, { to: '/privat/ombud' });
    const header = p.page.getByRole('banner');
    // Keyboard only: the menu and its "Logga ut".
    await signOut(p, async () => {
      await tryckPa(p, header.getByRole('button', { name: 'Inloggad som Anna Lindqvist' }));
      await tryckPa(p, p.page.getByRole('button', { name: 'Logga ut' }));
    });
    const notice = p.page.getByRole('status').filter({ hasText: 'Du är nu utloggad.' });
    await expect(notice).toBeVisible();
    await expect(header.getByRole('link', { name: 'Logga in' })).toBeVisible();

    // Back through everything this tab showed since the sign-in began: the e-ID page of
    // the finished sign-in is among them.
    const seen: string[] = [];
    for (let steg = 0; steg < 4 && !seen.includes('/login'); steg += 1) {
      await p.page.goBack();
      await p.page.waitForURL((url) => !url.pathname.startsWith('/oauth2/'));
      await p.page.waitForLoadState('load');
      const body = await p.page.locator('body').innerText();
      assert.doesNotMatch(body, /"kod"\s*:/, `raw JSON on ${p.page.url()}`);
      await p.settled();
      seen.push(new URL(p.page.url()).pathname);
    }
    assert.ok(seen.includes('/login'), `Back reached the sign-in again: ${seen.join(', ')}`);
    await expect(p.page.getByRole('button', { name: /Inloggad som/ })).toHaveCount(0);
    // The notice was said once; it is not repeated on the pages Back shows.
    await expect(notice).toHaveCount(0);
  });
});
