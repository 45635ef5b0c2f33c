import assert from 'node:assert/strict';
import { expect, siteForThisFile, test, withPage } from '../src/fixtures';
import { signIn } from '../src/sign-in';

const site = siteForThisFile();

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
    test(`${path} shows "${heading}" inside the shell`, async () => {
      await withPage(site, async (p) => {
        // The role pages are protected by the session guard: sign in first.
        if (path.startsWith('/privat') || path.startsWith('/organisation')) {
          await signIn(p);
        }
        await p.visit(path);
        assert.equal(await p.page.locator('main h1').textContent(), heading);
        assert.ok(await p.page.getByRole('banner').isVisible());
        assert.ok(
          await p.page
            .getByRole('contentinfo')
            .getByText('Finansieras av Europeiska unionen')
            .isVisible(),
        );
      });
    });
  }

  test('sends an ombud page of the organisation prefix without a chosen organisation to the ombud overview (§2)', async () => {
    await withPage(site, async (p) => {
      await signIn(p);
      await p.visit('/organisation/ombud/dela/behorighet');
      assert.equal(new URL(p.page.url()).pathname, '/organisation/ombud');
      assert.equal(await p.page.locator('main h1').textContent(), 'Fullmakter företaget har fått');
      p.passedThrough('/organisation/ombud/dela/behorighet');
    });
  });

  test('moves between remotes by links without a page load, with breadcrumbs from route handles', async () => {
    await withPage(site, async (p) => {
      await signIn(p);
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
      assert.deepEqual(await trail.getByRole('listitem').allTextContents(), [
        'Start',
        'Information',
        'Om oss',
      ]);
      assert.equal(
        await trail.getByRole('link', { name: 'Om oss' }).count(),
        0,
        'the last crumb is not a link',
      );
      assert.equal(
        await p.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
        true,
      );
      assert.equal(await p.page.title(), 'Om oss – Fullmakt');
    });
  });

  test('shows the not-found page, with status 404, for a path no route owns, and /fel for errors', async () => {
    await withPage(site, async (p) => {
      for (const missing of ['/finns/inte', '/info/finns-inte', '/privat/finns-inte']) {
        await p.visitMissing(missing);
        assert.equal(await p.page.locator('main h1').textContent(), 'Sidan finns inte');
      }
      await p.visit('/fel');
      assert.equal(await p.page.locator('main h1').textContent(), 'Något gick fel');
    });
  });
});
