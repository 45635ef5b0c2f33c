import type { CheckedPage } from './harness';
import { fyllGiltighet, tillGiltighetssteget } from './privat-journey';
import { signIn, type TestPerson } from './sign-in';
import { expect } from '@playwright/test';

/** Today in Swedish time, as the server counts it: the earliest start of a power. */
export const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
export const nastaAr = Number(idag.slice(0, 4)) + 1;

/** Signs in and opens the organisation chooser. */
export async function tillOrganisationer(p: CheckedPage, person: TestPerson): Promise<void> {
  await signIn(p, person, { to: '/organisation' });
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
  await tillGiltighetssteget(p, {
    tredjeman: 'Tillståndsmyndigheten',
    mall: 'Tillståndsansökningar',
  });
  // Six steps: the organisation chooses who signs.
  await expect(p.page.getByText('Steg 3 av 6', { exact: true })).toBeVisible();
  await fyllGiltighet(p, '19900730-2426', idag, tom);
  await expect(p.page.getByText('Steg 4 av 6', { exact: true })).toBeVisible();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Välj vem som ska skriva under');
  await expect(p.page.getByText('Steg 5 av 6', { exact: true })).toBeVisible();
}
