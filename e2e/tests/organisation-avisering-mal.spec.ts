import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { tryckPa } from '../src/keyboard';
import {
  nastaAr,
  tillOrganisationer,
  tillSigneringssteget,
  valjOrganisation,
} from '../src/organisation-journey';
import { completeSignIn, testPersons } from '../src/sign-in';

test.describe("organisation: a notice's link keeps its target through sign-in and choosing the organisation", () => {
  test('Anna, a co-signer, follows the link to the power and ends on the power, not the overview', async ({
    site,
    openPage,
  }) => {
    // Erik starts a power for Nordisk Byggteknik AB that he and Anna are to sign.
    let lank = '';
    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.erik);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await tillSigneringssteget(p, `${nastaAr}-06-30`);
      await p.page.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
      await p.page.getByRole('checkbox', { name: 'Anna Lindqvist' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await p.page.getByRole('button', { name: 'Skriv under senare' }).click();
      await p.shows('Fullmakter organisationen har gett');
      const href = await p.page
        .getByRole('link', { name: 'Fortsätt med Tillståndsansökningar' })
        .first()
        .getAttribute('href');
      const id = new URL(href ?? '', site.origin).searchParams.get('id') ?? '';
      assert.ok(id, 'the draft has an id');
      // The link a co-signer's notice carries (server/src/avisering/queue-notices.ts).
      lank = `/organisation/fullmaktsgivare/utkast?id=${encodeURIComponent(id)}`;
    }

    {
      const p = await openPage();
      // Not signed in: the link goes to /login first.
      await p.page.goto(site.origin + lank);
      await p.page.waitForURL((url) => url.pathname === '/login');
      await p.settled();
      // Signed in, the guard asks which organisation: the target waits meanwhile.
      await completeSignIn(p, testPersons.anna, {
        path: '/organisation/engagemang',
        heading: 'Dina organisationer',
      });
      await expect(
        p.page.getByText('Välj först vilken organisation du vill hantera fullmakter för.'),
      ).toBeVisible();
      // Keyboard only.
      await tryckPa(p, p.page.getByRole('button', { name: 'Välj Nordisk Byggteknik AB' }));
      await p.page.waitForURL((url) => url.pathname + url.search === lank);
      await p.shows('Påbörjad fullmakt');
      await expect(
        p.page.getByRole('main').getByText('Tillståndsansökningar').first(),
      ).toBeVisible();
    }
  });

  test('an ombud page without an organisation chosen shows the ombud overview (SPEC §2), which leads on to choosing one and back', async ({
    site,
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.anna);
    await p.page.goto(`${site.origin}/organisation/ombud/dela/giltighet`);
    await p.page.waitForURL((url) => url.pathname === '/organisation/ombud');
    p.passedThrough('/organisation/ombud/dela/giltighet');
    await p.settled();
    await expect(p.page.locator('main h1')).toHaveText('Fullmakter företaget har fått');
    await expect(
      p.page.getByText('Välj först vilken organisation du vill hantera fullmakter för.'),
    ).toBeVisible();
    // Keyboard only: choose the organisation, and come back to the overview.
    await tryckPa(p, p.page.getByRole('link', { name: 'Välj organisation' }));
    await p.shows('Dina organisationer');
    await tryckPa(p, p.page.getByRole('button', { name: 'Välj Nordisk Byggteknik AB' }));
    await p.page.waitForURL((url) => url.pathname === '/organisation/ombud');
    await expect(p.page.getByText(/till Nordisk Byggteknik AB/)).toBeVisible();
    await p.check();
  });
});
