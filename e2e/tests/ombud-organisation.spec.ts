// The organisation side of the holder's pages. It chooses the organisation with the
// 'Välj {namn}' button of mfe-organisation's /organisation page (issue 11), so it passes
// only once both branches are merged.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiInPage } from '../src/api-in-page';
import { siteForThisFile, withPage, type CheckedPage } from '../src/harness';
import { idag, nastaAr, period } from '../src/ombud-journey';
import { signIn, testPersons } from '../src/sign-in';

const site = siteForThisFile();

const NORDISK_BYGGTEKNIK = '5567123459';
const tom = `${nastaAr}-08-31`;

interface Draft {
  fullmakt: Record<string, unknown> & { id: string };
}

/**
 * Mikael gives Nordisk Byggteknik AB Fordonsverket's 'Ärenden om fordon'. The UI's holder
 * field takes people only, so the draft is made through the API; it is signed at the
 * signing service as the browser does.
 */
async function mikaelGerForetaget(p: CheckedPage): Promise<void> {
  await signIn(p, testPersons.mikael);
  const skapad = await apiInPage(p.page, 'POST', '/api/fullmakter-api/fullmakter/utkast', {
    fullmaktsgivare: { id: testPersons.mikael.personnummer, typ: 'pnr' },
    fullmaktsgivarroll: 'Privat',
    tredjeman: { id: '2021001231' },
    mall: { id: 'fordon-arenden' },
  });
  assert.equal(skapad.status, 200);
  const id = (skapad.body as Draft).fullmakt.id;
  const sparad = await apiInPage(p.page, 'PUT', `/api/utkast-api/utkast/${id}`, {
    fullmaktshavare: [{ id: NORDISK_BYGGTEKNIK, typ: 'orgnr' }],
    giltigFrom: idag,
    giltigTom: tom,
    behorigheter: ['fordon.se'],
  });
  assert.equal(sparad.status, 200);
  const start = await apiInPage(
    p.page,
    'POST',
    `/api/fullmakter-api/fullmakter/${id}/underskrift`,
    {
      fullmakt: (sparad.body as Draft).fullmakt,
    },
  );
  assert.equal(start.status, 200);
  await p.page.goto(
    new URL((start.body as { redirectUrl: string }).redirectUrl, p.page.url()).href,
  );
  await p.shows('Skriv under fullmakten');
  await p.page.getByLabel('Lyckad legitimering').check();
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
  await p.shows('Fullmakten är underskriven');
}

describe('ombud: an organisation as holder', () => {
  it('is listed under /organisation/ombud for its representative, and is returned', async () => {
    await withPage(site, mikaelGerForetaget);

    await withPage(site, async (p) => {
      await signIn(p, testPersons.anna);
      await p.visit('/organisation');
      await p.page.getByRole('button', { name: 'Välj Nordisk Byggteknik AB' }).click();
      await p.page.waitForURL((url) => url.pathname === '/organisation/fullmaktsgivare');
      await p.settled();

      await p.visit('/organisation/ombud');
      await p.shows('Fullmakter företaget har fått');
      await p.page
        .getByText(/Nordisk Byggteknik AB/)
        .first()
        .waitFor();
      const rad = p.page.getByRole('row').filter({ hasText: period(idag, tom) });
      await rad.getByText('Mikael Olsson').waitFor();
      await p.check();
      await rad.getByRole('link', { name: 'Visa Ärenden om fordon' }).click();
      await p.shows('Ärenden om fordon');
      await p.page.getByText('Mikael Olsson (19850419-8352)').waitFor();

      await p.page.getByRole('button', { name: 'Återlämna fullmakt' }).click();
      const dialog = p.page.getByRole('dialog', { name: 'Vill du återlämna fullmakten?' });
      await dialog.waitFor();
      await p.check();
      await dialog.getByRole('button', { name: 'Ja, återlämna' }).click();
      await p.shows('Fullmakter företaget har fått');
      await p.page.getByRole('status').getByText('Fullmakten är återlämnad.').waitFor();
      assert.equal(
        await p.page
          .getByRole('row')
          .filter({ hasText: period(idag, tom) })
          .count(),
        0,
      );
      await p.check();
    });

    await withPage(site, async (p) => {
      await signIn(p, testPersons.mikael);
      await p.visit('/privat/fullmaktsgivare');
      await p.page.getByRole('radio', { name: 'Historiska' }).check();
      await p.page
        .getByRole('row')
        .filter({ hasText: period(idag, tom) })
        .getByText('Återlämnad')
        .waitFor();
      await p.check();
    });
  });
});
