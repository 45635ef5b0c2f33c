import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import {
  annaGerAli,
  annaGerAliViaApi,
  idag,
  nastaAr,
  oppnaMottagen,
  period,
  skrivUnder,
} from '../src/ombud-journey';
import { testPersons } from '../src/sign-in';

/** Each test's power ends on its own day, so its rows are told apart. */
const slut = { original: `${nastaAr}-05-31`, delning: `${nastaAr}-05-15` } as const;
const framtid = { from: `${nastaAr}-06-01`, tom: `${nastaAr}-06-30` } as const;
const senare = { original: `${nastaAr}-10-31`, delning: `${nastaAr}-10-15` } as const;

test.describe('ombud: share a received power onward, and return it', () => {
  test('Anna gives Ali a power; Ali shares it to Lena with fewer permissions; Ali returns it; the share ends with it', async ({
    openPage,
    signedInAs,
  }) => {
    await annaGerAli(await openPage(), idag, slut.original);

    {
      const p = await openPage();
      await oppnaMottagen(p, testPersons.ali, period(idag, slut.original));
      await expect(p.page.getByText('Anna Lindqvist (19780312-2386)')).toBeVisible();
      await p.page.getByRole('button', { name: 'Dela vidare' }).click();
      await p.shows('Fullmaktshavare och giltighetstid');
      await expect(p.page.getByText('Steg 1 av 3', { exact: true })).toBeVisible();
      await p.page.getByLabel('Personnummer för fullmaktshavare 1').fill('19900730-2426');
      await p.page.getByLabel('Gäller till och med').fill(slut.delning);
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Behörigheter');
      await expect(p.page.getByText('Steg 2 av 3', { exact: true })).toBeVisible();
      // Only the original's chosen permissions, and at the depth limit (transportfullmaktMaxLed
      // 1) not the right to share.
      const rutor = await p.page.getByRole('checkbox').all();
      const namn = await Promise.all(rutor.map(async (r) => (await r.getAttribute('id')) ?? ''));
      assert.deepEqual(namn, ['behorighet-fordon.se', 'behorighet-fordon.agarbyte']);
      await expect(p.page.getByRole('checkbox', { name: /Ställa av/ })).toHaveCount(0);
      await expect(p.page.getByRole('checkbox', { name: /Dela fullmakten vidare/ })).toHaveCount(0);
      await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await expect(p.page.getByText('Steg 3 av 3', { exact: true })).toBeVisible();
      // Not yet signed, the share names no holder (issue 38): Lena by her number, once.
      await expect(p.page.getByText('19900730-2426', { exact: true })).toBeVisible();
      await skrivUnder(p);
    }

    {
      const p = await openPage();
      await oppnaMottagen(p, testPersons.lena, period(idag, slut.delning));
      await expect(
        p.page.getByText('Fullmakten är delad vidare från en annan fullmakt.'),
      ).toBeVisible();
      await expect(p.page.getByText('Ali Yilmaz (19990111-3572)')).toBeVisible();
      await expect(p.page.getByText('Anmäla ägarbyte')).toBeVisible();
      await expect(p.page.getByText('Ställa av och på fordon')).toHaveCount(0);
      // The holder reads the share's history (issue 14).
      const historik = p.page.getByRole('region', { name: 'Historik' });
      await expect(
        historik.getByText(/^Fullmakten blev helt underskriven och lämnades till tredje man /),
      ).toBeVisible();
      await expect(historik.getByText(/^Ali Yilmaz skrev under /)).toBeVisible();
      await p.check();
    }

    // Anna sees the onward share under her power.
    {
      const p = await signedInAs(testPersons.anna, { to: '/privat/fullmaktsgivare' });
      const rad = p.page.getByRole('row').filter({ hasText: period(idag, slut.original) });
      await rad.getByRole('link', { name: 'Visa Ärenden om fordon' }).click();
      await p.shows('Ärenden om fordon');
      await expect(
        p.page
          .getByRole('list', { name: 'Fullmakter som delats vidare' })
          .getByText(`Till Lena Persson, ${period(idag, slut.delning)}`, { exact: false }),
      ).toBeVisible();
      // The grantor's history names the holder who shared it onward, newest first.
      const historik = p.page.getByRole('region', { name: 'Historik' }).getByRole('listitem');
      await expect(
        historik.first().getByText(/^Ali Yilmaz delade fullmakten vidare /),
      ).toBeVisible();
      await p.check();
    }

    {
      const p = await openPage();
      await oppnaMottagen(p, testPersons.ali, period(idag, slut.original));
      await p.page.getByRole('button', { name: 'Återlämna fullmakt' }).click();
      const dialog = p.page.getByRole('dialog', { name: 'Vill du återlämna fullmakten?' });
      await expect(dialog).toBeVisible();
      await p.check();
      await dialog.getByRole('button', { name: 'Ja, återlämna' }).click();
      await p.shows('Fullmakter du har fått');
      await expect(p.page.getByRole('status').getByText('Fullmakten är återlämnad.')).toBeVisible();
      // Listed as returned, as the server lists it (issue 36 item 6).
      await expect(
        p.page
          .getByRole('row')
          .filter({ hasText: period(idag, slut.original) })
          .getByText('Återlämnad'),
      ).toBeVisible();
      await p.check();
    }

    {
      const p = await signedInAs(testPersons.anna, { to: '/privat/fullmaktsgivare' });
      await p.page.getByRole('radio', { name: 'Historiska' }).check();
      const rad = p.page.getByRole('row').filter({ hasText: period(idag, slut.original) });
      await expect(rad.getByText('Återlämnad')).toBeVisible();
      await p.check();
      await rad.getByRole('link', { name: 'Visa Ärenden om fordon' }).click();
      await p.shows('Ärenden om fordon');
      await expect(p.page.getByText('Inte delad vidare')).toBeVisible();
      await p.check();
    }

    // The onward share ended with the original.
    {
      const p = await signedInAs(testPersons.lena, { to: '/privat/ombud' });
      await p.page.getByRole('radio', { name: 'Historiska' }).check();
      await expect(
        p.page
          .getByRole('row')
          .filter({ hasText: period(idag, slut.delning) })
          .getByText('Återkallad'),
      ).toBeVisible();
      await p.check();
    }
  });

  test('a power that has not started cannot be shared onward yet, and says why', async ({
    openPage,
  }) => {
    await annaGerAliViaApi(await openPage(), framtid.from, framtid.tom);
    const p = await openPage();
    await oppnaMottagen(p, testPersons.ali, period(framtid.from, framtid.tom));
    const knapp = p.page.getByRole('button', { name: 'Dela vidare' });
    await expect(knapp).toHaveAttribute('aria-disabled', 'true');
    await expect(
      p.page.getByText(
        `Fullmakten kan inte delas vidare innan den har börjat gälla. Den börjar gälla ${framtid.from}.`,
      ),
    ).toBeVisible();
    // Focusable and pressable (aria-disabled, not disabled), but it does nothing.
    await knapp.press('Enter');
    // Nothing to wait for when nothing should happen: give a navigation time to start.
    await p.page.waitForTimeout(300);
    assert.equal(new URL(p.page.url()).pathname, '/privat/ombud/fullmakt');
    await p.check();
  });

  test('a share kept with "Skriv under senare" is resumed from the overview and signed', async ({
    openPage,
  }) => {
    await annaGerAliViaApi(await openPage(), idag, senare.original);
    const p = await openPage();
    await oppnaMottagen(p, testPersons.ali, period(idag, senare.original));
    await p.page.getByRole('button', { name: 'Dela vidare' }).click();
    await p.shows('Fullmaktshavare och giltighetstid');
    await p.page.getByLabel('Personnummer för fullmaktshavare 1').fill('19900730-2426');
    await p.page.getByLabel('Gäller till och med').fill(senare.delning);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Behörigheter');
    await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    await p.page.getByRole('button', { name: 'Skriv under senare' }).click();
    await p.shows('Fullmakter du har fått');
    await expect(
      p.page.getByRole('status').getByText(/sparad som ett påbörjat utkast/),
    ).toBeVisible();
    const fortsatt = p.page.getByRole('button', { name: 'Fortsätt dela Ärenden om fordon' });
    await expect(fortsatt).toBeVisible();
    await p.check();

    await fortsatt.click();
    await p.shows('Fullmaktshavare och giltighetstid');
    await expect(p.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
      '19900730-2426',
    );
    await expect(p.page.getByLabel('Gäller till och med')).toHaveValue(senare.delning);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Behörigheter');
    await expect(p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' })).toBeChecked();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    await skrivUnder(p);
  });
});
