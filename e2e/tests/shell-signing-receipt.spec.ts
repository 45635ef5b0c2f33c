import assert from 'node:assert/strict';
import { apiInPage } from '../src/api-in-page';
import { type CheckedPage, expect, type Site, test } from '../src/fixtures';
import { testPersons } from '../src/sign-in';

// Seeded registers (server/src/seed): Nordisk Byggteknik AB, whose board signs 2 of 4 with
// Anna and Maria on it, and the permit authority's template that lets organisations create.
const nordiskByggteknik = '5567123459';
const tillstandsmyndigheten = '2021003450';
const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
const tom = `${Number(idag.slice(0, 4)) + 1}-06-30`;

interface Fullmakt {
  id: string;
  rubrik: string;
}

/** Starts the signing of a power through the API and follows the browser to the service. */
async function signeraHosTjansten(
  site: Site,
  p: CheckedPage,
  begaran: { fullmakt: unknown; signeringsval?: string; underskrifter?: { id: string }[] },
  id: string,
): Promise<void> {
  const start = await apiInPage(
    p.page,
    'POST',
    `/api/fullmakter-api/fullmakter/${id}/underskrift`,
    begaran,
  );
  assert.equal(start.status, 200, JSON.stringify(start.body));
  const { redirectUrl } = start.body as { redirectUrl: string };
  await p.page.goto(new URL(redirectUrl, site.origin).href);
  await p.shows('Skriv under fullmakten');
  await p.page.getByLabel('Lyckad legitimering').check();
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
}

test.describe('shell: the receipt after a real signing', () => {
  test('says the first board member’s signature is done and the power waits, then gives the second the receipt number', async ({
    site,
    signedInAs,
  }) => {
    let fullmakt: Fullmakt | undefined;
    {
      const p = await signedInAs(testPersons.anna);
      const utkast = await apiInPage(p.page, 'POST', '/api/fullmakter-api/fullmakter/utkast', {
        fullmaktsgivare: { id: nordiskByggteknik, typ: 'orgnr' },
        fullmaktsgivarroll: 'Organisation',
        tredjeman: { id: tillstandsmyndigheten },
        mall: { id: 'tillstand-ansokan' },
      });
      assert.equal(utkast.status, 200, JSON.stringify(utkast.body));
      const skapad = (utkast.body as { fullmakt: Fullmakt & Record<string, unknown> }).fullmakt;
      fullmakt = skapad;
      await signeraHosTjansten(
        site,
        p,
        {
          fullmakt: {
            ...skapad,
            fullmaktshavare: [{ id: '199007302426', typ: 'pnr' }],
            giltigFrom: idag,
            giltigTom: tom,
            behorigheter: [
              { kod: 'tillstand.ansoka', rubrik: '', beskrivning: '' },
              { kod: 'tillstand.komplettera', rubrik: '', beskrivning: '' },
            ],
          },
          signeringsval: 'nb-styrelsen',
          underskrifter: [
            { id: testPersons.anna.personnummer },
            { id: testPersons.maria.personnummer },
          ],
        },
        skapad.id,
      );
      await p.shows('Din underskrift är klar');
      await expect(
        p.page.getByText(
          'Fullmakten väntar på fler underskrifter innan den skickas till tredje man.',
        ),
      ).toBeVisible();
      await expect(p.page.getByRole('definition').getByText(skapad.rubrik)).toBeVisible();
      // The result is read by its ticket: a reload shows the same receipt.
      await p.page.reload();
      await p.shows('Din underskrift är klar');
    }

    {
      assert.ok(fullmakt);
      const p = await signedInAs(testPersons.maria);
      const utkast = await apiInPage(p.page, 'GET', `/api/utkast-api/utkast/${fullmakt.id}`);
      assert.equal(utkast.status, 200, JSON.stringify(utkast.body));
      await signeraHosTjansten(
        site,
        p,
        { fullmakt: (utkast.body as { fullmakt: unknown }).fullmakt },
        fullmakt.id,
      );
      await p.shows('Fullmakten är underskriven');
      await expect(
        p.page.getByText('Alla har skrivit under. Fullmakten är skickad till tredje man.'),
      ).toBeVisible();
      const kvitto = p.page.getByRole('term').filter({ hasText: 'Kvittonummer' });
      await expect(kvitto).toBeVisible();
      await expect(
        p.page.locator('dt:has-text("Kvittonummer") + dd'),
        'a receipt number is shown',
      ).toHaveText(/\S{6,}/);
      // Printed (issue 19, item 4): a document with every fact, without the site's frame.
      await p.page.emulateMedia({ media: 'print' });
      for (const ram of ['.site-header', '.site-footer', '.breadcrumbs']) {
        await expect(p.page.locator(ram).first(), `${ram} is not printed`).toBeHidden();
      }
      await expect(p.page.locator('.receipt'), 'the receipt is printed').toBeVisible();
      await expect(kvitto, 'the receipt number is printed').toBeVisible();
      await p.page.emulateMedia({ media: 'screen' });
      // The receipt leads to the organisation's own overview and to the power (issue 36,
      // item 18); the overview's guard first asks which organisation (none is chosen in
      // this tab: the signing was started through the API).
      await expect(
        p.page
          .getByRole('link', { name: 'Visa fullmakten' })
          .and(
            p.page.locator(`[href^="/organisation/fullmaktsgivare/fullmakt?id=${fullmakt.id}"]`),
          ),
      ).toBeVisible();
      await p.page.getByRole('link', { name: 'Till dina fullmakter' }).click();
      await p.page.waitForURL((url) => url.pathname === '/organisation/engagemang');
      p.passedThrough('/organisation/fullmaktsgivare');
      await p.shows('Dina organisationer');
    }
  });
});
