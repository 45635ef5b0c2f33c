import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { mainStructure } from '../src/info-content';

/** The English information pages: footer label, English address, h1. */
const englishPages: [label: string, path: string, heading: string][] = [
  ['Accessibility', '/en/info/tillganglighet', 'Accessibility of Fullmakt'],
  ['Cookies', '/en/info/kakor', 'Cookies'],
  ['Personal data', '/en/info/personuppgifter', 'Personal data'],
  ['About us', '/en/info/om-oss', 'About us'],
  ['News', '/en/info/nyheter', 'News'],
  ['Contact us', '/en/info/kontakta-oss', 'Contact us'],
  ['How it works', '/en/info/fungerar', 'How it works'],
  ['Questions and answers', '/en/info/fragor-och-svar', 'Questions and answers'],
  ['Connected parties', '/en/info/anslutna-parter', 'Connected parties'],
  ['Connect to the service', '/en/info/anslut', 'Connect to the service'],
  ['Why connect?', '/en/info/varfor-ansluta', 'Why connect?'],
  ['For developers', '/en/info/utvecklare', 'Infrastructure for developers'],
];

test.describe('info: the information pages in English, at addresses of their own', () => {
  test('the English start page and every English page from the footer, each axe-clean', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/en');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(p.page.locator('main h1')).toHaveText('Digital powers of attorney');
    await expect(p.page).toHaveTitle('Digital powers of attorney – Fullmakt');
    // Each page names its other language for search engines.
    await expect(p.page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveAttribute(
      'href',
      /\/$/,
    );
    await p.page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    for (const [label, path, heading] of englishPages) {
      await p.page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(
        p.page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await expect(p.page).toHaveURL((url) => url.pathname === path);
      await expect(p.page).toHaveTitle(`${heading} – Fullmakt`);
      await p.check();
      const { links, h1Count } = await mainStructure(p.page);
      assert.equal(h1Count, 1, `${path}: exactly one h1`);
      for (const link of links) {
        assert.ok(
          !/^\/info\//.test(new URL(link.href, p.page.url()).pathname),
          `${path}: ${link.href}`,
        );
      }
    }
    // All in the same document: the footer's links are the English pages' own addresses.
    assert.equal(
      await p.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
    );
    // The breadcrumb 'Start' is the English start page.
    const crumbs = p.page.getByRole('navigation', { name: 'You are here' });
    await expect(crumbs.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/en');
    await crumbs.getByRole('link', { name: 'Information' }).click();
    await p.shows('Information about the service');
    // The window title is read when mfe-info's routes load: its own catalog (in its release,
    // loaded by the shell before the routes) is in by then.
    await expect(p.page).toHaveTitle('Information about the service – Fullmakt');
    await expect(p.page.getByRole('main').getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/en/info/om-oss',
    );
  });

  test('the switch goes to the same page in the other language, and the choice is kept', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/info/om-oss');
    await expect(p.page.locator('main h1')).toHaveText('Om oss');
    const banner = p.page.getByRole('banner');
    await banner.getByRole('link', { name: 'English' }).click();
    await expect(p.page).toHaveURL((url) => url.pathname === '/en/info/om-oss');
    await expect(p.page.locator('main h1')).toHaveText('About us');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
    await p.check();

    // A Swedish address, opened again, gives the page in the language chosen.
    await p.visit('/info/kakor');
    await expect(p.page).toHaveURL((url) => url.pathname === '/en/info/kakor');
    await expect(p.page.locator('main h1')).toHaveText('Cookies');
    // A flow keeps its address: the sign-in in English.
    await p.page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await p.shows('Sign in');
    await expect(p.page).toHaveURL((url) => url.pathname === '/login');
    // And back to Swedish from the flow: the same address, in Swedish, kept.
    await p.page.getByRole('banner').getByRole('link', { name: 'Svenska' }).click();
    await expect(p.page).toHaveURL((url) => url.pathname === '/login');
    await expect(p.page.locator('main h1')).toHaveText('Logga in');
    await p.check();
    await p.visit('/');
    await expect(p.page.locator('main h1')).toHaveText('Digitala fullmakter');
  });

  test('an English page opened from a link is English, and so is the visit after it', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/en/info/om-oss');
    await expect(p.page.locator('main h1')).toHaveText('About us');
    await p.visit('/login');
    await expect(p.page.locator('main h1')).toHaveText('Sign in');
  });
});
