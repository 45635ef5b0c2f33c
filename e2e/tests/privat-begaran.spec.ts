import { begar, dagar, idag } from '../src/begaran-journey';
import { expect, test } from '../src/fixtures';
import type { CheckedPage } from '../src/harness';
import { valjOrganisation } from '../src/organisation-journey';
import { testPersons } from '../src/sign-in';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';

const slut = dagar(idag, 60);

/** Lena asks a grantor (Anna by default) for Fordonsverket's vehicle power, with a message. */
async function lenaBer(
  lena: CheckedPage,
  meddelande: string,
  givare = '19780312-2386',
): Promise<void> {
  await begar(lena, givare, slut, meddelande);
  await lena.check();
}

/** Anna opens the newest request from Lena on her overview. */
async function annaOppnar(anna: CheckedPage, meddelande: string): Promise<void> {
  await anna.visit('/privat/fullmaktsgivare');
  const forfragningar = anna.page.getByRole('region', { name: 'Förfrågningar om fullmakt' });
  await forfragningar
    .getByRole('link', { name: 'Lena Persson ber om fullmakten Ärenden om fordon' })
    .first()
    .click();
  await anna.shows('Förfrågan om fullmakt');
  await expect(anna.page.getByText(meddelande)).toBeVisible();
  await anna.check();
}

test.describe('privat: a holder asks for a power', () => {
  test('Lena asks, Anna creates the power from the request and signs it, and Lena has it', async ({
    signedInAs,
  }) => {
    const lena = await signedInAs(testPersons.lena);
    const anna = await signedInAs(testPersons.anna);
    const meddelande = 'Jag sköter bilen åt dig medan du är utomlands.';
    await lenaBer(lena, meddelande);
    await annaOppnar(anna, meddelande);

    await anna.page.getByRole('button', { name: 'Skapa fullmakten' }).click();
    await anna.shows('Fullmaktshavare och giltighetstid');
    await expect(anna.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
      '19900730-2426',
    );
    await expect(anna.page.getByLabel('Gäller till och med')).toHaveValue(slut);
    await anna.page.getByRole('button', { name: 'Nästa' }).click();
    await anna.shows('Behörigheter');
    await expect(anna.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' })).toBeChecked();
    await anna.page.getByRole('button', { name: 'Nästa' }).click();
    await anna.shows('Skriv under');
    await skrivUnderHosSigneringstjansten(anna, 'Lyckad legitimering');
    await anna.shows('Fullmakten är underskriven');

    await lena.visit('/privat/ombud');
    await expect(
      lena.page
        .getByRole('row')
        .filter({ hasText: 'Anna Lindqvist' })
        .filter({
          hasText: `${idag} till och med ${slut}`,
        }),
    ).toHaveCount(1);
    const mina = lena.page.getByRole('region', { name: 'Dina förfrågningar' });
    await expect(mina.getByRole('listitem').first()).toContainText('Besvarad med en fullmakt');
    await lena.check();
    await mina
      .getByRole('link', { name: /^Ärenden om fordon hos Fordonsverket/ })
      .first()
      .click();
    await lena.shows('Förfrågan om fullmakt');
    await lena.page.getByRole('link', { name: 'Visa fullmakten' }).click();
    await lena.shows('Ärenden om fordon');
  });

  test('Anna declines a request with a reason, and Lena sees it', async ({ signedInAs }) => {
    const lena = await signedInAs(testPersons.lena);
    const anna = await signedInAs(testPersons.anna);
    const meddelande = 'Kan jag få hämta ut bilen i maj?';
    await lenaBer(lena, meddelande);
    await annaOppnar(anna, meddelande);

    await anna.page.getByRole('button', { name: 'Avböj' }).click();
    await anna.page.getByLabel('Anledning (frivillig)').fill('Bilen är redan såld.');
    await anna.check();
    await anna.page.getByRole('button', { name: 'Avböj' }).click();
    await expect(
      anna.page.getByRole('status').filter({ hasText: 'Du har avböjt förfrågan.' }),
    ).toHaveText('Du har avböjt förfrågan. Anledning: Bilen är redan såld.');
    await anna.check();

    await lena.visit('/privat/ombud');
    const mina = lena.page.getByRole('region', { name: 'Dina förfrågningar' });
    await expect(mina.getByRole('listitem').first()).toContainText('Avböjd');
    await mina
      .getByRole('link', { name: /^Ärenden om fordon hos Fordonsverket/ })
      .first()
      .click();
    await lena.shows('Förfrågan om fullmakt');
    await expect(lena.page.getByText('Anledning: Bilen är redan såld.')).toBeVisible();
  });

  test("an organisation's request is seen by each of its firmatecknare", async ({ signedInAs }) => {
    const lena = await signedInAs(testPersons.lena);
    await lenaBer(lena, 'Vi behöver hämta ut företagets nya bil.', '556712-3459');
    for (const person of [testPersons.erik, testPersons.maria]) {
      const p = await signedInAs(person);
      await p.visit('/organisation');
      await p.shows('Välj organisation');
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await expect(
        p.page
          .getByRole('region', { name: 'Förfrågningar om fullmakt' })
          .getByRole('link', { name: 'Lena Persson ber om fullmakten Ärenden om fordon' }),
      ).toHaveCount(1);
      await p.check();
    }
  });
});
