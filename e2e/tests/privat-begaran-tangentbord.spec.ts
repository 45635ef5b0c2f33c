// Requests for a power by keyboard alone (issue 32, "every new journey keyboard-only"): the
// holder asks, the grantor opens the request, makes the power from it and signs; and the
// grantor declines with a reason, blocks the sender, and takes it back. Every action is a
// Tab to the control and a key press; axe checks every page and state on the way.
import type { Locator } from '@playwright/test';
import { dagar, idag } from '../src/begaran-journey';
import { type CheckedPage, expect, test } from '../src/fixtures';
import { kryssaMedTangent, skrivI, tabbaTill, tryckPa } from '../src/keyboard';
import { testPersons } from '../src/sign-in';

const knapp = (p: CheckedPage, namn: string) =>
  p.page.getByRole('button', { name: namn, exact: true });

/** Tabs to a closed select and moves with the arrow keys until `etikett` is chosen. */
async function valjMedTangent(p: CheckedPage, falt: Locator, etikett: string): Promise<void> {
  await tabbaTill(p, falt);
  for (let i = 0; i < 30; i += 1) {
    const vald = await falt.evaluate((el) => {
      const s = el as HTMLSelectElement;
      return s.options[s.selectedIndex]?.text ?? '';
    });
    if (vald === etikett) {
      return;
    }
    await p.page.keyboard.press('ArrowDown');
  }
  throw new Error(`${etikett} nås inte med piltangenterna`);
}

/** Lena asks Anna for Fordonsverket's vehicle power, every field by keyboard. */
async function lenaBerMedTangent(lena: CheckedPage, slut: string, meddelande: string) {
  await lena.visit('/privat/ombud');
  await tryckPa(lena, lena.page.getByRole('link', { name: 'Begär en fullmakt' }));
  await lena.shows('Begär en fullmakt');
  const f = lena.page;
  await skrivI(
    lena,
    f.getByLabel('Fullmaktsgivarens personnummer eller organisationsnummer'),
    '19780312-2386',
  );
  await valjMedTangent(lena, f.getByLabel('Vem ska fullmakten gälla hos?'), 'Fordonsverket');
  await valjMedTangent(lena, f.getByLabel('Vilken fullmakt?'), 'Ärenden om fordon');
  await kryssaMedTangent(lena, f.getByRole('checkbox', { name: 'Anmäla ägarbyte' }));
  await expect(f.getByRole('checkbox', { name: 'Anmäla ägarbyte' })).toBeChecked();
  await skrivI(lena, f.getByLabel('Till och med (frivilligt)'), slut);
  await skrivI(lena, f.getByLabel('Meddelande till fullmaktsgivaren'), meddelande);
  await lena.check();
  await tryckPa(lena, knapp(lena, 'Skicka förfrågan'));
  await expect(f.getByRole('status').filter({ hasText: 'Förfrågan är skickad' })).toBeVisible();
  await lena.check();
}

/** Anna opens Lena's request from her overview by keyboard. */
async function annaOppnarMedTangent(anna: CheckedPage, meddelande: string) {
  await anna.visit('/privat/fullmaktsgivare');
  const lank = anna.page
    .getByRole('region', { name: 'Förfrågningar om fullmakt' })
    .getByRole('link', { name: 'Lena Persson ber om fullmakten Ärenden om fordon' });
  await expect(lank).toHaveCount(1);
  await anna.check();
  await tryckPa(anna, lank);
  await anna.shows('Förfrågan om fullmakt');
  await expect(anna.page.getByText(meddelande)).toBeVisible();
}

