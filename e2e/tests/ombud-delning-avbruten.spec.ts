import { type CheckedPage, expect, test } from '../src/fixtures';
import { kryssaMedTangent, skrivI, tryckPa } from '../src/keyboard';
import { annaGerAli, idag, nastaAr, oppnaMottagen, period, skrivUnder } from '../src/ombud-journey';
import { testPersons } from '../src/sign-in';

const slut = { original: `${nastaAr}-03-31`, delning: `${nastaAr}-03-15` } as const;

/** Ali shares his power to Lena, keyboard only, and aborts at the signing service. */
async function delaOchAvbryt(p: CheckedPage): Promise<void> {
  await oppnaMottagen(p, testPersons.ali, period(idag, slut.original));
  await tryckPa(p, p.page.getByRole('button', { name: 'Dela vidare' }));
  await p.shows('Fullmaktshavare och giltighetstid');
  await skrivI(p, p.page.getByLabel('Personnummer för fullmaktshavare 1'), '19900730-2426');
  await skrivI(p, p.page.getByLabel('Gäller till och med'), slut.delning);
  await tryckPa(p, p.page.getByRole('button', { name: 'Nästa' }));
  await p.shows('Behörigheter');
  await kryssaMedTangent(p, p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }));
  await tryckPa(p, p.page.getByRole('button', { name: 'Nästa' }));
  await p.shows('Skriv under');
  await tryckPa(p, p.page.getByRole('button', { name: 'Skriv under', exact: true }));
  await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
  await p.shows('Skriv under fullmakten');
  await p.page.getByLabel('Användaren avbryter').check();
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
  await expect(
    p.page.getByText('Du avbröt underskriften. Fullmakten är inte underskriven.'),
  ).toBeVisible();
  await p.check();
}

/** The holder's overview with the started shares section. */
async function tillDelningarna(p: CheckedPage) {
  await p.visit('/privat/ombud');
  await p.shows('Fullmakter du har fått');
  const delningar = p.page.getByRole('region', { name: 'Påbörjade delningar' });
  await expect(delningar.getByText('Status: Väntar på underskrift')).toBeVisible();
  await p.check();
  return delningar;
}

test.describe('ombud: a share whose signing was aborted', () => {
  test('stays listed with its status; it is resumed and signed, and another is removed', async ({
    openPage,
  }) => {
    await annaGerAli(await openPage(), idag, slut.original);

    {
      const p = await openPage();
      await delaOchAvbryt(p);
      const delningar = await tillDelningarna(p);
      await tryckPa(p, delningar.getByRole('button', { name: 'Fortsätt dela Ärenden om fordon' }));
      await p.shows('Fullmaktshavare och giltighetstid');
      await expect(p.page.getByText('Steg 1 av 3', { exact: true })).toBeVisible();
      await tryckPa(p, p.page.getByRole('button', { name: 'Nästa' }));
      await p.shows('Behörigheter');
      await tryckPa(p, p.page.getByRole('button', { name: 'Nästa' }));
      await p.shows('Skriv under');
      // Not yet signed, the share names no holder (issue 38): Lena by her number, once.
      await expect(p.page.getByText('19900730-2426', { exact: true })).toBeVisible();
      await skrivUnder(p);
    }

    {
      const p = await openPage();
      await delaOchAvbryt(p);
      const delningar = await tillDelningarna(p);
      await tryckPa(
        p,
        delningar.getByRole('button', { name: 'Ta bort delningen av Ärenden om fordon' }),
      );
      const dialog = p.page.getByRole('dialog', { name: 'Vill du ta bort delningen?' });
      await expect(dialog).toBeVisible();
      await p.check();
      await tryckPa(p, dialog.getByRole('button', { name: /^Ja, / }));
      await expect(delningar.getByText('Delningen är borttagen.')).toBeVisible();
      await expect(
        delningar.getByRole('button', { name: /^Ta bort delningen/ }),
      ).not.toBeAttached();
      await p.check();
    }
  });
});
