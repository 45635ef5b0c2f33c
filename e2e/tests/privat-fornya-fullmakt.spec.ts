import { expect, test } from '../src/fixtures';
import { tabbaTill, tryckPa } from '../src/keyboard';
import { fyllGiltighet, tillGiltighetssteget, tillOversikten } from '../src/privat-journey';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';

/** A yyyy-mm-dd day moved some days, by the calendar. */
function dagar(datum: string, antal: number): string {
  const [y, m, d] = datum.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + antal)).toLocaleDateString('sv-SE', { timeZone: 'UTC' });
}

/** Today in Swedish time, as the server counts it. */
const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
/** The power ends in 20 days (so it ends soon); its renewal is as long, from the day after. */
const slut = dagar(idag, 20);
const nyFran = dagar(slut, 1);
const nyTill = dagar(nyFran, 20);

test.describe('privat: renew a power that ends soon', () => {
  test('renews from the power page by keyboard, and the two histories link to each other', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOversikten(p);
    await tillGiltighetssteget(p);
    await fyllGiltighet(p, '19900730-2426', idag, slut);
    await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    await skrivUnderHosSigneringstjansten(p, 'Lyckad legitimering');
    await p.shows('Fullmakten är underskriven');

    // The overview marks it.
    await p.visit('/privat/fullmaktsgivare');
    await p.page.getByRole('radio', { name: 'Giltiga' }).check();
    const rad = p.page.getByRole('row').filter({ hasText: `${idag} till och med ${slut}` });
    await expect(rad.getByText('Går ut snart').first()).toBeVisible();
    await p.check();
    await rad.getByRole('link', { name: 'Visa Ärenden om fordon' }).first().click();
    await p.shows('Ärenden om fordon');
    const gammalUrl = p.page.url();

    // Keyboard only from here to the wizard.
    await tryckPa(p, p.page.getByRole('link', { name: 'Förnya fullmakten' }));
    await p.shows('Förnya fullmakten');
    await expect(p.page.getByText(`${nyFran} till och med ${nyTill}`)).toBeVisible();
    await p.check();
    await tryckPa(p, p.page.getByRole('button', { name: 'Förnya fullmakten' }));
    await p.shows('Fullmaktshavare och giltighetstid');
    await expect(p.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
      '19900730-2426',
    );
    await expect(p.page.getByLabel('Gäller från och med')).toHaveValue(nyFran);
    await expect(p.page.getByLabel('Gäller till och med')).toHaveValue(nyTill);
    await tryckPa(p, p.page.getByRole('button', { name: 'Nästa' }));
    await p.shows('Behörigheter');
    await expect(p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' })).toBeChecked();
    await tryckPa(p, p.page.getByRole('button', { name: 'Nästa' }));
    await p.shows('Skriv under');
    await expect(p.page.getByText(`${nyFran} till och med ${nyTill}`).first()).toBeVisible();
    await tabbaTill(p, p.page.getByRole('button', { name: 'Skriv under', exact: true }));
    await skrivUnderHosSigneringstjansten(p, 'Lyckad legitimering');
    await p.shows('Fullmakten är underskriven');

    // The new power's history links to the old one, and the old one's to the new.
    await p.visit('/privat/fullmaktsgivare');
    await p.page.getByRole('radio', { name: 'Alla' }).check();
    await p.page
      .getByRole('row')
      .filter({ hasText: `${nyFran} till och med ${nyTill}` })
      .getByRole('link', { name: 'Visa Ärenden om fordon' })
      .first()
      .click();
    await p.shows('Ärenden om fordon');
    const nyUrl = p.page.url();
    const historik = p.page.getByRole('region', { name: 'Historik' });
    await expect(historik.getByText(/förnyelse av en tidigare fullmakt/)).toBeVisible();
    await p.check();
    await tryckPa(p, historik.getByRole('link', { name: 'Visa den tidigare fullmakten' }));
    await p.page.waitForURL(gammalUrl);
    await p.shows('Ärenden om fordon');
    await expect(historik.getByText(/förnyades med en ny fullmakt/)).toBeVisible();
    await p.check();
    await tryckPa(p, historik.getByRole('link', { name: 'Visa den nya fullmakten' }));
    await p.page.waitForURL(nyUrl);
    await p.shows('Ärenden om fordon');
  });
});
