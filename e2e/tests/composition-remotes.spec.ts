import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { testPersons } from '../src/sign-in';

test.describe('composition: each remote renders under its prefix', () => {
  const pages: [path: string, heading: string][] = [
    ['/', 'Digitala fullmakter'],
    ['/info/om-oss', 'Om oss'],
    ['/privat/fullmaktsgivare', 'Fullmakter du har gett'],
    ['/organisation', 'Välj organisation'],
    ['/organisation/engagemang', 'Dina organisationer'],
    ['/privat/ombud', 'Fullmakter du har fått'],
    ['/privat/ombud/fullmakt', 'Fullmakt'],
  ];

  for (const [path, heading] of pages) {
    test(`${path} shows "${heading}" inside the shell`, async ({ openPage, keptSignedInAs }) => {
      // The role pages are protected by the session guard: signed in first. The cases are
      // about the remotes, not the session: one sign-in serves them (no case here chooses
      // an organisation or changes what the next one sees).
      const p =
        path.startsWith('/privat') || path.startsWith('/organisation')
          ? await keptSignedInAs(testPersons.anna)
          : await openPage();
      await p.visit(path);
      await expect(p.page.locator('main h1')).toHaveText(heading);
      await expect(p.page.getByRole('banner')).toBeVisible();
      await expect(
        p.page.getByRole('contentinfo').getByText('Finansieras av Europeiska unionen'),
      ).toBeVisible();
    });
  }

  test('sends an ombud page of the organisation prefix without a chosen organisation to the ombud overview (§2)', async ({
    keptSignedInAs,
  }) => {
    const p = await keptSignedInAs(testPersons.anna);
    await p.visit('/organisation/ombud/dela/behorighet');
    await expect(p.page).toHaveURL((url) => url.pathname === '/organisation/ombud');
    await expect(p.page.locator('main h1')).toHaveText('Fullmakter företaget har fått');
    p.passedThrough('/organisation/ombud/dela/behorighet');
  });

  test('moves between remotes by links without a page load, with breadcrumbs from route handles', async ({
    keptSignedInAs,
  }) => {
    const p = await keptSignedInAs(testPersons.anna);
    await p.visit('/');
    await p.page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await p.page.getByRole('button', { name: 'Jag är privatperson' }).click();
    await expect(
      p.page.getByRole('heading', { level: 1, name: 'Fullmakter du har gett' }),
    ).toBeVisible();
    p.passedThrough('/privat');
    await p.check();
    await p.page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).click();
    await expect(p.page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
    await p.check();
    const trail = p.page.getByRole('navigation', { name: 'Du är här' });
    await expect(trail.getByRole('listitem')).toHaveText(['Start', 'Information', 'Om oss']);
    await expect(
      trail.getByRole('link', { name: 'Om oss' }),
      'the last crumb is not a link',
    ).toHaveCount(0);
    assert.equal(
      await p.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
    );
    await expect(p.page).toHaveTitle('Om oss – Fullmakt');
  });

  test('shows the not-found page, with status 404, for a path no route owns, and /fel for errors', async ({
    openPage,
  }) => {
    const p = await openPage();
    for (const missing of ['/finns/inte', '/info/finns-inte', '/privat/finns-inte']) {
      await p.visitMissing(missing);
      await expect(p.page.locator('main h1')).toHaveText('Sidan finns inte');
    }
    await p.visit('/fel');
    await expect(p.page.locator('main h1')).toHaveText('Något gick fel');
  });
});
