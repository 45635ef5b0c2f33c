// Steps of the holder's journeys: Anna gives a power through the UI, signing at the
// signing service, and a holder opens their received powers.
import type { CheckedPage } from './harness';
import { gePrivatFullmaktViaApi } from './power-by-api';
import { fyllGiltighet, tillGiltighetssteget, tillOversikten } from './privat-journey';
import { signIn, testPersons, type TestPerson } from './sign-in';
import { expect } from '@playwright/test';

/** Today in Swedish time, as the server counts it: the earliest start of a power. */
export const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
export const nastaAr = Number(idag.slice(0, 4)) + 1;
export const period = (from: string, tom: string) => `${from} till och med ${tom}`;

/** Signs at the signing service (BankID Mock) and waits for the receipt. */
export async function skrivUnder(p: CheckedPage): Promise<void> {
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
  await p.shows('Skriv under fullmakten');
  await p.page.getByLabel('Lyckad legitimering').check();
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
  await p.shows('Fullmakten är underskriven');
}

/**
 * Anna, through the UI, gives Ali Fordonsverket's 'Ärenden om fordon' from `from` to `tom`
 * with 'Anmäla ägarbyte' and the right to share it onward, and signs it.
 */
export async function annaGerAli(p: CheckedPage, from: string, tom: string): Promise<void> {
  await tillOversikten(p);
  await tillGiltighetssteget(p);
  await fyllGiltighet(p, '19990111-3572', from, tom);
  await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
  await p.page.getByRole('checkbox', { name: 'Dela fullmakten vidare' }).check();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Skriv under');
  await skrivUnder(p);
}

/**
 * The same power as `annaGerAli`, made through the API and signed at the signing service:
 * for stories about what Ali does with it, where the grantor's screens are not the subject.
 */
export async function annaGerAliViaApi(p: CheckedPage, from: string, tom: string): Promise<void> {
  await signIn(p, testPersons.anna);
  await gePrivatFullmaktViaApi(p, {
    givare: testPersons.anna.personnummer,
    havare: [{ id: testPersons.ali.personnummer, typ: 'pnr' }],
    from,
    tom,
    behorigheter: ['fordon.se', 'fordon.agarbyte', 'dela.vidare'],
  });
}

/** Signs in and opens the received powers; `period` picks out the test's own power. */
export async function oppnaMottagen(
  p: CheckedPage,
  person: TestPerson,
  giltighet: string,
): Promise<void> {
  await signIn(p, person, { to: '/privat/ombud' });
  await p.shows('Fullmakter du har fått');
  const rad = p.page.getByRole('row').filter({ hasText: giltighet });
  await expect(rad.getByRole('link', { name: 'Visa Ärenden om fordon' })).toBeVisible();
  await p.check();
  await rad.getByRole('link', { name: 'Visa Ärenden om fordon' }).click();
  await p.shows('Ärenden om fordon');
}
