import { expect, test } from '../src/fixtures';
import { kryssaMedTangent, skrivI, tryckPa, valjRadioMedTangent } from '../src/keyboard';
import { idag, nastaAr, tillOrganisationer } from '../src/organisation-journey';
import { testPersons } from '../src/sign-in';

const tom = `${nastaAr}-07-15`;

test.describe('organisation: the whole wizard with the keyboard alone', () => {
  test('Erik creates and sends for signature a power for Nordisk Byggteknik AB without a mouse', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOrganisationer(p, testPersons.erik);
    const nasta = p.page.getByRole('button', { name: 'Nästa' });

    await tryckPa(p, p.page.getByRole('button', { name: 'Välj Nordisk Byggteknik AB' }));
    await p.shows('Fullmakter organisationen har gett');
    await tryckPa(p, p.page.getByRole('button', { name: 'Skapa fullmakt' }));
    await p.shows('Välj tredje man');

    await valjRadioMedTangent(p, p.page.getByRole('radio', { name: 'Tillståndsmyndigheten' }));
    await tryckPa(p, nasta);
    await p.shows('Välj fullmakt');

    await valjRadioMedTangent(p, p.page.getByRole('radio', { name: 'Tillståndsansökningar' }));
    await tryckPa(p, nasta);
    await p.shows('Fullmaktshavare och giltighetstid');

    await skrivI(p, p.page.getByLabel('Personnummer för fullmaktshavare 1'), '19900730-2426');
    await skrivI(p, p.page.getByLabel('Gäller från och med'), idag);
    await skrivI(p, p.page.getByLabel('Gäller till och med'), tom);
    await tryckPa(p, nasta);
    await p.shows('Behörigheter');

    await kryssaMedTangent(p, p.page.getByRole('checkbox', { name: 'Betala avgifter' }));
    await tryckPa(p, nasta);
    await p.shows('Välj vem som ska skriva under');

    // A refusal is heard at once and the user can go on from the keyboard.
    await kryssaMedTangent(p, p.page.getByRole('checkbox', { name: 'Erik Johansson (du)' }));
    await tryckPa(p, nasta);
    await expect(
      p.page.getByRole('link', { name: 'Minst 2 personer ska skriva under' }),
    ).toBeVisible();
    await expect(p.page.locator('.error-summary'), 'the error summary has focus').toBeFocused();
    await p.check();
    await kryssaMedTangent(p, p.page.getByRole('checkbox', { name: 'Maria Svensson' }));
    await tryckPa(p, nasta);
    await p.shows('Skriv under');
    await expect(p.page.getByText('Steg 6 av 6', { exact: true })).toBeVisible();
    await expect(p.page.getByText('Betala avgifter').first()).toBeVisible();

    // Back a step and forward again with the keyboard keeps the choice.
    await tryckPa(p, p.page.getByRole('link', { name: 'Tillbaka' }));
    await p.shows('Välj vem som ska skriva under');
    await expect(p.page.getByRole('checkbox', { name: 'Maria Svensson' })).toBeChecked();
    await tryckPa(p, nasta);
    await p.shows('Skriv under');

    await tryckPa(p, p.page.getByRole('button', { name: 'Skriv under', exact: true }));
    await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
    await p.shows('Skriv under fullmakten');
    await valjRadioMedTangent(p, p.page.getByLabel('Lyckad legitimering'));
    await tryckPa(p, p.page.getByRole('button', { name: 'Skriv under', exact: true }));
    await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
    await p.shows('Din underskrift är klar');
  });
});
