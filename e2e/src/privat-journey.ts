import type { CheckedPage } from './harness';
import { signIn, testPersons } from './sign-in';

/** Signs in as Anna, chooses herself as principal on /privat and opens the overview. */
export async function tillOversikten(p: CheckedPage): Promise<void> {
  await signIn(p, testPersons.anna);
  await p.visit('/privat');
  await p.page.getByRole('button', { name: 'Fortsätt som Anna Lindqvist' }).click();
  await p.shows('Fullmakter du har gett');
}

/** From the overview to the holders and validity step, for Fordonsverket's 'Ärenden om fordon'. */
export async function tillGiltighetssteget(p: CheckedPage): Promise<void> {
  await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
  await p.shows('Välj tredje man');
  await p.page.getByRole('radio', { name: 'Fordonsverket' }).check();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Välj fullmakt');
  await p.page.getByRole('radio', { name: 'Ärenden om fordon' }).check();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Fullmaktshavare och giltighetstid');
}

/** Fills the holders, one field each, adding fields as needed. */
export async function fyllHavare(p: CheckedPage, personnummer: readonly string[]): Promise<void> {
  for (const [index, nummer] of personnummer.entries()) {
    if (index > 0) {
      await p.page.getByRole('button', { name: 'Lägg till fullmaktshavare' }).click();
    }
    await p.page.getByLabel(`Personnummer för fullmaktshavare ${index + 1}`).fill(nummer);
  }
}
