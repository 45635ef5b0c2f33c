import type { CheckedPage } from './harness';
import { signIn, testPersons } from './sign-in';

/** Signs in as Anna, chooses herself as principal on /privat and opens the overview. */
export async function tillOversikten(p: CheckedPage): Promise<void> {
  // The one possible grantor is chosen without asking: /privat passes on to the overview.
  await signIn(p, testPersons.anna, { to: '/privat', landsOn: '/privat/fullmaktsgivare' });
  await p.shows('Fullmakter du har gett');
}

/**
 * From an overview to the holders and validity step of the create flow (any role), for a
 * third party and one of its templates: Fordonsverket's 'Ärenden om fordon' unless told.
 */
export async function tillGiltighetssteget(
  p: CheckedPage,
  val: { tredjeman: string; mall: string } = {
    tredjeman: 'Fordonsverket',
    mall: 'Ärenden om fordon',
  },
): Promise<void> {
  await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
  await p.shows('Välj tredje man');
  await p.page.getByRole('radio', { name: val.tredjeman }).check();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Välj fullmakt');
  await p.page.getByRole('radio', { name: val.mall }).check();
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Fullmaktshavare och giltighetstid');
}

/** Fills one holder and the period on the validity step and goes on to the permissions. */
export async function fyllGiltighet(
  p: CheckedPage,
  personnummer: string,
  from: string,
  tom: string,
): Promise<void> {
  await p.page.getByLabel('Personnummer för fullmaktshavare 1').fill(personnummer);
  await p.page.getByLabel('Gäller från och med').fill(from);
  await p.page.getByLabel('Gäller till och med').fill(tom);
  await p.page.getByRole('button', { name: 'Nästa' }).click();
  await p.shows('Behörigheter');
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
