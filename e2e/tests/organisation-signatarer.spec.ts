import { expect, test } from '../src/fixtures';
import { kryssaMedTangent, tabbaTill, tryckPa } from '../src/keyboard';
import {
  idag,
  nastaAr,
  tillOrganisationer,
  tillSigneringssteget,
  valjOrganisation,
} from '../src/organisation-journey';
import { fyllGiltighet, tillGiltighetssteget } from '../src/privat-journey';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';
import { testPersons } from '../src/sign-in';

/** Each test's power ends on its own day, so its row is told apart from the others. */
const slut = {
  stigfinnarna: `${nastaAr}-07-15`,
  skickad: `${nastaAr}-08-15`,
  vantar: `${nastaAr}-09-15`,
} as const;

test.describe('organisation: who signs, when the creator does not choose freely', () => {
  test('Mikael signs for Föreningen Stigfinnarna, whose only group has everyone mandatory', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOrganisationer(p, testPersons.mikael);
    await valjOrganisation(p, 'Föreningen Stigfinnarna');
    await tillGiltighetssteget(p, {
      tredjeman: 'Tillståndsmyndigheten',
      mall: 'Tillståndsansökningar',
    });
    // Nothing to choose: the signatory step is dropped (SPEC §2), five steps.
    await expect(p.page.getByText('Steg 3 av 5', { exact: true })).toBeVisible();
    await fyllGiltighet(p, '19780312-2386', idag, slut.stigfinnarna);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    await expect(p.page.getByText('Steg 5 av 5', { exact: true })).toBeVisible();

    // The review names both mandatory signatories, chosen for the user, and the
    // organisation number with its hyphen.
    const granskning = p.page.getByRole('main');
    await expect(granskning.getByText('Föreningen Stigfinnarna (802501-2348)')).toBeVisible();
    await expect(granskning.getByText('Mikael Olsson: Inte underskriven')).toBeVisible();
    await expect(granskning.getByText('Lena Persson: Inte underskriven')).toBeVisible();

    await skrivUnderHosSigneringstjansten(p);
    await p.shows('Din underskrift är klar');
    await expect(p.page.getByText('Kvar att skriva under: Lena Persson')).toBeVisible();
    await p.check();
  });

  test('Erik sends a power for Maria and Lars to sign, without signing himself', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOrganisationer(p, testPersons.erik);
    await valjOrganisation(p, 'Nordisk Byggteknik AB');
    await tillSigneringssteget(p, slut.skickad);
    // From here on with the keyboard alone.
    const styrelsen = p.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
    await kryssaMedTangent(p, styrelsen.getByRole('checkbox', { name: 'Maria Svensson' }));
    await kryssaMedTangent(p, styrelsen.getByRole('checkbox', { name: 'Lars Karlsson' }));
    await tryckPa(p, p.page.getByRole('button', { name: 'Nästa' }));
    await p.shows('Skriv under');
    // The review names who will sign.
    await expect(p.page.getByText('Maria Svensson: Inte underskriven')).toBeVisible();
    await expect(p.page.getByText('Lars Karlsson: Inte underskriven')).toBeVisible();

    // Erik is not among the signatories: he sends, he does not sign.
    await expect(p.page.getByRole('button', { name: 'Skriv under', exact: true })).toHaveCount(0);
    await tryckPa(p, p.page.getByRole('button', { name: 'Skicka för underskrift' }));
    await p.shows('Fullmakten är skickad för underskrift');
    // Both named, in whichever order the server lists them.
    const kvitto = p.page.getByText(/har fått ett meddelande om att fullmakten väntar/);
    await expect(kvitto).toHaveText(/^(?=.*Maria Svensson)(?=.*Lars Karlsson)/);
    await expect(p.page.getByText('Underskriften är ogiltig.')).toHaveCount(0);
    await tabbaTill(p, p.page.getByRole('link', { name: 'Visa fullmakten' }));
    await p.check();

    // On the overview it waits for both, and is no longer a draft being started.
    await p.visit('/organisation/fullmaktsgivare');
    const rad = p.page
      .getByRole('region', { name: 'Påbörjade fullmakter' })
      .getByRole('listitem')
      .filter({ hasText: /0 av 2 underskrifter/ });
    await expect(rad.getByRole('link', { name: 'Visa Tillståndsansökningar' })).toBeVisible();
    await expect(rad).toHaveText(/Kvar att skriva under: (?=.*Maria Svensson)(?=.*Lars Karlsson)/);
    await p.check();
  });

  test('Maria finds the power waiting for her signature in a section of its own', async ({
    openPage,
  }) => {
    {
      const p = await openPage();
      // Erik starts and signs a power that Maria must sign too.
      await tillOrganisationer(p, testPersons.erik);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await tillSigneringssteget(p, slut.vantar);
      const styrelsen = p.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
      await styrelsen.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
      await styrelsen.getByRole('checkbox', { name: 'Maria Svensson' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await skrivUnderHosSigneringstjansten(p);
      await p.shows('Din underskrift är klar');
    }

    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.maria);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      // Told at once, and the power is in a section of its own with who, when and by whom.
      await expect(
        p.page
          .getByRole('status')
          .getByText(/väntar på din underskrift/)
          .first(),
      ).toBeVisible();
      const sektion = p.page.getByRole('region', { name: 'Väntar på din underskrift' });
      // Told apart from any other by its period.
      const post = sektion
        .getByRole('listitem')
        .filter({ hasText: `Gäller ${idag} till och med ${slut.vantar}` });
      await expect(post).toBeVisible();
      // Not yet signed by all, the power names no holder (issue 38): Lena by her number.
      await expect(post).toHaveText(
        /Till Tillståndsmyndigheten\. Fullmaktshavare: 19900730-2426\./,
      );
      await expect(post).toHaveText(new RegExp(`Påbörjad av Erik Johansson ${idag}\\.`));
      // Not among the drafts she may continue: she did not start it.
      const utkast = p.page.getByRole('region', { name: 'Påbörjade fullmakter' });
      await expect(utkast.getByText(/Tillståndsansökningar/)).toHaveCount(0);
      await expect(p.page.getByRole('link', { name: /^Fortsätt med/ })).toHaveCount(0);
      await p.check();

      await tryckPa(
        p,
        post.getByRole('link', { name: 'Granska och skriv under Tillståndsansökningar' }),
      );
      await p.shows('Påbörjad fullmakt');
      await expect(p.page.getByRole('button', { name: 'Skriv under', exact: true })).toBeVisible();
      // Erik's power, signed by him already: not hers to remove.
      await expect(p.page.getByRole('button', { name: 'Ta bort utkast' })).toHaveCount(0);
      await p.check();
    }
  });
});
