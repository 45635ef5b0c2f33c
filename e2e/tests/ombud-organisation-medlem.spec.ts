// A member of a holder organisation who may not sign for it (issue 36, item 13): the
// received power is shown, but 'Återlämna' and 'Dela vidare', which the server would refuse,
// are not offered; the page says why. Keyboard only.
import assert from 'node:assert/strict';
import { apiInPage } from '../src/api-in-page';
import { type CheckedPage, expect, test } from '../src/fixtures';
import { tabbaTill, tryckPa } from '../src/keyboard';
import { idag, nastaAr, period } from '../src/ombud-journey';
import { signIn, testPersons } from '../src/sign-in';

const VASTKUSTENS_FISKE = '5568234560';
const tom = `${nastaAr}-10-31`;

interface Draft {
  fullmakt: Record<string, unknown> & { id: string };
}

/**
 * Anna gives Västkustens Fiske AB Fordonsverket's 'Ärenden om fordon' with the right to
 * share, made through the API and signed at the signing service as the browser does.
 */
async function annaGerFiskebolaget(p: CheckedPage): Promise<void> {
  await signIn(p, testPersons.anna);
  const skapad = await apiInPage(p.page, 'POST', '/api/fullmakter-api/fullmakter/utkast', {
    fullmaktsgivare: { id: testPersons.anna.personnummer, typ: 'pnr' },
    fullmaktsgivarroll: 'Privat',
    tredjeman: { id: '2021001231' },
    mall: { id: 'fordon-arenden' },
  });
  assert.equal(skapad.status, 200);
  const id = (skapad.body as Draft).fullmakt.id;
  const sparad = await apiInPage(p.page, 'PUT', `/api/utkast-api/utkast/${id}`, {
    fullmaktshavare: [{ id: VASTKUSTENS_FISKE, typ: 'orgnr' }],
    giltigFrom: idag,
    giltigTom: tom,
    behorigheter: ['fordon.se', 'dela.vidare'],
  });
  assert.equal(sparad.status, 200, JSON.stringify(sparad.body));
  const start = await apiInPage(
    p.page,
    'POST',
    `/api/fullmakter-api/fullmakter/${id}/underskrift`,
    { fullmakt: (sparad.body as Draft).fullmakt },
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

test.describe('ombud: a member of the holder organisation who is not firmatecknare', () => {
  test('sees the power, is told why, and is offered neither return nor sharing', async ({
    openPage,
    signedInAs,
  }) => {
    await annaGerFiskebolaget(await openPage());

    const p = await signedInAs(testPersons.mikael);
    await p.visit('/organisation');
    await tryckPa(p, p.page.getByRole('button', { name: 'Välj Västkustens Fiske AB' }));
    await p.page.waitForURL((url) => url.pathname === '/organisation/fullmaktsgivare');
    await p.settled();

    await p.visit('/organisation/ombud');
    await p.shows('Fullmakter företaget har fått');
    const rad = p.page.getByRole('row').filter({ hasText: period(idag, tom) });
    await tryckPa(p, rad.getByRole('link', { name: 'Visa Ärenden om fordon' }));
    await p.shows('Ärenden om fordon');
    const forklaring = p.page.getByText(
      'Bara den som är firmatecknare för organisationen kan återlämna fullmakten eller dela den vidare.',
    );
    await expect(forklaring).toBeVisible();
    await expect(p.page.getByRole('button', { name: 'Återlämna fullmakt' })).toHaveCount(0);
    await expect(p.page.getByRole('button', { name: 'Dela vidare' })).toHaveCount(0);
    // The way back is still reached from the keyboard.
    await tabbaTill(p, p.page.getByRole('link', { name: /^Tillbaka till fullmakter/ }));
    await p.check();
  });
});
