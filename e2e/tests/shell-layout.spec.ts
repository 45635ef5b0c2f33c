import assert from 'node:assert/strict';
import { expect, siteForThisFile, test, withPage } from '../src/fixtures';
import { signIn } from '../src/sign-in';

const site = siteForThisFile();

const hasClass = (name: string) => document.documentElement.classList.contains(name);

test.describe('shell: layout, role switch and keyboard', () => {
  test('changes role on the start page without leaving it, and carries the role class', async () => {
    await withPage(site, async (p) => {
      await p.visit('/');
      assert.equal(await p.page.evaluate(hasClass, 'foretag'), true);
      const roles = p.page.getByRole('group', { name: 'Jag använder tjänsten som' });
      await roles.getByRole('button', { name: 'Privat' }).click();
      assert.equal(
        await roles.getByRole('button', { name: 'Privat' }).getAttribute('aria-pressed'),
        'true',
      );
      assert.equal(new URL(p.page.url()).pathname, '/');
      assert.equal(await p.page.evaluate(hasClass, 'privat'), true);
      assert.equal(await p.page.evaluate(hasClass, 'foretag'), false);
      await p.check();
    });
  });

  test("elsewhere goes to the new role's start page, with the role's breadcrumbs", async () => {
    await withPage(site, async (p) => {
      await signIn(p);
      await p.visit('/organisation/engagemang');
      const trail = p.page.getByRole('navigation', { name: 'Du är här' });
      assert.deepEqual(await trail.getByRole('listitem').allTextContents(), [
        'Start',
        'Företag',
        'Dina organisationer',
      ]);
      await p.page
        .getByRole('group', { name: 'Jag använder tjänsten som' })
        .getByRole('button', { name: 'Privat' })
        .click();
      // /privat passes the one possible grantor on to her overview (issue 36, item 21).
      await expect(
        p.page.getByRole('heading', { level: 1, name: 'Fullmakter du har gett' }),
      ).toBeVisible();
      p.passedThrough('/privat');
      await p.check();
      assert.equal(new URL(p.page.url()).pathname, '/privat/fullmaktsgivare');
      assert.deepEqual(await trail.getByRole('listitem').allTextContents(), [
        'Start',
        'Privat',
        'Fullmakter du har gett',
      ]);
      assert.equal(await trail.getByRole('link', { name: 'Start' }).getAttribute('href'), '/');
      assert.equal(await p.page.evaluate(hasClass, 'privat'), true);
    });
  });

  test('has a skip link first in the tab order that moves focus to the main content', async () => {
    await withPage(site, async (p) => {
      await p.visit('/info/om-oss');
      await p.page.keyboard.press('Tab');
      const focused = await p.page.evaluate(() => document.activeElement?.textContent);
      assert.equal(focused, 'Till huvudinnehållet');
      await p.page.keyboard.press('Enter');
      assert.equal(await p.page.evaluate(() => document.activeElement?.id), 'huvudinnehall');
      assert.equal(await p.page.locator('h1').count(), 1, 'one h1 per page');
    });
  });

  test('shows the environment label outside production and the footer with its three headings', async () => {
    await withPage(site, async (p) => {
      await p.visit('/');
      await expect(p.page.getByRole('banner').getByText('Miljö: dev')).toBeVisible();
      const footer = p.page.getByRole('contentinfo');
      assert.deepEqual(await footer.getByRole('heading', { level: 2 }).allTextContents(), [
        'Om webbsidan',
        'Om webbplatsen',
        'Om tjänsten',
      ]);
      await expect(footer.getByText('Finansieras av Europeiska unionen')).toBeVisible();
    });
  });

  test('keeps the header usable on a small screen (xs, under 576 px)', async () => {
    await withPage(site, async (p) => {
      await p.page.setViewportSize({ width: 360, height: 740 });
      await p.visit('/');
      const login = p.page.getByRole('banner').getByRole('link', { name: 'Logga in' });
      await expect(login).toBeVisible();
      const scrollWidth = await p.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= 360, `no sideways scrolling (${scrollWidth} px)`);
    });
  });
});
