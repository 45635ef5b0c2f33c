// An organisation asks for a power (issue 32 item 1: "Begär en fullmakt" from
// /organisation/ombud): Anna, acting for Nordisk Byggteknik AB, asks Lena; Lena sees the
// company as the one asking, makes the power from the request with the company as holder,
// and the company finds it among the powers it has received, the request answered.
import { dagar, idag, tillBegaranFormularet } from '../src/begaran-journey';
import { expect, test } from '../src/fixtures';
import { testPersons } from '../src/sign-in';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';

const slut = dagar(idag, 45);
const meddelande = 'Vi hämtar ut firmabilen från verkstaden åt dig.';

test.describe('organisation: the company asks for a power', () => {
  test('Anna asks Lena for Nordisk Byggteknik AB; Lena makes the power to the company from the request', async ({
    signedInAs,
  }) => {
    const anna = await signedInAs(testPersons.anna, { to: '/organisation' });
    await anna.page.getByRole('button', { name: 'Välj Nordisk Byggteknik AB' }).click();
    await anna.shows('Fullmakter organisationen har gett');
    await anna.visit('/organisation/ombud');
    await anna.shows('Fullmakter företaget har fått');
    await tillBegaranFormularet(anna);
    await anna.page
      .getByLabel('Fullmaktsgivarens personnummer eller organisationsnummer')
      .fill('19900730-2426');
    await anna.page
      .getByLabel('Vem ska fullmakten gälla hos?')
      .selectOption({ label: 'Fordonsverket' });
    await anna.page.getByLabel('Vilken fullmakt?').selectOption({ label: 'Ärenden om fordon' });
    await anna.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
    await anna.page.getByLabel('Till och med (frivilligt)').fill(slut);
    await anna.page.getByLabel('Meddelande till fullmaktsgivaren').fill(meddelande);
    await anna.check();
    await anna.page.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await expect(
      anna.page.getByRole('status').filter({ hasText: 'Förfrågan är skickad' }),
    ).toBeVisible();
    await anna.check();

    const lena = await signedInAs(testPersons.lena, { to: '/privat/fullmaktsgivare' });
    await lena.page
      .getByRole('region', { name: 'Förfrågningar om fullmakt' })
      .getByRole('link', { name: 'Nordisk Byggteknik AB ber om fullmakten Ärenden om fordon' })
      .click();
    await lena.shows('Förfrågan om fullmakt');
    await expect(lena.page.getByText(meddelande)).toBeVisible();
    await lena.check();
    await lena.page.getByRole('button', { name: 'Skapa fullmakten' }).click();
    await lena.shows('Fullmaktshavare och giltighetstid');
    await expect(lena.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
      '556712-3459',
    );
    await expect(
      lena.page.getByRole('status').filter({ hasText: 'Nordisk Byggteknik AB' }),
    ).toBeVisible();
    await expect(lena.page.getByLabel('Gäller till och med')).toHaveValue(slut);
    await lena.page.getByRole('button', { name: 'Nästa' }).click();
    await lena.shows('Behörigheter');
    await expect(lena.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' })).toBeChecked();
    await lena.page.getByRole('button', { name: 'Nästa' }).click();
    await lena.shows('Skriv under');
    await expect(lena.page.getByText(/Nordisk Byggteknik AB/).first()).toBeVisible();
    await skrivUnderHosSigneringstjansten(lena, 'Lyckad legitimering');
    await lena.shows('Fullmakten är underskriven');

    await anna.visit('/organisation/ombud');
    await anna.shows('Fullmakter företaget har fått');
    await expect(
      anna.page
        .getByRole('row')
        .filter({ hasText: 'Lena Persson' })
        .filter({ hasText: `${idag} till och med ${slut}` }),
    ).toHaveCount(1);
    const mina = anna.page.getByRole('region', { name: 'Dina förfrågningar' });
    await expect(mina.getByRole('listitem').first()).toContainText('Besvarad med en fullmakt');
    await anna.check();
  });
});