test.describe('privat: requests for a power by keyboard alone', () => {
  test('Lena asks, Anna makes the power from the request and signs, and Lena sees it answered', async ({
    signedInAs,
  }) => {
    const slut = dagar(idag, 90);
    const meddelande = 'Jag hämtar ut den nya bilen åt dig.';
    const lena = await signedInAs(testPersons.lena);
    await lenaBerMedTangent(lena, slut, meddelande);

    const anna = await signedInAs(testPersons.anna);
    await annaOppnarMedTangent(anna, meddelande);
    await tryckPa(anna, knapp(anna, 'Skapa fullmakten'));
    await anna.shows('Fullmaktshavare och giltighetstid');
    await expect(anna.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
      '19900730-2426',
    );
    await expect(anna.page.getByLabel('Gäller till och med')).toHaveValue(slut);
    await tryckPa(anna, knapp(anna, 'Nästa'));
    await anna.shows('Behörigheter');
    await expect(anna.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' })).toBeChecked();
    await tryckPa(anna, knapp(anna, 'Nästa'));
    await anna.shows('Skriv under');
    await tryckPa(anna, knapp(anna, 'Skriv under'));
    await anna.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
    await anna.shows('Skriv under fullmakten');
    const lyckad = anna.page.getByLabel('Lyckad legitimering');
    await tabbaTill(anna, lyckad);
    await anna.page.keyboard.press('Space');
    await tryckPa(anna, knapp(anna, 'Skriv under'));
    await anna.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
    await anna.shows('Fullmakten är underskriven');

    await lena.visit('/privat/ombud');
    const mina = lena.page.getByRole('region', { name: 'Dina förfrågningar' });
    await expect(mina.getByRole('listitem').first()).toContainText('Besvarad med en fullmakt');
    await lena.check();
    await tryckPa(lena, mina.getByRole('link', { name: /^Ärenden om fordon hos Fordonsverket/ }));
    await lena.shows('Förfrågan om fullmakt');
    await tryckPa(lena, lena.page.getByRole('link', { name: 'Visa fullmakten' }));
    await lena.shows('Ärenden om fordon');
  });

  test('Anna declines with a reason and blocks Lena, then takes her back; Lena sees the reason', async ({
    signedInAs,
  }) => {
    const meddelande = 'Får jag sälja båttrailern åt dig?';
    const lena = await signedInAs(testPersons.lena);
    await lenaBerMedTangent(lena, dagar(idag, 30), meddelande);

    const anna = await signedInAs(testPersons.anna);
    await annaOppnarMedTangent(anna, meddelande);
    await tryckPa(anna, knapp(anna, 'Avböj'));
    await skrivI(anna, anna.page.getByLabel('Anledning (frivillig)'), 'Trailern är redan såld.');
    await kryssaMedTangent(
      anna,
      anna.page.getByRole('checkbox', {
        name: 'Ta inte emot fler förfrågningar från den här avsändaren',
      }),
    );
    await anna.check();
    await tryckPa(anna, knapp(anna, 'Avböj'));
    await expect(
      anna.page.getByRole('status').filter({ hasText: 'Du har avböjt förfrågan.' }),
    ).toHaveText(
      'Du har avböjt förfrågan. Anledning: Trailern är redan såld. Du tar inte emot fler förfrågningar från avsändaren. Du kan ändra det under Blockerade avsändare på översikten.',
    );
    await anna.check();

    // Back on the overview: Lena among the blocked senders, taken back by keyboard.
    await tryckPa(
      anna,
      anna.page.getByRole('link', { name: 'Tillbaka till fullmakter du har gett' }),
    );
    const blockerade = anna.page.getByRole('region', { name: 'Blockerade avsändare' });
    await expect(blockerade.getByText(/^Lena Persson, blockerad sedan/)).toBeVisible();
    await anna.check();
    await tryckPa(
      anna,
      blockerade.getByRole('button', { name: 'Ta emot förfrågningar från Lena Persson igen' }),
    );
    await expect(blockerade.getByRole('status')).toContainText(
      'Lena Persson kan skicka förfrågningar till dig igen.',
    );
    await expect(blockerade.getByRole('heading', { name: 'Blockerade avsändare' })).toBeFocused();
    await expect(blockerade.getByText('Du har inga blockerade avsändare.')).toBeVisible();
    await anna.check();

    await lena.visit('/privat/ombud');
    const mina = lena.page.getByRole('region', { name: 'Dina förfrågningar' });
    await expect(mina.getByRole('listitem').first()).toContainText('Avböjd');
    await tryckPa(
      lena,
      mina.getByRole('link', { name: /^Ärenden om fordon hos Fordonsverket/ }).first(),
    );
    await lena.shows('Förfrågan om fullmakt');
    await expect(lena.page.getByText('Anledning: Trailern är redan såld.')).toBeVisible();
  });
});
