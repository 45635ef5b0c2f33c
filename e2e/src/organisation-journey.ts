import type { CheckedPage } from './harness';
import { signIn, type TestPerson } from './sign-in';

/** Today in Swedish time, as the server counts it: the earliest start of a power. */
export const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
export const nastaAr = Number(idag.slice(0, 4)) + 1;

/** Signs in and opens the organisation chooser. */
export async function tillOrganisationer(p: CheckedPage, person: TestPerson): Promise<void> {
  await signIn(p, person);
  await p.visit('/organisation');
  await p.shows('Välj organisation');
}

/** Chooses an organisation on the chooser and opens its overview of powers given. */
export async function valjOrganisation(p: CheckedPage, namn: string): Promise<void> {
  await p.page.getByRole('button', { name: `Välj ${namn}` }).click();
  await p.shows('Fullmakter organisationen har gett');
}

/**
 * From the overview through the first four steps, for Tillståndsmyndigheten's
 * 'Tillståndsansökningar' with Lena Persson as holder, to the signatory step.
 */
export async function tillSigneringssteget(p: CheckedPage, tom: string): Promise<void> {
  await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
  await p.shows('Välj tredje man');
  await p.page.getByText('Steg 1 av 6', { exact: true }).waitFor();
  await p.page.getByRole('radio', { name: 'Tillståndsmyndigheten' }).check();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Välj fullmakt');
  await p.page.getByRole('radio', { name: 'Tillståndsansökningar' }).check();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Fullmaktshavare och giltighetstid');
  await p.page.getByLabel('Personnummer för fullmaktshavare 1').fill('19900730-2426');
  await p.page.getByLabel('Gäller från och med').fill(idag);
  await p.page.getByLabel('Gäller till och med').fill(tom);
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Behörigheter');
  await p.page.getByText('Steg 4 av 6', { exact: true }).waitFor();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Välj vem som ska skriva under');
  await p.page.getByText('Steg 5 av 6', { exact: true }).waitFor();
}
