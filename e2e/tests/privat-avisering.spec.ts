import { expect, test } from '../src/fixtures';
import { fyllHavare, tillGiltighetssteget, tillOversikten } from '../src/privat-journey';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';

const nastaAr =
  Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }).slice(0, 4)) + 1;

test.describe('privat: a holder the service cannot notify (SPEC §8)', () => {
  test('makes the receipt and the power’s page remind the grantor to tell them', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOversikten(p);
    await tillGiltighetssteget(p);
    // Mikael Olsson has no address in the contact register.
    await fyllHavare(p, ['19850419-8352']);
    await p.page.getByLabel('Gäller till och med').fill(`${nastaAr}-06-15`);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Behörigheter');
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    await skrivUnderHosSigneringstjansten(p, 'Lyckad legitimering');
    await p.shows('Fullmakten är underskriven');
    const paminnelse =
      'Vi kunde inte meddela fullmaktshavaren. Kom ihåg att själv berätta för personen om fullmakten.';
    await expect(p.page.getByRole('alert').getByText(paminnelse)).toBeVisible();

    await p.visit('/privat/fullmaktsgivare');
    await p.page.getByRole('radio', { name: 'Giltiga' }).check();
    const rad = p.page.getByRole('row').filter({ hasText: `${nastaAr}-06-15` });
    await rad.getByRole('link', { name: 'Visa Ärenden om fordon' }).click();
    await p.shows('Ärenden om fordon');
    const historik = p.page.getByRole('region', { name: 'Historik' });
    await expect(historik.getByRole('status').getByText(paminnelse)).toBeVisible();
    await expect(historik.getByText(/^Anna Lindqvist skrev under /)).toBeVisible();
    await p.check();
  });
});
