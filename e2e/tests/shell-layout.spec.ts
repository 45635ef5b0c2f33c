import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { testPersons } from '../src/sign-in';

const hasClass = (name: string) => document.documentElement.classList.contains(name);

test.describe('shell: layout, role switch and keyboard', () => {
  test('changes role on the start page without leaving it, and carries the role class', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/');
    assert.equal(await p.page.evaluate(hasClass, 'foretag'), true);
    const roles = p.page.getByRole('group', { name: 'Jag använder tjänsten som' });
    await roles.getByRole('button', { name: 'Privat' }).click();
    await expect(roles.getByRole('button', { name: 'Privat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(p.page).toHaveURL((url) => url.pathname === '/');
    assert.equal(await p.page.evaluate(hasClass, 'privat'), true);
    assert.equal(await p.page.evaluate(hasClass, 'foretag'), false);
    await p.check();
  });

  test("elsewhere goes to the new role's start page, with the role's breadcrumbs", async ({
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.anna);
    await p.visit('/organisation/engagemang');
    const trail = p.page.getByRole('navigation', { name: 'Du är här' });
    await expect(trail.getByRole('listitem')).toHaveText([
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
    await expect(p.page).toHaveURL((url) => url.pathname === '/privat/fullmaktsgivare');
    await expect(trail.getByRole('listitem')).toHaveText([
      'Start',
      'Privat',
      'Fullmakter du har gett',
    ]);
    await expect(trail.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/');
    assert.equal(await p.page.evaluate(hasClass, 'privat'), true);
  });

  test('has a skip link first in the tab order that moves focus to the main content', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/info/om-oss');
    await p.page.keyboard.press('Tab');
    const focused = await p.page.evaluate(() => document.activeElement?.textContent);
    assert.equal(focused, 'Till huvudinnehållet');
    await p.page.keyboard.press('Enter');
    assert.equal(await p.page.evaluate(() => document.activeElement?.id), 'huvudinnehall');
    await expect(p.page.locator('h1'), 'one h1 per page').toHaveCount(1);
  });

  test('shows the environment label outside production and the footer with its three headings', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/');
    await expect(p.page.getByRole('banner').getByText('Miljö: dev')).toBeVisible();
    const footer = p.page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Om webbsidan',
      'Om webbplatsen',
      'Om tjänsten',
    ]);
    await expect(footer.getByText('Finansieras av Europeiska unionen')).toBeVisible();
  });

  test('keeps the header usable on a small screen (xs, under 576 px)', async ({ openPage }) => {
    const p = await openPage();
    await p.page.setViewportSize({ width: 360, height: 740 });
    await p.visit('/');
    const login = p.page.getByRole('banner').getByRole('link', { name: 'Logga in' });
    await expect(login).toBeVisible();
    const scrollWidth = await p.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 360, `no sideways scrolling (${scrollWidth} px)`);
  });
});
