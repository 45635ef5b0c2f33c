import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { testPersons } from '../src/sign-in';

/** The chunk of a translation: its catalogs and Lingui (tooling/rspack, issue 33). */
const translationChunk = /\/oversattning\.[0-9a-f]+\.js$/;

function translationRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (translationChunk.test(new URL(request.url()).pathname)) {
      seen.push(request.url());
    }
  });
  return seen;
}

test.describe('shell: the page in the language the visitor chose', () => {
  test('Swedish loads no translation; English gives the frame and sign-in in English, and back', async ({
    checkedPage: p,
  }) => {
    const loaded = translationRequests(p.page);
    await p.visit('/login');
    await expect(p.page.locator('main h1')).toHaveText('Logga in');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'sv');
    expect(loaded, 'a Swedish page loads no English').toEqual([]);

    // The switch's address: the choice is kept, and the visitor is back on the same page.
    await p.visit('/sprak/en?till=/login');
    await expect(p.page).toHaveURL((url) => url.pathname === '/login');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(p.page.locator('main h1')).toHaveText('Sign in');
    await expect(p.page.getByRole('heading', { name: 'Choose an e-ID' })).toBeVisible();
    await expect(p.page.getByRole('button', { name: 'Mobile BankID' })).toBeVisible();
    await expect(
      p.page.getByRole('banner').getByRole('link', { name: 'Contact us' }),
    ).toBeVisible();
    await expect(p.page).toHaveTitle(/Sign in/);
    expect(loaded).toHaveLength(1);
    await p.check();

    // Kept across pages, and back to Swedish the same way.
    await p.visit('/verifiera');
    await expect(p.page.getByRole('button', { name: 'Verify' })).toBeVisible();
    await p.check();
    await p.visit('/sprak/sv?till=/login');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(p.page.locator('main h1')).toHaveText('Logga in');
  });

  test("a signed-in grantor's own pages in English", async ({ signedInAs }) => {
    const p = await signedInAs(testPersons.anna);
    await p.visit('/sprak/en?till=/privat/fullmaktsgivare');
    await expect(p.page.locator('main h1')).toHaveText('Powers of attorney you have given');
    await expect(p.page.getByRole('button', { name: 'Create a power of attorney' })).toBeVisible();
    await expect(p.page.getByText('No requests are waiting for an answer.')).toBeVisible();
    await p.check();
  });

  test("the holder's received powers and one of them, in English", async ({ signedInAs }) => {
    const p = await signedInAs(testPersons.lena);
    await p.visit('/sprak/en?till=/privat/ombud');
    await expect(p.page.locator('main h1')).toHaveText('Powers of attorney you have received');
    await p.check();
    await p.visit('/privat/ombud/fullmakt?id=demo-anna-lena-fordon&orgnummer=2021001231');
    // The power's title is the third party's words (its template), not the service's.
    await expect(p.page.locator('main h1')).toHaveText('Ärenden om fordon');
    await expect(p.page.getByText('Validity', { exact: true }).first()).toBeVisible();
    await expect(
      p.page.getByRole('link', { name: 'Back to powers of attorney you have received' }),
    ).toBeVisible();
    // Dates in words the English way (svenskTid), not "kl.".
    await expect(p.page.locator('main')).not.toContainText(' kl. ');
    await p.check();
  });
});

test.describe('shell: a translation that does not load', () => {
  test.use({ pageOptions: { allowConsoleErrors: [/Failed to load resource/, /ERR_FAILED/] } });

  test('the page is shown in Swedish, and says so in <html lang>', async ({ checkedPage: p }) => {
    await p.page.route(translationChunk, (route) => route.abort('failed'));
    await p.visit('/sprak/en?till=/login');
    await expect(p.page.locator('main h1')).toHaveText('Logga in');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'sv');
    await p.check();
  });
});
