// A member of a holder organisation who may not sign for it (issue 36, item 13): the
// received power is shown, but 'Återlämna' and 'Dela vidare', which the server would refuse,
// are not offered; the page says why. Keyboard only.
import { type CheckedPage, expect, test } from '../src/fixtures';
import { tabbaTill, tryckPa } from '../src/keyboard';
import { idag, nastaAr, period } from '../src/ombud-journey';
import { gePrivatFullmaktViaApi } from '../src/power-by-api';
import { signIn, testPersons } from '../src/sign-in';

const VASTKUSTENS_FISKE = '5568234560';
const tom = `${nastaAr}-10-31`;

/**
 * Anna gives Västkustens Fiske AB Fordonsverket's 'Ärenden om fordon' with the right to
 * share, made through the API and signed at the signing service as the browser does.
 */
async function annaGerFiskebolaget(p: CheckedPage): Promise<void> {
  await signIn(p, testPersons.anna);
  await gePrivatFullmaktViaApi(p, {
    givare: testPersons.anna.personnummer,
    havare: [{ id: VASTKUSTENS_FISKE, typ: 'orgnr' }],
    from: idag,
    tom,
    behorigheter: ['fordon.se', 'dela.vidare'],
  });
}

test.describe('ombud: a member of the holder organisation who is not firmatecknare', () => {
  test('sees the power, is told why, and is offered neither return nor sharing', async ({
    openPage,
    signedInAs,
  }) => {
    await annaGerFiskebolaget(await openPage());

    const p = await signedInAs(testPersons.mikael, { to: '/organisation' });
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
