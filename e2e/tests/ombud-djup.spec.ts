// The depth limit of onward sharing (transportfullmaktMaxLed, SPEC §9) with the server
// set to 2: the first share may carry the right to share, the second, at the limit, not.
import { type CheckedPage, expect, test } from '../src/fixtures';
import { annaGerAli, idag, nastaAr, oppnaMottagen, period, skrivUnder } from '../src/ombud-journey';
import { testPersons } from '../src/sign-in';

test.use({ siteOptions: { env: { FULLMAKT_TRANSPORTFULLMAKT_MAX_LED: '2' } } });

const slut = { original: `${nastaAr}-11-30`, forsta: `${nastaAr}-11-20` } as const;

/** From a received power's view to the share's permission step, for Mikael or Lena. */
async function tillBehorighet(p: CheckedPage, havare: string, tom: string): Promise<void> {
  await p.page.getByRole('button', { name: 'Dela vidare' }).click();
  await p.shows('Fullmaktshavare och giltighetstid');
  await p.page.getByLabel('Personnummer för fullmaktshavare 1').fill(havare);
  await p.page.getByLabel('Gäller till och med').fill(tom);
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Behörigheter');
}

test.describe('ombud: the right to share passes on only below transportfullmaktMaxLed', () => {
  test('Ali’s share to Lena may carry it (depth 1 of 2); Lena’s share, at the limit, may not', async ({
    openPage,
  }) => {
    await annaGerAli(await openPage(), idag, slut.original);
    {
      const p = await openPage();
      await oppnaMottagen(p, testPersons.ali, period(idag, slut.original));
      await tillBehorighet(p, '19900730-2426', slut.forsta);
      await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
      await p.page.getByRole('checkbox', { name: 'Dela fullmakten vidare' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await skrivUnder(p);
    }
    {
      const p = await openPage();
      await oppnaMottagen(p, testPersons.lena, period(idag, slut.forsta));
      await tillBehorighet(p, '19850419-8352', slut.forsta);
      await expect(p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' })).toHaveCount(1);
      await expect(p.page.getByRole('checkbox', { name: 'Dela fullmakten vidare' })).toHaveCount(0);
      await p.check();
    }
  });
});
