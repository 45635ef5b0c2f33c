import type { CheckedPage } from './harness';
import { signIn, testPersons } from './sign-in';

/** Signs in as Anna, chooses herself as principal on /privat and opens the overview. */
export async function tillOversikten(p: CheckedPage): Promise<void> {
  await signIn(p, testPersons.anna);
  await p.visit('/privat');
  await p.page.getByRole('button', { name: 'Fortsätt som Anna Lindqvist' }).click();
  await p.shows('Fullmakter du har gett');
}
