// Requests for a power (issue 32) in e2e: a holder asks, a grantor opens the request.
import { expect } from '@playwright/test';
import type { CheckedPage } from './harness';

/** A yyyy-mm-dd day moved some days, by the calendar. */
export function dagar(datum: string, antal: number): string {
  const [y, m, d] = datum.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + antal)).toLocaleDateString('sv-SE', { timeZone: 'UTC' });
}

/** Today in Swedish time, as the server counts it. */
export const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/**
 * From a holder's list of received powers to the form "Begär en fullmakt", by the link a
 * person would click, at once: the link sits above the lists and does not move while they
 * load. (Under them it moved as the rows came, and a click could land where it had been a
 * moment earlier and do nothing: an e2e run on 1 Dec lost 30 s and a test on it.)
 */
export async function tillBegaranFormularet(p: CheckedPage): Promise<void> {
  await p.page.getByRole('link', { name: 'Begär en fullmakt' }).click();
  await p.shows('Begär en fullmakt');
}

/**
 * The signed-in holder asks `givare` (as typed) for Fordonsverket's vehicle power with
 * 'Anmäla ägarbyte', ending on `slut`, with a message; by mouse (the keyboard spec has its own).
 */
export async function begar(
  p: CheckedPage,
  givare: string,
  slut: string,
  meddelande: string,
): Promise<void> {
  await p.visit('/privat/ombud');
  await tillBegaranFormularet(p);
  await p.page.getByLabel('Fullmaktsgivarens personnummer eller organisationsnummer').fill(givare);
  await p.page.getByLabel('Vem ska fullmakten gälla hos?').selectOption({ label: 'Fordonsverket' });
  await p.page.getByLabel('Vilken fullmakt?').selectOption({ label: 'Ärenden om fordon' });
  await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
  await p.page.getByLabel('Till och med (frivilligt)').fill(slut);
  await p.page.getByLabel('Meddelande till fullmaktsgivaren').fill(meddelande);
  await p.page.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(
    p.page.getByRole('status').filter({ hasText: 'Förfrågan är skickad' }),
  ).toBeVisible();
}

/** The address of the newest request the signed-in holder sent (its page on the holder's side). */
export async function nyasteBegaranId(p: CheckedPage): Promise<string> {
  await p.visit('/privat/ombud');
  const lank = p.page
    .getByRole('region', { name: 'Dina förfrågningar' })
    .getByRole('link', { name: /^Ärenden om fordon hos Fordonsverket/ })
    .first();
  const href = (await lank.getAttribute('href')) ?? '';
  const id = new URL(href, 'http://x').searchParams.get('id');
  if (id === null) {
    throw new Error(`Ingen förfrågan i länken ${href}`);
  }
  return id;
}
