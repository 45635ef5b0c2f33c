// The detours people take in the private create flow (issue 36, items 2, 3, 5 and 18): back
// to an earlier step and forward again, a reload before 'Nästa', back after signing, and the
// receipts' ways on. Keyboard only: every action is a Tab to the control and a key press.
import { type CheckedPage, expect, test } from '../src/fixtures';
import { kryssaMedTangent, skrivI, tryckPa } from '../src/keyboard';
import { tillGiltighetssteget, tillOversikten } from '../src/privat-journey';

const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
const nastaAr = Number(idag.slice(0, 4)) + 1;
/** Each test's power ends on its own day, so its row is told apart from the others'. */
const slut = {
  tillbaka: `${nastaAr}-05-15`,
  rattat: `${nastaAr}-05-20`,
  skickad: `${nastaAr}-05-25`,
  avbruten: `${nastaAr}-06-15`,
} as const;

const knapp = (p: CheckedPage, namn: string) =>
  p.page.getByRole('button', { name: namn, exact: true });
const lank = (p: CheckedPage, namn: string) =>
  p.page.getByRole('link', { name: namn, exact: true });
const ruta = (p: CheckedPage, namn: string) => p.page.getByRole('checkbox', { name: namn });

/** Signs at the signing service with the chosen outcome, by keyboard. */
async function skrivUnder(p: CheckedPage, utfall: string): Promise<void> {
  await tryckPa(p, knapp(p, 'Skriv under'));
  await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
  await p.shows('Skriv under fullmakten');
  await p.page.getByLabel(utfall).check();
  await tryckPa(p, knapp(p, 'Skriv under'));
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
}

/** Holder and period typed on the validity step, then 'Nästa'. */
async function fyllOchNasta(p: CheckedPage, tom: string): Promise<void> {
  await skrivI(p, p.page.getByLabel('Personnummer för fullmaktshavare 1'), '19900730-2426');
  await skrivI(p, p.page.getByLabel('Gäller från och med'), idag);
  await skrivI(p, p.page.getByLabel('Gäller till och med'), tom);
  await tryckPa(p, knapp(p, 'Nästa'));
  await p.shows('Behörigheter');
}

test.describe('privat: the detours of the create flow', () => {
  test('keeps what is typed on the validity step over a reload before Nästa (item 5)', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOversikten(p);
    await tillGiltighetssteget(p);
    await skrivI(p, p.page.getByLabel('Personnummer för fullmaktshavare 1'), '19900730-2426');
    await skrivI(p, p.page.getByLabel('Gäller till och med'), slut.tillbaka);
    await p.page.reload();
    await p.settled();
    await p.shows('Fullmaktshavare och giltighetstid');
    await expect(p.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
      '19900730-2426',
    );
    await expect(p.page.getByLabel('Gäller till och med')).toHaveValue(slut.tillbaka);
  });

  test('keeps ticked permissions over a step back to fix a date and forward again (item 2)', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOversikten(p);
    await tillGiltighetssteget(p);
    await fyllOchNasta(p, slut.tillbaka);
    await kryssaMedTangent(p, ruta(p, 'Anmäla ägarbyte'));
    await kryssaMedTangent(p, ruta(p, 'Dela fullmakten vidare'));
    await tryckPa(p, lank(p, 'Tillbaka'));
    await p.shows('Fullmaktshavare och giltighetstid');
    await skrivI(p, p.page.getByLabel('Gäller till och med'), slut.rattat);
    await tryckPa(p, knapp(p, 'Nästa'));
    await p.shows('Behörigheter');
    await expect(ruta(p, 'Anmäla ägarbyte'), 'Anmäla ägarbyte is still ticked').toBeChecked();
    await expect(
      ruta(p, 'Dela fullmakten vidare'),
      'Dela fullmakten vidare is still ticked',
    ).toBeChecked();
    await tryckPa(p, knapp(p, 'Nästa'));
    await p.shows('Skriv under');
    const granskning = p.page.getByRole('main');
    await expect(granskning.getByText('Anmäla ägarbyte').first()).toBeVisible();
    await expect(granskning.getByText(`${idag} till och med ${slut.rattat}`).first()).toBeVisible();
    // Item 19: a draft under review is not said to be 'Inte delad vidare'.
    await expect(granskning.getByText('Inte delad vidare')).toHaveCount(0);
  });

  test('leads on from the receipt, and Back after signing shows the power as sent, never a sign button (items 3, 18)', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOversikten(p);
    await tillGiltighetssteget(p);
    await fyllOchNasta(p, slut.skickad);
    await tryckPa(p, knapp(p, 'Nästa'));
    await p.shows('Skriv under');
    await skrivUnder(p, 'Lyckad legitimering');
    await p.shows('Fullmakten är underskriven');
    await expect(lank(p, 'Visa fullmakten')).toHaveAttribute(
      'href',
      /^\/privat\/fullmaktsgivare\/fullmakt\?id=/,
    );
    await expect(lank(p, 'Till dina fullmakter')).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare',
    );

    // Back from the receipt (past the signing service's page) never offers to sign again.
    await p.page.goBack();
    if (new URL(p.page.url()).pathname.startsWith('/signeringstjanst/')) {
      p.passedThrough(new URL(p.page.url()).pathname + new URL(p.page.url()).search);
      await p.page.goBack();
    }
    await p.page.waitForURL((url) => url.pathname === '/privat/fullmaktsgivare/fullmakt');
    await p.shows('Ärenden om fordon');
    await expect(p.page.getByText(`${idag} till och med ${slut.skickad}`).first()).toBeVisible();
    await expect(knapp(p, 'Skriv under'), 'no sign button').toHaveCount(0);
    await expect(knapp(p, 'Skriv under senare'), 'no sign later').toHaveCount(0);
  });

  test('offers to try again after a cancelled signature, back on the review with the sign button (item 18)', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOversikten(p);
    await tillGiltighetssteget(p);
    await fyllOchNasta(p, slut.avbruten);
    await tryckPa(p, knapp(p, 'Nästa'));
    await p.shows('Skriv under');
    await skrivUnder(p, 'Användaren avbryter');
    await p.shows('Problem vid underskrift');
    await expect(
      p.page.getByText(/Ett utkast som inte skickas in tas bort 30 dagar/),
    ).toBeVisible();
    await expect(lank(p, 'Till dina fullmakter')).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare',
    );
    await tryckPa(p, lank(p, 'Försök igen'));
    await p.shows('Skriv under');
    await expect(knapp(p, 'Skriv under')).toBeEnabled();
    await expect(
      p.page.getByRole('main').getByText(`${idag} till och med ${slut.avbruten}`),
    ).toBeVisible();
  });
});
