import { begar, dagar, idag } from '../src/begaran-journey';
import { type CheckedPage, expect, test } from '../src/fixtures';
import { kryssaMedTangent, tabbaTill, tryckPa } from '../src/keyboard';
import { valjOrganisation } from '../src/organisation-journey';
import { testPersons } from '../src/sign-in';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';

const slut = dagar(idag, 75);
const meddelande = 'Vi behöver föra över firmabilen före årsskiftet.';
const lankNamn = 'Lena Persson ber om fullmakten Ärenden om fordon';
const knapp = (p: CheckedPage, namn: string) =>
  p.page.getByRole('button', { name: namn, exact: true });

test.describe('organisation: a power made from a request', () => {
  test("Lena asks Nordisk Byggteknik AB; Erik sees it, Maria makes the power from it by keyboard, both sign, and Lena's request is answered", async ({
    signedInAs,
  }) => {
    const lena = await signedInAs(testPersons.lena);
    await begar(lena, '556712-3459', slut, meddelande);
    await lena.check();

    // Every firmatecknare sees it: Erik first.
    const erik = await signedInAs(testPersons.erik, { to: '/organisation' });
    await valjOrganisation(erik, 'Nordisk Byggteknik AB');
    const erikser = erik.page
      .getByRole('region', { name: 'Förfrågningar om fullmakt' })
      .getByRole('link', { name: lankNamn });
    await expect(erikser).toHaveCount(1);
    await erik.check();

    const maria = await signedInAs(testPersons.maria, { to: '/organisation' });
    await valjOrganisation(maria, 'Nordisk Byggteknik AB');
    // Maria by keyboard alone, from the overview to her signature.
    await tryckPa(
      maria,
      maria.page
        .getByRole('region', { name: 'Förfrågningar om fullmakt' })
        .getByRole('link', { name: lankNamn }),
    );
    await maria.shows('Förfrågan om fullmakt');
    await expect(maria.page.getByText(meddelande)).toBeVisible();
    await maria.check();
    await tryckPa(maria, knapp(maria, 'Skapa fullmakten'));
    await maria.shows('Fullmaktshavare och giltighetstid');
    await expect(maria.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
      '19900730-2426',
    );
    await expect(maria.page.getByLabel('Gäller till och med')).toHaveValue(slut);
    await tryckPa(maria, knapp(maria, 'Nästa'));
    await maria.shows('Behörigheter');
    await expect(maria.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' })).toBeChecked();
    await tryckPa(maria, knapp(maria, 'Nästa'));
    // The organisation chooses who signs, as for any power it gives.
    await maria.shows('Välj vem som ska skriva under');
    const styrelsen = maria.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
    await kryssaMedTangent(maria, styrelsen.getByRole('checkbox', { name: 'Maria Svensson (du)' }));
    await kryssaMedTangent(maria, styrelsen.getByRole('checkbox', { name: 'Erik Johansson' }));
    await tryckPa(maria, knapp(maria, 'Nästa'));
    await maria.shows('Skriv under');
    await maria.check();
    await tryckPa(maria, knapp(maria, 'Skriv under'));
    await maria.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
    await maria.shows('Skriv under fullmakten');
    await tabbaTill(maria, maria.page.getByLabel('Lyckad legitimering'));
    await maria.page.keyboard.press('Space');
    await tryckPa(maria, knapp(maria, 'Skriv under'));
    await maria.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
    await maria.shows('Din underskrift är klar');
    await expect(maria.page.getByText('Kvar att skriva under: Erik Johansson')).toBeVisible();

    // Not yet delivered: the request is still open, for Erik too.
    await lena.visit('/privat/ombud');
    const mina = lena.page.getByRole('region', { name: 'Dina förfrågningar' });
    await expect(mina.getByRole('listitem').first()).toContainText('Skickad');

    await erik.visit('/organisation/fullmaktsgivare');
    const vantar = erik.page.getByRole('listitem').filter({ hasText: 'Ärenden om fordon' });
    await vantar.getByRole('link', { name: 'Granska och skriv under Ärenden om fordon' }).click();
    await erik.shows('Påbörjad fullmakt');
    await skrivUnderHosSigneringstjansten(erik);
    await erik.shows('Fullmakten är underskriven');
    // Answered: it has left the organisation's open requests.
    await erik.visit('/organisation/fullmaktsgivare');
    await expect(
      erik.page.getByRole('region', { name: 'Förfrågningar om fullmakt' }).getByRole('link', {
        name: lankNamn,
      }),
    ).toHaveCount(0);
    await erik.check();

    await lena.visit('/privat/ombud');
    await expect(mina.getByRole('listitem').first()).toContainText('Besvarad med en fullmakt');
    await expect(
      lena.page
        .getByRole('row')
        .filter({ hasText: 'Nordisk Byggteknik AB' })
        .filter({
          hasText: `${idag} till och med ${slut}`,
        }),
    ).toHaveCount(1);
    await lena.check();
  });
});
